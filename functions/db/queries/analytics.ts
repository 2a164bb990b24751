/**
 * Collection analytics (ours): floor, volume and sales over a period, live listings per price band, and
 * holders. Each reads one collection's range of an index made for it, so the cost
 * follows the collection's own activity, not the database's size.
 */
import type { AnalyticsPeriod } from '@shared/contract/enums/analytics-periods';
import {
  ANALYTICS_SALES_MAX,
  type CollectionHolders,
  type CollectionListings,
  type CollectionMarket,
  type MarketBucket,
} from '@shared/contract/schemas';
import { mainToken, type TokenVolume } from '@shared/lib/main-token';
import { addressIdSql } from '../address-ids';
import { FLOOR_LISTINGS, floorUsdSql } from '../collection-figures';
import { all, first, jsonList, nowSeconds } from './sql';
import { formatReal } from './usd';
import { KeptAnswers } from './kept';

const HOUR = 3_600;
const DAY = 86_400;

/** The fixed windows and their bucket widths; "all" picks the narrowest width giving at most ALL_BUCKETS_MAX buckets. */
const WINDOWS: Record<Exclude<AnalyticsPeriod, 'all'>, { seconds: number; bucket: number }> = {
  '24h': { seconds: DAY, bucket: HOUR },
  '7d': { seconds: 7 * DAY, bucket: 6 * HOUR },
  '30d': { seconds: 30 * DAY, bucket: DAY },
};
const ALL_BUCKET_WIDTHS = [DAY, 7 * DAY, 30 * DAY, 91 * DAY, 365 * DAY];
const ALL_BUCKETS_MAX = 60;

export interface AnalyticsWindow {
  from: number;
  to: number;
  bucketSeconds: number;
}

/**
 * The period as whole buckets ending with the one that holds `now`; "all" starts at the bucket of the
 * collection's first activity (`start`).
 */
export function analyticsWindow(period: AnalyticsPeriod, now: number, start: number): AnalyticsWindow {
  if (period !== 'all') {
    const { seconds, bucket } = WINDOWS[period];
    const to = (Math.floor(now / bucket) + 1) * bucket;
    return { from: to - seconds, to, bucketSeconds: bucket };
  }
  const first = Math.min(start, now);
  const bucket =
    ALL_BUCKET_WIDTHS.find((width) => Math.floor(now / width) + 1 - Math.floor(first / width) <= ALL_BUCKETS_MAX) ??
    ALL_BUCKET_WIDTHS.at(-1)!;
  return { from: Math.floor(first / bucket) * bucket, to: (Math.floor(now / bucket) + 1) * bucket, bucketSeconds: bucket };
}

const COLLECTION_ID = addressIdSql('?1');

/** How many listings each round trip of the floor walk reads: the first usually settles every moment. */
const FLOOR_PAGES = [50, 1_000];

interface SpanRow {
  id: number;
  price_usd: number;
  created_at: number;
  live_until: number;
}

/**
 * The floor at each moment: walks the collection's whitelisted listings cheapest first (index
 * direct_sells_collection_price_span) and gives each moment the first listing on sale then, stopping
 * as soon as every moment has one. Moments before the collection's first listing have none, so they
 * are not looked for. Listings keep the USD value they last had on sale.
 */
async function floorsAt(
  db: D1Database,
  collection: string,
  moments: readonly number[],
  firstListed: number | null,
): Promise<(SpanRow | null)[]> {
  const floors: (SpanRow | null)[] = moments.map(() => null);
  if (firstListed === null) return floors;
  let open = moments.filter((moment) => moment >= firstListed).length;
  const from = Math.min(...moments);
  const to = Math.max(...moments);
  let after: SpanRow | null = null;
  for (let page = 0; open > 0; page++) {
    const size = FLOOR_PAGES[Math.min(page, FLOOR_PAGES.length - 1)]!;
    const rows: SpanRow[] = await all<SpanRow>(
      db,
      `SELECT rowid AS id, price_usd, created_at, live_until FROM direct_sells
       WHERE collection = ${COLLECTION_ID} AND whitelisted = 1 AND price_usd IS NOT NULL
         AND (price_usd, created_at, live_until, rowid) > (?2, ?3, ?4, ?5)
         AND created_at <= ?6 AND live_until > ?7
       ORDER BY price_usd, created_at, live_until, rowid LIMIT ${size}`,
      [collection, after?.price_usd ?? -1, after?.created_at ?? -1, after?.live_until ?? -1, after?.id ?? -1, to, from],
    );
    for (const row of rows) {
      moments.forEach((moment, i) => {
        if (floors[i] === null && row.created_at <= moment && moment < row.live_until) {
          floors[i] = row;
          open -= 1;
        }
      });
      if (open === 0) break;
    }
    if (rows.length < size) break;
    after = rows.at(-1)!;
  }
  return floors;
}

interface VolumeRow {
  bucket: number;
  token: string;
  sales: number;
  usd: number;
  amount: number;
}

interface SaleRow {
  ts: number;
  usd: number | null;
  token: string;
  amount: string;
}

/**
 * The deals per bucket and token: from the daily sums (collection_deal_days) when buckets are whole
 * days, else from the deals themselves (index price_history_collection_deals; hours of 24 h or 7 d).
 */
function volumeSql(bucketSeconds: number): string {
  const inner =
    bucketSeconds % DAY === 0
      ? `SELECT CAST((d.day - ?2) / ?4 AS INTEGER) AS bucket, d.token, sum(d.sales) AS sales, total(d.usd) AS usd, total(d.amount) AS amount
         FROM collection_deal_days d WHERE d.collection = ${COLLECTION_ID} AND d.day >= ?2 AND d.day < ?3 GROUP BY bucket, d.token`
      : `SELECT CAST((p.ts - ?2) / ?4 AS INTEGER) AS bucket, p.token, count(*) AS sales, total(p.usd) AS usd, total(CAST(p.amount AS REAL)) AS amount
         FROM price_history p WHERE p.collection = ${COLLECTION_ID} AND p.whitelisted = 1 AND p.ts >= ?2 AND p.ts < ?3 GROUP BY bucket, p.token`;
  return `SELECT v.bucket, a.address AS token, v.sales, v.usd, v.amount FROM (${inner}) v JOIN addresses a ON a.id = v.token ORDER BY v.bucket, v.usd DESC`;
}

/**
 * What a collection's market answer depends on, read in one statement of a few seeks: its floor and the
 * listing that sets it, its volume and deal count, and the token prices. A new sale, a new cheapest listing,
 * its cancel or expiry (the sweep moves the floor) and a new token price each change it. A listing or cancel
 * above the floor changes no bucket: past floors are past, and the floor now is that listing's.
 */
const MARKET_MARK_SQL = `
  SELECT ifnull(c.floor_price_usd, '') || '|' || c.total_volume_usd || '|'
    || ifnull((SELECT sum(v.deals) FROM collection_volumes v WHERE v.collection = c.address), 0) || '|'
    || ifnull((SELECT s.rowid FROM direct_sells s WHERE s.collection = ${COLLECTION_ID} AND s.live = 1 AND s.price_usd IS NOT NULL
               ORDER BY s.price_usd, s.rowid LIMIT 1), '') || '|'
    || ifnull((SELECT group_concat(t.token || '=' || t.usd_price) FROM token_usd_prices t), '') AS mark
  FROM collections c WHERE c.address = ?1`;

/** Market answers kept in the isolate (./kept.ts) per collection, period and hour, while their mark holds; read only. */
const markets = new KeptAnswers<CollectionMarket | null>(64, 60_000);

/** POST /collection/analytics/market; null when the collection is unknown. */
export async function collectionMarket(
  db: D1Database,
  collection: string,
  period: AnalyticsPeriod,
  now = nowSeconds(),
): Promise<CollectionMarket | null> {
  const mark = await first<{ mark: string }>(db, MARKET_MARK_SQL, [collection]);
  if (!mark) return null;
  return markets.get(`${collection}|${period}|${Math.floor(now / HOUR)}`, mark.mark, () => marketOf(db, collection, period, now));
}

/** The market answer read afresh. */
async function marketOf(db: D1Database, collection: string, period: AnalyticsPeriod, now: number): Promise<CollectionMarket | null> {
  const known = await first<{ start: number; first_listed: number | null }>(
    db,
    `SELECT min(c.created_at, coalesce(c.first_mint, c.created_at),
       coalesce((SELECT min(ts) FROM price_history WHERE collection = ${COLLECTION_ID} AND whitelisted = 1), c.created_at)) AS start,
       (SELECT min(created_at) FROM direct_sells WHERE collection = ${COLLECTION_ID} AND whitelisted = 1) AS first_listed
     FROM collections c WHERE c.address = ?1`,
    [collection],
  );
  if (!known) return null;
  const window = analyticsWindow(period, now, known.start);
  const count = Math.round((window.to - window.from) / window.bucketSeconds);
  const buckets: MarketBucket[] = Array.from({ length: count }, (_, i) => {
    const start = window.from + i * window.bucketSeconds;
    return { start, end: start + window.bucketSeconds, floorUsd: null, floor: null, sales: 0, volumeUsd: '0', volume: [] };
  });
  // The floor at each bucket's last second, or now for the current bucket.
  const moments = buckets.map((b) => Math.min(b.end - 1, now));
  const [[volumes, sales, tokenVolumes, floorToken, rates], floors] = await Promise.all([
    db.batch([
      db.prepare(volumeSql(window.bucketSeconds)).bind(collection, window.from, window.to, window.bucketSeconds),
      db
        .prepare(
          `SELECT s.ts, s.usd, a.address AS token, s.amount FROM (SELECT p.ts, p.usd, p.token, p.amount FROM price_history p
             WHERE p.collection = ${COLLECTION_ID} AND p.whitelisted = 1 AND p.ts >= ?2 AND p.ts < ?3
             ORDER BY p.ts DESC LIMIT ${ANALYTICS_SALES_MAX}) s JOIN addresses a ON a.id = s.token ORDER BY s.ts DESC`,
        )
        .bind(collection, window.from, window.to),
      // The main token's candidates: the collection's volume per token (all time) at today's prices, and its floor listing's token.
      db
        .prepare(
          `SELECT v.token, v.amount_sum * t.usd_price_real AS usd, v.deals FROM collection_volumes v
           LEFT JOIN token_usd_prices t ON t.token = v.token WHERE v.collection = ?1`,
        )
        .bind(collection),
      db
        .prepare(
          `SELECT a.address AS token FROM direct_sells s JOIN addresses a ON a.id = s.token
           WHERE s.collection = ${COLLECTION_ID} AND s.live = 1 AND s.price_usd IS NOT NULL ORDER BY s.price_usd, s.rowid LIMIT 1`,
        )
        .bind(collection),
      db.prepare('SELECT token, usd_price FROM token_usd_prices'),
    ]),
    floorsAt(db, collection, moments, known.first_listed),
  ]);

  const usdSums = buckets.map(() => 0);
  for (const row of volumes!.results as unknown as VolumeRow[]) {
    const bucket = buckets[row.bucket];
    if (!bucket) continue;
    bucket.sales += row.sales;
    usdSums[row.bucket]! += row.usd;
    bucket.volume.push({ token: row.token, amount: row.amount.toFixed(0) });
  }
  buckets.forEach((bucket, i) => {
    bucket.volumeUsd = formatReal(usdSums[i]) ?? '0';
  });

  const chosen = [...new Set(floors.flatMap((f) => (f ? [f.id] : [])))];
  const prices = new Map(
    (
      await all<{ id: number; price: string; token: string }>(
        db,
        `SELECT s.rowid AS id, s.price, a.address AS token FROM direct_sells s JOIN addresses a ON a.id = s.token
         WHERE s.rowid IN (SELECT value FROM json_each(?1))`,
        [jsonList(chosen)],
      )
    ).map((row) => [row.id, row]),
  );
  floors.forEach((floor, i) => {
    const listing = floor && prices.get(floor.id);
    if (!floor || !listing) return;
    buckets[i]!.floorUsd = formatReal(floor.price_usd);
    buckets[i]!.floor = { token: listing.token, amount: listing.price };
  });

  return {
    collection,
    period,
    ...window,
    buckets,
    sales: (sales!.results as unknown as SaleRow[]).map((s) => ({ ts: s.ts, usd: formatReal(s.usd), token: s.token, amount: s.amount })),
    salesTotal: buckets.reduce((sum, b) => sum + b.sales, 0),
    volumeUsd: formatReal(usdSums.reduce((a, b) => a + b, 0)) ?? '0',
    token: mainToken(
      tokenVolumes!.results as unknown as TokenVolume[],
      (floorToken!.results as unknown as { token: string }[])[0]?.token ?? null,
    ),
    usdPerUnit: Object.fromEntries(
      (rates!.results as unknown as { token: string; usd_price: string }[]).map((r) => [r.token, r.usd_price]),
    ),
  };
}

/** The price bands of the listing depth, as multiples of the floor: [1, 1.1), [1.1, 1.25), … [10, ∞). */
export const DEPTH_BAND_MULTIPLES = [1, 1.1, 1.25, 1.5, 2, 3, 5, 10] as const;

/**
 * POST /collection/analytics/listings: the collection's floor and its live fixed-price listings per band from
 * the floor up (../collection-figures.ts; auctions have no place in a band, so `listed` here counts listings only).
 */
export async function collectionListings(db: D1Database, collection: string): Promise<CollectionListings | null> {
  const cases = DEPTH_BAND_MULTIPLES.slice(1)
    .map((multiple, i) => `WHEN s.price_usd < f.floor * ${multiple} THEN ${i}`)
    .join(' ');
  const [known, bands] = await db.batch([
    db.prepare('SELECT 1 AS ok FROM collections WHERE address = ?1').bind(collection),
    db
      .prepare(
        `WITH f AS (SELECT ${floorUsdSql(COLLECTION_ID)} AS floor)
         SELECT CASE ${cases} ELSE ${DEPTH_BAND_MULTIPLES.length - 1} END AS band, count(*) AS listed, min(f.floor) AS floor
         FROM direct_sells s, f WHERE s.collection = ${COLLECTION_ID} AND ${FLOOR_LISTINGS}
         GROUP BY band`,
      )
      .bind(collection),
  ]);
  if (known!.results.length === 0) return null;
  const rows = bands!.results as unknown as { band: number; listed: number; floor: number }[];
  const floor = rows[0]?.floor ?? null;
  const counts = new Map(rows.map((r) => [r.band, r.listed]));
  return {
    collection,
    floorUsd: formatReal(floor),
    listed: rows.reduce((sum, r) => sum + r.listed, 0),
    bands:
      floor === null
        ? []
        : DEPTH_BAND_MULTIPLES.map((multiple, i) => ({
            fromUsd: formatReal(floor * multiple)!,
            toUsd: i + 1 < DEPTH_BAND_MULTIPLES.length ? formatReal(floor * DEPTH_BAND_MULTIPLES[i + 1]!) : null,
            listed: counts.get(i) ?? 0,
          })),
  };
}

/** Holdings by size: 1, 2-5, 6-20 and 21 or more NFTs. */
export const HOLDING_BANDS = [
  { min: 1, max: 1 },
  { min: 2, max: 5 },
  { min: 6, max: 20 },
  { min: 21, max: null },
] as const;

const TOP_HOLDERS = 10;

/** POST /collection/analytics/holders (index collection_owners_by_count). */
export async function collectionHolders(db: D1Database, collection: string): Promise<CollectionHolders | null> {
  const band = `CASE ${HOLDING_BANDS.slice(0, -1)
    .map((b, i) => `WHEN o.nft_count <= ${b.max} THEN ${i}`)
    .join(' ')} ELSE ${HOLDING_BANDS.length - 1} END`;
  const held = `FROM collection_owners o WHERE o.collection = ${COLLECTION_ID} AND o.nft_count > 0`;
  const [known, bands, top] = await db.batch([
    db.prepare('SELECT 1 AS ok FROM collections WHERE address = ?1').bind(collection),
    db.prepare(`SELECT ${band} AS band, count(*) AS holders, sum(o.nft_count) AS held ${held} GROUP BY band`).bind(collection),
    db
      .prepare(
        `SELECT a.address, t.nft_count AS held, u.username FROM (SELECT o.owner, o.nft_count ${held}
           ORDER BY o.nft_count DESC, o.owner DESC LIMIT ${TOP_HOLDERS}) t
         JOIN addresses a ON a.id = t.owner LEFT JOIN users u ON u.address = a.address
         ORDER BY t.nft_count DESC, t.owner DESC`,
      )
      .bind(collection),
  ]);
  if (known!.results.length === 0) return null;
  const rows = bands!.results as unknown as { band: number; holders: number; held: number }[];
  const byBand = new Map(rows.map((r) => [r.band, r.holders]));
  const topRows = top!.results as unknown as { address: string; held: number; username: string | null }[];
  return {
    collection,
    holders: rows.reduce((sum, r) => sum + r.holders, 0),
    held: rows.reduce((sum, r) => sum + r.held, 0),
    topTenHeld: topRows.reduce((sum, r) => sum + r.held, 0),
    distribution: HOLDING_BANDS.map((b, i) => ({ min: b.min, max: b.max, holders: byBand.get(i) ?? 0 })),
    top: topRows,
  };
}
