// The list pages' URL filters turned into the contract's request fields (one place for the mapping).
import type { ListQuery } from './query-params';
import { attributesForApi } from './query-params';
import { sortFor, COLLECTION_SORT_KEYS, NFT_SORT_KEYS, type Sort, type SortDirection, type SortKey } from '@shared/contract/enums/sorting';

/** NFT sorts, as OpenSea and Magic Eden offer them; the first is the lists' default (priced items first). */
export const NFT_SORT_OPTIONS = [
  { value: 'floorPriceUsd:asc', label: 'Price: low to high' },
  { value: 'floorPriceUsd:desc', label: 'Price: high to low' },
  { value: 'listedAt:desc', label: 'Recently listed' },
  { value: 'dealPriceUsd:desc', label: 'Last sale: high to low' },
  { value: 'dealPriceUsd:asc', label: 'Last sale: low to high' },
  { value: 'bestOfferUsd:desc', label: 'Best offer: high to low' },
  { value: 'rarity:asc', label: 'Rarity: rarest first' },
  { value: 'rarity:desc', label: 'Rarity: most common first' },
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'name:desc', label: 'Name: Z to A' },
] as const;

/** The NFT lists' default order: cheapest first, unpriced items last. */
export const DEFAULT_NFT_ORDER = { field: 'floorPriceUsd', direction: 'asc' } as const;

export const COLLECTION_SORT_OPTIONS = [
  { value: 'ownersCount:desc', label: 'Most owners' },
  { value: 'totalVolumeUsd:desc', label: 'Volume: high to low' },
  { value: 'totalVolumeUsd:asc', label: 'Volume: low to high' },
  { value: 'price:asc', label: 'Floor: low to high' },
  { value: 'price:desc', label: 'Floor: high to low' },
  { value: 'firstMint:desc', label: 'Newest' },
  { value: 'firstMint:asc', label: 'Oldest' },
] as const;

function withDirection<K extends SortKey>(sort: Sort<K> | null, fallback: { field: K; direction: SortDirection }) {
  if (!sort) return fallback;
  return { field: sort.field, direction: sort.direction ?? fallback.direction };
}

/** `receivedAt` needs one owner (the API's rule): only a profile's Collected tab offers it. */
const SHARED_NFT_SORT_KEYS = NFT_SORT_KEYS.filter((key) => key !== 'receivedAt');

export function nftOrder(
  query: ListQuery,
  fallback: { field: (typeof NFT_SORT_KEYS)[number]; direction: SortDirection } = DEFAULT_NFT_ORDER,
  keys: readonly (typeof NFT_SORT_KEYS)[number][] = SHARED_NFT_SORT_KEYS,
) {
  return withDirection(sortFor(query.sort, keys), fallback);
}

export function collectionOrder(query: ListQuery) {
  const fallback: { field: (typeof COLLECTION_SORT_KEYS)[number]; direction: SortDirection } = { field: 'ownersCount', direction: 'desc' };
  return withDirection(sortFor(query.sort, COLLECTION_SORT_KEYS), fallback);
}

/** `sale_type=sell` means a fixed-price listing (buy now), `auction` an auction; both may be chosen. */
export function saleFlags(query: ListQuery): { forsale: boolean; auction: boolean } {
  return { forsale: query.saleTypes.includes('sell'), auction: query.saleTypes.includes('auction') };
}

export function sortValue(order: { field: string; direction: string }): string {
  return `${order.field}:${order.direction}`;
}

export { attributesForApi };
