import { describe, expect, it } from 'vitest';
import { parsePriceRange } from '~/lib/price-range';

const range = (query: string) => parsePriceRange(new URLSearchParams(query));

describe('parsePriceRange', () => {
  it('reads both bounds as plain decimals', () => {
    expect(range('price_from=1.50&price_to=20')).toEqual({ from: '1.5', to: '20' });
  });
  it('ignores what is not a non-negative number', () => {
    expect(range('price_from=abc&price_to=-3')).toEqual({ from: null, to: null });
    expect(range('')).toEqual({ from: null, to: null });
  });
  it('swaps bounds given the wrong way round', () => {
    expect(range('price_from=9&price_to=2')).toEqual({ from: '2', to: '9' });
  });
});
