/** Parses a JSON column written by the indexer; a malformed value reads as null instead of failing the page. */
export function parseJsonColumn<T>(text: string | null | undefined): T | null {
  if (text == null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
