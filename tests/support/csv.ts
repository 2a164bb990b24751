/** An RFC 4180 parser for the tests: quoted fields may hold commas, quotes ("") and line breaks; records end in CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  // A field: quoted (with "" for a quote) or plain, then what ends it: a comma, CRLF or the end.
  const field = /(?:"((?:[^"]|"")*)"|([^,"\r\n]*))(,|\r\n|$)/y;
  while (field.lastIndex < text.length) {
    const start = field.lastIndex;
    const match = field.exec(text);
    if (!match || field.lastIndex === start) throw new Error(`not RFC 4180 CSV at ${start}`);
    row.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
    if (match[3] !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}
