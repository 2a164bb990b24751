import { describe, expect, it } from 'vitest';
import { clearFiltersHref, filterChips } from '~/page-query/filter-chips';
import { MAINNET_TOKENS } from '@shared/lib/tokens';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const chips = (search: string) =>
  filterChips(new URL(`https://x.test/explore/items?${search}`), { tokens: MAINNET_TOKENS, collectionNames: { [A]: 'Alpha' } });

describe('filterChips', () => {
  it('makes one chip per value, each linking to the list without it, on page 1, sort kept', () => {
    const list = chips(`page=3&sort=name:asc&sale_type=sell,auction&collections=${A},${B}&attributes=Hat:Red`);
    expect(list.map((c) => c.label)).toEqual(['On auction', 'Buy now', 'Alpha', '0:bbbb…bbbb', 'Hat: Red']);
    const hrefs = list.map((c) => decodeURIComponent(c.href));
    expect(hrefs[0]).toBe(`/explore/items?sort=name:asc&sale_type=sell&collections=${A},${B}&attributes=Hat:Red`);
    expect(hrefs[2]).toBe(`/explore/items?sort=name:asc&sale_type=auction,sell&collections=${B}&attributes=Hat:Red`);
    expect(hrefs[4]).toBe(`/explore/items?sort=name:asc&sale_type=auction,sell&collections=${A},${B}`);
  });

  it('makes one chip of a range and keeps the other parameters', () => {
    const list = chips('price_from=1&price_to=5&price_token=DAI&rank_from=1&rank_to=10&verified=all&event_type=mint&time_period=7d');
    expect(list.map((c) => c.label)).toEqual(['Minted', 'Last 7 days', 'Price: 1 – 5 DAI', 'Rarity rank: 1 – 10', 'Unverified shown']);
    expect(decodeURIComponent(list[2]!.href)).toBe('/explore/items?event_type=mint&time_period=7d&rank_from=1&rank_to=10&verified=all');
    expect(decodeURIComponent(list[4]!.href)).toBe(
      '/explore/items?event_type=mint&time_period=7d&price_from=1&price_to=5&price_token=DAI&rank_from=1&rank_to=10',
    );
  });

  it('has no chips without filters, and Clear all keeps only the order and view', () => {
    expect(chips('sort=name:asc&page=2&price_token=')).toEqual([]);
    expect(clearFiltersHref(new URL(`https://x.test/explore/items?sort=name:asc&collections=${A}&price_from=2`))).toBe(
      '/explore/items?sort=name%3Aasc',
    );
    expect(clearFiltersHref(new URL(`https://x.test/explore/items?collections=${A}`))).toBe('/explore/items');
  });
});
