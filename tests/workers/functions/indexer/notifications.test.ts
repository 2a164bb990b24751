// Notifications written by the indexer: who gets which alert, never about their own
// action, and exactly once however the events are replayed or batched.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventKey } from '@functions/db/event-key';
import { ingest } from '@functions/indexer';
import { count, resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, nftMeta, wvenom } from '../../../support/indexer/fixtures';
import { readable } from '../../../support/db/readable';

const db = env.DB;
let chain: FixtureChain;

const alerts = async (recipient: string) =>
  (
    await db
      .prepare(`SELECT kind, nft, collection, amount, counterparty FROM ${readable.notifications} WHERE recipient = ?1 ORDER BY id`)
      .bind(recipient)
      .all<{ kind: string; nft: string | null; collection: string | null; amount: string | null; counterparty: string | null }>()
  ).results;

const watch = (owner: string, kind: 'nft' | 'collection', target: string, floorBelowUsd: number | null = null) =>
  db
    .prepare('INSERT INTO watches (owner, kind, target, floor_below_usd, created_at) VALUES (?1, ?2, ?3, ?4, 0)')
    .bind(A(owner), kind, A(target), floorBelowUsd)
    .run();

const bid = (bidder: string, amount: number) =>
  chain.event(
    'auction_bid_placed',
    { auction: A('a1'), nft: A('n1'), bidder: A(bidder), amount: wvenom(amount), nextBidValue: wvenom(amount + 1) },
    A('a1'),
  );

beforeEach(async () => {
  await resetDatabase(db);
  chain = new FixtureChain();
  await ingest(db, [
    ...chain.setup(),
    chain.collection('c1'),
    chain.mint('n1', 'c1', 'alice'),
    chain.mint('n2', 'c1', 'bob', nftMeta('n2'), '2'),
  ]);
  chain.tick();
});

describe('outbid', () => {
  it('alerts the previous leader only, with the new bid and bidder, and tells their live feed', async () => {
    await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1'))]);
    chain.tick();
    await ingest(db, [bid('bob', 20)]);
    chain.tick();
    const result = await ingest(db, [bid('carol', 25)]);

    expect(await alerts(A('bob'))).toEqual([
      { kind: 'outbid', nft: A('n1'), collection: A('c1'), amount: wvenom(25), counterparty: A('carol') },
    ]);
    expect(await alerts(A('carol'))).toEqual([]);
    expect(result.live).toEqual(
      expect.arrayContaining([
        { topic: `nft:${A('n1')}`, kinds: ['bid'] },
        { topic: `collection:${A('c1')}`, kinds: ['bid'] },
        { topic: `user:${A('bob')}`, kinds: ['outbid', 'profile', 'notification'] },
      ]),
    );
  });

  it('does not alert a leader who raises their own bid', async () => {
    await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1')), bid('bob', 20)]);
    chain.tick();
    await ingest(db, [bid('bob', 30)]);
    expect(await count(db, 'notifications')).toBe(0);
  });
});

describe('deals and offers', () => {
  it('alerts the seller of a sale, the owner of an offer and the maker of an accepted offer', async () => {
    const s1 = chain.sell('s1', 'n1', 'alice', wvenom(50));
    await ingest(db, [chain.event('sell_active', s1, A('s1'))]);
    chain.tick();
    await ingest(db, [
      chain.event('sell_purchased', { ...s1, buyer: A('carol') }, A('s1')),
      chain.event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('carol') }, A('n1')),
    ]);
    expect(await alerts(A('alice'))).toEqual([
      { kind: 'sold', nft: A('n1'), collection: A('c1'), amount: wvenom(50), counterparty: A('carol') },
    ]);

    chain.tick();
    const o1 = chain.offer('o1', 'n1', 'dave', wvenom(30));
    await ingest(db, [chain.event('offer_active', o1, A('o1'))]);
    expect(await alerts(A('carol'))).toEqual([
      { kind: 'offer_received', nft: A('n1'), collection: A('c1'), amount: wvenom(30), counterparty: A('dave') },
    ]);
    chain.tick();
    await ingest(db, [chain.event('offer_filled', { ...o1, seller: A('carol') }, A('o1'))]);
    expect(await alerts(A('dave'))).toEqual([
      { kind: 'offer_accepted', nft: A('n1'), collection: A('c1'), amount: wvenom(30), counterparty: A('carol') },
    ]);
  });

  it("alerts an auction's owner that it sold and its winner that it is theirs", async () => {
    await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1')), bid('bob', 20)]);
    const done = chain.tick(86_400);
    await ingest(db, [
      chain.event(
        'auction_complete',
        {
          ...chain.auction('a1', 'n1', 'alice', wvenom(20)),
          start: done - 86_400 - 180,
          end: done - 180,
          buyer: A('bob'),
          amount: wvenom(20),
        },
        A('a1'),
      ),
    ]);
    expect(await alerts(A('alice'))).toEqual([
      { kind: 'sold', nft: A('n1'), collection: A('c1'), amount: wvenom(20), counterparty: A('bob') },
    ]);
    expect(await alerts(A('bob'))).toEqual([
      { kind: 'auction_won', nft: A('n1'), collection: A('c1'), amount: wvenom(20), counterparty: A('alice') },
    ]);
  });

  it("alerts an auction's owner once that it ended without a sale, with its start price, and nobody else", async () => {
    const auction = chain.auction('a1', 'n1', 'alice', wvenom(20));
    await ingest(db, [chain.event('auction_active', auction, A('a1'))]);
    chain.tick(86_400);
    const ended = chain.event('auction_canceled', auction, A('a1'));
    await ingest(db, [ended]);
    await ingest(db, [ended]);
    expect(await alerts(A('alice'))).toEqual([
      { kind: 'auction_ended', nft: A('n1'), collection: A('c1'), amount: wvenom(20), counterparty: null },
    ]);
    expect(await count(db, 'notifications')).toBe(1);
  });

  it('does not alert the owner of an ended auction from a root that is not whitelisted', async () => {
    const fake = { ...chain.auction('a9', 'n1', 'alice', wvenom(20)), root: A('root:fake') };
    await ingest(db, [chain.event('auction_active', fake, A('a9'))]);
    chain.tick(86_400);
    await ingest(db, [chain.event('auction_canceled', fake, A('a9'))]);
    expect(await count(db, 'notifications')).toBe(0);
  });

  it('ignores offers from roots that are not whitelisted', async () => {
    const fake = { ...chain.offer('o9', 'n1', 'mallory', wvenom(1)), root: A('root:fake') };
    await ingest(db, [chain.event('offer_active', fake, A('o9'))]);
    expect(await count(db, 'notifications')).toBe(0);
  });
});

describe('watches', () => {
  it('alerts the watchers of a listed NFT, but not the one who listed it', async () => {
    await watch('dave', 'nft', 'n1');
    await watch('alice', 'nft', 'n1');
    await watch('erin', 'nft', 'n2');
    await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    expect(await alerts(A('dave'))).toEqual([
      { kind: 'watched_listed', nft: A('n1'), collection: A('c1'), amount: wvenom(50), counterparty: A('alice') },
    ]);
    expect(await alerts(A('alice'))).toEqual([]);
    expect(await alerts(A('erin'))).toEqual([]);
  });

  it('alerts once when a watched floor falls to the set price, and again only after it rose above', async () => {
    await watch('dave', 'collection', 'c1', 6); // $6
    await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(80)), A('s1'))]); // $8
    expect(await alerts(A('dave'))).toEqual([]);
    chain.tick();
    const s2 = chain.sell('s2', 'n2', 'bob', wvenom(50)); // $5
    await ingest(db, [chain.event('sell_active', s2, A('s2'))]);
    expect(await alerts(A('dave'))).toEqual([{ kind: 'floor_below', nft: null, collection: A('c1'), amount: '5', counterparty: null }]);
    chain.tick();
    await ingest(db, [chain.event('sell_canceled', s2, A('s2'))]); // back to $8
    chain.tick();
    await ingest(db, [chain.event('sell_active', chain.sell('s3', 'n2', 'bob', wvenom(40)), A('s3'))]); // $4
    expect((await alerts(A('dave'))).map((a) => [a.kind, a.amount])).toEqual([
      ['floor_below', '5'],
      ['floor_below', '4'],
    ]);
  });
});

describe('exactly once', () => {
  it('writes the same notifications whether the events come once, twice, one by one or all together', async () => {
    await watch('dave', 'nft', 'n1');
    await watch('dave', 'collection', 'c1', 6);
    const events = [
      chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1')),
      bid('bob', 20),
      bid('carol', 25),
      bid('bob', 30),
      chain.event('sell_active', chain.sell('s2', 'n2', 'bob', wvenom(50)), A('s2')),
      chain.event('offer_active', chain.offer('o1', 'n2', 'carol', wvenom(10)), A('o1')),
    ];
    for (const e of events) await ingest(db, [e]);
    const once = await db.prepare(`SELECT recipient, kind, dedupe_key FROM ${readable.notifications} ORDER BY id`).all();
    expect(once.results.map((r) => r.kind)).toEqual(['watched_listed', 'outbid', 'outbid', 'floor_below', 'offer_received']);
    // The compact stored key, spelled out (tests/support/db/readable.ts): the event's key, ':' and the
    // kind; a floor alert's names the batch's first event and the collection's id.
    const c1 = (await db.prepare('SELECT id FROM addresses WHERE address = ?1').bind(A('c1')).first<{ id: number }>())!.id;
    expect(once.results.map((r) => r.dedupe_key)).toEqual([
      `${eventKey(events[0]!.id)}:watched_listed`,
      `${eventKey(events[2]!.id)}:outbid`,
      `${eventKey(events[3]!.id)}:outbid`,
      `${eventKey(events[4]!.id)}:${c1}:floor_below`,
      `${eventKey(events[5]!.id)}:offer_received`,
    ]);
    // Chain events' keys are stored as 11-byte BLOBs: 10 bytes of the hash and the index's digit.
    expect(await count(db, "chain_events WHERE typeof(id) = 'blob' AND length(id) = 11")).toBe(await count(db, 'chain_events'));

    const replay = await ingest(db, events);
    expect(replay.applied).toBe(0);
    expect(replay.live).toEqual([]);
    await ingest(db, events.slice(2));
    expect((await db.prepare(`SELECT recipient, kind, dedupe_key FROM ${readable.notifications} ORDER BY id`).all()).results).toEqual(
      once.results,
    );

    // The same events in one call, on a fresh database, give the same rows.
    await resetDatabase(db);
    chain = new FixtureChain();
    await ingest(db, [
      ...chain.setup(),
      chain.collection('c1'),
      chain.mint('n1', 'c1', 'alice'),
      chain.mint('n2', 'c1', 'bob', nftMeta('n2'), '2'),
    ]);
    await watch('dave', 'nft', 'n1');
    await watch('dave', 'collection', 'c1', 6);
    await ingest(db, events);
    const together = await db.prepare(`SELECT recipient, kind FROM ${readable.notifications} ORDER BY recipient, kind`).all();
    expect(together.results).toEqual(
      [...once.results]
        .map(({ recipient, kind }) => ({ recipient, kind }))
        .sort((a, b) => `${a.recipient}${a.kind}`.localeCompare(`${b.recipient}${b.kind}`)),
    );
  });

  it('refuses a second row with the same key at the database', async () => {
    const insert = db.prepare("INSERT INTO notifications (recipient, kind, event_key, created_at) VALUES (1, 1, 'k', 0)");
    await insert.run();
    await expect(insert.run()).rejects.toThrow(/UNIQUE/);
  });
});
