// GET /user/pnl: the session address's unrealised P&L (its NFTs' cost basis against their collections'
// floors now) and realised P&L (its sales), computed at read time from its trades (functions/db/pnl.ts).
import BigNumber from 'bignumber.js';
import type { PnlPeriod } from '@shared/contract/enums/pnl-periods';
import type { Pnl, RealisedTotal, TokenAmount } from '@shared/contract/schemas';
import { feesUsdOf, ledgerOf, usdText, type CostBasis, type RealisedSale, type TradeEvent } from '../pnl';
import { nowSeconds } from './sql';
import { keptLedger, type LedgerEntry } from './pnl-ledgers';
import { portfolio } from './portfolio';
import { addressesOf, FIRST_ROW, partyNamesOf, tradeOf, tradeRows } from './trades';

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

function sumByToken(amounts: { token: string; amount: string }[]): TokenAmount[] {
  const sums = new Map<string, bigint>();
  for (const { token, amount } of amounts) sums.set(token, (sums.get(token) ?? 0n) + BigInt(amount));
  return [...sums].flatMap(([token, amount]) => (amount > 0n ? [{ token, amount: amount.toString() }] : []));
}

function totalOf(period: PnlPeriod, sales: readonly RealisedSale[]): RealisedTotal {
  const fees = sales.map(feesUsdOf);
  return {
    period,
    sales: sales.length,
    pnlUsd: sum(sales.map((s) => s.pnlUsd)),
    proceedsUsd: sum(sales.map((s) => s.proceedsUsd)),
    feesUsd: sum(fees.map((f) => f.fee)),
    royaltiesUsd: sum(fees.map((f) => f.royalty)),
    fees: sumByToken(sales.map((s) => ({ token: s.token, amount: s.fee }))),
    royalties: sumByToken(sales.map((s) => ({ token: s.token, amount: s.royalty }))),
  };
}

/** The address's trades, oldest first, tokens as addresses; with each NFT's name and whether it is held now. */
async function tradesOf(db: D1Database, owner: string) {
  const rows = await tradeRows(db, owner, { from: 0, to: Number.MAX_SAFE_INTEGER, ...FIRST_ROW, limit: -1 });
  const trades = rows.map(tradeOf).filter((t): t is TradeEvent => t !== null);
  const tokens = await addressesOf(
    db,
    trades.map((t) => t.token),
  );
  for (const t of trades) if (t.token !== null) t.token = tokens.get(t.token) ?? t.token;
  const nfts = new Map(rows.map((r) => [r.nft, { name: r.name ?? '', collection: r.collection, held: r.held === 1 }]));
  return { trades, nfts };
}

/** The address's open lots and sales from its whole history (./pnl-ledgers.ts keeps it between requests). */
async function ledgerFor(db: D1Database, owner: string): Promise<LedgerEntry> {
  const [{ trades, nfts }, me] = await Promise.all([tradesOf(db, owner), partyNamesOf(db, owner)]);
  const ledger = ledgerOf(me, trades);
  // Only the NFTs the answer names are kept with it: a whale's history names far more.
  const named = new Set([...ledger.open.keys(), ...ledger.sales.map((s) => s.nft)]);
  return { ledger, nfts: new Map([...nfts].filter(([nft]) => named.has(nft))) };
}

export async function pnl(db: D1Database, owner: string, period: PnlPeriod): Promise<Pnl> {
  const [{ ledger, nfts }, holdings] = await Promise.all([keptLedger(db, owner, () => ledgerFor(db, owner)), portfolio(db, owner)]);
  const now = nowSeconds();
  const collections = new Map(holdings.collections.map((c) => [c.collection, c]));

  // Unrealised: each held NFT with a cost basis against its collection's floor.
  const lots: { nft: string; collection: string; cost: CostBasis }[] = [];
  const lotsOf = new Map<string, typeof lots>();
  for (const [nft, cost] of ledger.open) {
    const held = nfts.get(nft);
    if (!held?.held || cost.amount === null) continue;
    const lot = { nft, collection: held.collection, cost };
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
      name: nfts.get(nft)?.name ?? '',
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

  // Realised: the sales in each period.
  const since = (p: PnlPeriod) => (PERIOD_SECONDS[p] === null ? -1 : now - PERIOD_SECONDS[p]!);
  const salesIn = (p: PnlPeriod) => ledger.sales.filter((s) => s.ts >= since(p));
  const shown = salesIn(period).reverse().slice(0, SALES_SHOWN);
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
      totals: PERIODS.map((p) => totalOf(p, salesIn(p))),
      sales: shown.map((s) => ({
        nft: s.nft,
        name: nfts.get(s.nft)?.name ?? '',
        collection: s.collection,
        ts: s.ts,
        kind: s.kind,
        price: { token: s.token, amount: s.price },
        priceUsd: s.priceUsd,
        fee: s.fee,
        royalty: s.royalty,
        proceeds: s.proceeds,
        proceedsUsd: s.proceedsUsd,
        costBasis: s.costBasis,
        pnl: s.pnl,
        pnlUsd: s.pnlUsd,
        transaction: s.transaction,
      })),
    },
  };
}
