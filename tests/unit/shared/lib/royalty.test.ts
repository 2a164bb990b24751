import { describe, expect, it } from 'vitest';
import { royaltyShort, ROYALTY_BASE_DECIMALS, royaltyForPrice, royaltyPerWholeCoin, saleProceeds } from '@shared/lib/royalty';

describe('royaltyPerWholeCoin', () => {
  it('follows example X.4: 5/100 on one whole coin is 50 000 000', () => {
    expect(ROYALTY_BASE_DECIMALS).toBe(9);
    expect(royaltyPerWholeCoin({ numerator: 5, denominator: 100 })).toBe(50_000_000n);
  });

  it('rounds up (quirk Q17: tiny fractions become at least 1 unit)', () => {
    expect(royaltyPerWholeCoin({ numerator: 1, denominator: 3 })).toBe(333_333_334n);
    expect(royaltyPerWholeCoin({ numerator: 1, denominator: 10_000_000_000 })).toBe(1n);
  });

  it('takes other decimals', () => {
    expect(royaltyPerWholeCoin({ numerator: 5, denominator: 100 }, 6)).toBe(50_000n);
    expect(royaltyPerWholeCoin({ numerator: 7, denominator: 100 }, 18)).toBe(70_000_000_000_000_000n);
  });

  it('is zero for a zero royalty', () => {
    expect(royaltyPerWholeCoin({ numerator: 0, denominator: 100 })).toBe(0n);
  });
});

describe('royaltyForPrice', () => {
  it('follows example X.4: 50 000 000 per coin on 5 000 000 000 is 250 000 000', () => {
    expect(royaltyForPrice('5000000000', 50_000_000n)).toBe(250_000_000n);
  });

  it('follows example X.5: 7/100 on 5 000 000 000 is 350 000 000', () => {
    const perCoin = royaltyPerWholeCoin({ numerator: 7, denominator: 100 });
    expect(royaltyForPrice(5_000_000_000n, perCoin)).toBe(350_000_000n);
  });

  it('rounds up', () => {
    expect(royaltyForPrice('1', '50000000')).toBe(1n);
    expect(royaltyForPrice('0', '50000000')).toBe(0n);
  });

  it('refuses invalid decimals', () => {
    expect(() => royaltyForPrice('1', '1', -1)).toThrow(RangeError);
  });
});

describe('saleProceeds = price - fee - royalty', () => {
  it('follows example X.1: no royalty, fee 10/100', () => {
    expect(saleProceeds('5000000000', { numerator: 10, denominator: 100 }, null)).toEqual({
      fee: 500_000_000n,
      royalty: 0n,
      proceeds: 4_500_000_000n,
    });
  });

  it('follows example X.4: fee 3/100 and royalty 5/100 give the seller 4 600 000 000', () => {
    const perCoin = royaltyPerWholeCoin({ numerator: 5, denominator: 100 });
    expect(saleProceeds('5000000000', { numerator: 3, denominator: 100 }, perCoin)).toEqual({
      fee: 150_000_000n,
      royalty: 250_000_000n,
      proceeds: 4_600_000_000n,
    });
  });

  it('follows example X.5: fee 20/100 and royalty 7/100 give the seller 3 650 000 000', () => {
    const perCoin = royaltyPerWholeCoin({ numerator: 7, denominator: 100 });
    expect(saleProceeds(5_000_000_000n, { numerator: 20, denominator: 100 }, perCoin).proceeds).toBe(3_650_000_000n);
  });

  it('pays price - fee when fee + royalty exceed the price (quirk Q6)', () => {
    const perCoin = royaltyPerWholeCoin({ numerator: 60, denominator: 100 });
    expect(saleProceeds('1000', { numerator: 50, denominator: 100 }, perCoin)).toEqual({
      fee: 500n,
      royalty: 600n,
      proceeds: 500n,
    });
  });

  it('never goes below zero', () => {
    expect(saleProceeds('1000', { numerator: 3, denominator: 2 }, null).proceeds).toBe(0n);
    expect(saleProceeds('0', { numerator: 2, denominator: 100 }, '50000000').proceeds).toBe(0n);
  });

  it('pays exactly zero when fee + royalty equal the price', () => {
    const perCoin = royaltyPerWholeCoin({ numerator: 50, denominator: 100 });
    expect(saleProceeds('1000', { numerator: 50, denominator: 100 }, perCoin).proceeds).toBe(0n);
  });
});

describe('royaltyShort', () => {
  it('keeps the percentage of a description, else the whole text', () => {
    expect(royaltyShort('5% to the creator')).toBe('5%');
    expect(royaltyShort('2.5 % to the artist')).toBe('2.5%');
    expect(royaltyShort('Set by the artist')).toBe('Set by the artist');
  });
});
