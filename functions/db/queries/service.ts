/** /metrics/summary, /roots and the existence checks of /update-metadata. */
import type { MetricsSummaryBase, Roots } from '@shared/contract/schemas';
import type { MetricsSummaryParams, UpdateMetadataParams } from '@shared/contract/requests';
import { all, first, nowSeconds } from './sql';
import { formatReal } from './usd';

/** The reference rounds the window down to 5-minute steps (§10.29). */
const METRICS_STEP = 300;

/**
 * GET /metrics/summary (§10.29): verified collections by deal volume in [from, to], descending,
 * with the previous window of equal length. Volumes count whitelisted deals only, each at the USD
 * value of its own time (the current price when that is unknown); the reference summed every deal
 * at today's price (gap 23). totalRowsCount is the number of verified collections.
 */
export async function metricsSummary(db: D1Database, p: MetricsSummaryParams): Promise<MetricsSummaryBase> {
  const from = p.from - (p.from % METRICS_STEP);
  const to = p.to - (p.to % METRICS_STEP);
  const prevFrom = Math.max(0, from - (to - from));
  const prevTo = from - 1;
  const volume = (a: number, b: number) => `
    SELECT ca.address AS collection, sum(coalesce(ph.usd, CAST(ph.amount AS REAL) * t.usd_price_real, 0)) AS v
    FROM price_history ph LEFT JOIN addresses ca ON ca.id = ph.collection
    LEFT JOIN addresses ta ON ta.id = ph.token LEFT JOIN token_usd_prices t ON t.token = ta.address
    WHERE ph.ts BETWEEN ?${a} AND ?${b} AND ph.whitelisted = 1 GROUP BY ph.collection`;
  const [rows, count] = await Promise.all([
    all<{
      address: string;
      name: string | null;
      logo: string | null;
      floor_price_usd: number | null;
      now_v: number;
      prev_v: number;
      owners_count: number;
      nft_count: number;
    }>(
      db,
      `SELECT c.address, coalesce(cc.name, c.name) AS name, coalesce(cc.logo, c.logo) AS logo, c.floor_price_usd,
         ifnull(cur.v, 0) AS now_v, ifnull(prev.v, 0) AS prev_v, c.owners_count, c.nft_count
       FROM collections c LEFT JOIN collection_custom cc ON cc.address = c.address
       LEFT JOIN (${volume(1, 2)}) cur ON cur.collection = c.address
       LEFT JOIN (${volume(3, 4)}) prev ON prev.collection = c.address
       WHERE c.verified = 1
       ORDER BY now_v DESC, c.address LIMIT ?5 OFFSET ?6`,
      [from, to, prevFrom, prevTo, p.limit, p.offset],
    ),
    first<{ total: number }>(db, 'SELECT count(*) AS total FROM collections WHERE verified = 1', []),
  ]);
  return {
    totalRowsCount: count?.total ?? 0,
    data: rows.map((r) => ({
      collection: r.address,
      name: r.name,
      logo: r.logo,
      floorPrice: formatReal(r.floor_price_usd),
      totalVolumeUsdNow: formatReal(r.now_v) ?? '0',
      totalVolumeUsdPrevious: formatReal(r.prev_v) ?? '0',
      ownersCount: Math.max(0, r.owners_count),
      nftsCount: Math.max(0, r.nft_count),
    })),
  };
}

/** GET /roots (§10.34): roots with no expiry or one in the future. */
export async function listRoots(db: D1Database): Promise<Roots> {
  const rows = await all<{ address: string; code: 'auction' | 'sell' | 'buy' }>(
    db,
    'SELECT address, code FROM roots WHERE expires_at IS NULL OR expires_at > ?1 ORDER BY code, address',
    [nowSeconds()],
  );
  return { roots: rows };
}

/** What /update-metadata names: 'ok', or which entity is unknown. */
export async function metadataTarget(db: D1Database, p: UpdateMetadataParams): Promise<'ok' | 'collection' | 'nft'> {
  const collection = await first<{ one: number }>(db, 'SELECT 1 AS one FROM collections WHERE address = ?1', [p.collection]);
  if (!collection) return 'collection';
  if (p.nft !== undefined) {
    const nft = await first<{ one: number }>(db, 'SELECT 1 AS one FROM nfts WHERE address = ?1 AND collection = ?2 AND burned = 0', [
      p.nft,
      p.collection,
    ]);
    if (!nft) return 'nft';
  }
  return 'ok';
}
