/**
 * Owners kept true without a page visit. A TIP-4 transfer made outside the market (wallet to wallet)
 * emits its events from the NFT's own account, and the reader follows no NFT accounts (one per NFT).
 * So on a budget per tick it asks `getContractState` of the followed collections' NFTs, each with the
 * last transaction lt it confirmed for that NFT (`lastTransactionLt`): the public JRPC answers
 * `unchanged` for an NFT that did not move since, and the full state for one that did, whose owner and
 * manager are then compared with D1's (./nft-refresh.ts) and any difference ingested.
 *
 * Which NFTs: first those a commit touched (`due`: a listing, sale or mint moves the manager or owner
 * with it, and the chain may have moved on since the tick read the market), read in full; then the
 * followed collections' NFTs in index order, round robin (the cursor is `owner_scan_after`). The
 * confirmed lts live in the reader's storage (`nft_seen`), written in the commit of what they confirm.
 */
import type { ChainEventInput } from '../indexer';
import type { ContractState, JrpcClient } from './jrpc';
import { indexedOwners, ownerChangeEvents } from './nft-refresh';
import { readMeta, writeMeta } from './reader';

/** NFT states asked per scan step (one `getContractState` each). */
export const OWNER_CHECKS_PER_STEP = 100;
/** getContractState requests in flight at once. */
const CONCURRENCY = 6;

export function createOwnerScanTables(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS nft_seen (address TEXT PRIMARY KEY, lt TEXT NOT NULL DEFAULT '', due INTEGER NOT NULL DEFAULT 0)");
  sql.exec('CREATE INDEX IF NOT EXISTS nft_seen_due ON nft_seen (due) WHERE due = 1');
}

/** NFTs a commit touched, to re-read first; call inside that commit's storage transaction. */
export function markDue(sql: SqlStorage, nfts: readonly string[]): void {
  for (const nft of nfts) sql.exec('INSERT INTO nft_seen (address, due) VALUES (?, 1) ON CONFLICT DO UPDATE SET due = 1', nft);
}

export interface ScanStep {
  /** Owner and manager changes to ingest. */
  readonly events: ChainEventInput[];
  /** What to record in the step's commit (`recordScan`). */
  readonly seen: { address: string; lt: string }[];
  /** The round robin's next start ('' : from the first NFT again). */
  readonly after: string;
  readonly checked: number;
  readonly unchanged: number;
}

/** Where the round robin goes on: after this NFT (its collection's and its own address id). */
interface ScanCursor {
  collection: number;
  nft: number;
}
const START: ScanCursor = { collection: 0, nft: 0 };

/** The stored cursor, "<collection id>:<nft id>" ('' or anything else: from the start). */
function cursorOf(text: string): ScanCursor {
  const match = /^(\d+):(\d+)$/.exec(text);
  return match ? { collection: Number(match[1]), nft: Number(match[2]) } : START;
}

/**
 * A page of the round robin: the rest of the cursor's collection (?2, after NFT id ?3), then the followed
 * collections (?1, addresses) after it, at most ?4, each a range of nfts_by_collection_id.
 */
export const SCAN_PAGE_SQL = `
  SELECT * FROM (SELECT n.collection_id AS collection, n.id AS nft, n.address FROM nfts n INDEXED BY nfts_by_collection_id
                 WHERE n.collection_id = ?2 AND n.burned = 0 AND n.id > ?3 ORDER BY n.id LIMIT ?4)
  UNION ALL
  SELECT * FROM (SELECT n.collection_id AS collection, n.id AS nft, n.address FROM nfts n INDEXED BY nfts_by_collection_id
                 WHERE n.collection_id IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?1)) AND id > ?2)
                   AND n.burned = 0
                 ORDER BY n.collection_id, n.id LIMIT ?4)
  ORDER BY collection, nft LIMIT ?4`;

/**
 * The followed collections' NFTs after `after`, in (collection id, NFT id) order on nfts_by_collection_id,
 * at most `limit`; wraps around once. Each page reads the followed collections' own index entries, never
 * another collection's NFT (walking every NFT in address order to find the followed ones took seconds per
 * tick once a million others were indexed).
 */
async function roundRobin(
  db: D1Database,
  collections: readonly string[],
  afterText: string,
  limit: number,
  skip: ReadonlySet<string>,
): Promise<{ nfts: string[]; after: string }> {
  if (limit <= 0 || collections.length === 0) return { nfts: [], after: afterText };
  const after = cursorOf(afterText);
  const followed = JSON.stringify(collections);
  const page = async (from: ScanCursor, n: number) =>
    (await db.prepare(SCAN_PAGE_SQL).bind(followed, from.collection, from.nft, n).all<ScanCursor & { address: string }>()).results;
  const before = (r: ScanCursor) => r.collection < after.collection || (r.collection === after.collection && r.nft <= after.nft);
  let rows = await page(after, limit);
  if (rows.length < limit && after !== START) {
    // The end of the list: go on from its start (up to where this step began).
    rows = [...rows, ...(await page(START, limit - rows.length)).filter(before)];
  }
  const last = rows.at(-1);
  return {
    nfts: rows.map((r) => r.address).filter((a) => !skip.has(a)),
    after: rows.length < limit || !last ? '' : `${last.collection}:${last.nft}`,
  };
}

/**
 * One bounded step: reads at most `budget` NFT states and returns the changes to ingest. Nothing is
 * written here: the caller journals the events, ingests them, then records the step (`recordScan`).
 */
export async function scanStep(deps: {
  sql: SqlStorage;
  db: D1Database;
  jrpc: JrpcClient;
  collections: readonly string[];
  budget?: number;
}): Promise<ScanStep> {
  const { sql, db, jrpc } = deps;
  const budget = deps.budget ?? OWNER_CHECKS_PER_STEP;
  const due = sql
    .exec<{ address: string }>('SELECT address FROM nft_seen WHERE due = 1 ORDER BY address LIMIT ?', budget)
    .toArray()
    .map((r) => r.address);
  const { nfts: rest, after } = await roundRobin(
    db,
    deps.collections,
    readMeta(sql, 'owner_scan_after') ?? '',
    budget - due.length,
    new Set(due),
  );
  const dueSet = new Set(due);
  const confirmed = new Map(
    sql
      .exec<{ address: string; lt: string }>(
        "SELECT address, lt FROM nft_seen WHERE lt != '' AND address IN (SELECT value FROM json_each(?))",
        JSON.stringify(rest),
      )
      .toArray()
      .map((r) => [r.address, r.lt]),
  );
  const picked = [...due, ...rest];
  const states = new Map<string, ContractState>();
  let next = 0;
  const worker = async () => {
    while (next < picked.length) {
      const address = picked[next++]!;
      // A due NFT is read in full: D1 may have moved (a commit) while the chain did not.
      const lt = dueSet.has(address) ? undefined : confirmed.get(address);
      states.set(address, await jrpc.getContractState(address, lt === undefined ? undefined : BigInt(lt)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, picked.length) }, worker));

  const moved = picked.filter((a) => states.get(a)?.type === 'exists');
  const indexed = await indexedOwners(db, moved);
  const events: ChainEventInput[] = [];
  const seen: { address: string; lt: string }[] = [];
  for (const address of picked) {
    const state = states.get(address)!;
    if (state.type === 'unchanged') continue;
    if (state.type === 'notExists') {
      // Burned or not deployed: the collection's NftBurned says so; nothing to confirm.
      seen.push({ address, lt: '' });
      continue;
    }
    const row = indexed.get(address);
    if (row) events.push(...ownerChangeEvents(address, state, row));
    seen.push({ address, lt: state.lastTransactionId.lt });
  }
  return { events, seen, after, checked: picked.length, unchanged: picked.length - seen.length };
}

/** Records NFT states the index now agrees with ('' : nothing to confirm); call inside the commit of their events. */
export function recordSeen(sql: SqlStorage, seen: readonly { address: string; lt: string }[]): void {
  for (const { address, lt } of seen) {
    sql.exec('INSERT INTO nft_seen (address, lt, due) VALUES (?, ?, 0) ON CONFLICT DO UPDATE SET lt = excluded.lt, due = 0', address, lt);
  }
}

/** Records a step's confirmed states and where the round robin goes on; call inside its commit. */
export function recordScan(sql: SqlStorage, step: Pick<ScanStep, 'seen' | 'after'>): void {
  recordSeen(sql, step.seen);
  writeMeta(sql, 'owner_scan_after', step.after);
}
