import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '@shared/lib/amounts';
import { bidOutcome, hasBid, isBidActive, isBidReflected, isOutbid, nextBidValue, roundBidUp } from '@shared/lib/bids';

describe('roundBidUp: 5 decimals, rounded up', () => {
  it('rounds any sixth decimal up', () => {
    expect(roundBidUp('1.000001')).toBe('1.00001');
    expect(roundBidUp('1.234561')).toBe('1.23457');
    expect(roundBidUp('0.000000001')).toBe('0.00001');
  });

  it('leaves 5 or fewer decimals alone', () => {
    expect(roundBidUp('1.23456')).toBe('1.23456');
    expect(roundBidUp('2')).toBe('2');
    expect(roundBidUp('0')).toBe('0');
  });

  it('accepts exponent notation', () => {
    expect(roundBidUp('3.84E-7')).toBe('0.00001');
  });
});

describe('isBidReflected: max bid is not below the bid rounded up to 5 decimals', () => {
  it('is true at equality and above', () => {
    expect(isBidReflected('1.5', '1.5')).toBe(true);
    expect(isBidReflected('1.6', '1.5')).toBe(true);
  });

  it('compares against the rounded-up bid', () => {
    // 1.000001 rounds up to 1.00001: a max bid of 1.000001 is below it.
    expect(isBidReflected('1.000001', '1.000001')).toBe(false);
    expect(isBidReflected('1.00001', '1.000001')).toBe(true);
  });

  it('is false below', () => {
    expect(isBidReflected('1.49999', '1.5')).toBe(false);
    expect(isBidReflected('0', '0.00001')).toBe(false);
  });

  it('refuses garbage', () => {
    expect(() => isBidReflected('x', '1')).toThrow(InvalidAmountError);
  });
});

describe('isOutbid', () => {
  it('is true only when the max bid exceeds the price', () => {
    expect(isOutbid('4.2', '4')).toBe(true);
    expect(isOutbid('4', '4')).toBe(false);
    expect(isOutbid('3.9', '4')).toBe(false);
  });
});

describe('nextBidValue', () => {
  it('follows example X.6: 4 000 000 000 at 500/10000 gives 4 200 000 000', () => {
    expect(nextBidValue('4000000000', { delta: 500, deltaDecimals: 10000 })).toBe(4_200_000_000n);
  });

  it('rounds the increment up', () => {
    expect(nextBidValue(1n, { delta: 500, deltaDecimals: 10000 })).toBe(2n);
    expect(nextBidValue('1000000001', { delta: 1n, deltaDecimals: 10n })).toBe(1_100_000_002n);
  });

  it('throws on a zero denominator, like the contract (quirk Q9)', () => {
    expect(() => nextBidValue(100n, { delta: 500, deltaDecimals: 0 })).toThrow(RangeError);
  });
});

describe('hasBid', () => {
  it('is false before the first bid (no max bid, or 0) and true after', () => {
    expect(hasBid(null)).toBe(false);
    expect(hasBid(undefined)).toBe(false);
    expect(hasBid('0')).toBe(false);
    expect(hasBid('1000000000')).toBe(true);
  });
});

describe('bidOutcome', () => {
  const bob = '0:b';
  const carol = '0:c';
  const auction = (status: string, maxBid: string | null, lastBidFrom: string | null, finishTime = 100) => ({
    status,
    maxBid,
    lastBidFrom,
    finishTime,
  });
  it('is leading or outbid while the auction runs, then won or lost', () => {
    expect(bidOutcome({ from: bob, price: '5' }, auction('active', '5', bob), 50)).toBe('leading');
    expect(bidOutcome({ from: bob, price: '5' }, auction('active', '6', carol), 50)).toBe('outbid');
    expect(bidOutcome({ from: bob, price: '4' }, auction('active', '5', bob), 50)).toBe('outbid');
    expect(bidOutcome({ from: bob, price: '5' }, auction('active', '5', bob), 200)).toBe('won');
    expect(bidOutcome({ from: bob, price: '5' }, auction('completed', '5', bob), 50)).toBe('won');
    expect(bidOutcome({ from: bob, price: '3' }, auction('completed', '5', bob), 50)).toBe('won');
    expect(bidOutcome({ from: carol, price: '4' }, auction('completed', '5', bob), 50)).toBe('lost');
    expect(bidOutcome({ from: bob, price: '5' }, auction('cancelled', '5', bob), 50)).toBe('cancelled');
    expect(isBidActive('outbid')).toBe(true);
    expect(isBidActive('won')).toBe(false);
  });
});
