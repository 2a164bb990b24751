import { describe, expect, it } from 'vitest';
import { nameSortKey, NO_NAME_SORT_KEY } from '@shared/lib/name-sort';

const sorted = (names: (string | null)[]) => [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));

describe('NFT name sort key', () => {
  it('orders numbers by value, like numeric collation', () => {
    expect(sorted(['Punk #10', 'Punk #2', 'Punk #1', 'Punk #100'])).toEqual(['Punk #1', 'Punk #2', 'Punk #10', 'Punk #100']);
    expect(nameSortKey('Punk #007')).toBe(nameSortKey('punk #7'));
  });

  it('ignores case and surrounding spaces, and puts unnamed last', () => {
    expect(sorted(['beta', 'Alpha', null, ' gamma '])).toEqual(['Alpha', 'beta', ' gamma ', null]);
    expect(nameSortKey('')).toBe(NO_NAME_SORT_KEY);
    expect(nameSortKey('zzz') < NO_NAME_SORT_KEY).toBe(true);
    expect(Buffer.from(nameSortKey('ÿ')).compare(Buffer.from(NO_NAME_SORT_KEY))).toBe(-1);
  });

  it('keeps very long digit runs as they are', () => {
    expect(nameSortKey('x 123456789012345678901234')).toBe('x 123456789012345678901234');
  });
});
