/**
 * One tick of the chain reader (the Durable Object in ./ChainReader.ts runs it): for every watched
 * account whose last transaction moved past its cursor, page `getTransactionsList` down to the cursor,
 * put the transactions in chain order, decode their events with the account kind's ABI, map them to the
 * indexer's envelopes, sort the tick's envelopes by logical time and `ingest()` them; only then move the
 * cursors (one SQLite transaction). A replay after a crash between the two changes nothing: ingest
 * skips ids it has. `*Deployed` events add offers to the watch list (read in the same tick); terminal
 * statuses retire them.
 *
 * Work per tick is bounded by a page budget (`maxPagesPerTick`). An account whose backlog does not fit
 * is walked down across ticks, remembering where each page starts (`backlog`) and where the walk goes
 * on (`walk`); once the walk meets the cursor, the oldest pages are ingested first and the rest is read
 * upward, page by page, on the following ticks. The cursor only ever moves over transactions ingested.
 */
import { compareOrderKeys } from '../db/order-key';
import { ingest, sweepExpired, type ChainEventInput, type IngestOptions } from '../indexer';
import { addPhase, timed, timedSync, type PhaseTimes } from '../indexer/phases';
import type { LiveMessage } from '../indexer/live-changes';
import { AbiDecodeError, decodeEventBody, decodeFields } from '@shared/tvm/abi';
import { accountData } from '@shared/tvm/account';
import { ABI_OF, DEPLOYED_EVENTS, WATCH_KINDS, type WatchKind } from './contracts';
import { discoverCollections } from './discover';
import type { JrpcClient } from './jrpc';
import { createNetworkFeeTables, noteFeeSamples } from './network-fees';
import { fetchOffChainMeta, offChainUrl, type OffChainDeps } from './offchain-meta';
import { envelope, mapEvent, settlementsOf, TERMINAL_KINDS, withSettlement } from './to-envelope';
import { parseOlderTransaction, type ChainTransaction } from '@shared/tvm/transaction';

/** Transactions per getTransactionsList page (the endpoint's maximum). */
export const PAGE_SIZE = 100;
/** Pages read per tick by default (20,000 transactions); the rest waits for the next alarm. */
export const MAX_PAGES_PER_TICK = 200;
/** getContractState requests in flight at once. */
const STATE_CONCURRENCY = 6;
/** Accounts whose transactions are paged at once (each walks its own pages in order). */
const READ_CONCURRENCY = 6;

export interface WatchRow {
  readonly address: string;
  readonly kind: WatchKind;
  /** The factory that deployed an offer ('' for roots and collections). */
  readonly root: string;
  /** Logical time of the last transaction already ingested ('0': none). */
  readonly cursor: string;
  /** Start lts of pages found by a walk but not read yet, newest first, comma-separated ('' none). */
  readonly backlog?: string;
  /** Where an unfinished walk down to the cursor goes on ('' none). */
  readonly walk?: string;
}

export interface TickResult {
  readonly accountsChecked: number;
  readonly transactions: number;
  readonly events: number;
  readonly applied: number;
  readonly unknownEvents: number;
  readonly decodeErrors: number;
  readonly discovered: number;
  readonly retired: number;
  readonly chainTime: number;
  /** Accounts with transactions left for the next tick (the page budget ran out). */
  readonly behind: number;
  readonly touched: { nfts: string[]; collections: string[]; profiles: string[] };
  /** What ingest tells the live sockets (functions/live). */
  readonly live: LiveMessage[];
}

export interface ReaderDeps {
  readonly sql: SqlStorage;
  readonly transactionSync: <T>(fn: () => T) => T;
  readonly db: D1Database;
  readonly jrpc: JrpcClient;
  /** getTransactionsList pages per tick, over all accounts; the rest waits for the next tick (default MAX_PAGES_PER_TICK). */
  readonly maxPagesPerTick?: number;
  /** Check only these watched accounts (the devnet names the accounts of its block); default all. */
  readonly only?: ReadonlySet<string>;
  /** How to fetch metadata an NFT names by URL (./offchain-meta.ts); without it such NFTs get none. */
  readonly offChain?: OffChainDeps;
  /** Adds the time of each phase here (ingest's included); `npm run bench:reader` prints it. */
  readonly timings?: PhaseTimes;
  /** Runs inside the cursor commit with what the tick touched: the follow-up work stored with it (./follow-up.ts). */
  readonly atCommit?: (work: { touched: TickResult['touched']; live: LiveMessage[] }) => void;
  /** Runs before each D1 batch of the tick's ingest with what it is about to touch (IngestOptions.beforeCommit). */
  readonly beforeCommit?: IngestOptions['beforeCommit'];
}

export function createReaderTables(sql: SqlStorage): void {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS watch (
       address TEXT PRIMARY KEY, kind TEXT NOT NULL, root TEXT NOT NULL DEFAULT '',
       cursor TEXT NOT NULL DEFAULT '0', active INTEGER NOT NULL DEFAULT 1, added_at INTEGER NOT NULL)`,
  );
  sql.exec('CREATE TABLE IF NOT EXISTS reader_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  // Added after the first deployments: a reader's existing table gains them here.
  const columns = new Set(
    sql
      .exec<{ name: string }>('PRAGMA table_info(watch)')
      .toArray()
      .map((c) => c.name),
  );
  if (!columns.has('backlog')) sql.exec("ALTER TABLE watch ADD COLUMN backlog TEXT NOT NULL DEFAULT ''");
  if (!columns.has('walk')) sql.exec("ALTER TABLE watch ADD COLUMN walk TEXT NOT NULL DEFAULT ''");
  // The tick's commit notes the network fees due a sample.
  createNetworkFeeTables(sql);
}

/** Adds accounts to the watch list (already watched ones keep their cursor). */
export function watch(sql: SqlStorage, rows: readonly { address: string; kind: WatchKind; root?: string }[]): number {
  let added = 0;
  for (const row of rows) {
    if (!WATCH_KINDS.includes(row.kind)) throw new TypeError(`unknown watch kind ${row.kind}`);
    const cursor = sql.exec(
      'INSERT OR IGNORE INTO watch (address, kind, root, added_at) VALUES (?, ?, ?, ?)',
      row.address,
      row.kind,
      row.root ?? '',
      Date.now(),
    );
    added += cursor.rowsWritten;
  }
  return added;
}

export function activeWatch(sql: SqlStorage): WatchRow[] {
  return sql
    .exec<{ address: string; kind: WatchKind; root: string; cursor: string; backlog: string; walk: string }>(
      'SELECT address, kind, root, cursor, backlog, walk FROM watch WHERE active = 1 ORDER BY added_at, address',
    )
    .toArray();
}

export function readMeta(sql: SqlStorage, key: string): string | null {
  return sql.exec<{ value: string }>('SELECT value FROM reader_meta WHERE key = ?', key).toArray()[0]?.value ?? null;
}

export function writeMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec('INSERT OR REPLACE INTO reader_meta (key, value) VALUES (?, ?)', key, value);
}

function addCount(sql: SqlStorage, key: string, n: number): void {
  if (n > 0) writeMeta(sql, key, String(Number(readMeta(sql, key) ?? '0') + n));
}

interface Page {
  /** New transactions (lt above the cursor, each once), newest first. */
  readonly transactions: ChainTransaction[];
  /** The lt the page starts at (its newest transaction). */
  readonly start: bigint;
  /** Where the next page down starts; undefined when this page reached the cursor or the first transaction. */
  readonly next: bigint | undefined;
}

/** One getTransactionsList page from `from` (undefined: the newest transaction) down, above `cursor`. */
async function readPage(
  jrpc: JrpcClient,
  address: string,
  from: bigint | undefined,
  cursor: bigint,
  hashes: Set<string>,
  timings?: PhaseTimes,
): Promise<Page> {
  const bocs = await jrpc.getTransactionsList(address, PAGE_SIZE, from);
  const transactions: ChainTransaction[] = [];
  let reachedCursor = false;
  let start = from ?? 0n;
  const parseStarted = performance.now();
  let newer: ChainTransaction | undefined;
  for (const boc of bocs) {
    // Newest first: each transaction's id is in the one after it (its prev_trans_hash).
    const tx = parseOlderTransaction(boc, newer);
    newer = tx;
    if (tx.lt > start) start = tx.lt;
    if (tx.lt <= cursor) {
      reachedCursor = true;
      break;
    }
    // An endpoint may deliver a transaction twice (overlapping pages, retries): once is enough.
    if (hashes.has(tx.hash)) continue;
    hashes.add(tx.hash);
    transactions.push(tx);
  }
  addPhase(timings, 'reader: parse BOCs', parseStarted);
  const oldest = transactions.reduce<ChainTransaction | undefined>((o, tx) => (!o || tx.lt < o.lt ? tx : o), undefined);
  const done = reachedCursor || bocs.length < PAGE_SIZE || !oldest || oldest.prevLt === 0n || oldest.prevLt <= cursor;
  return { transactions, start, next: done ? undefined : oldest!.prevLt };
}

const byLt = (a: ChainTransaction, b: ChainTransaction): number => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0);

interface Budget {
  /** Pages still to read in this tick. */
  pages: number;
  /** Accounts with new transactions that got no page. */
  starved: number;
}

interface AccountRead {
  /** Transactions to ingest now, oldest first: a contiguous run from the cursor up. */
  readonly transactions: ChainTransaction[];
  /** The account's progress after they are ingested (null: unchanged). */
  readonly progress: { cursor: string; backlog: string; walk: string } | null;
}

/**
 * The transactions of `row` to ingest in this tick within the page budget. `newest` is the account's
 * last transaction lt (undefined: unknown, page from the top: an offer found in this tick).
 */
async function readAccount(
  jrpc: JrpcClient,
  row: WatchRow,
  newest: bigint | undefined,
  budget: Budget,
  timings?: PhaseTimes,
): Promise<AccountRead> {
  const address = row.address;
  let cursor = BigInt(row.cursor);
  const backlog = row.backlog ? row.backlog.split(',').map(BigInt) : [];
  const hashes = new Set<string>();
  const walking = row.walk ? BigInt(row.walk) : null;
  if (walking !== null || backlog.length === 0) {
    if (walking === null && newest !== undefined && newest <= cursor) return { transactions: [], progress: null };
    // Walk down to the cursor, keeping the pages read in this tick.
    let from = walking ?? newest;
    const pages: Page[] = [];
    while (budget.pages > 0) {
      budget.pages--;
      const page = await readPage(jrpc, address, from, cursor, hashes, timings);
      pages.push(page);
      from = page.next;
      if (from === undefined) break;
    }
    if (pages.length === 0) {
      budget.starved++;
      return { transactions: [], progress: null };
    }
    const starts = pages.map((p) => p.start.toString());
    if (from !== undefined) {
      // Out of budget: remember the pages found and where the walk goes on.
      return {
        transactions: [],
        progress: { cursor: row.cursor, backlog: [...backlog.map(String), ...starts].join(','), walk: from.toString() },
      };
    }
    // The walk met the cursor: this tick's pages run from it up; pages found by earlier ticks lie above.
    const transactions = pages.flatMap((p) => p.transactions).sort(byLt);
    const top = transactions.at(-1)?.lt ?? cursor;
    return { transactions, progress: { cursor: top.toString(), backlog: backlog.join(','), walk: '' } };
  }
  // A backlog found by an earlier walk: read it upward, oldest page first.
  const transactions: ChainTransaction[] = [];
  while (backlog.length > 0 && budget.pages > 0) {
    budget.pages--;
    const start = backlog.pop()!;
    const page = await readPage(jrpc, address, start, cursor, hashes, timings);
    transactions.push(...page.transactions.sort(byLt));
    if (start > cursor) cursor = start;
  }
  return { transactions, progress: { cursor: cursor.toString(), backlog: backlog.join(','), walk: '' } };
}

interface DecodedEvent {
  readonly tx: ChainTransaction;
  readonly index: number;
  readonly name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- decoded ABI values, read per event by its mapper
  readonly data: Record<string, any>;
}

interface Pending {
  readonly row: WatchRow;
  readonly transactions: ChainTransaction[];
  readonly progress: NonNullable<AccountRead['progress']>;
  /** The events of its transactions that were not aborted, decoded once with the account kind's ABI. */
  readonly events: DecodedEvent[];
}

/** The `_json` field (TIP-4.2) of an NFT's or collection's persistent data; undefined when unreadable. */
export function jsonOfAccount(boc: string, kind: 'nft' | 'collection'): string | undefined {
  try {
    const data = accountData(boc);
    if (!data) return undefined;
    const json = decodeFields(data, ABI_OF[kind], { partial: true })['_json'];
    return typeof json === 'string' ? json : undefined;
  } catch {
    return undefined;
  }
}

function parseMeta(json: string | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Metadata JSON (TIP-4.2) from an NFT's or collection's persistent data; undefined when unreadable. */
export function metaFromAccount(boc: string, kind: 'nft' | 'collection'): Record<string, unknown> | undefined {
  return parseMeta(jsonOfAccount(boc, kind));
}

/** Runs `fn` over `items`, a few at a time. */
async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * The last transaction lt a state request may name for `row`: its cursor, when nothing above it is known
 * to be unread (no backlog, no walk). The endpoint then answers `unchanged` for an account with no newer
 * transaction, without building its state: most watched accounts, most ticks.
 */
const knownLastLt = (row: WatchRow): bigint | undefined =>
  row.cursor !== '0' && !row.backlog && !row.walk ? BigInt(row.cursor) : undefined;

/** States of several accounts at once (a few requests in flight, the rest queued), in the given order. */
async function statesOf(jrpc: JrpcClient, rows: readonly WatchRow[], lastLt: (row: WatchRow) => bigint | undefined = () => undefined) {
  const out: Awaited<ReturnType<JrpcClient['getContractState']>>[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      out[i] = await jrpc.getContractState(rows[i]!.address, lastLt(rows[i]!));
    }
  };
  await Promise.all(Array.from({ length: Math.min(STATE_CONCURRENCY, rows.length) }, worker));
  return out;
}

export async function tick(deps: ReaderDeps): Promise<TickResult> {
  const { sql, jrpc } = deps;
  const budget: Budget = { pages: deps.maxPagesPerTick ?? MAX_PAGES_PER_TICK, starved: 0 };
  const watched = activeWatch(sql);
  const seen = new Set(watched.map((r) => r.address));
  // Accounts with a backlog go last, so a long backfill never holds up the others' new events.
  const behindFirst = (r: WatchRow) => (r.backlog || r.walk ? 1 : 0);
  let wave = (deps.only ? watched.filter((r) => deps.only!.has(r.address)) : watched).sort((a, b) => behindFirst(a) - behindFirst(b));
  const pending: Pending[] = [];
  const collectionStates = new Map<string, string>();
  let chainTime = Number(readMeta(sql, 'chain_time') ?? '0');
  let accountsChecked = 0;

  const discoveredRows: { address: string; kind: WatchKind; root: string }[] = [];
  // Waves: the watched accounts, then the offers their factories announced in this tick, and so on.
  let unknownEvents = 0;
  let decodeErrors = 0;
  const decodeAll = (row: WatchRow, transactions: readonly ChainTransaction[]): DecodedEvent[] => {
    const startedAt = performance.now();
    const out: DecodedEvent[] = [];
    for (const tx of transactions) {
      if (tx.aborted) continue;
      for (const event of tx.events) {
        try {
          const result = decodeEventBody(event.decodable, ABI_OF[row.kind]);
          if (!result) unknownEvents++;
          else out.push({ tx, index: event.index, name: result.name, data: result.data });
        } catch (error) {
          if (!(error instanceof AbiDecodeError)) throw error;
          decodeErrors++;
        }
      }
    }
    addPhase(deps.timings, 'reader: decode events', startedAt);
    return out;
  };
  // Offers found in this tick are read from their newest transaction without a state request first.
  const found = new Set<string>();
  while (wave.length > 0) {
    const known = wave.filter((row) => !found.has(row.address));
    const states = new Map(
      (await timed(deps.timings, 'reader: JRPC getContractState (watched)', () => statesOf(jrpc, known, knownLastLt))).map((state, i) => [
        known[i]!.address,
        state,
      ]),
    );
    const nextWave: WatchRow[] = [];
    const toRead: { row: WatchRow; newest: bigint | undefined }[] = [];
    for (const row of wave) {
      const state = states.get(row.address);
      accountsChecked++;
      let newest: bigint | undefined;
      if (state) {
        if (state.type === 'notExists') continue;
        chainTime = Math.max(chainTime, state.timings.genUtime);
        if (state.type === 'unchanged') continue;
        if (row.kind === 'collection') collectionStates.set(row.address, state.account);
        newest = BigInt(state.lastTransactionId.lt);
        if (newest <= BigInt(row.cursor)) continue;
      }
      toRead.push({ row, newest });
    }
    // Independent accounts are paged a few at a time; those with a backlog only after the others, so a
    // backfill never takes the page budget from new activity. Results are then handled in list order.
    const reads = new Map<WatchRow, AccountRead>();
    await timed(deps.timings, 'reader: paging (getTransactionsList and parse)', async () => {
      for (const group of [toRead.filter((r) => !behindFirst(r.row)), toRead.filter((r) => behindFirst(r.row))]) {
        await inPool(group, READ_CONCURRENCY, async ({ row, newest }) => {
          reads.set(row, await readAccount(jrpc, row, newest, budget, deps.timings));
        });
      }
    });
    for (const { row } of toRead) {
      const { transactions, progress } = reads.get(row)!;
      if (!progress) continue;
      const events = decodeAll(row, transactions);
      pending.push({ row, transactions, progress, events });
      // Offers a factory deployed are read in this same tick (their first events follow the deploy).
      if (!row.kind.startsWith('factory')) continue;
      for (const event of events) {
        const deployed = DEPLOYED_EVENTS[event.name];
        if (!deployed) continue;
        const address = String(event.data[deployed.field] ?? '');
        if (!address || seen.has(address)) continue;
        seen.add(address);
        found.add(address);
        const added = { address, kind: deployed.kind, root: row.address, cursor: '0' };
        discoveredRows.push(added);
        nextWave.push(added);
      }
    }
    wave = nextWave;
  }

  // The decoded events of every account, then the NFT states the mints need.
  const decoded = pending.flatMap(({ row, events }) => events.map((event) => ({ row, ...event })));
  const metas = new Map<string, Record<string, unknown> | undefined>();
  const mintedNfts: WatchRow[] = [];
  for (const d of decoded) {
    if (d.row.kind !== 'collection') continue;
    if (d.name === 'NftCreated') {
      const nft = String(d.data['nft']);
      if (metas.has(nft)) continue;
      metas.set(nft, undefined);
      mintedNfts.push({ address: nft, kind: 'collection', root: '', cursor: '0' });
    } else if (d.name === 'OwnershipTransferred' && !metas.has(d.row.address)) {
      const boc = collectionStates.get(d.row.address);
      metas.set(d.row.address, boc ? metaFromAccount(boc, 'collection') : undefined);
    }
  }
  // The minted NFTs' metadata, a few state requests at a time.
  const nftStates = await timed(deps.timings, 'reader: JRPC getContractState (minted NFTs)', () => statesOf(jrpc, mintedNfts));
  const offChain: { nft: string; url: string }[] = [];
  const metaStarted = performance.now();
  mintedNfts.forEach((row, i) => {
    const state = nftStates[i]!;
    const json = state.type === 'exists' ? jsonOfAccount(state.account, 'nft') : undefined;
    const url = json && deps.offChain ? offChainUrl(json) : null;
    if (url) offChain.push({ nft: row.address, url });
    else metas.set(row.address, parseMeta(json));
  });
  addPhase(deps.timings, 'reader: NFT metadata from state', metaStarted);
  // Metadata named by URL, under the media proxy's fetch rules, a few at a time.
  await inPool(offChain, STATE_CONCURRENCY, async ({ nft, url }) => {
    metas.set(nft, await fetchOffChainMeta(url, deps.offChain!));
  });

  const mapStarted = performance.now();
  const envelopes: (ChainEventInput & { lt: bigint })[] = [];
  const retired = new Set<string>();
  const settlements = settlementsOf(decoded.map((d) => ({ txHash: d.tx.hash, emitter: d.row.address, name: d.name, data: d.data })));
  for (const d of decoded) {
    const event = mapEvent(d.name, d.data, { emitter: d.row.address, kind: d.row.kind, root: d.row.root, metaOf: (a) => metas.get(a) });
    if (!event) continue;
    const mapped = withSettlement(event, settlements.get(`${d.tx.hash}:${d.row.address}`));
    envelopes.push(envelope(d.tx.hash, d.index, d.tx.lt, d.tx.now, d.row.address, mapped));
    if (TERMINAL_KINDS.has(mapped.kind)) retired.add(d.row.address);
  }
  envelopes.sort((a, b) => compareOrderKeys(a.lt, b.lt));
  addPhase(deps.timings, 'reader: map to envelopes', mapStarted);
  // Listings of NFTs in collections nobody configured: the NFT and its collection first (./discover.ts).
  const discovery = await discoverCollections({ db: deps.db, jrpc, watched: seen }, envelopes);
  envelopes.unshift(...discovery.envelopes);
  for (const address of discovery.collections) discoveredRows.push({ address, kind: 'collection', root: '' });

  // Events a crash left ingested but uncommitted here are replayed: ingest then reports what they touch.
  const result =
    envelopes.length > 0
      ? await ingest(deps.db, envelopes, {
          reportKnown: true,
          ...(deps.timings ? { timings: deps.timings } : {}),
          ...(deps.beforeCommit ? { beforeCommit: deps.beforeCommit } : {}),
        })
      : { applied: 0, skipped: 0, touched: { nfts: [], collections: [], profiles: [] }, live: [] };
  const touched = {
    nfts: new Set(result.touched.nfts),
    collections: new Set(result.touched.collections),
    profiles: new Set(result.touched.profiles),
  };
  // Offers past their end stop counting though no event says so; ingest already swept up to its newest event.
  const newestEvent = result.applied > 0 ? Math.max(...envelopes.map((e) => e.ts)) : 0;
  const sweptAt = Math.max(Number(readMeta(sql, 'swept_at') ?? '0'), newestEvent);
  if (chainTime > sweptAt) {
    const swept = await timed(deps.timings, 'reader: sweep at chain time', () => sweepExpired(deps.db, chainTime));
    for (const nft of swept.nfts) touched.nfts.add(nft);
    for (const collection of swept.collections) touched.collections.add(collection);
  }

  const touchedLists = {
    nfts: [...touched.nfts].sort(),
    collections: [...touched.collections].sort(),
    profiles: [...touched.profiles].sort(),
  };
  // The commit point: cursors, new offers, retirements, counters and the follow-up work together.
  timedSync(deps.timings, 'reader: cursor commit', () =>
    deps.transactionSync(() => {
      deps.atCommit?.({ touched: touchedLists, live: result.live });
      watch(sql, discoveredRows);
      for (const { row, progress } of pending) {
        sql.exec(
          'UPDATE watch SET cursor = ?, backlog = ?, walk = ? WHERE address = ?',
          progress.cursor,
          progress.backlog,
          progress.walk,
          row.address,
        );
      }
      for (const address of retired) sql.exec('UPDATE watch SET active = 0 WHERE address = ?', address);
      noteFeeSamples(sql, envelopes, Math.floor(Date.now() / 1000));
      addCount(sql, 'unknown_events', unknownEvents);
      addCount(sql, 'decode_errors', decodeErrors);
      writeMeta(sql, 'chain_time', String(chainTime));
      writeMeta(sql, 'swept_at', String(Math.max(chainTime, sweptAt)));
    }),
  );

  return {
    accountsChecked,
    transactions: pending.reduce((n, p) => n + p.transactions.length, 0),
    events: envelopes.length,
    applied: result.applied,
    unknownEvents,
    decodeErrors,
    discovered: discoveredRows.length,
    retired: retired.size,
    chainTime,
    behind: budget.starved + pending.filter((p) => p.progress.backlog !== '' || p.progress.walk !== '').length,
    touched: touchedLists,
    live: result.live,
  };
}
