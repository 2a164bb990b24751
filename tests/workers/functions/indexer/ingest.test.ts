// Each envelope kind, ingested into the real D1 schema, and the rows it derives.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import { count, resetDatabase } from '../../../support/indexer/database';
import { A, FIXTURE_ROOTS, FIXTURE_TOKENS, FixtureChain, nftMeta, usdt, wvenom } from '../../../support/indexer/fixtures';
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

beforeEach(async () => {
  await resetDatabase(db);
  chain = new FixtureChain();
  await ingest(db, chain.setup());
});

describe('setup kinds', () => {
  it('registers roots with their default fees and stores token prices per smallest unit', async () => {
    expect(await rows('SELECT address, code, expires_at, fee_numerator, fee_denominator FROM roots ORDER BY code')).toEqual([
      { address: FIXTURE_ROOTS.auction, code: 'auction', expires_at: null, fee_numerator: 30, fee_denominator: 1000 },
      { address: FIXTURE_ROOTS.buy, code: 'buy', expires_at: null, fee_numerator: 20, fee_denominator: 1000 },
      { address: FIXTURE_ROOTS.sell, code: 'sell', expires_at: null, fee_numerator: 25, fee_denominator: 1000 },
    ]);
    expect(
      await row('SELECT usd_price, usd_price_real, decimals, symbol FROM token_usd_prices WHERE token = ?', FIXTURE_TOKENS.WVENOM),
    ).toEqual({
      usd_price: '0.0000000001',
      usd_price_real: 1e-10,
      decimals: 9,
      symbol: 'WVENOM',
    });
    expect(await row('SELECT usd_price FROM token_usd_prices WHERE token = ?', FIXTURE_TOKENS.USDT)).toEqual({ usd_price: '0.000001' });
  });

  it('adds and removes a collection fee rule', async () => {
    await ingest(db, [
      chain.event('collection_fee_rule', { root: FIXTURE_ROOTS.sell, collection: A('c1'), fee: { numerator: 1, denominator: 100 } }),
    ]);
    expect(await row('SELECT fee_numerator, fee_denominator FROM collection_fee_rules WHERE collection = ?', A('c1'))).toEqual({
      fee_numerator: 1,
      fee_denominator: 100,
    });
    await ingest(db, [chain.event('collection_fee_rule', { root: FIXTURE_ROOTS.sell, collection: A('c1'), fee: null })]);
    expect(await count(db, 'collection_fee_rules')).toBe(0);
  });
});

describe('collections and NFTs', () => {
  beforeEach(async () => {
    await ingest(db, [chain.collection('c1', { name: 'Punks' })]);
  });

  it('creates a collection from its metadata and indexes it for search', async () => {
    expect(
      await row(
        'SELECT owner, name, description, logo, verified, created_at, nft_count, owners_count, first_mint FROM collections WHERE address = ?',
        A('c1'),
      ),
    ).toEqual({
      owner: A('creator'),
      name: 'Punks',
      description: 'c1 description',
      logo: 'https://img.test/c1.png',
      verified: 1,
      created_at: chain.now,
      nft_count: 0,
      owners_count: 0,
      first_mint: null,
    });
    expect(
      await rows(
        `SELECT d.address, d.kind, f.name FROM search_fts f JOIN ${readable.search_docs} d ON d.id = f.rowid WHERE f.name LIKE '%unk%'`,
      ),
    ).toEqual([{ address: A('c1'), kind: 'collection', name: 'Punks' }]);
  });

  it('mints: NFT row from metadata, counters, traits, file types, activity and search', async () => {
    chain.tick();
    const result = await ingest(db, [chain.mint('n1', 'c1', 'alice', nftMeta('Punk #2', { Eyes: 'Laser', Hat: ' Cap ' }))]);
    expect(result).toEqual({
      applied: 1,
      skipped: 0,
      touched: { nfts: [A('n1')], collections: [A('c1')], profiles: [A('alice'), A('creator')].sort() },
      live: expect.any(Array),
    });
    expect(
      await row(
        'SELECT collection, nft_id, owner, coalesce(manager, owner) AS manager, name, name_sort, image, mimetype, full_image, full_image_mimetype, files_mimetypes, verified FROM nfts WHERE address = ?',
        A('n1'),
      ),
    ).toEqual({
      collection: A('c1'),
      nft_id: '1',
      owner: A('alice'),
      manager: A('alice'),
      name: 'Punk #2',
      name_sort: 'punk #00000000000000000002',
      image: 'https://img.test/Punk #2-preview.png',
      mimetype: 'image/png',
      full_image: 'https://img.test/Punk #2.png',
      full_image_mimetype: 'image/png',
      files_mimetypes: '["image/png"]',
      verified: 1,
    });
    expect(await row('SELECT nft_count, owners_count, first_mint FROM collections WHERE address = ?', A('c1'))).toEqual({
      nft_count: 1,
      owners_count: 1,
      first_mint: chain.now,
    });
    expect(
      await rows(
        `SELECT type_key, value_key, trait_type, trait_value FROM ${readable.nft_traits} WHERE nft = ? ORDER BY type_key`,
        A('n1'),
      ),
    ).toEqual([
      { type_key: 'eyes', value_key: 'laser', trait_type: 'Eyes', trait_value: '"Laser"' },
      { type_key: 'hat', value_key: 'cap', trait_type: 'Hat', trait_value: '" Cap "' },
    ]);
    expect(await rows('SELECT trait_value, nft_count FROM collection_traits WHERE collection = ? ORDER BY type_key', A('c1'))).toEqual([
      { trait_value: 'Laser', nft_count: 1 },
      { trait_value: 'Cap', nft_count: 1 },
    ]);
    expect(await rows('SELECT mimetype, nft_count FROM collection_mimetypes')).toEqual([{ mimetype: 'image/png', nft_count: 1 }]);
    const activity = await row<{ id: number; event_type: string; payload: string; verified: number }>(
      `SELECT id, event_type, payload, verified FROM ${readable.activity}`,
    );
    expect(activity?.event_type).toBe('mint');
    expect(activity?.verified).toBe(1);
    expect(JSON.parse(activity!.payload)).toEqual({ mint: { owner: A('alice'), creator: A('creator') } });
    expect(
      (await rows(`SELECT address FROM ${readable.activity_participants} WHERE activity_id = ? ORDER BY address`, activity!.id)).map(
        (r) => r['address'],
      ),
    ).toEqual([A('alice'), A('creator')].sort());
    expect(await count(db, "search_fts WHERE name LIKE '%punk #2%'")).toBe(1);
  });

  it('a repeated mint of the same NFT (another event id) changes nothing', async () => {
    await ingest(db, [chain.mint('n1', 'c1', 'alice', nftMeta('Once', { Eyes: 'Laser' }))]);
    const again = chain.mint('n1', 'c1', 'bob', nftMeta('Twice', { Eyes: 'Sleepy' }));
    expect((await ingest(db, [again])).applied).toBe(1);
    expect(await row('SELECT owner, name FROM nfts WHERE address = ?', A('n1'))).toEqual({ owner: A('alice'), name: 'Once' });
    expect(await row('SELECT nft_count, owners_count FROM collections WHERE address = ?', A('c1'))).toEqual({
      nft_count: 1,
      owners_count: 1,
    });
    expect(await rows('SELECT value_key, nft_count FROM collection_traits')).toEqual([{ value_key: 'laser', nft_count: 1 }]);
    expect(await rows('SELECT mimetype, nft_count FROM collection_mimetypes')).toEqual([{ mimetype: 'image/png', nft_count: 1 }]);
    expect(await count(db, 'search_fts')).toBe(2); // the collection and the NFT, once each
  });

  it('counts owners as NFTs move between holders', async () => {
    await ingest(db, [chain.mint('n1', 'c1', 'alice'), chain.mint('n2', 'c1', 'alice', nftMeta('n2'), '2')]);
    const owners = async () =>
      (await row<{ owners_count: number }>('SELECT owners_count FROM collections WHERE address = ?', A('c1')))?.owners_count;
    expect(await owners()).toBe(1);
    chain.tick();
    await ingest(db, [chain.event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('bob') }, A('n1'))]);
    expect(await owners()).toBe(2);
    expect(await row('SELECT owner FROM nfts WHERE address = ?', A('n1'))).toEqual({ owner: A('bob') });
    await ingest(db, [chain.event('transfer', { nft: A('n2'), oldOwner: A('alice'), newOwner: A('bob') }, A('n2'))]);
    expect(await owners()).toBe(1);
    expect(await rows(`SELECT owner, nft_count FROM ${readable.collection_owners}`)).toEqual([{ owner: A('bob'), nft_count: 2 }]);
    const transfer = await row<{ payload: string }>(
      `SELECT payload FROM ${readable.activity} WHERE event_type = 'transfer' AND nft = ?`,
      A('n2'),
    );
    expect(JSON.parse(transfer!.payload)).toEqual({ transfer: { from: A('alice'), to: A('bob') } });
    expect(await count(db, `${readable.activity_participants} WHERE event_type = 'transfer' AND address = ?`, A('alice'))).toBe(2);
  });

  it('changes the manager', async () => {
    await ingest(db, [
      chain.mint('n1', 'c1', 'alice'),
      chain.event('manager_changed', { nft: A('n1'), oldManager: A('alice'), newManager: A('s1') }, A('n1')),
    ]);
    expect(await row('SELECT owner, coalesce(manager, owner) AS manager FROM nfts WHERE address = ?', A('n1'))).toEqual({
      owner: A('alice'),
      manager: A('s1'),
    });
  });

  it('replaces metadata: name, sort key, traits, file types and the search entry', async () => {
    await ingest(db, [
      chain.mint('n1', 'c1', 'alice', nftMeta('Old Name', { Eyes: 'Laser' })),
      chain.mint('n2', 'c1', 'bob', nftMeta('Other', { Eyes: 'Laser' }), '2'),
    ]);
    chain.tick();
    expect(await row('SELECT trait_keys FROM nfts WHERE address = ?', A('n1'))).toEqual({ trait_keys: '|eyes=laser|' });
    const meta = nftMeta('New Name 10', { Eyes: 'Sleepy', 'A|B': 'x=1%' }, [{ source: 'https://img.test/v.mp4', mimetype: 'video/mp4' }]);
    await ingest(db, [chain.event('nft_metadata', { nft: A('n1'), meta }, A('n1'))]);
    // The filter string follows the traits, sorted, with | = % escaped inside keys.
    expect(await row('SELECT trait_keys FROM nfts WHERE address = ?', A('n1'))).toEqual({ trait_keys: '|a%7Cb=x%3D1%25|eyes=sleepy|' });
    expect(await row('SELECT name, name_sort, full_image_mimetype FROM nfts WHERE address = ?', A('n1'))).toEqual({
      name: 'New Name 10',
      name_sort: 'new name 00000000000000000010',
      full_image_mimetype: 'video/mp4',
    });
    expect(await rows("SELECT value_key, nft_count FROM collection_traits WHERE type_key = 'eyes' ORDER BY value_key")).toEqual([
      { value_key: 'laser', nft_count: 1 },
      { value_key: 'sleepy', nft_count: 1 },
    ]);
    expect(await rows('SELECT mimetype, nft_count FROM collection_mimetypes ORDER BY mimetype')).toEqual([
      { mimetype: 'image/png', nft_count: 1 },
      { mimetype: 'video/mp4', nft_count: 1 },
    ]);
    expect(await count(db, "search_fts WHERE name LIKE '%old name%'")).toBe(0);
    expect(await count(db, "search_fts WHERE name LIKE '%new name%'")).toBe(1);
  });

  it('burns: the NFT leaves the counts, traits and search', async () => {
    await ingest(db, [
      chain.mint('n1', 'c1', 'alice', nftMeta('Gone', { Eyes: 'Laser' })),
      chain.mint('n2', 'c1', 'bob', nftMeta('Kept', { Eyes: 'Laser' }), '2'),
    ]);
    await ingest(db, [chain.event('burn', { nft: A('n1'), collection: A('c1'), owner: A('alice') }, A('c1'))]);
    expect(await row('SELECT burned FROM nfts WHERE address = ?', A('n1'))).toEqual({ burned: 1 });
    expect(await row('SELECT nft_count, owners_count FROM collections WHERE address = ?', A('c1'))).toEqual({
      nft_count: 1,
      owners_count: 1,
    });
    expect(await rows('SELECT value_key, nft_count FROM collection_traits')).toEqual([{ value_key: 'laser', nft_count: 1 }]);
    expect(await count(db, `${readable.nft_traits} WHERE nft = ?`, A('n1'))).toBe(0);
    expect(await count(db, "search_fts WHERE name LIKE '%gone%'")).toBe(0);
  });

  it('propagates the verified flag to NFTs, activity and search, both ways', async () => {
    await ingest(db, [chain.mint('n1', 'c1', 'alice', nftMeta('Findable'))]);
    await ingest(db, [chain.event('collection_metadata', { collection: A('c1'), verified: false }, A('c1'))]);
    expect(await row('SELECT verified FROM nfts WHERE address = ?', A('n1'))).toEqual({ verified: 0 });
    expect(await rows(`SELECT verified FROM ${readable.activity}`)).toEqual([{ verified: 0 }]);
    // Unverified items stay findable (marked unverified by the pages): their search documents stay.
    expect(await count(db, "search_fts WHERE name LIKE '%findable%'")).toBe(1);
    expect(await count(db, 'search_fts')).toBe(2);
    await ingest(db, [
      chain.event('collection_metadata', { collection: A('c1'), verified: true, forBanner: true, owner: A('dave') }, A('c1')),
    ]);
    expect(await row('SELECT verified, for_banner, owner FROM collections WHERE address = ?', A('c1'))).toEqual({
      verified: 1,
      for_banner: 1,
      owner: A('dave'),
    });
    expect(await rows(`SELECT verified FROM ${readable.activity}`)).toEqual([{ verified: 1 }]);
    expect(await count(db, "search_fts WHERE name LIKE '%findable%'")).toBe(1);
    expect(await count(db, 'search_fts')).toBe(2);
  });

  it('starts a placeholder collection when a mint comes first', async () => {
    await ingest(db, [chain.mint('n9', 'late', 'alice')]);
    expect(await row('SELECT owner, nft_count FROM collections WHERE address = ?', A('late'))).toEqual({
      owner: `0:${'0'.repeat(64)}`,
      nft_count: 1,
    });
    await ingest(db, [chain.collection('late', { owner: A('carol') })]);
    expect(await row('SELECT owner, name, nft_count FROM collections WHERE address = ?', A('late'))).toEqual({
      owner: A('carol'),
      name: 'late',
      nft_count: 1,
    });
  });
});

describe('market kinds', () => {
  beforeEach(async () => {
    await ingest(db, [chain.collection('c1'), chain.mint('n1', 'c1', 'alice')]);
    chain.tick();
  });

  it('sell_active lists the NFT: floor, collection floor, fee from the root default, activity', async () => {
    const result = await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    expect(result.touched).toEqual({ nfts: [A('n1')], collections: [A('c1')], profiles: [A('alice')] });
    expect(
      await row(
        `SELECT collection, status, price, price_num, whitelisted, live, fee_numerator, fee_denominator, expired_at FROM ${readable.direct_sells} WHERE address = ?`,
        A('s1'),
      ),
    ).toEqual({
      collection: A('c1'),
      status: 'active',
      price: '50000000000',
      price_num: 50e9,
      whitelisted: 1,
      live: 1,
      fee_numerator: 25,
      fee_denominator: 1000,
      expired_at: 0,
    });
    const nft = await row<Record<string, number | string>>(
      'SELECT sell_address, sell_price, floor_price_usd, floor_price, floor_token FROM nfts WHERE address = ?',
      A('n1'),
    );
    expect(nft).toMatchObject({
      sell_address: A('s1'),
      sell_price: '50000000000',
      floor_price: '50000000000',
      floor_token: FIXTURE_TOKENS.WVENOM,
    });
    expect(nft!['floor_price_usd']).toBeCloseTo(5, 9);
    expect(
      (await row<{ floor_price_usd: number }>('SELECT floor_price_usd FROM collections WHERE address = ?', A('c1')))!.floor_price_usd,
    ).toBeCloseTo(5, 9);
    const activity = await row<{ payload: string }>(`SELECT payload FROM ${readable.activity} WHERE event_type = 'sell_active'`);
    expect(JSON.parse(activity!.payload)).toEqual({
      directSell: {
        creator: A('alice'),
        startTime: chain.now,
        endTime: 0,
        durationTime: null,
        price: '50000000000',
        status: 2,
        paymentToken: FIXTURE_TOKENS.WVENOM,
        newOwner: null,
      },
    });
  });

  it('sell_canceled unlists; sell_expired leaves no activity; the fee pushed to the offer wins', async () => {
    await ingest(db, [
      chain.event('market_fee_changed', { offer: A('s1'), fee: { numerator: 1, denominator: 100 } }, FIXTURE_ROOTS.sell),
      chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1')),
    ]);
    expect(await row(`SELECT fee_numerator, fee_denominator FROM ${readable.direct_sells} WHERE address = ?`, A('s1'))).toEqual({
      fee_numerator: 1,
      fee_denominator: 100,
    });
    chain.tick();
    await ingest(db, [chain.event('sell_canceled', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    expect(await row(`SELECT status, live FROM ${readable.direct_sells} WHERE address = ?`, A('s1'))).toEqual({
      status: 'cancelled',
      live: 0,
    });
    expect(await row('SELECT sell_address, floor_price_usd FROM nfts WHERE address = ?', A('n1'))).toEqual({
      sell_address: null,
      floor_price_usd: null,
    });
    expect(await row('SELECT floor_price_usd FROM collections WHERE address = ?', A('c1'))).toEqual({ floor_price_usd: null });
    const canceled = await row<{ payload: string }>(`SELECT payload FROM ${readable.activity} WHERE event_type = 'sell_canceled'`);
    expect(JSON.parse(canceled!.payload).directSell.status).toBe(4);

    await ingest(db, [
      chain.event('sell_active', chain.sell('s2', 'n1', 'alice', wvenom(70), FIXTURE_TOKENS.WVENOM, chain.now + 100), A('s2')),
    ]);
    const activityBefore = await count(db, 'activity');
    await ingest(db, [
      chain.event(
        'sell_expired',
        chain.sell('s2', 'n1', 'alice', wvenom(70), FIXTURE_TOKENS.WVENOM, chain.now + 100),
        A('s2'),
        chain.now + 200,
      ),
    ]);
    expect(await row(`SELECT status, live FROM ${readable.direct_sells} WHERE address = ?`, A('s2'))).toEqual({
      status: 'expired',
      live: 0,
    });
    expect(await count(db, 'activity')).toBe(activityBefore);
  });

  it('a late sell_active cannot reopen a finished listing', async () => {
    const info = chain.sell('s1', 'n1', 'alice', wvenom(50));
    await ingest(db, [
      chain.event('sell_active', info, A('s1')),
      chain.event('sell_canceled', info, A('s1')),
      chain.event('sell_active', info, A('s1')),
    ]);
    expect(await row(`SELECT status, live FROM ${readable.direct_sells} WHERE address = ?`, A('s1'))).toEqual({
      status: 'cancelled',
      live: 0,
    });
  });

  it('offers: best offer is the highest in USD; cancel and expiry recompute it', async () => {
    await ingest(db, [
      chain.event('offer_active', chain.offer('o1', 'n1', 'bob', wvenom(30)), A('o1')), // $3
      chain.event('offer_active', chain.offer('o2', 'n1', 'carol', usdt(4), FIXTURE_TOKENS.USDT), A('o2')), // $4
      chain.event('offer_active', chain.offer('o3', 'n1', 'dave', wvenom(35)), A('o3')), // $3.5
    ]);
    expect(await row('SELECT best_offer_address FROM nfts WHERE address = ?', A('n1'))).toEqual({ best_offer_address: A('o2') });
    expect(await row(`SELECT collection, fee_numerator, duration FROM ${readable.direct_buys} WHERE address = ?`, A('o2'))).toEqual({
      collection: A('c1'),
      fee_numerator: 20,
      duration: null,
    });
    chain.tick();
    await ingest(db, [chain.event('offer_canceled', chain.offer('o2', 'n1', 'carol', usdt(4), FIXTURE_TOKENS.USDT), A('o2'))]);
    expect(await row('SELECT best_offer_address FROM nfts WHERE address = ?', A('n1'))).toEqual({ best_offer_address: A('o3') });
    await ingest(db, [chain.event('offer_expired', chain.offer('o3', 'n1', 'dave', wvenom(35)), A('o3'))]);
    expect(await row('SELECT best_offer_address FROM nfts WHERE address = ?', A('n1'))).toEqual({ best_offer_address: A('o1') });
    expect(await rows(`SELECT event_type FROM ${readable.activity} WHERE event_type LIKE 'offer%' ORDER BY id`)).toEqual([
      { event_type: 'offer_active' },
      { event_type: 'offer_active' },
      { event_type: 'offer_active' },
      { event_type: 'offer_canceled' },
    ]);
  });

  it('auction: floor takes the cheaper of sell and next bid; bids, declines and cancel', async () => {
    await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1'))]);
    expect(
      await row(
        `SELECT status, start_price, min_bid, max_bid, bids_count, live, fee_numerator FROM ${readable.auctions} WHERE address = ?`,
        A('a1'),
      ),
    ).toEqual({
      status: 'active',
      start_price: '20000000000',
      min_bid: '20000000000',
      max_bid: null,
      bids_count: 0,
      live: 1,
      fee_numerator: 30,
    });
    expect(await row('SELECT auction_address, floor_price, floor_token FROM nfts WHERE address = ?', A('n1'))).toEqual({
      auction_address: A('a1'),
      floor_price: '20000000000',
      floor_token: FIXTURE_TOKENS.WVENOM,
    });
    // Collection floors ignore auctions.
    expect((await row<{ floor_price_usd: number }>('SELECT floor_price_usd FROM collections'))!.floor_price_usd).toBeCloseTo(5, 9);
    chain.tick();
    await ingest(db, [
      chain.event('auction_bid_declined', { auction: A('a1'), nft: A('n1'), bidder: A('eve'), amount: wvenom(1) }, A('a1')),
    ]);
    expect(await row(`SELECT bids_count FROM ${readable.auctions}`)).toEqual({ bids_count: 0 });
    expect(await row(`SELECT declined, outbid, nft_owner FROM ${readable.bids} WHERE bidder = ?`, A('eve'))).toEqual({
      declined: 1,
      outbid: 0,
      nft_owner: A('alice'),
    });
    chain.tick();
    await ingest(db, [chain.event('auction_canceled', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1'))]);
    expect(await row(`SELECT status, live, finished_at FROM ${readable.auctions}`)).toEqual({
      status: 'cancelled',
      live: 0,
      finished_at: chain.now,
    });
    expect(await row('SELECT auction_address, floor_price FROM nfts')).toEqual({ auction_address: null, floor_price: '50000000000' });
    const canceled = await row<{ payload: string }>(`SELECT payload FROM ${readable.activity} WHERE event_type = 'auction_canceled'`);
    expect(JSON.parse(canceled!.payload).auction.auctionCanceled).toMatchObject({ nftOwner: A('alice'), state: 0, price: '20000000000' });
  });

  it('an offer from an unknown root is not live until the root is registered', async () => {
    const rogue = A('root:rogue');
    await ingest(db, [chain.event('sell_active', { ...chain.sell('s1', 'n1', 'alice', wvenom(50)), root: rogue }, A('s1'))]);
    expect(await row(`SELECT whitelisted, live FROM ${readable.direct_sells}`)).toEqual({ whitelisted: 0, live: 0 });
    expect(await row('SELECT sell_address FROM nfts')).toEqual({ sell_address: null });
    await ingest(db, [chain.event('root_registered', { root: rogue, code: 'sell', expiresAt: null }, rogue)]);
    expect(await row(`SELECT whitelisted, live FROM ${readable.direct_sells}`)).toEqual({ whitelisted: 1, live: 1 });
    expect(await row('SELECT sell_address FROM nfts')).toEqual({ sell_address: A('s1') });
  });

  it('a new token price re-values live offers, floors, deal prices and volumes', async () => {
    await ingest(db, [chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(50)), A('s1'))]);
    await ingest(db, [
      chain.mint('n2', 'c1', 'bob', nftMeta('n2'), '2'),
      chain.event('sell_active', chain.sell('s2', 'n2', 'bob', wvenom(10)), A('s2')),
    ]);
    await ingest(db, [chain.event('sell_purchased', { ...chain.sell('s2', 'n2', 'bob', wvenom(10)), buyer: A('carol') }, A('s2'))]);
    expect((await row<{ total_volume_usd: number }>('SELECT total_volume_usd FROM collections'))!.total_volume_usd).toBeCloseTo(1, 9);
    await ingest(db, [chain.event('token_price', { token: FIXTURE_TOKENS.WVENOM, usd: '0.2', decimals: 9 })]);
    const nft1 = await row<{ sell_price_usd: number; floor_price_usd: number }>(
      'SELECT sell_price_usd, floor_price_usd FROM nfts WHERE address = ?',
      A('n1'),
    );
    expect(nft1!.floor_price_usd).toBeCloseTo(10, 9);
    expect(
      (await row<{ deal_price_usd: number }>('SELECT deal_price_usd FROM nfts WHERE address = ?', A('n2')))!.deal_price_usd,
    ).toBeCloseTo(2, 9);
    const c = await row<{ floor_price_usd: number; total_volume_usd: number }>('SELECT floor_price_usd, total_volume_usd FROM collections');
    expect(c!.floor_price_usd).toBeCloseTo(10, 9);
    expect(c!.total_volume_usd).toBeCloseTo(2, 9);
    // Price history keeps the USD value of the moment of the deal.
    expect((await row<{ usd: number }>(`SELECT usd FROM ${readable.price_history}`))!.usd).toBeCloseTo(1, 9);
  });
});
