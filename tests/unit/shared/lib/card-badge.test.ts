import { describe, expect, it } from 'vitest';
import { CARD_BADGES, cardAuction, cardBadge, cardPrice } from '@shared/lib/card-badge';

const A = '0:' + 'a'.repeat(64);
const S = '0:' + 'b'.repeat(64);
const TOKEN = '0:' + 'c'.repeat(64);
const floor = { price: '5', priceToken: TOKEN, usdPrice: '0.5' };

describe('cardBadge', () => {
  it('shows a running auction, a listing, or nothing', () => {
    expect(cardBadge({ auction: A, forsale: null, endedAuction: null }, 'active')).toBe('auction');
    expect(cardBadge({ auction: null, forsale: S, endedAuction: null }, undefined)).toBe('sale');
    expect(cardBadge({ auction: null, forsale: null }, undefined)).toBeNull();
  });

  it('shows an ended auction nobody finished, named by the list or still running but past its end', () => {
    expect(cardBadge({ auction: null, forsale: null, endedAuction: A }, 'expired')).toBe('auctionEnded');
    expect(cardBadge({ auction: A, forsale: null, endedAuction: null }, 'expired')).toBe('auctionEnded');
    expect(CARD_BADGES.auctionEnded).toBe('Auction ended');
  });

  it('picks the running auction before the ended one', () => {
    expect(cardAuction({ auction: A, forsale: null, endedAuction: S })).toBe(A);
    expect(cardAuction({ auction: null, forsale: null, endedAuction: S })).toBe(S);
    expect(cardAuction({ auction: null, forsale: S })).toBeNull();
  });
});

describe('cardPrice', () => {
  const auction = { maxBid: '7', bidToken: TOKEN, maxUsdBid: '0.7' };

  it('is the floor unless the auction ended', () => {
    expect(cardPrice('auction', auction, floor)).toBe(floor);
    expect(cardPrice('sale', undefined, floor)).toBe(floor);
    expect(cardPrice(null, undefined, null)).toBeNull();
  });

  it("is an ended auction's highest bid, or none without a bid", () => {
    expect(cardPrice('auctionEnded', auction, floor)).toEqual({ price: '7', priceToken: TOKEN, usdPrice: '0.7' });
    expect(cardPrice('auctionEnded', { ...auction, maxBid: '0' }, floor)).toBeNull();
    expect(cardPrice('auctionEnded', undefined, floor)).toBeNull();
  });
});
