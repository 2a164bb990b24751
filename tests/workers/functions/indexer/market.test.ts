// Derived state after the market's three deals (a purchase, an auction with outbids, an accepted
// offer) and after offers expire without an event.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest, sweepExpired } from '@functions/indexer';
import { count, resetDatabase } from '../../../support/indexer/database';
import { A, FIXTURE_TOKENS, FixtureChain, nftMeta, usdt, wvenom } from '../../../support/indexer/fixtures';
import { readable } from '../../../support/db/readable';

const db = env.DB;
let chain: FixtureChain;

const row = <T = Record<string, unknown>>(sql: string, ...params: (string | number)[]) =>
  db
    .prepare(sql)
    .bind(...params)
    .first<T>();
const rows = async <T = Record<string, unknown>>(sql: string, ...params: (string | number)[]) =>
  (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
const num = async (sql: string, ...params: (string | number)[]) => Object.values((await row(sql, ...params)) ?? {})[0] as number;

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

describe('after a sale', () => {
  it('moves the NFT, drops the listing, updates floor, volume, deal price, history and activity', async () => {
    const s1 = chain.sell('s1', 'n1', 'alice', wvenom(50)); // $5
    await ingest(db, [
      chain.event('manager_changed', { nft: A('n1'), oldManager: A('alice'), newManager: A('s1') }, A('n1')),
      chain.event('sell_active', s1, A('s1')),
      chain.event('sell_active', chain.sell('s2', 'n2', 'bob', wvenom(80)), A('s2')), // $8
    ]);
    expect(await num('SELECT floor_price_usd FROM collections')).toBeCloseTo(5, 9);
    // The floor listing in its own token rides beside its USD: what the Portfolio and the P&L read.
    expect(await row('SELECT floor_token, floor_price FROM collections')).toEqual({
      floor_token: FIXTURE_TOKENS.WVENOM,
      floor_price: wvenom(50),
    });
    const saleTime = chain.tick(3600);

    const result = await ingest(db, [
      chain.event('sell_purchased', { ...s1, buyer: A('carol') }, A('s1')),
      chain.event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('carol') }, A('n1')),
      chain.event('manager_changed', { nft: A('n1'), oldManager: A('s1'), newManager: A('carol') }, A('n1')),
    ]);

    expect(result.applied).toBe(3);
    expect(result.touched.profiles).toEqual(expect.arrayContaining([A('alice'), A('carol')]));
    expect(
      await row(
        'SELECT owner, coalesce(manager, owner) AS manager, sell_address, floor_price_usd, deal_price, deal_token, deal_ts FROM nfts WHERE address = ?',
        A('n1'),
      ),
    ).toEqual({
      owner: A('carol'),
      manager: A('carol'),
      sell_address: null,
      floor_price_usd: null,
      deal_price: '50000000000',
      deal_token: FIXTURE_TOKENS.WVENOM,
      deal_ts: saleTime,
    });
    expect(await num('SELECT deal_price_usd FROM nfts WHERE address = ?', A('n1'))).toBeCloseTo(5, 9);
    expect(await row(`SELECT status, live, buyer, finished_at FROM ${readable.direct_sells} WHERE address = ?`, A('s1'))).toEqual({
      status: 'filled',
      live: 0,
      buyer: A('carol'),
      finished_at: saleTime,
    });
    const collection = await row<{ floor_price_usd: number; total_volume_usd: number; owners_count: number; nft_count: number }>(
      'SELECT floor_price_usd, total_volume_usd, owners_count, nft_count FROM collections',
    );
    expect(collection!.floor_price_usd).toBeCloseTo(8, 9);
    expect(await row('SELECT floor_token, floor_price FROM collections')).toEqual({
      floor_token: FIXTURE_TOKENS.WVENOM,
      floor_price: wvenom(80),
    });
    expect(collection!.total_volume_usd).toBeCloseTo(5, 9);
    expect(collection!.owners_count).toBe(2); // bob and carol
    expect(collection!.nft_count).toBe(2);
    expect(await rows(`SELECT owner, nft_count FROM ${readable.collection_owners} ORDER BY owner`)).toEqual(
      [
        { owner: A('bob'), nft_count: 1 },
        { owner: A('carol'), nft_count: 1 },
      ].sort((a, b) => a.owner.localeCompare(b.owner)),
    );
    const history = await row<Record<string, unknown>>(
      `SELECT nft, collection, ts, token, amount, usd, whitelisted FROM ${readable.price_history}`,
    );
    expect(history).toMatchObject({
      nft: A('n1'),
      collection: A('c1'),
      ts: saleTime,
      token: FIXTURE_TOKENS.WVENOM,
      amount: '50000000000',
      whitelisted: 1,
    });
    expect(history!['usd']).toBeCloseTo(5, 9);
    const purchase = await row<{ payload: string; collection: string }>(
      `SELECT payload, collection FROM ${readable.activity} WHERE event_type = 'sell_purchased'`,
    );
    expect(purchase!.collection).toBe(A('c1'));
    expect(JSON.parse(purchase!.payload).directSell).toMatchObject({
      creator: A('alice'),
      status: 3,
      newOwner: A('carol'),
      price: '50000000000',
    });
    expect(
      await rows(
        `SELECT event_type FROM ${readable.activity_participants} WHERE address = ? AND event_type IN ('sell_purchased', 'transfer') ORDER BY event_type`,
        A('carol'),
      ),
    ).toEqual([{ event_type: 'sell_purchased' }, { event_type: 'transfer' }]);
  });
});

describe('after an outbid', () => {
  it('marks the previous leader outbid and moves min and max bid; completion hands the NFT over', async () => {
    await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1'))]);
    chain.tick();
    await ingest(db, [
      chain.event(
        'auction_bid_placed',
        { auction: A('a1'), nft: A('n1'), bidder: A('bob'), amount: wvenom(20), nextBidValue: wvenom(21) },
        A('a1'),
      ),
    ]);
    chain.tick();
    const outbid = await ingest(db, [
      chain.event(
        'auction_bid_placed',
        { auction: A('a1'), nft: A('n1'), bidder: A('carol'), amount: wvenom(25), nextBidValue: wvenom(26.25) },
        A('a1'),
      ),
    ]);
    // Everyone whose pages show the change: the new leader, the outbid bidder (named by no event of
    // it: their Bids tab gains the Outbid mark) and the auction's owner.
    expect(outbid.touched.profiles).toEqual([A('alice'), A('bob'), A('carol')].sort());

    expect(await rows(`SELECT bidder, price, outbid, declined, bidder_latest, nft_owner FROM ${readable.bids} ORDER BY id`)).toEqual([
      { bidder: A('bob'), price: '20000000000', outbid: 1, declined: 0, bidder_latest: 1, nft_owner: A('alice') },
      { bidder: A('carol'), price: '25000000000', outbid: 0, declined: 0, bidder_latest: 1, nft_owner: A('alice') },
    ]);
    expect(
      await row(`SELECT max_bid, min_bid, last_bid_from, last_bid_value, last_bid_time, bids_count FROM ${readable.auctions}`),
    ).toEqual({
      max_bid: '25000000000',
      min_bid: '26250000000',
      last_bid_from: A('carol'),
      last_bid_value: '25000000000',
      last_bid_time: chain.now,
      bids_count: 2,
    });
    expect(await num(`SELECT min_bid_usd FROM ${readable.auctions}`)).toBeCloseTo(2.625, 9);
    expect(await row('SELECT auction_price, floor_price FROM nfts WHERE address = ?', A('n1'))).toEqual({
      auction_price: '26250000000',
      floor_price: '26250000000',
    });
    expect(await num('SELECT floor_price_usd FROM nfts WHERE address = ?', A('n1'))).toBeCloseTo(2.625, 9);
    const bid = await row<{ payload: string }>(
      `SELECT payload FROM ${readable.activity} WHERE event_type = 'auction_bid_placed' ORDER BY id DESC`,
    );
    expect(JSON.parse(bid!.payload).auction.auctionBidPlaced).toEqual({
      bidSender: A('carol'),
      paymentToken: FIXTURE_TOKENS.WVENOM,
      bidValue: '25000000000',
    });
    // The auction owner sees bids received in their feed (api-contract §13 gap 22).
    expect(await count(db, `${readable.activity_participants} WHERE address = ? AND event_type = 'auction_bid_placed'`, A('alice'))).toBe(
      2,
    );

    chain.tick();
    await ingest(db, [
      chain.event(
        'auction_bid_placed',
        { auction: A('a1'), nft: A('n1'), bidder: A('bob'), amount: wvenom(30), nextBidValue: wvenom(31.5) },
        A('a1'),
      ),
    ]);
    expect(await rows(`SELECT bidder, outbid, bidder_latest FROM ${readable.bids} ORDER BY id`)).toEqual([
      { bidder: A('bob'), outbid: 1, bidder_latest: 0 },
      { bidder: A('carol'), outbid: 1, bidder_latest: 1 },
      { bidder: A('bob'), outbid: 0, bidder_latest: 1 },
    ]);

    const done = chain.tick(86_400);
    await ingest(db, [
      chain.event(
        'auction_complete',
        {
          ...chain.auction('a1', 'n1', 'alice', wvenom(20)),
          start: done - 86_400 - 180,
          end: done - 180,
          buyer: A('bob'),
          amount: wvenom(30),
        },
        A('a1'),
      ),
    ]);
    expect(await row(`SELECT status, live, max_bid, finished_at FROM ${readable.auctions}`)).toEqual({
      status: 'completed',
      live: 0,
      max_bid: '30000000000',
      finished_at: done,
    });
    expect(await row('SELECT owner, auction_address, floor_price_usd, deal_price FROM nfts WHERE address = ?', A('n1'))).toEqual({
      owner: A('bob'),
      auction_address: null,
      floor_price_usd: null,
      deal_price: '30000000000',
    });
    expect(await row(`SELECT amount, ts FROM ${readable.price_history}`)).toEqual({ amount: '30000000000', ts: done });
    expect(await num('SELECT owners_count FROM collections')).toBe(1); // bob holds both
  });
});

describe('after an accepted offer', () => {
  it('moves the NFT, fills the offer and recomputes the best offer', async () => {
    const o1 = chain.offer('o1', 'n1', 'bob', wvenom(30)); // $3
    const o2 = chain.offer('o2', 'n1', 'carol', usdt(4), FIXTURE_TOKENS.USDT); // $4
    await ingest(db, [chain.event('offer_active', o1, A('o1')), chain.event('offer_active', o2, A('o2'))]);
    expect(await row('SELECT best_offer_address FROM nfts WHERE address = ?', A('n1'))).toEqual({ best_offer_address: A('o2') });
    const accepted = chain.tick(600);
    await ingest(db, [
      chain.event('offer_filled', { ...o2, seller: A('alice') }, A('o2')),
      chain.event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('carol') }, A('n1')),
    ]);
    expect(
      await row(
        'SELECT owner, coalesce(manager, owner) AS manager, best_offer_address, deal_price, deal_token FROM nfts WHERE address = ?',
        A('n1'),
      ),
    ).toEqual({
      owner: A('carol'),
      manager: A('carol'),
      best_offer_address: A('o1'),
      deal_price: '4000000',
      deal_token: FIXTURE_TOKENS.USDT,
    });
    expect(await row(`SELECT status, live, seller, finished_at FROM ${readable.direct_buys} WHERE address = ?`, A('o2'))).toEqual({
      status: 'filled',
      live: 0,
      seller: A('alice'),
      finished_at: accepted,
    });
    expect(await row(`SELECT status, live FROM ${readable.direct_buys} WHERE address = ?`, A('o1'))).toEqual({ status: 'active', live: 1 });
    expect(await num('SELECT total_volume_usd FROM collections')).toBeCloseTo(4, 9);
    expect(await row(`SELECT amount, token FROM ${readable.price_history}`)).toEqual({ amount: '4000000', token: FIXTURE_TOKENS.USDT });
    const filled = await row<{ payload: string }>(`SELECT payload FROM ${readable.activity} WHERE event_type = 'offer_filled'`);
    expect(JSON.parse(filled!.payload).directBuy).toMatchObject({
      creator: A('carol'),
      status: 3,
      oldOwner: A('alice'),
      spentToken: FIXTURE_TOKENS.USDT,
    });
    // One transfer activity only for the transfer event itself.
    expect(await count(db, `${readable.activity} WHERE event_type = 'transfer'`)).toBe(1);
  });
});

describe('expiry without an event', () => {
  it('stops counting offers past their end once a later event (or a sweep) passes it', async () => {
    const start = chain.now;
    await ingest(db, [
      chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50), FIXTURE_TOKENS.WVENOM, start + 100), A('s1')),
      chain.event('offer_active', chain.offer('o1', 'n1', 'bob', wvenom(10), FIXTURE_TOKENS.WVENOM, start + 50), A('o1')),
      chain.event('auction_active', chain.auction('a1', 'n2', 'bob', wvenom(5), 300), A('a1')),
    ]);
    expect(
      await row(
        'SELECT sell_address IS NOT NULL AS listed, best_offer_address IS NOT NULL AS offered FROM nfts WHERE address = ?',
        A('n1'),
      ),
    ).toEqual({ listed: 1, offered: 1 });

    // A later event at start + 200 sweeps the sell and the offer (their ends passed), not the auction.
    chain.tick(200);
    await ingest(db, [chain.event('manager_changed', { nft: A('n2'), oldManager: A('bob'), newManager: A('a1') }, A('n2'))]);
    expect(await row(`SELECT status, live FROM ${readable.direct_sells}`)).toEqual({ status: 'active', live: 0 });
    expect(await row('SELECT sell_address, best_offer_address, floor_price_usd FROM nfts WHERE address = ?', A('n1'))).toEqual({
      sell_address: null,
      best_offer_address: null,
      floor_price_usd: null,
    });
    expect(await row('SELECT floor_price_usd, floor_token, floor_price FROM collections')).toEqual({
      floor_price_usd: null,
      floor_token: null,
      floor_price: null,
    });
    expect(await row('SELECT auction_address IS NOT NULL AS on_auction FROM nfts WHERE address = ?', A('n2'))).toEqual({ on_auction: 1 });

    // A sweep by the clock alone (no events) ends the auction's run.
    const touched = await sweepExpired(db, start + 400);
    expect([...touched.nfts]).toEqual([A('n2')]);
    expect(await row(`SELECT status, live FROM ${readable.auctions}`)).toEqual({ status: 'active', live: 0 });
    expect(await row('SELECT auction_address, floor_price_usd FROM nfts WHERE address = ?', A('n2'))).toEqual({
      auction_address: null,
      floor_price_usd: null,
    });
  });
});

describe('pages to purge', () => {
  it("names everyone whose profile shows the change: the owner, the NFT's offer makers, both sides of a transfer", async () => {
    await ingest(db, [chain.event('offer_active', chain.offer('o1', 'n1', 'bob', wvenom(30)), A('o1'))]);
    chain.tick();
    // Listing n1 changes bob's Offers tab (the offer's NFT is now on sale) and alice's Collected tab.
    const listed = await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    expect(listed.touched.profiles).toEqual([A('alice'), A('bob')].sort());
    chain.tick();
    const moved = await ingest(db, [chain.event('transfer', { nft: A('n2'), oldOwner: A('bob'), newOwner: A('carol') }, A('n2'))]);
    expect(moved.touched.profiles).toEqual([A('bob'), A('carol')].sort());
  });
});
