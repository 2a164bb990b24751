// Search input rules (spec section 5: "Search under 2 characters returns no results and makes no
// request"; section 9: "Search debounce 800 ms, minimum 2 characters"). The numbers live in
// constants.ts (SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS).
import { SEARCH_MIN_CHARS } from './constants';

/**
 * The text to send to `/search`, trimmed, or null when it is too short to search.
 * Characters are counted as code points, so an emoji counts once.
 */
export function searchQuery(input: string): string | null {
  const text = input.trim();
  return Array.from(text).length >= SEARCH_MIN_CHARS ? text : null;
}

export function isSearchable(input: string): boolean {
  return searchQuery(input) !== null;
}

/**
 * The contract's collection `name` filter is an ILIKE pattern taken as given (§10.12): wrap the text
 * for "contains". A `%` or `_` typed by a person still acts as a wildcard, which only widens the match.
 */
export function likeContains(text: string): string {
  return `%${text.trim()}%`;
}
