// The P&L's ledgers (../pnl.ts), kept in the isolate between requests (./kept.ts): a whale's Portfolio with
// P&L read their whole trade history again on every load. A kept ledger serves only while the address's
// newest activity row is the one it was built after (each trade of theirs adds a newer one, and a transfer
// out of an NFT they hold too), and for five minutes at most: an NFT's new name, or a row back-filled behind
// the newest, shows within that.
import { addressIdSql } from '../address-ids';
import type { Ledger } from '../pnl';
import { first } from './sql';
import { KeptAnswers } from './kept';

export interface LedgerEntry {
  ledger: Ledger;
  /** Each NFT of the ledger (held or sold): its name, its collection and whether the address holds it now. */
  nfts: Map<string, { name: string; collection: string; held: boolean }>;
}

// A few: a whale's ledger can hold thousands of lots and sales, and an isolate has 128 MB.
const ledgers = new KeptAnswers<LedgerEntry>(8, 5 * 60_000);

// One seek down the participants' key; the row's payload (values and transaction) tells two histories of
// the same length apart.
const NEWEST_SQL = `
  SELECT p.ts || ':' || hex(p.lt) || ':' || p.activity_id || ':' || a.payload AS newest
  FROM activity_participants p JOIN activity a ON a.id = p.activity_id
  WHERE p.address = ${addressIdSql('?1')}
  ORDER BY p.ts DESC, p.lt DESC, p.activity_id DESC LIMIT 1`;

/** The address's ledger: the one kept for it while still current, else `build()`'s, kept from then on. */
export async function keptLedger(db: D1Database, owner: string, build: () => Promise<LedgerEntry>): Promise<LedgerEntry> {
  const newest = (await first<{ newest: string }>(db, NEWEST_SQL, [owner]))?.newest ?? '';
  return ledgers.get(owner, newest, build);
}
