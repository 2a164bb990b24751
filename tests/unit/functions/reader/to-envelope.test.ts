// A deal's envelope carries the fee and royalty its own transaction paid (MarketFeeWithheld, RoyaltyWithdrawn).
import { describe, expect, it } from 'vitest';
import { settlementsOf, withSettlement } from '@functions/reader/to-envelope';

const TX = 'aa'.repeat(32);
const OFFER = `0:${'1'.repeat(64)}`;
const OTHER = `0:${'2'.repeat(64)}`;

describe('settlementsOf and withSettlement', () => {
  const events: Parameters<typeof settlementsOf>[0] = [
    { txHash: TX, emitter: OFFER, name: 'MarketFeeWithheld', data: { amount: '250', tokenRoot: OTHER } },
    { txHash: TX, emitter: OFFER, name: 'RoyaltyWithdrawn', data: { recipient: OTHER, amount: '500', paymentToken: OTHER } },
    { txHash: TX, emitter: OTHER, name: 'MarketFeeWithheld', data: { amount: '9', tokenRoot: OTHER } },
    { txHash: TX, emitter: OFFER, name: 'DirectSellStateChanged', data: {} },
  ];
  const found = settlementsOf(events);

  it('sums each transaction and emitter apart', () => {
    expect(found.get(`${TX}:${OFFER}`)).toEqual({ fee: 250n, royalty: 500n });
    expect(found.get(`${TX}:${OTHER}`)).toEqual({ fee: 9n, royalty: 0n });
  });

  it('adds them to a deal, 0 when the transaction paid none, and leaves other kinds alone', () => {
    const deal = { kind: 'sell_purchased', payload: { price: '10000' } };
    expect(withSettlement(deal, found.get(`${TX}:${OFFER}`)).payload).toEqual({
      price: '10000',
      settlement: { fee: '250', royalty: '500' },
    });
    expect(withSettlement({ kind: 'offer_filled', payload: {} }, undefined).payload).toEqual({ settlement: { fee: '0', royalty: '0' } });
    const listing = { kind: 'sell_active', payload: { price: '1' } };
    expect(withSettlement(listing, found.get(`${TX}:${OFFER}`))).toBe(listing);
  });
});
