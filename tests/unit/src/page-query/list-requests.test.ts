import { describe, expect, it } from 'vitest';
import { collectionOrder, nftOrder, saleFlags, sortValue } from '~/page-query/list-requests';
import { parseListQuery } from '~/page-query/query-params';

const q = (query: string) => parseListQuery(new URLSearchParams(query));

describe('list requests from the URL', () => {
  it('NFT order: the URL sort when the list knows it, else the fallback', () => {
    expect(nftOrder(q('sort=floorPriceUsd:desc'), { field: 'name', direction: 'asc' })).toEqual({
      field: 'floorPriceUsd',
      direction: 'desc',
    });
    expect(nftOrder(q('sort=floorPriceUsd'), { field: 'name', direction: 'asc' })).toEqual({ field: 'floorPriceUsd', direction: 'asc' });
    expect(nftOrder(q('sort=ownersCount:desc'), { field: 'name', direction: 'asc' })).toEqual({ field: 'name', direction: 'asc' });
  });
  it('collection order defaults to most owners', () => {
    expect(collectionOrder(q(''))).toEqual({ field: 'ownersCount', direction: 'desc' });
    expect(collectionOrder(q('sort=firstMint:asc'))).toEqual({ field: 'firstMint', direction: 'asc' });
  });
  it('sale types map to the contract flags', () => {
    expect(saleFlags(q('sale_type=sell'))).toEqual({ forsale: true, auction: false });
    expect(saleFlags(q('sale_type=sell,auction'))).toEqual({ forsale: true, auction: true });
    expect(saleFlags(q(''))).toEqual({ forsale: false, auction: false });
  });
  it('sortValue writes field:direction', () => {
    expect(sortValue({ field: 'name', direction: 'desc' })).toBe('name:desc');
  });
});
