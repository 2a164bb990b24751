// UTF-8 sizes of text, for limits that count bytes (SQLite's LIKE patterns are limited to 50 bytes).

const bytesOf = (point: number): number => (point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4);

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD that replace it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += bytesOf(char.codePointAt(0) ?? 0);
  return bytes;
}

/** The longest start of `text`, in whole code points, that fits in `maxBytes` of UTF-8. */
export function utf8Prefix(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const char of text) {
    bytes += bytesOf(char.codePointAt(0) ?? 0);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}
