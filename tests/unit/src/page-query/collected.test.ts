import { describe, expect, it } from 'vitest';
import { COLLECTED_SORT_OPTIONS, listedForApi, parseListedFilter } from '~/page-query/collected';
import { nftOrder } from '~/page-query/list-requests';
import { parseListQuery } from '~/page-query/query-params';
import { NFT_SORT_KEYS } from '@shared/contract/enums/sorting';

describe('the Collected tab query', () => {
  it('reads listed / unlisted, and nothing else, from the URL', () => {
    expect(parseListedFilter(new URLSearchParams('listed=listed'))).toBe('listed');
    expect(parseListedFilter(new URLSearchParams('listed=unlisted'))).toBe('unlisted');
    expect(parseListedFilter(new URLSearchParams('listed='))).toBeNull();
    expect(parseListedFilter(new URLSearchParams('listed=yes'))).toBeNull();
    expect(listedForApi('listed')).toEqual({ listed: true });
    expect(listedForApi('unlisted')).toEqual({ listed: false });
    expect(listedForApi(null)).toEqual({});
  });

  it('offers recently received only where one owner is listed', () => {
    const query = parseListQuery('sort=receivedAt:desc');
    expect(nftOrder(query, { field: 'name', direction: 'asc' }, NFT_SORT_KEYS)).toEqual({ field: 'receivedAt', direction: 'desc' });
    // Other lists fall back to their default: the API refuses it without one owner.
    expect(nftOrder(query)).toEqual({ field: 'floorPriceUsd', direction: 'asc' });
    expect(COLLECTED_SORT_OPTIONS.map((o) => o.value)).toContain('receivedAt:desc');
  });
});
