import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { usdText } from '@functions/db/pnl';
import { e4Text, fractionText, minusE4, toE4, usdFraction, valueAt } from '@functions/db/usd-e4';

describe('exact USD in integers', () => {
  it('values an amount at a price with every digit, as BigNumber does', () => {
    const wvenom = usdFraction('0.0000000001187');
    expect(fractionText(valueAt(wvenom, 5_000_000_000n))).toBe('0.5935');
    expect(fractionText(valueAt(usdFraction('0.000001'), 2_500_000n))).toBe('2.5');
    expect(fractionText(valueAt(usdFraction('3'), 0n))).toBe('0');
    expect(fractionText(usdFraction('1e-18'))).toBe('0.000000000000000001');
  });

  it('prints 1/10,000 USD without a "-0"', () => {
    expect([e4Text(0), e4Text(5), e4Text(-5), e4Text(12_3400), e4Text(-10_000n)]).toEqual(['0', '0.0005', '-0.0005', '12.34', '-1']);
  });

  it('rounds half away from zero to 1/10,000, as usdText does, on either side of zero', () => {
    const cases: [string, number, number][] = [
      ['0.00005', 1, 0],
      ['0.00005', 1, 1],
      ['0.00015', 1, 3],
      ['1.23456789', 3, 12_345],
      ['7', 2, 150_001],
      ['0.0000000001187', 0, 40_000],
    ];
    for (const [usd, times, e4] of cases) {
      const expected = usdText(new BigNumber(usd).times(times).minus(new BigNumber(e4).div(10_000)));
      expect(e4Text(minusE4(usdFraction(usd), times, e4)), `${usd} x ${times} - ${e4}`).toBe(expected);
    }
  });

  it('keeps a USD string as the ledger stores it', () => {
    expect([toE4('4'), toE4('0.00005'), toE4('-0.00005'), toE4('2.12344'), toE4(null)]).toEqual([40_000, 1, -1, 21_234, null]);
  });
});
