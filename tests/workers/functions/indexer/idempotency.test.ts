// Exactly-once ingestion: replays change nothing, batching does not change the result, an invalid
// event writes nothing.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest, InvalidChainEventError, type ChainEventInput } from '@functions/indexer';
import { count, dumpDatabase, resetDatabase } from '../../../support/indexer/database';
import { A, FIXTURE_TOKENS, FixtureChain, nftMeta, usdt, wvenom } from '../../../support/indexer/fixtures';
import { readable } from '../../../support/db/readable';

const db = env.DB;

/** A block touching every part of the schema: setup, collection, mints, a sale, offers, an auction. */
function richBlock(): ChainEventInput[] {
  const c = new FixtureChain('rich');
  const events: ChainEventInput[] = [...c.setup(), c.collection('c1'), c.mint('n1', 'c1', 'alice', nftMeta('Alpha 1', { Eyes: 'Laser' }))];
  c.tick();
  events.push(c.mint('n2', 'c1', 'bob', nftMeta('Beta 2', { Eyes: 'Sleepy' }), '2'));
  const s1 = c.sell('s1', 'n1', 'alice', wvenom(50));
  events.push(c.event('sell_active', s1, A('s1')));
  events.push(c.event('offer_active', c.offer('o1', 'n2', 'carol', usdt(3), FIXTURE_TOKENS.USDT), A('o1')));
  c.tick();
  events.push(c.event('sell_purchased', { ...s1, buyer: A('dave') }, A('s1')));
  events.push(c.event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('dave') }, A('n1')));
  events.push(c.event('auction_active', c.auction('a1', 'n2', 'bob', wvenom(10)), A('a1')));
  c.tick();
  events.push(
    c.event(
      'auction_bid_placed',
      { auction: A('a1'), nft: A('n2'), bidder: A('eve'), amount: wvenom(10), nextBidValue: wvenom(10.5) },
      A('a1'),
    ),
  );
  events.push(
    c.event(
      'auction_bid_placed',
      { auction: A('a1'), nft: A('n2'), bidder: A('frank'), amount: wvenom(12), nextBidValue: wvenom(12.6) },
      A('a1'),
    ),
  );
  events.push(c.event('offer_canceled', c.offer('o1', 'n2', 'carol', usdt(3), FIXTURE_TOKENS.USDT), A('o1')));
  events.push(c.event('token_price', { token: FIXTURE_TOKENS.WVENOM, usd: '0.12', decimals: 9 }));
  return events;
}

beforeEach(async () => {
  await resetDatabase(db);
});

describe('replays', () => {
  it('replaying a whole block changes nothing', async () => {
    const block = richBlock();
    expect((await ingest(db, block)).applied).toBe(block.length);
    const once = await dumpDatabase(db);
    expect(once['activity']!.length).toBeGreaterThan(5);

    const again = await ingest(db, block);
    expect(again).toEqual({ applied: 0, skipped: block.length, touched: { nfts: [], collections: [], profiles: [] }, live: [] });
    expect(await dumpDatabase(db)).toEqual(once);
  });

  it('replaying single events, and a block split differently, changes nothing', async () => {
    const block = richBlock();
    await ingest(db, block.slice(0, 9));
    await ingest(db, block.slice(5));
    const split = await dumpDatabase(db);
    await ingest(db, [block[9]!]);
    await ingest(db, [block[3]!, block[12]!]);
    expect(await dumpDatabase(db)).toEqual(split);

    await resetDatabase(db);
    await ingest(db, block);
    expect(await dumpDatabase(db)).toEqual(split);
  });

  it('applies an id repeated within one call once', async () => {
    const block = richBlock();
    const result = await ingest(db, [...block, block[4]!, block[10]!]);
    expect(result.applied).toBe(block.length);
    expect(result.skipped).toBe(2);
    expect(await count(db, 'chain_events')).toBe(block.length);
  });

  it('gives the same tables whether each event is its own batch or the block is one', async () => {
    const block = richBlock();
    await ingest(db, block, { maxStatementsPerBatch: 1 });
    const oneByOne = await dumpDatabase(db);
    await resetDatabase(db);
    await ingest(db, block, { maxStatementsPerBatch: 100_000 });
    expect(await dumpDatabase(db)).toEqual(oneByOne);
  });

  it('two writers ingesting the same block apply each event once', async () => {
    const block = richBlock();
    const [a, b] = await Promise.all([ingest(db, block), ingest(db, block)]);
    expect(a.applied + b.applied).toBe(block.length);
    expect(a.skipped + b.skipped).toBe(block.length);
    const concurrent = await dumpDatabase(db);
    await resetDatabase(db);
    await ingest(db, block);
    expect(await dumpDatabase(db)).toEqual(concurrent);
  });
});

describe('validation', () => {
  it('rejects a block with an invalid event and writes nothing', async () => {
    const block = richBlock();
    await ingest(db, block.slice(0, 10));
    const before = await dumpDatabase(db);
    const bid = block.find((e) => e.kind === 'auction_bid_placed')!;
    const bad = { ...bid, payload: { ...bid.payload, bidder: 'not-an-address' } };
    const attempt = ingest(db, [...block.slice(10, 12), bad, { id: 'x:0', kind: 'teleport', ts: 1, lt: 1, emitter: A('e'), payload: {} }]);
    await expect(attempt).rejects.toThrow(InvalidChainEventError);
    await expect(attempt).rejects.toThrow(/#2 .*payload\.bidder: expected a raw address/);
    await expect(attempt).rejects.toThrow(/#3 \(id "x:0"\)/);
    expect(await dumpDatabase(db)).toEqual(before);
  });

  it('rejects amounts that are not integers and negative times', async () => {
    const c = new FixtureChain();
    const listing = c.event('sell_active', { ...c.sell('s1', 'n1', 'alice', '1.5') }, A('s1'));
    await expect(ingest(db, [listing])).rejects.toThrow(/payload\.price/);
    await expect(ingest(db, [{ ...c.collection('c1'), ts: -1 }])).rejects.toThrow(/ts/);
    expect(await count(db, 'chain_events')).toBe(0);
  });

  it('accepts the double-l *_cancelled spelling and stores the single-l kind', async () => {
    const c = new FixtureChain();
    await ingest(db, [...c.setup(), c.collection('c1'), c.mint('n1', 'c1', 'alice')]);
    const info = c.sell('s1', 'n1', 'alice', wvenom(5));
    const cancelled = { ...c.event('sell_canceled', info, A('s1')), kind: 'sell_cancelled' };
    await ingest(db, [c.event('sell_active', info, A('s1')), cancelled]);
    expect(await count(db, 'chain_events')).toBe(c.setup().length + 4);
    expect(await count(db, `${readable.activity} WHERE event_type = 'sell_canceled'`)).toBe(1);
    expect(await db.prepare(`SELECT status FROM ${readable.direct_sells}`).first()).toEqual({ status: 'cancelled' });
  });

  it('normalises numeric amounts to integer strings', async () => {
    const c = new FixtureChain();
    await ingest(db, [...c.setup(), c.collection('c1'), c.mint('n1', 'c1', 'alice')]);
    const info = { ...c.sell('s1', 'n1', 'alice', '0'), price: 7_000_000_000 as unknown as string };
    await ingest(db, [c.event('sell_active', info, A('s1'))]);
    expect(await db.prepare(`SELECT price FROM ${readable.direct_sells}`).first()).toEqual({ price: '7000000000' });
  });
});
