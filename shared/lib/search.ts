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

/** What a search result links to and is called; its shape is the contract's SearchResult (shared/lib imports no contract). */
interface SearchHit {
  readonly address: string;
  readonly objectType: 'nft' | 'collection' | 'profile';
  readonly nftName: string | null;
  readonly collectionName: string | null;
  readonly username?: string | null | undefined;
}

export function searchHitHref(hit: SearchHit): string {
  const route = { collection: 'collection', nft: 'nft', profile: 'profile' }[hit.objectType];
  return `/${route}/${hit.address}`;
}

/** The result's name: the NFT's, the collection's, the profile's username, else its address. */
export function searchHitTitle(hit: SearchHit): string {
  const name = { nft: hit.nftName, collection: hit.collectionName, profile: hit.username ?? null }[hit.objectType];
  return name ?? hit.address;
}
