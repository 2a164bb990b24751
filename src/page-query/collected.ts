// A profile's Collected tab: its own filters (listed or not) and sorts (price, rarity, recently
// received), read from the URL like the other lists' filters, so the tab works without JS.
import type { NftSortKey, SortDirection } from '@shared/contract/enums/sorting';

export const LISTED_FILTERS = ['listed', 'unlisted'] as const;
export type ListedFilter = (typeof LISTED_FILTERS)[number];
export const LISTED_FILTER_LABELS: Readonly<Record<ListedFilter, string>> = { listed: 'Listed', unlisted: 'Not listed' };

/** `listed=listed|unlisted`; anything else is no filter. */
export function parseListedFilter(params: URLSearchParams): ListedFilter | null {
  const value = params.get('listed');
  return value === 'listed' || value === 'unlisted' ? value : null;
}

/** The `/nfts` request's `listed` field for the filter. */
export function listedForApi(filter: ListedFilter | null): { listed?: boolean } {
  return filter === null ? {} : { listed: filter === 'listed' };
}

/** The sorts a collector's own items offer. */
export const COLLECTED_SORT_OPTIONS = [
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'name:desc', label: 'Name: Z to A' },
  { value: 'receivedAt:desc', label: 'Recently received' },
  { value: 'floorPriceUsd:asc', label: 'Price: low to high' },
  { value: 'floorPriceUsd:desc', label: 'Price: high to low' },
  { value: 'rarity:asc', label: 'Rarity: rarest first' },
  { value: 'rarity:desc', label: 'Rarity: most common first' },
] as const;

/** A collection shown by name, as a profile's items are browsed on other marketplaces. */
export const DEFAULT_COLLECTED_ORDER: { field: NftSortKey; direction: SortDirection } = { field: 'name', direction: 'asc' };
