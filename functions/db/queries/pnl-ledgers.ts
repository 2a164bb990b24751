// The P&L ledgers kept in D1 (migration 0005): an address's open lots and realised sales, folded from its
// trades by ../pnl.ts. Built whole on the address's first read; from then on the indexer marks the NFTs whose
// trades changed (functions/indexer/activity.ts, `markPnlLedgers`) and a read folds only those again. Each
// NFT's lots and sales depend on that NFT's trades alone (FIFO per NFT), so folding one NFT again is exact,
// whatever order its rows were indexed in.
import { toE4 } from '../usd-e4';
import { ledgerOf, feesUsdOf, type TradeEvent } from '../pnl';
import { addressesOf, addressIdOf, FIRST_ROW, nftTradeRows, partyNamesOf, tradeOf, tradeRows, type TradeRow } from './trades';

/** Past this many marked NFTs the ledger is built again whole: one read of the history, not one per NFT. */
const REFOLD_MAX = 500;
/** Rows per insert statement (bound as one JSON parameter). */
const ROWS_PER_STATEMENT = 400;

interface Mark {
  nft: number;
  mark: number;
}

/**
 * Reads the address's kept ledger with `reads` (statements on the pnl tables, the address bound as ?1), in
 * the same round trip as the check that it is current; when it is not (never built, or NFTs marked), it is
 * brought up to date first and read again. An address the index has never seen has no trades: null.
 */
export async function readLedger(db: D1Database, owner: string, reads: readonly D1PreparedStatement[]): Promise<D1Result[] | null> {
  const [idRows, stateRows, markRows, ...results] = await db.batch([
    db.prepare('SELECT id FROM addresses WHERE address = ?1').bind(owner),
    db.prepare('SELECT l.built FROM pnl_ledgers l JOIN addresses a ON a.id = l.owner WHERE a.address = ?1').bind(owner),
    db
      .prepare(`SELECT d.nft, d.mark FROM pnl_dirty d JOIN addresses a ON a.id = d.owner WHERE a.address = ?1 LIMIT ${REFOLD_MAX + 1}`)
      .bind(owner),
    ...reads,
  ]);
  const id = (idRows!.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) return null;
  const built = (stateRows!.results[0] as { built: number } | undefined)?.built === 1;
  const marks = markRows!.results as unknown as Mark[];
  if (built && marks.length === 0) return results;
  if (!built || marks.length > REFOLD_MAX) await build(db, owner, id, marks);
  else await refold(db, owner, id, marks);
  return db.batch([...reads]);
}

async function build(db: D1Database, owner: string, id: number, marks: readonly Mark[]): Promise<void> {
  // Kept from now: trades indexed while the history is read below are marked and folded on the next read.
  await db.prepare('INSERT INTO pnl_ledgers (owner, built) VALUES (?1, 0) ON CONFLICT (owner) DO UPDATE SET built = 0').bind(id).run();
  const rows = await tradeRows(db, owner, { from: 0, to: Number.MAX_SAFE_INTEGER, ...FIRST_ROW, limit: -1 });
  await db.batch([
    db.prepare('DELETE FROM pnl_lots WHERE owner = ?1').bind(id),
    db.prepare('DELETE FROM pnl_sales WHERE owner = ?1').bind(id),
    ...(await foldStatements(db, owner, id, rows)),
    db.prepare('UPDATE pnl_ledgers SET built = 1 WHERE owner = ?1').bind(id),
    clearMarks(db, id, marks),
  ]);
}

async function refold(db: D1Database, owner: string, id: number, marks: readonly Mark[]): Promise<void> {
  const nfts = JSON.stringify(marks.map((m) => m.nft));
  const rows = await nftTradeRows(
    db,
    id,
    marks.map((m) => m.nft),
  );
  await db.batch([
    db.prepare('DELETE FROM pnl_lots WHERE owner = ?1 AND nft IN (SELECT value FROM json_each(?2))').bind(id, nfts),
    db.prepare('DELETE FROM pnl_sales WHERE owner = ?1 AND nft IN (SELECT value FROM json_each(?2))').bind(id, nfts),
    ...(await foldStatements(db, owner, id, rows)),
    clearMarks(db, id, marks),
  ]);
}

/** Clears the marks this read saw; a mark written since has another value and stays. */
const clearMarks = (db: D1Database, id: number, marks: readonly Mark[]) =>
  db
    .prepare(
      `DELETE FROM pnl_dirty WHERE owner = ?1
         AND (nft, mark) IN (SELECT e.value ->> 0, e.value ->> 1 FROM json_each(?2) e)`,
    )
    .bind(id, JSON.stringify(marks.map((m) => [m.nft, m.mark])));

/** The inserts of the lots and sales that `rows` (the address's trades, oldest first) fold into. */
async function foldStatements(db: D1Database, owner: string, id: number, rows: readonly TradeRow[]): Promise<D1PreparedStatement[]> {
  const trades = rows.map(tradeOf).filter((t): t is TradeEvent => t !== null);
  const [tokens, me] = await Promise.all([
    addressesOf(
      db,
      trades.map((t) => t.token),
    ),
    partyNamesOf(db, owner),
  ]);
  for (const t of trades) if (t.token !== null) t.token = tokens.get(t.token) ?? t.token;
  const { open, sales } = ledgerOf(me, trades);

  const lots = [...open].map(([nft, c]) => [addressIdOf(nft), c.source, c.ts, c.token, c.amount, toE4(c.usd)]);
  const sold = sales.map((s) => {
    const fees = feesUsdOf(s);
    return [
      s.ts,
      addressIdOf(s.nft),
      s.kind,
      s.token,
      s.price,
      s.priceUsd,
      s.fee,
      s.royalty,
      s.proceeds,
      s.costBasis && JSON.stringify(s.costBasis),
      s.pnl,
      toE4(s.proceedsUsd),
      toE4(s.pnlUsd),
      toE4(fees.fee),
      toE4(fees.royalty),
      s.transaction,
    ];
  });
  return [
    ...chunks(lots).map((part) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO pnl_lots (owner, nft, source, ts, token, amount, usd)
           SELECT ?1, e.value ->> 0, e.value ->> 1, e.value ->> 2, e.value ->> 3, e.value ->> 4, e.value ->> 5 FROM json_each(?2) e`,
        )
        .bind(id, JSON.stringify(part)),
    ),
    ...chunks(sold).map((part) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO pnl_sales (owner, ts, nft, kind, token, price, price_usd, fee, royalty, proceeds, cost, pnl,
             proceeds_usd, pnl_usd, fee_usd, royalty_usd, tx)
           SELECT ?1, e.value ->> 0, e.value ->> 1, e.value ->> 2, e.value ->> 3, e.value ->> 4, e.value ->> 5, e.value ->> 6,
             e.value ->> 7, e.value ->> 8, e.value ->> 9, e.value ->> 10, e.value ->> 11, e.value ->> 12, e.value ->> 13,
             e.value ->> 14, e.value ->> 15
           FROM json_each(?2) e`,
        )
        .bind(id, JSON.stringify(part)),
    ),
  ];
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) parts.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return parts;
}
