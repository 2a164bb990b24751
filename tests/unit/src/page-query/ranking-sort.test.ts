import { describe, expect, it } from 'vitest';
import type { MetricsSummary } from '@shared/contract/schemas';
import { nextRankingSort, parseRankingSort, sortRanking } from '~/page-query/ranking-sort';

const row = (name: string, now: string, previous: string, floor: string | null, owners: number): MetricsSummary => ({
  collection: `0:${name.repeat(64).slice(0, 64)}`,
  name,
  logo: null,
  floorPrice: floor,
  totalVolumeUsdNow: now,
  totalVolumeUsdPrevious: previous,
  ownersCount: owners,
  nftsCount: 10,
});
// In volume order, as /metrics/summary answers.
const rows = [row('a', '900', '300', '5', 10), row('b', '500', '0', null, 40), row('c', '100', '400', '1', 25)];
const names = (sort: string) => sortRanking(rows, parseRankingSort(sort)).map((r) => r.name);

describe('ranking sorts', () => {
  it('sorts each column both ways, missing values last', () => {
    expect(names('volume')).toEqual(['a', 'b', 'c']);
    expect(names('volume:asc')).toEqual(['c', 'b', 'a']);
    expect(names('change:desc')).toEqual(['a', 'c', 'b']);
    expect(names('change:asc')).toEqual(['c', 'a', 'b']);
    expect(names('floor:asc')).toEqual(['c', 'a', 'b']);
    expect(names('floor:desc')).toEqual(['a', 'c', 'b']);
    expect(names('owners:desc')).toEqual(['b', 'c', 'a']);
  });
  it('reads anything else as volume, descending; a header flips its own column', () => {
    expect(parseRankingSort('price:asc')).toEqual({ column: 'volume', direction: 'desc' });
    expect(parseRankingSort('floor:up')).toEqual({ column: 'volume', direction: 'desc' });
    expect(nextRankingSort({ column: 'floor', direction: 'desc' }, 'floor')).toEqual({ column: 'floor', direction: 'asc' });
    expect(nextRankingSort({ column: 'floor', direction: 'asc' }, 'owners')).toEqual({ column: 'owners', direction: 'desc' });
  });
});
