// Sale types, sort keys and directions, and time periods (spec section 4, api-contract section 9).
import { isOneOf } from './one-of';

export const SALE_TYPES = ['auction', 'buy', 'sell'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const isSaleType = (value: unknown): value is SaleType => isOneOf(SALE_TYPES, value);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const isSortDirection = (value: unknown): value is SortDirection => isOneOf(SORT_DIRECTIONS, value);

/** `/auctions` sort (a single key, no direction). */
export const AUCTION_SORT_KEYS = ['start-date', 'bids-count', 'average', 'average-in-hour', 'average-in-day'] as const;
export type AuctionSortKey = (typeof AUCTION_SORT_KEYS)[number];

/** `/collections` order field (`price` is the floor price in USD). Our extension: `totalVolumeUsd`, the all-time volume. */
export const COLLECTION_SORT_KEYS = ['ownersCount', 'firstMint', 'price', 'totalVolumeUsd'] as const;
export type CollectionSortKey = (typeof COLLECTION_SORT_KEYS)[number];

/**
 * `/nfts` order field. Our extensions: `listedAt`, when the live sale or auction started (listed items
 * only); `bestOfferUsd`, the USD value of the best live offer (none last); `rarity`, the rarity rank
 * within the collection (asc: rarest first; unranked last both ways); `receivedAt`, when the NFT last
 * came to its owner (a mint, a transfer, a sale), only with one `owners` entry (a profile's Collected tab).
 */
export const NFT_SORT_KEYS = ['floorPriceUsd', 'dealPriceUsd', 'name', 'listedAt', 'bestOfferUsd', 'rarity', 'receivedAt'] as const;
export type NftSortKey = (typeof NFT_SORT_KEYS)[number];

export const SORT_KEYS = [...AUCTION_SORT_KEYS, ...COLLECTION_SORT_KEYS, ...NFT_SORT_KEYS] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const isSortKey = (value: unknown): value is SortKey => isOneOf(SORT_KEYS, value);

/** A sort choice; `direction` is null where the list takes none (auctions) or it was not given. */
export interface Sort<K extends SortKey = SortKey> {
  readonly field: K;
  readonly direction: SortDirection | null;
}

/** Keeps a sort only when the list it is applied to knows its field; otherwise null (the list's default). */
export function sortFor<K extends SortKey>(sort: Sort | null, keys: readonly K[]): Sort<K> | null {
  if (sort === null || !isOneOf(keys, sort.field)) return null;
  return { field: sort.field, direction: sort.direction };
}

/** Price-history scale: hours or days. */
export const TIME_PERIODS = ['h', 'd'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
export const isTimePeriod = (value: unknown): value is TimePeriod => isOneOf(TIME_PERIODS, value);
