// GET /user/pnl: the session address's unrealised P&L (its NFTs' cost basis against their collections'
// floors now) and realised P&L (its sales), from its ledger kept in D1 (./pnl-ledgers.ts, ../pnl.ts).
import BigNumber from 'bignumber.js';
import type { PnlPeriod } from '@shared/contract/enums/pnl-periods';
import type { Pnl, RealisedTotal, TokenAmount } from '@shared/contract/schemas';
import { usdText, type CostBasis, type RealisedSale } from '../pnl';
import { addressIdSql } from '../address-ids';
import { readLedger } from './pnl-ledgers';
import { portfolio } from './portfolio';
import { nowSeconds } from './sql';

/** How far back each period reaches (null: all time). */
export const PERIOD_SECONDS: Record<PnlPeriod, number | null> = {
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
  '1y': 365 * 86_400,
  all: null,
};
const PERIODS = Object.keys(PERIOD_SECONDS) as PnlPeriod[];

/** At most this many held NFTs and sales are listed (the sums cover all). */
export const NFTS_SHOWN = 100;
export const SALES_SHOWN = 100;

const sum = (values: (string | null)[]) => usdText(values.reduce((acc, v) => (v === null ? acc : acc.plus(v)), new BigNumber(0)));
/** A stored sum of 1/10,000 USD as decimal text. */
const fromE4 = (e4: number | null): string => usdText(new BigNumber(e4 ?? 0).div(10_000));

/** The session address (?1) as its id in `addresses`. */
const OWNER_ID = addressIdSql('?1');

/** The ledger's held lots with a cost basis, and each NFT's name and collection. */
const LOTS_SQL = `
  SELECT n.address AS nft, n.name, n.collection, l.source, l.ts, l.token, l.amount, l.usd
  FROM pnl_lots l JOIN nfts n ON n.id = l.nft
  WHERE l.owner = ${OWNER_ID} AND l.amount IS NOT NULL AND n.owner_id = l.owner AND n.burned = 0`;

/**
 * The sales summed per token and per band of age: band b holds the sales of period b not in a shorter one
 * (the periods nest), so period b's totals are bands 0..b added up. Token amounts are summed as two integers
 * (above and below 10^12) so a sum cannot overflow SQLite's 64 bits.
 */
const split = (column: string) =>
  `sum(CAST(substr(${column}, 1, length(${column}) - 12) AS INTEGER)) AS ${column}_hi, sum(CAST(substr(${column}, -12) AS INTEGER)) AS ${column}_lo`;
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

interface LotRow {
  nft: string;
  name: string | null;
  collection: string;
  source: CostBasis['source'];
  ts: number;
  token: string;
  amount: string;
  usd: string | null;
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
  const e4 = (key: 'pnl_usd' | 'proceeds_usd' | 'fee_usd' | 'royalty_usd') => fromE4(mine.reduce((s, b) => s + (b[key] ?? 0), 0));
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

export async function pnl(db: D1Database, owner: string, period: PnlPeriod): Promise<Pnl> {
  const now = nowSeconds();
  const since = (p: PnlPeriod) => (PERIOD_SECONDS[p] === null ? -1 : now - PERIOD_SECONDS[p]!);
  const reads = [
    db.prepare(LOTS_SQL).bind(owner),
    db.prepare(TOTALS_SQL).bind(owner, ...PERIODS.slice(0, -1).map(since)),
    db.prepare(SALES_SQL).bind(owner, since(period)),
  ];
  const [results, holdings] = await Promise.all([readLedger(db, owner, reads), portfolio(db, owner)]);
  const [lotRows, bandRows, saleRows] = (results?.map((r) => r.results) ?? [[], [], []]) as [LotRow[], BandRow[], SaleRow[]];
  const collections = new Map(holdings.collections.map((c) => [c.collection, c]));
  const names = new Map(lotRows.map((r) => [r.nft, r.name ?? '']));

  // Unrealised: each held NFT with a cost basis against its collection's floor.
  const lots: { nft: string; collection: string; cost: CostBasis }[] = [];
  const lotsOf = new Map<string, typeof lots>();
  for (const r of lotRows) {
    const lot = {
      nft: r.nft,
      collection: r.collection,
      cost: { source: r.source, ts: r.ts, token: r.token, amount: r.amount, usd: r.usd },
    };
    lots.push(lot);
    const same = lotsOf.get(lot.collection) ?? [];
    same.push(lot);
    lotsOf.set(lot.collection, same);
  }
  lots.sort((a, b) => b.cost.ts - a.cost.ts || a.nft.localeCompare(b.nft));
  const byCollection = holdings.collections.map((c) => {
    const own = lotsOf.get(c.collection) ?? [];
    const withUsd = own.filter((l) => l.cost.usd !== null);
    const costUsd = sum(withUsd.map((l) => l.cost.usd));
    const sameToken = c.floor ? own.filter((l) => l.cost.token === c.floor!.token) : [];
    return {
      collection: c.collection,
      name: c.name,
      count: c.count,
      withoutCostBasis: Math.max(0, c.count - own.length),
      costUsd,
      floor: c.floor,
      floorUsd: c.floorUsd,
      pnlUsd: c.floorUsd === null ? null : usdText(new BigNumber(c.floorUsd).times(withUsd.length).minus(costUsd)),
      pnl:
        c.floor && sameToken.length > 0
          ? {
              token: c.floor.token,
              amount: (
                BigInt(c.floor.amount) * BigInt(sameToken.length) -
                sameToken.reduce((s, l) => s + BigInt(l.cost.amount!), 0n)
              ).toString(),
            }
          : null,
    };
  });
  const nftRows = lots.slice(0, NFTS_SHOWN).map(({ nft, collection, cost }) => {
    const c = collections.get(collection);
    const floor = c?.floor ?? null;
    const floorUsd = c?.floorUsd ?? null;
    return {
      nft,
      name: names.get(nft) ?? '',
      collection,
      costBasis: cost,
      floor,
      floorUsd,
      pnl:
        floor && floor.token === cost.token
          ? { token: floor.token, amount: (BigInt(floor.amount) - BigInt(cost.amount!)).toString() }
          : null,
      pnlUsd: floorUsd !== null && cost.usd !== null ? usdText(new BigNumber(floorUsd).minus(cost.usd)) : null,
    };
  });

  return {
    address: owner,
    period,
    unrealised: {
      pnlUsd: sum(byCollection.map((c) => c.pnlUsd)),
      costUsd: sum(byCollection.map((c) => c.costUsd)),
      collections: byCollection,
      nfts: nftRows,
      nftCount: lots.length,
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
        proceedsUsd: s.proceeds_usd === null ? null : fromE4(s.proceeds_usd),
        costBasis: s.cost === null ? null : (JSON.parse(s.cost) as CostBasis),
        pnl: s.pnl,
        pnlUsd: s.pnl_usd === null ? null : fromE4(s.pnl_usd),
        transaction: s.tx,
      })),
    },
  };
}
