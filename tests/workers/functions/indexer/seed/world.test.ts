// The demo world at a small scale, generated and ingested through the indexer.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '@functions/indexer/seed/demo-chain';
import { seedWorld } from '@functions/indexer/seed/run';
import { DemoWorld } from '@functions/indexer/seed/world';
import { count, dumpDatabase, resetDatabase } from '../../../../support/indexer/database';
import { readable } from '../../../../support/db/readable';

const db = env.DB;
const NOW = 1_790_000_000;
const ACTIVITY_KINDS = new Set([
  'mint',
  'transfer',
  'sell_active',
  'sell_purchased',
  'sell_canceled',
  'offer_active',
  'offer_filled',
  'offer_canceled',
  'auction_active',
  'auction_bid_placed',
  'auction_canceled',
  'auction_complete',
]);

/** What the generated events say the tables must hold. */
function expectedFromEvents() {
  const world = new DemoWorld({ scale: 50, now: NOW });
  const events = [...world.blocks()].flat();
  const kinds = (k: string) => events.filter((e) => e.kind === k);
  const distinct = (k: string[], key: string) =>
    new Set(events.filter((e) => k.includes(e.kind)).map((e) => (e.payload as Record<string, string>)[key])).size;
  return {
    events: events.length,
    activity: events.filter((e) => ACTIVITY_KINDS.has(e.kind)).length,
    burned: kinds('burn').length,
    sells: distinct(['sell_active', 'sell_purchased', 'sell_canceled', 'sell_expired'], 'sell'),
    offers: distinct(['offer_active', 'offer_filled', 'offer_canceled', 'offer_expired'], 'offer'),
    auctions: distinct(['auction_active', 'auction_complete', 'auction_canceled'], 'auction'),
    bids: kinds('auction_bid_placed').length + kinds('auction_bid_declined').length,
    deals: kinds('sell_purchased').length + kinds('offer_filled').length + kinds('auction_complete').length,
  };
}

beforeEach(async () => {
  await resetDatabase(db);
});

describe('the demo world at scale 50', () => {
  it('has the counts its events imply', async () => {
    const expected = expectedFromEvents();
    const result = await seedWorld(db, { scale: 50, now: NOW });
    expect(result).toMatchObject({
      skipped: false,
      events: expected.events,
      applied: expected.events,
      collections: 8,
      nfts: 50,
      profiles: 12,
    });
    // The generator is deterministic: this number only changes when the world's recipe does.
    expect(expected.events).toBe(586);
    expect(await count(db, 'chain_events')).toBe(expected.events);
    expect(await count(db, 'collections')).toBe(8);
    expect(await count(db, 'collections WHERE verified = 1')).toBe(7);
    expect(await count(db, 'collections WHERE for_banner = 1')).toBe(3);
    expect(await count(db, 'nfts')).toBe(50);
    expect(await count(db, 'nfts WHERE burned = 1')).toBe(expected.burned);
    expect((await db.prepare('SELECT SUM(nft_count) AS n FROM collections').first<{ n: number }>())!.n).toBe(50 - expected.burned);
    expect(await count(db, 'activity')).toBe(expected.activity);
    expect(await count(db, 'direct_sells')).toBe(expected.sells);
    expect(await count(db, 'direct_buys')).toBe(expected.offers);
    expect(await count(db, 'auctions')).toBe(expected.auctions);
    expect(await count(db, 'bids')).toBe(expected.bids);
    expect(await count(db, 'price_history')).toBe(expected.deals);
    expect(await count(db, 'roots')).toBe(3);
    expect(await count(db, 'token_usd_prices')).toBe(4);
    expect(await count(db, 'users')).toBe(12);
    expect(await count(db, 'nft_traits')).toBeGreaterThan(100);
  });

  it('keeps derived counters equal to a recount from the base rows', async () => {
    await seedWorld(db, { scale: 50, now: NOW });
    const drift = await db
      .prepare(
        `SELECT address FROM collections c WHERE
           nft_count != (SELECT COUNT(*) FROM nfts WHERE collection = c.address AND burned = 0)
           OR owners_count != (SELECT COUNT(DISTINCT owner) FROM nfts WHERE collection = c.address AND burned = 0)`,
      )
      .all();
    expect(drift.results).toEqual([]);
    expect(
      await count(
        db,
        `collection_traits ct WHERE nft_count != (SELECT COUNT(*) FROM ${readable.nft_traits} t WHERE t.collection = ct.collection AND t.type_key = ct.type_key AND t.value_key = ct.value_key)`,
      ),
    ).toBe(0);
    // An NFT finds its nft_traits rows through trait_keys, so the two must list the same pairs.
    expect(
      await count(
        db,
        `nfts n WHERE ifnull(length(trait_keys) - length(replace(trait_keys, '|', '')) - 1, 0) != (SELECT COUNT(*) FROM ${readable.nft_traits} t WHERE t.nft = n.address)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `nfts n WHERE sell_address IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${readable.direct_sells} s WHERE s.address = n.sell_address AND s.live = 1)`,
      ),
    ).toBe(0);
    // Every live sell past its end was swept.
    expect(await count(db, `${readable.direct_sells} WHERE live = 1 AND expired_at > 0 AND expired_at <= ?`, NOW)).toBe(0);
  });

  it('shows every market state and media kind', async () => {
    await seedWorld(db, { scale: 50, now: NOW });
    const live = await db
      .prepare(`SELECT address, bids_count FROM ${readable.auctions} WHERE live = 1 AND finish_time > ?`)
      .bind(NOW)
      .all<{ address: string; bids_count: number }>();
    expect(live.results.length).toBeGreaterThanOrEqual(1);
    const withOutbids = live.results.find((a) => a.bids_count >= 3)!;
    expect(await count(db, `${readable.bids} WHERE auction = ? AND outbid = 1`, withOutbids.address)).toBe(2);
    expect(await count(db, `${readable.bids} WHERE auction = ? AND declined = 1`, withOutbids.address)).toBe(1);
    for (const token of DEMO_TOKENS)
      expect(await count(db, `${readable.direct_sells} WHERE live = 1 AND token = ?`, token.address)).toBeGreaterThanOrEqual(1);
    for (const status of ['active', 'filled', 'cancelled', 'expired'])
      expect(await count(db, `${readable.direct_buys} WHERE status = ?`, status)).toBeGreaterThanOrEqual(1);
    expect(await count(db, `${readable.direct_buys} WHERE status = 'active' AND live = 0 AND expired_at <= ?`, NOW)).toBeGreaterThanOrEqual(
      1,
    ); // expired by time
    for (const status of ['active', 'filled', 'cancelled'])
      expect(await count(db, `${readable.direct_sells} WHERE status = ?`, status)).toBeGreaterThanOrEqual(1);
    for (const status of ['completed', 'cancelled'])
      expect(await count(db, `${readable.auctions} WHERE status = ?`, status)).toBeGreaterThanOrEqual(1);
    for (const mimetype of ['video/mp4', 'audio/mpeg', 'application/pdf', 'image/svg+xml'])
      expect(await count(db, 'nfts WHERE full_image_mimetype = ?', mimetype)).toBeGreaterThanOrEqual(1);
    expect(await count(db, 'nfts WHERE image IS NULL AND full_image IS NULL')).toBe(1);
    expect(await count(db, "nfts WHERE image LIKE '/demo-art/nft/%.svg'")).toBe(49);
    expect(
      await count(
        db,
        "collections WHERE logo LIKE '/demo-art/logo/%' AND wallpaper LIKE '/demo-art/wallpaper/%' AND social LIKE '%twitter%'",
      ),
    ).toBe(8);
    expect(await count(db, 'users WHERE logo_nft IS NOT NULL')).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        db,
        'users u WHERE logo_nft IS NOT NULL AND NOT EXISTS (SELECT 1 FROM nfts n WHERE n.address = u.logo_nft AND n.owner = u.address)',
      ),
    ).toBe(0);
    expect(await count(db, 'collection_fee_rules')).toBe(1);
  });

  it('is deterministic, and --if-empty leaves a seeded database alone', async () => {
    await seedWorld(db, { scale: 50, now: NOW });
    const first = await dumpDatabase(db);
    const again = await seedWorld(db, { scale: 50, now: NOW, ifEmpty: true });
    expect(again.skipped).toBe(true);
    expect(await dumpDatabase(db)).toEqual(first);
    await resetDatabase(db);
    await seedWorld(db, { scale: 50, now: NOW });
    expect(await dumpDatabase(db)).toEqual(first);
  });
});
