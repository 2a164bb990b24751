type RawJson = (text: string) => unknown;

/**
 * A canonical integer string as the JSON integer the reference's i64 fields want (`maxPrice`), exactly:
 * a raw number literal where the runtime can write one (JSON.rawJSON, ES2025), a plain number when it
 * is safe, and otherwise the string (which our own API reads exactly too).
 */
export function jsonInteger(digits: string): unknown {
  const rawJSON = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;
  if (rawJSON) return rawJSON(digits);
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : digits;
}
