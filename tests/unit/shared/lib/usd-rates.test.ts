import { describe, expect, it } from 'vitest';
import { usdRatesFrom, usdValue } from '@shared/lib/usd-rates';

describe('usd rates', () => {
  it('reads the rate off the first priced amount of each token and values amounts with it', () => {
    const rates = usdRatesFrom([
      { token: 'w', units: '0', usd: '1' },
      { token: 'w', units: '2000000000', usd: '0.24' },
      { token: 'w', units: '1000000000', usd: '99' },
      { token: 'u', units: '1000000', usd: null },
    ]);
    expect(Object.keys(rates)).toEqual(['w']);
    expect(usdValue(12_500_000_000n, 'w', rates)).toBe('1.50');
    expect(usdValue(1n, 'u', rates)).toBeNull();
  });
});
