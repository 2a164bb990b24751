import { describe, expect, it } from 'vitest';
import {
  AUCTION_SORT_KEYS,
  COLLECTION_SORT_KEYS,
  NFT_SORT_KEYS,
  SALE_TYPES,
  SORT_DIRECTIONS,
  TIME_PERIODS,
  isSaleType,
  isSortDirection,
  isSortKey,
  isTimePeriod,
  sortFor,
} from '@shared/contract/enums/sorting';

describe('sorting enums', () => {
  it('match the spec', () => {
    expect(SALE_TYPES).toEqual(['auction', 'buy', 'sell']);
    expect(SORT_DIRECTIONS).toEqual(['asc', 'desc']);
    expect(TIME_PERIODS).toEqual(['h', 'd']);
    expect(AUCTION_SORT_KEYS).toEqual(['start-date', 'bids-count', 'average', 'average-in-hour', 'average-in-day']);
    expect(COLLECTION_SORT_KEYS).toEqual(['ownersCount', 'firstMint', 'price', 'totalVolumeUsd']);
    // The spec's three, then our extensions (recently listed, best offer).
    expect(NFT_SORT_KEYS).toEqual(['floorPriceUsd', 'dealPriceUsd', 'name', 'listedAt', 'bestOfferUsd', 'rarity', 'receivedAt']);
  });

  it('narrow unknown values', () => {
    expect(isSaleType('buy')).toBe(true);
    expect(isSaleType('rent')).toBe(false);
    expect(isSortDirection('desc')).toBe(true);
    expect(isSortDirection('DESC')).toBe(false);
    expect(isSortKey('average-in-hour')).toBe(true);
    expect(isSortKey('floorprice')).toBe(false);
    expect(isTimePeriod('d')).toBe(true);
    expect(isTimePeriod('w')).toBe(false);
  });
});

describe('sortFor', () => {
  it('keeps a sort the list knows', () => {
    expect(sortFor({ field: 'name', direction: 'asc' }, NFT_SORT_KEYS)).toEqual({ field: 'name', direction: 'asc' });
  });

  it("drops a sort of another list, or none, to the list's default", () => {
    expect(sortFor({ field: 'ownersCount', direction: 'desc' }, NFT_SORT_KEYS)).toBeNull();
    expect(sortFor(null, NFT_SORT_KEYS)).toBeNull();
  });
});
