import { describe, expect, it } from 'vitest';
import { parseRankRange } from '~/page-query/rank-range';
import { rankLabel } from '~/view-model/rarity';

const parse = (query: string) => parseRankRange(new URLSearchParams(query));

describe('the rank_from / rank_to list parameters', () => {
  it('reads whole positive ranks and swaps reversed bounds', () => {
    expect(parse('rank_from=2&rank_to=10')).toEqual({ rankFrom: 2, rankTo: 10 });
    expect(parse('rank_to=5')).toEqual({ rankTo: 5 });
    expect(parse('rank_from=10&rank_to=2')).toEqual({ rankFrom: 2, rankTo: 10 });
  });

  it('drops what is not a rank, as every list parameter does', () => {
    expect(parse('rank_from=0&rank_to=')).toEqual({});
    expect(parse('rank_from=-3&rank_to=1.5')).toEqual({});
    expect(parse('rank_from=abc&rank_to=1e3')).toEqual({});
    expect(parse('rank_from=999999999')).toEqual({});
  });
});

describe('rankLabel', () => {
  it('reads "Rank N of M" with thousands separators', () => {
    expect(rankLabel({ rank: 3, of: 12 })).toBe('Rank 3 of 12');
    expect(rankLabel({ rank: 1234, of: 10000 })).toBe('Rank 1,234 of 10,000');
  });
});
