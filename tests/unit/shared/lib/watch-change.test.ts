import { describe, expect, it } from 'vitest';
import { priceChangeText } from '@shared/lib/watch-change';

describe('priceChangeText', () => {
  it('says how the price moved since the watch began, to a tenth of a percent', () => {
    expect(priceChangeText(10, 12.5)).toBe('+25%');
    expect(priceChangeText(3, 2)).toBe('-33.3%');
    expect(priceChangeText(4, 4)).toBe('0%');
  });

  it('says nothing without both prices', () => {
    expect(priceChangeText(null, 5)).toBeNull();
    expect(priceChangeText(5, null)).toBeNull();
    expect(priceChangeText(0, 5)).toBeNull();
  });
});
