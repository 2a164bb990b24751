import { describe, expect, it } from 'vitest';
import { BULK_SKIP_REASONS, bulkSkip, bulkSummaryText, bulkTotals, floorPlusPercent } from '@shared/lib/bulk-listing';

const ME = '0:aa';
const idle = { owner: ME, forsale: null, auction: null };

describe('bulkSkip', () => {
  it('lets an idle NFT of mine be listed, and a listed one be cancelled', () => {
    expect(bulkSkip('list', idle, ME)).toBeNull();
    expect(bulkSkip('cancel', { ...idle, forsale: '0:ds' }, ME)).toBeNull();
  });

  it('names why an NFT is skipped', () => {
    expect(bulkSkip('list', { ...idle, owner: '0:bb' }, ME)).toBe('transferred');
    expect(bulkSkip('list', { ...idle, forsale: '0:ds' }, ME)).toBe('alreadyListed');
    expect(bulkSkip('list', { ...idle, auction: '0:au' }, ME)).toBe('inAuction');
    expect(bulkSkip('cancel', idle, ME)).toBe('notListed');
    expect(bulkSkip('cancel', { ...idle, auction: '0:au' }, ME)).toBe('inAuction');
    expect(BULK_SKIP_REASONS.alreadyListed).toBe('Already listed');
  });
});

describe('floorPlusPercent', () => {
  it('raises the floor by the percentage, rounded up to a unit', () => {
    expect(floorPlusPercent(1_000n, '10')).toBe(1_100n);
    expect(floorPlusPercent(1_000n, '0')).toBe(1_000n);
    expect(floorPlusPercent(1_000n, '-25')).toBe(750n);
    expect(floorPlusPercent(3n, '10')).toBe(4n);
    expect(floorPlusPercent(1_000n, '2.5')).toBe(1_025n);
  });

  it('refuses what is not a percentage, or would price at zero', () => {
    for (const text of ['', 'ten', '1e3', '10.123', '-100', '-150', '1000001']) expect(floorPlusPercent(1_000n, text)).toBeNull();
    expect(floorPlusPercent(1n, '-99.99')).toBe(1n);
  });
});

describe('bulkSummaryText', () => {
  it('counts what happened', () => {
    expect(bulkSummaryText('list', ['done', 'done', 'skipped'])).toBe('2 listed, 1 skipped');
    expect(bulkSummaryText('cancel', ['done', 'rejected', 'failed'])).toBe('1 cancelled, 1 rejected, 1 failed');
  });
});

describe('bulkTotals', () => {
  const WVENOM = '0:w';
  const USDT = '0:u';
  const fee = { numerator: 25, denominator: 1000 }; // 2.5 %
  const coin = 10n ** 9n;

  it('sums price, fee, royalty and what the seller receives per token, as each single listing computes them', () => {
    const totals = bulkTotals([
      { token: WVENOM, price: 10n * coin, fee, royaltyPerCoin: 50_000_000n }, // 5 % royalty
      { token: USDT, price: 2_000_000n, fee, royaltyPerCoin: null },
      { token: WVENOM, price: 4n * coin, fee, royaltyPerCoin: null },
    ]);
    expect(totals).toEqual([
      { token: WVENOM, count: 2, price: 14n * coin, fee: 350_000_000n, royalty: 500_000_000n, receive: 13_150_000_000n },
      { token: USDT, count: 1, price: 2_000_000n, fee: 50_000n, royalty: 0n, receive: 1_950_000n },
    ]);
  });

  it('gives no fee or receive total while one NFT’s fee is unknown, but still the royalty', () => {
    const [totals] = bulkTotals([
      { token: WVENOM, price: coin, fee, royaltyPerCoin: 100_000_000n },
      { token: WVENOM, price: coin, fee: null, royaltyPerCoin: 100_000_000n },
    ]);
    expect(totals).toMatchObject({ count: 2, price: 2n * coin, fee: null, royalty: 200_000_000n, receive: null });
  });
});
