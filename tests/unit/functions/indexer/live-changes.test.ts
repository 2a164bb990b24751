// What the live topics are told after an ingest: per topic, the kinds of change, nothing else.
import { describe, expect, it } from 'vitest';
import type { ChainEvent } from '@functions/indexer/envelope';
import { liveMessages } from '@functions/indexer/live-changes';

const A = (n: number) => `0:${String(n).padStart(64, '0')}`;
const event = (kind: string, payload: Record<string, unknown>) =>
  ({ id: `${kind}-${Math.random()}`, kind, ts: 1, lt: 1, payload }) as unknown as ChainEvent;

describe('liveMessages', () => {
  it('names each NFT and its collection with the kinds of its events, in a fixed order', () => {
    const messages = liveMessages({
      events: [
        event('auction_bid_placed', { nft: A(1), auction: A(9), bidder: A(5) }),
        event('sell_active', { nft: A(2), sell: A(8) }),
        event('auction_complete', { nft: A(1), auction: A(9) }),
        event('token_price', { token: A(7) }),
      ],
      collectionOf: new Map([
        [A(1), A(100)],
        [A(2), A(100)],
      ]),
      profiles: [A(5)],
      notified: new Map([[A(6), ['outbid']]]),
    });
    expect(messages).toEqual([
      { topic: `nft:${A(1)}`, kinds: ['bid', 'auction_end'] },
      { topic: `collection:${A(100)}`, kinds: ['bid', 'listing', 'auction_end'] },
      { topic: `nft:${A(2)}`, kinds: ['listing'] },
      { topic: `user:${A(5)}`, kinds: ['profile'] },
      { topic: `user:${A(6)}`, kinds: ['outbid', 'notification'] },
    ]);
  });

  it('says nothing when nothing a page shows changed', () => {
    expect(
      liveMessages({ events: [event('token_price', { token: A(7) })], collectionOf: new Map(), profiles: [], notified: new Map() }),
    ).toEqual([]);
  });
});
