// Each activity row read from a transaction names it (`transactionHash`, our extension), so the site
// links the row to the explorer; an event whose id names no transaction (the demo seed's) names none.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@functions/reader/to-envelope';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, wvenom } from '../../../support/indexer/fixtures';
import { json, post } from '../api/fixtures';

const TX = `${'0123456789abcdef'.repeat(4)}`;

interface Feed {
  data: { eventType: string; transactionHash?: string | null }[];
}

beforeAll(async () => {
  await resetDatabase(env.DB);
  const chain = new FixtureChain();
  await ingest(env.DB, [...chain.setup(), chain.collection('c1'), { ...chain.mint('n1', 'c1', 'alice'), id: 'demo:mint:n1' }]);
  chain.tick();
  await ingest(env.DB, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(1)), A('a1'))]);
  chain.tick();
  await ingest(env.DB, [
    envelope(TX, 1, 48_736_402_000_014n, chain.now, A('a1'), {
      kind: 'auction_bid_placed',
      payload: { auction: A('a1'), nft: A('n1'), bidder: A('bob'), amount: wvenom(2), nextBidValue: wvenom(3) },
    }),
  ]);
});

describe('activity rows name their transaction', () => {
  it('a bid read from a transaction carries its hash; a mint whose id names none carries null', async () => {
    const feed = await json<Feed>(await post('/events', { nft: A('n1'), limit: 10 }));
    const byType = Object.fromEntries(feed.data.map((e) => [e.eventType, e.transactionHash]));
    expect(byType['auction_bid_placed']).toBe(TX);
    expect(byType['mint']).toBeNull();
  });
});
