import { describe, expect, it } from 'vitest';
import { parseChainEvents } from '@functions/indexer/envelope';
import { toIndexerEvents } from '@functions/devnet/chain/to-indexer';
import { runScenario } from './scenario';
import { tour } from './tour';

describe('devnet events -> indexer envelopes (functions/indexer/envelope.ts)', () => {
  it('every mapped event of a full tour passes the indexer schema, with unique ids in log order', () => {
    const w = tour();
    const envelopes = toIndexerEvents(w.chain);
    const parsed = parseChainEvents(envelopes);
    expect(parsed).toHaveLength(envelopes.length);
    expect(new Set(parsed.map((e) => e.id)).size).toBe(parsed.length);
    const kinds = new Set(parsed.map((e) => e.kind));
    for (const kind of [
      'root_registered',
      'market_fee_default_changed',
      'collection_fee_rule',
      'collection_created',
      'mint',
      'transfer',
      'manager_changed',
      'burn',
      'market_fee_changed',
      'sell_active',
      'sell_purchased',
      'sell_canceled',
      'auction_active',
      'auction_bid_placed',
      'auction_complete',
      'auction_canceled',
      'offer_active',
      'offer_filled',
      'offer_canceled',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const lts = parsed.map((e) => e.lt);
    expect([...lts].sort((a, b) => a - b)).toEqual(lts);
  });

  it('a purchase maps to sell_purchased with seller, buyer, price and root', () => {
    const w = tour();
    const purchased = parseChainEvents(toIndexerEvents(w.chain)).find((e) => e.kind === 'sell_purchased');
    expect(purchased?.payload).toMatchObject({ seller: w.seller, buyer: w.buyer, price: '5000000000', root: w.factories.directSell });
    const complete = parseChainEvents(toIndexerEvents(w.chain)).find((e) => e.kind === 'auction_complete');
    expect(complete?.payload).toMatchObject({ owner: w.seller, buyer: w.buyer2, amount: '2000000000', root: w.factories.auction });
  });

  it('the events of one sendMessage map on their own, with the same ids as from the whole log', () => {
    const w = tour();
    const result = w.chain.sendMessage({ from: w.owner, to: w.factories.auction, amount: 1_000_000_000n, functionName: 'setMarketFee', input: { _fee: { numerator: 1, denominator: 50 } } });
    const own = parseChainEvents(toIndexerEvents(w.chain, result.events));
    expect(own.map((e) => [e.kind, e.payload])).toEqual([['market_fee_default_changed', { root: w.factories.auction, fee: { numerator: 1, denominator: 50 } }]]);
    expect(parseChainEvents(toIndexerEvents(w.chain)).at(-1)?.id).toBe(own[0]?.id);
  });

  it('a random scenario maps without schema errors', () => {
    const { world } = runScenario(21, 150);
    expect(() => parseChainEvents(toIndexerEvents(world.chain))).not.toThrow();
  });
});
