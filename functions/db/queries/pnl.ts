// GET /user/pnl: the session address's unrealised P&L (its NFTs' cost basis against their collections'
// floors now) and realised P&L (its sales), from its ledger kept in D1 (./pnl-ledgers.ts, ../pnl.ts).
import type { PnlPeriod } from '@shared/contract/enums/pnl-periods';
import type { Pnl, RealisedTotal, TokenAmount } from '@shared/contract/schemas';
import { type CostBasis, type RealisedSale } from '../pnl';
import { addressIdSql } from '../address-ids';
import { readLedger } from './pnl-ledgers';
import { HELD_COLLECTION_COLUMNS, HELD_COLLECTION_JOINS } from './portfolio';
import { nowSeconds } from './sql';
import { e4Text, fractionText, minusE4, usdFraction, valueAt } from '../usd-e4';

/** How far back each period reaches (null: all time). */
export const PERIOD_SECONDS: Record<PnlPeriod, number | null> = {
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
  '1y': 365 * 86_400,
  all: null,
};
const PERIODS = Object.keys(PERIOD_SECONDS) as PnlPeriod[];

/** At most this many held collections, NFTs and sales are listed (the sums cover all). */
export const COLLECTIONS_SHOWN = 100;
export const NFTS_SHOWN = 100;
export const SALES_SHOWN = 100;

/** The session address (?1) as its id in `addresses`. */
const OWNER_ID = addressIdSql('?1');

/** Token amounts summed as two integers (above and below 10^12), so a sum cannot overflow SQLite's 64 bits. */
const split = (column: string, as = column) =>
  `sum(CAST(substr(${column}, 1, length(${column}) - 12) AS INTEGER)) AS ${as}_hi, sum(CAST(substr(${column}, -12) AS INTEGER)) AS ${as}_lo`;

/** ?1's NFTs not burned (from nfts_by_owner alone), each with its open lot with a cost basis, if any (by primary key). */
const HELD_LOTS = `
  FROM nfts n LEFT JOIN pnl_lots l ON l.owner = n.owner_id AND l.nft = n.id AND l.amount IS NOT NULL
  WHERE n.owner_id = ${OWNER_ID} AND n.burned = 0`;

/**
 * The held NFTs per collection and per token of their cost (a null token: no cost basis), with the costs
 * summed: what the unrealised figures of every collection held need, without reading any NFT's row.
 */
const HELD_SQL = `
  SELECT h.cid, ${HELD_COLLECTION_COLUMNS}, h.token, h.count, h.with_usd, h.cost_usd, h.amount_hi, h.amount_lo
  FROM (SELECT n.collection_id AS cid, l.token, count(*) AS count, count(l.usd) AS with_usd, sum(l.usd) AS cost_usd,
               ${split('l.amount', 'amount')}
        ${HELD_LOTS} GROUP BY n.collection_id, l.token) h
  ${HELD_COLLECTION_JOINS}`;

/** The latest bought of them, with each NFT's address, name and collection (its row is read for these alone). */
const SHOWN_LOTS_SQL = `
  SELECT n.address AS nft, n.name, n.collection, l.source, l.ts, l.token, l.amount, l.usd
  FROM (SELECT n.id, l.ts ${HELD_LOTS} AND l.nft IS NOT NULL ORDER BY l.ts DESC, n.id LIMIT ${NFTS_SHOWN}) k
  JOIN nfts n ON n.id = k.id JOIN pnl_lots l ON l.owner = n.owner_id AND l.nft = k.id
  ORDER BY k.ts DESC, k.id`;

/**
 * The sales summed per token and per band of age: band b holds the sales of period b not in a shorter one
 * (the periods nest), so period b's totals are bands 0..b added up.
 */
const TOTALS_SQL = `
  SELECT token, CASE WHEN ts >= ?2 THEN 0 WHEN ts >= ?3 THEN 1 WHEN ts >= ?4 THEN 2 WHEN ts >= ?5 THEN 3 ELSE 4 END AS band,
         count(*) AS sales, sum(pnl_usd) AS pnl_usd, sum(proceeds_usd) AS proceeds_usd, sum(fee_usd) AS fee_usd,
         sum(royalty_usd) AS royalty_usd, ${split('fee')}, ${split('royalty')}
  FROM pnl_sales WHERE owner = ${OWNER_ID} GROUP BY token, band`;

const SALES_SQL = `
  SELECT n.address AS nft, n.name, n.collection, s.ts, s.kind, s.token, s.price, s.price_usd, s.fee, s.royalty, s.proceeds,
         s.proceeds_usd, s.cost, s.pnl, s.pnl_usd, s.tx
  FROM pnl_sales s JOIN nfts n ON n.id = s.nft
  WHERE s.owner = ${OWNER_ID} AND s.ts >= ?2
  ORDER BY s.ts DESC, s.nft DESC LIMIT ${SALES_SHOWN}`;

interface HeldRow {
  cid: number;
  collection: string;
  name: string | null;
  floor_token: string | null;
  floor_price: string | null;
  /** The lots' token; null for the NFTs without a cost basis. */
  token: string | null;
  count: number;
  with_usd: number;
  cost_usd: number | null;
  amount_hi: number | null;
  amount_lo: number | null;
}
interface ShownLotRow {
  nft: string;
  name: string | null;
  collection: string;
  source: CostBasis['source'];
  ts: number;
  token: string;
  amount: string;
  usd: number | null;
}
interface PriceRow {
  token: string;
  usd_price: string;
}
interface BandRow {
  token: string;
  band: number;
  sales: number;
  pnl_usd: number | null;
  proceeds_usd: number | null;
  fee_usd: number | null;
  royalty_usd: number | null;
  fee_hi: number;
  fee_lo: number;
  royalty_hi: number;
  royalty_lo: number;
}
interface SaleRow {
  nft: string;
  name: string | null;
  collection: string;
  ts: number;
  kind: RealisedSale['kind'];
  token: string;
  price: string;
  price_usd: string | null;
  fee: string;
  royalty: string;
  proceeds: string;
  proceeds_usd: number | null;
  cost: string | null;
  pnl: string | null;
  pnl_usd: number | null;
  tx: string | null;
}

const amountOf = (hi: number, lo: number) => BigInt(hi) * 10n ** 12n + BigInt(lo);

/** Period `index`'s totals: the bands up to it (PERIODS run from the shortest to all time). */
function totalOf(index: number, bands: readonly BandRow[]): RealisedTotal {
  const mine = bands.filter((b) => b.band <= index);
  const e4 = (key: 'pnl_usd' | 'proceeds_usd' | 'fee_usd' | 'royalty_usd') => e4Text(mine.reduce((s, b) => s + (b[key] ?? 0), 0));
  const byToken = (hi: 'fee_hi' | 'royalty_hi', lo: 'fee_lo' | 'royalty_lo'): TokenAmount[] => {
    const sums = new Map<string, bigint>();
    for (const b of mine) sums.set(b.token, (sums.get(b.token) ?? 0n) + amountOf(b[hi], b[lo]));
    return [...sums].flatMap(([token, amount]) => (amount > 0n ? [{ token, amount: amount.toString() }] : []));
  };
  return {
    period: PERIODS[index]!,
    sales: mine.reduce((s, b) => s + b.sales, 0),
    pnlUsd: e4('pnl_usd'),
    proceedsUsd: e4('proceeds_usd'),
    feesUsd: e4('fee_usd'),
    royaltiesUsd: e4('royalty_usd'),
    fees: byToken('fee_hi', 'fee_lo'),
    royalties: byToken('royalty_hi', 'royalty_lo'),
  };
}

/** A held collection: its NFTs, those with a cost basis (all, with a USD value, per token) and their USD cost. */
interface Held {
  row: HeldRow;
  count: number;
  lots: number;
  withUsd: number;
  costE4: number;
  byToken: Map<string, { count: number; amount: bigint }>;
}

function heldPerCollection(rows: readonly HeldRow[]): Held[] {
  const held = new Map<number, Held>();
  for (const r of rows) {
    let c = held.get(r.cid);
    if (!c) held.set(r.cid, (c = { row: r, count: 0, lots: 0, withUsd: 0, costE4: 0, byToken: new Map() }));
    c.count += r.count;
    if (r.token === null) continue;
    c.lots += r.count;
    c.withUsd += r.with_usd;
    c.costE4 += r.cost_usd ?? 0;
    c.byToken.set(r.token, { count: r.count, amount: amountOf(r.amount_hi ?? 0, r.amount_lo ?? 0) });
  }
  return [...held.values()].sort((a, b) => b.count - a.count || (a.row.collection < b.row.collection ? -1 : 1));
}

export async function pnl(db: D1Database, owner: string, period: PnlPeriod): Promise<Pnl> {
  const now = nowSeconds();
  const since = (p: PnlPeriod) => (PERIOD_SECONDS[p] === null ? -1 : now - PERIOD_SECONDS[p]!);
  const reads = [
    db.prepare(HELD_SQL).bind(owner),
    db.prepare(SHOWN_LOTS_SQL).bind(owner),
    db.prepare(TOTALS_SQL).bind(owner, ...PERIODS.slice(0, -1).map(since)),
    db.prepare(SALES_SQL).bind(owner, since(period)),
    db.prepare('SELECT token, usd_price FROM token_usd_prices'),
  ];
  const results = await readLedger(db, owner, reads);
  const [heldRows, shownRows, bandRows, saleRows, priceRows] = (results?.map((r) => r.results) ?? [[], [], [], [], []]) as [
    HeldRow[],
    ShownLotRow[],
    BandRow[],
    SaleRow[],
    PriceRow[],
  ];
  const prices = new Map(priceRows.map((p) => [p.token, usdFraction(p.usd_price)]));

  // Unrealised, per collection held: its NFTs with a cost basis against its floor now.
  const byCollection = heldPerCollection(heldRows).map(({ row, count, lots, withUsd, costE4, byToken }) => {
    const floor = row.floor_token !== null && row.floor_price !== null ? { token: row.floor_token, amount: BigInt(row.floor_price) } : null;
    const price = floor && prices.get(floor.token);
    const floorUsd = price ? valueAt(price, floor.amount) : null;
    const sameToken = floor ? byToken.get(floor.token) : undefined;
    return {
      collection: row.collection,
      name: row.name ?? '',
      count,
      withoutCostBasis: count - lots,
      costUsd: e4Text(costE4),
      floor: floor && { token: floor.token, amount: floor.amount.toString() },
      floorUsd: floorUsd && fractionText(floorUsd),
      floorFraction: floorUsd,
      pnlE4: floorUsd && minusE4(floorUsd, withUsd, costE4),
      pnl:
        floor && sameToken ? { token: floor.token, amount: (floor.amount * BigInt(sameToken.count) - sameToken.amount).toString() } : null,
    };
  });
  const floors = new Map(byCollection.map((c) => [c.collection, c]));
  const nftRows = shownRows.map((r) => {
    const c = floors.get(r.collection);
    const floor = c?.floor ?? null;
    return {
      nft: r.nft,
      name: r.name ?? '',
      collection: r.collection,
      costBasis: { source: r.source, ts: r.ts, token: r.token, amount: r.amount, usd: r.usd === null ? null : e4Text(r.usd) },
      floor,
      floorUsd: c?.floorUsd ?? null,
      pnl: floor && floor.token === r.token ? { token: floor.token, amount: (BigInt(floor.amount) - BigInt(r.amount)).toString() } : null,
      pnlUsd: c?.floorFraction && r.usd !== null ? e4Text(minusE4(c.floorFraction, 1, r.usd)) : null,
    };
  });

  return {
    address: owner,
    period,
    unrealised: {
      pnlUsd: e4Text(byCollection.reduce((e4, c) => e4 + (c.pnlE4 ?? 0n), 0n)),
      costUsd: e4Text(heldRows.reduce((e4, r) => e4 + (r.cost_usd ?? 0), 0)),
      collections: byCollection.slice(0, COLLECTIONS_SHOWN).map(({ floorFraction: _, pnlE4, ...c }) => ({
        ...c,
        pnlUsd: pnlE4 === null ? null : e4Text(pnlE4),
      })),
      collectionCount: byCollection.length,
      nfts: nftRows,
      nftCount: byCollection.reduce((n, c) => n + c.count - c.withoutCostBasis, 0),
    },
    realised: {
      totals: PERIODS.map((_, index) => totalOf(index, bandRows)),
      sales: saleRows.map((s) => ({
        nft: s.nft,
        name: s.name ?? '',
        collection: s.collection,
        ts: s.ts,
        kind: s.kind,
        price: { token: s.token, amount: s.price },
        priceUsd: s.price_usd,
        fee: s.fee,
        royalty: s.royalty,
        proceeds: s.proceeds,
        proceedsUsd: s.proceeds_usd === null ? null : e4Text(s.proceeds_usd),
        costBasis: s.cost === null ? null : (JSON.parse(s.cost) as CostBasis),
        pnl: s.pnl,
        pnlUsd: s.pnl_usd === null ? null : e4Text(s.pnl_usd),
        transaction: s.tx,
      })),
    },
  };
}
