// A price's bound and its distance from the collection floor (shared/lib/price-limits.ts).
import { describe, expect, it } from 'vitest';
import { floorWarning, floorWarningText, MAX_PRICE_WHOLE_TOKENS, maxPriceUnits } from '@shared/lib/price-limits';

describe('the highest price', () => {
  it('is one billion whole tokens in any token', () => {
    expect(MAX_PRICE_WHOLE_TOKENS).toBe(1_000_000_000n);
    expect(maxPriceUnits(9)).toBe(10n ** 18n);
    expect(maxPriceUnits(6)).toBe(10n ** 15n);
    expect(maxPriceUnits(0)).toBe(10n ** 9n);
    // Far inside uint128 even for 18 decimals.
    expect(maxPriceUnits(18) < 1n << 128n).toBe(true);
  });
});

describe('far from the floor', () => {
  it('a sale more than 50% under the floor, not at 50%', () => {
    expect(floorWarning('sell', 0.27, 1)).toEqual({ direction: 'below', percent: 73 });
    expect(floorWarning('sell', 0.5, 1)).toBeNull();
    expect(floorWarning('sell', 0.499, 1)).toEqual({ direction: 'below', percent: 50 });
    expect(floorWarning('sell', 0, 2)).toEqual({ direction: 'below', percent: 100 });
  });

  it('a bid or an offer more than 5 times the floor, not at 5 times', () => {
    expect(floorWarning('buy', 5, 1)).toBeNull();
    expect(floorWarning('buy', 5.2, 1)).toEqual({ direction: 'above', percent: 420 });
    expect(floorWarning('buy', 100, 1)).toEqual({ direction: 'above', percent: 9_900 });
  });

  it('a seller is never warned for a high price, nor a buyer for a low one', () => {
    expect(floorWarning('sell', 100, 1)).toBeNull();
    expect(floorWarning('buy', 0.01, 1)).toBeNull();
  });

  it('says nothing without a floor or a price', () => {
    expect(floorWarning('sell', 0.1, null)).toBeNull();
    expect(floorWarning('sell', null, 1)).toBeNull();
    expect(floorWarning('sell', 0.1, 0)).toBeNull();
    expect(floorWarning('buy', Number.NaN, 1)).toBeNull();
    expect(floorWarning('buy', 10, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('names the distance and the floor', () => {
    expect(floorWarningText({ direction: 'below', percent: 73 }, '$1.48')).toBe('73% below the collection floor ($1.48)');
    expect(floorWarningText({ direction: 'above', percent: 420 }, '$1.48')).toBe('420% above the collection floor ($1.48)');
  });
});
