import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '@shared/lib/amounts';
import { ceilMulDiv, fractionParts, fractionToPercent, marketFee } from '@shared/lib/fees';

describe('ceilMulDiv', () => {
  it('is the exact ceiling of a*b/c', () => {
    expect(ceilMulDiv(10n, 1n, 3n)).toBe(4n);
    expect(ceilMulDiv(9n, 1n, 3n)).toBe(3n);
    expect(ceilMulDiv(0n, 7n, 3n)).toBe(0n);
  });

  it('does not overflow on uint128-sized values', () => {
    const max = 2n ** 128n - 1n;
    expect(ceilMulDiv(max, max, max)).toBe(max);
  });

  it('throws on a zero denominator or negative inputs', () => {
    expect(() => ceilMulDiv(1n, 1n, 0n)).toThrow('Division by zero');
    expect(() => ceilMulDiv(-1n, 1n, 1n)).toThrow(RangeError);
  });
});

describe('marketFee (rounded up, contract-semantics N.1)', () => {
  it('follows example X.1: 10/100 of 5 000 000 000 is 500 000 000', () => {
    expect(marketFee('5000000000', { numerator: 10, denominator: 100 })).toBe(500_000_000n);
  });

  it('follows example X.7: 10/100 of 1 000 000 001 rounds up to 100 000 001', () => {
    expect(marketFee('1000000001', { numerator: 10, denominator: 100 })).toBe(100_000_001n);
  });

  it('follows example X.2: a 3/100 discount fee on 5 000 000 000 is 150 000 000', () => {
    expect(marketFee(5_000_000_000n, { numerator: 3, denominator: 100 })).toBe(150_000_000n);
  });

  it('handles the API default 2/100, zero fee and zero price', () => {
    expect(marketFee('1000000000', { numerator: 2, denominator: 100 })).toBe(20_000_000n);
    expect(marketFee('1000000000', { numerator: 0, denominator: 100 })).toBe(0n);
    expect(marketFee('0', { numerator: 2, denominator: 100 })).toBe(0n);
  });

  it('works at 18 decimals and with exponent notation', () => {
    expect(marketFee('1E+18', { numerator: 25, denominator: 1000 })).toBe(25_000_000_000_000_000n);
  });

  it('refuses bad fractions and prices', () => {
    expect(() => marketFee('100', { numerator: 1, denominator: 0 })).toThrow('Fraction denominator must be greater than 0');
    expect(() => marketFee('100', { numerator: -1, denominator: 100 })).toThrow(RangeError);
    expect(() => marketFee('100', { numerator: 1.5, denominator: 100 })).toThrow(RangeError);
    expect(() => marketFee('100', { numerator: -1n, denominator: 100n })).toThrow(RangeError);
    expect(() => marketFee('1.5', { numerator: 1, denominator: 100 })).toThrow(InvalidAmountError);
  });
});

describe('fractionParts', () => {
  it('accepts numbers and bigints', () => {
    expect(fractionParts({ numerator: 2, denominator: 100n })).toEqual({ numerator: 2n, denominator: 100n });
  });
});

describe('fractionToPercent (rounded down)', () => {
  it('renders percentages without trailing zeros', () => {
    expect(fractionToPercent({ numerator: 2, denominator: 100 })).toBe('2');
    expect(fractionToPercent({ numerator: 25, denominator: 1000 })).toBe('2.5');
    expect(fractionToPercent({ numerator: 1, denominator: 3 })).toBe('33.33');
    expect(fractionToPercent({ numerator: 2, denominator: 3 })).toBe('66.66');
    expect(fractionToPercent({ numerator: 2, denominator: 3 }, 0)).toBe('66');
  });
});
