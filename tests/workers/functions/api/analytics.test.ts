import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionHoldersSchema, collectionListingsSchema, collectionMarketSchema, type CollectionMarket } from '@shared/contract/schemas';
import { ingest } from '@functions/indexer';
import type { ChainEventInput } from '@functions/indexer';
import { DAY, NOW, T0, USDT, W, addr, buildWorld, event, json, post, type Times } from './fixtures';

// A fourth collection whose holders and listings fill every band: holdings of 22, 6, 2 and 1 NFTs, and
// live listings at 1, 1.05, 1.2, 2.5 and 12 USDT.
const STATS = addr('collection:stats');
const HOLDERS = [
  { owner: addr('holder:22'), count: 22 },
  { owner: addr('holder:6'), count: 6 },
  { owner: addr('holder:2'), count: 2 },
  { owner: addr('holder:1'), count: 1 },
];
const STATS_PRICES = [1, 1.05, 1.2, 2.5, 12];

function statsEvents(): ChainEventInput[] {
  const e: ChainEventInput[] = [];
  const ts = T0 + 9 * DAY;
  e.push(event('collection_created', ts, { collection: STATS, owner: W.alice, verified: true, meta: { name: 'Stats' } }));
  let id = 0;
  for (const { owner, count } of HOLDERS)
    for (let i = 0; i < count; i++) {
      id++;
      e.push(
        event('mint', ts + id, {
          nft: addr(`stats:${id}`),
          collection: STATS,
          id: String(id),
          owner,
          creator: owner,
          meta: { name: `Stat ${id}` },
        }),
      );
    }
  STATS_PRICES.forEach((price, i) => {
    const nft = addr(`stats:${i + 1}`);
    e.push(
      event('sell_active', ts + 100 + i, {
        sell: addr(`stats-sell:${i}`),
        nft,
        seller: HOLDERS[0]!.owner,
        token: W.tokens.usdt,
        price: USDT(price),
        start: ts + 100 + i,
        end: 0,
        root: W.roots.sell,
      }),
    );
  });
  return e;
}

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
  await ingest(env.DB, statsEvents());
  await env.DB.prepare('INSERT INTO users (address, username, updated_at) VALUES (?1, ?2, ?3)').bind(HOLDERS[0]!.owner, 'whale', NOW).run();
});

async function market(body: unknown): Promise<CollectionMarket> {
  return collectionMarketSchema.parse(await json(await post('/collection/analytics/market', body)));
}

// The punks' whitelisted listings (api-fixtures): 20 WVENOM (2 USD) on sale for a minute on day 2, 10 WVENOM
// (1 USD) from day 3 until its sale 600 s later, and 5 WVENOM (0.5 USD) from day 4 on. The auctions do not count.
const PUNK_LISTINGS = [
  { from: T0 + 2 * DAY, until: T0 + 2 * DAY + 60, usd: 2 },
  { from: T0 + 3 * DAY, until: T0 + 3 * DAY + 600, usd: 1 },
  { from: T0 + 4 * DAY + 1, until: Infinity, usd: 0.5 },
];
const floorAt = (t: number) => {
  const live = PUNK_LISTINGS.filter((l) => l.from <= t && t < l.until).map((l) => l.usd);
  return live.length > 0 ? String(Math.min(...live)) : null;
};

describe('POST /api/collection/analytics/market', () => {
  it('buckets the period by day for 30 d, with the floor at each bucket end and every sale', async () => {
    const m = await market({ collection: W.punks, period: '30d' });
    expect(m.bucketSeconds).toBe(DAY);
    expect(m.buckets).toHaveLength(30);
    expect(m.to).toBeGreaterThan(NOW);
    expect(m.to - m.from).toBe(30 * DAY);
    for (const b of m.buckets) expect(b.floorUsd, `bucket ${b.start}`).toBe(floorAt(Math.min(b.end - 1, NOW)));
    // The sale of p1 (10 WVENOM = 1 USD), the accepted offer on p4 (1.5 USDT) and the auction won by dave (6 WVENOM).
    expect(m.salesTotal).toBe(3);
    expect(m.volumeUsd).toBe('3.1');
    expect(m.sales).toEqual([
      { ts: T0 + 7 * DAY + 200, usd: '0.6', token: W.tokens.wvenom, amount: '6000000000' },
      { ts: times.acceptedAt, usd: '1.5', token: W.tokens.usdt, amount: '1500000' },
      { ts: times.saleAt, usd: '1', token: W.tokens.wvenom, amount: '10000000000' },
    ]);
    const saleBucket = m.buckets.find((b) => b.start <= times.saleAt && times.saleAt < b.end)!;
    expect(saleBucket).toMatchObject({ sales: 1, volumeUsd: '1', volume: [{ token: W.tokens.wvenom, amount: '10000000000' }] });
    // The floor's token amount is the listing's own.
    expect(m.buckets.at(-1)!.floor).toEqual({ token: W.tokens.wvenom, amount: '5000000000' });
    expect(m.buckets.reduce((sum, b) => sum + b.sales, 0)).toBe(3);
  });

  it('gives 24 hourly buckets for 24 h, and 28 of 6 hours for 7 d (the default)', async () => {
    const day = await market({ collection: W.punks, period: '24h' });
    expect([day.buckets.length, day.bucketSeconds, day.salesTotal]).toEqual([24, 3_600, 0]);
    expect(day.buckets.every((b) => b.floorUsd === '0.5')).toBe(true);
    const week = await market({ collection: W.punks });
    expect([week.period, week.buckets.length, week.bucketSeconds]).toEqual(['7d', 28, 6 * 3_600]);
  });

  it('starts "all" at the collection\'s first activity, in daily buckets for a short history', async () => {
    const m = await market({ collection: W.punks, period: 'all' });
    expect(m.bucketSeconds).toBe(DAY);
    expect(m.from).toBe(Math.floor((T0 + 3) / DAY) * DAY);
    expect(m.salesTotal).toBe(3);
  });

  it('leaves listings of roots off the whitelist out of the floor', async () => {
    const m = await market({ collection: W.orbs, period: '24h' });
    // The orbs' rogue listing at 0.5 USDT is not whitelisted: the floor is o1's 2 USDT.
    expect(m.buckets.at(-1)!.floorUsd).toBe('2');
  });

  it("names the main token the figures are shown in, with today's USD per unit of each token", async () => {
    // The punks trade in WVENOM; the stats collection never traded, so its cheapest listing's token (USDT).
    const punks = await market({ collection: W.punks, period: '30d' });
    expect(punks.token).toBe(W.tokens.wvenom);
    expect(punks.usdPerUnit).toMatchObject({ [W.tokens.wvenom]: '0.0000000001', [W.tokens.usdt]: '0.000001' });
    expect((await market({ collection: STATS, period: '24h' })).token).toBe(W.tokens.usdt);
  });

  it('refuses bad input with 400 naming the field, and an unknown collection with 404', async () => {
    expect(await json(await post('/collection/analytics/market', { collection: W.punks, period: 'week' }), 400)).toMatchObject({
      field: 'period',
    });
    expect(await json(await post('/collection/analytics/market', { collection: 'punks' }), 400)).toMatchObject({ field: 'collection' });
    expect(await json(await post('/collection/analytics/market', { collection: addr('nothing') }), 404)).toEqual({
      error: 'Collection not found',
      field: 'collection',
    });
  });
});

describe('POST /api/collection/analytics/listings', () => {
  it('counts live listings per band from the floor up', async () => {
    const depth = collectionListingsSchema.parse(await json(await post('/collection/analytics/listings', { collection: STATS })));
    expect(depth.floorUsd).toBe('1');
    expect(depth.listed).toBe(5);
    expect(depth.bands.map((b) => [b.fromUsd, b.toUsd, b.listed])).toEqual([
      ['1', '1.1', 2],
      ['1.1', '1.25', 1],
      ['1.25', '1.5', 0],
      ['1.5', '2', 0],
      ['2', '3', 1],
      ['3', '5', 0],
      ['5', '10', 0],
      ['10', null, 1],
    ]);
  });

  it('has no bands without a live listing, and refuses bad input', async () => {
    const glyphless = collectionListingsSchema.parse(await json(await post('/collection/analytics/listings', { collection: W.punks })));
    expect([glyphless.floorUsd, glyphless.listed, glyphless.bands[0]!.listed]).toEqual(['0.5', 1, 1]);
    expect(await json(await post('/collection/analytics/listings', {}), 400)).toMatchObject({ field: 'collection' });
    expect(await json(await post('/collection/analytics/listings', { collection: addr('nothing') }), 404)).toMatchObject({
      field: 'collection',
    });
  });
});

describe('POST /api/collection/analytics/holders', () => {
  it('counts holders, the top ten and the holdings by size, with usernames', async () => {
    const h = collectionHoldersSchema.parse(await json(await post('/collection/analytics/holders', { collection: STATS })));
    expect(h).toEqual({
      collection: STATS,
      holders: 4,
      held: 31,
      topTenHeld: 31,
      distribution: [
        { min: 1, max: 1, holders: 1 },
        { min: 2, max: 5, holders: 1 },
        { min: 6, max: 20, holders: 1 },
        { min: 21, max: null, holders: 1 },
      ],
      top: [
        { address: HOLDERS[0]!.owner, held: 22, username: 'whale' },
        { address: HOLDERS[1]!.owner, held: 6, username: null },
        { address: HOLDERS[2]!.owner, held: 2, username: null },
        { address: HOLDERS[3]!.owner, held: 1, username: null },
      ],
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect(await json(await post('/collection/analytics/holders', { collection: 1 }), 400)).toMatchObject({ field: 'collection' });
  });
});

describe('POST /api/collection/analytics/market after a change', () => {
  it('shows a new sale and a new cheapest listing on the next read', async () => {
    const read = async () =>
      collectionMarketSchema.parse(await json(await post('/collection/analytics/market', { collection: STATS, period: '24h' })));
    const before = await read();
    const ts = Math.floor(Date.now() / 1000) - 60;
    const nft = addr('stats:10');
    const sell = {
      sell: addr('sell:stats:cheap'),
      nft,
      seller: HOLDERS[0]!.owner,
      token: W.tokens.usdt,
      price: USDT(0.5),
      start: ts,
      end: 0,
      root: W.roots.sell,
    };
    expect((await ingest(env.DB, [event('sell_active', ts, sell)])).applied).toBe(1);
    const listed = await read();
    expect(listed.buckets.at(-1)!.floor).toEqual({ token: W.tokens.usdt, amount: USDT(0.5) });
    expect(before.buckets.at(-1)!.floor).not.toEqual(listed.buckets.at(-1)!.floor);
    expect(
      (await ingest(env.DB, [event('sell_purchased', ts + 30, { ...sell, buyer: W.dave, settlement: { fee: '0', royalty: '0' } })]))
        .applied,
    ).toBe(1);
    const sold = await read();
    expect(sold.salesTotal).toBe(listed.salesTotal + 1);
    expect(sold.sales[0]).toMatchObject({ ts: ts + 30, token: W.tokens.usdt, amount: USDT(0.5) });
  });
});
