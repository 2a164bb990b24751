/**
 * `ingest(db, events)`: the indexer's one entry point. Chain event envelopes (./envelope.ts) in,
 * D1 rows out, exactly once:
 *
 * 1. Every event is validated first; one invalid event rejects the call with
 *    InvalidChainEventError and nothing is written.
 * 2. Ids already in `chain_events` (or repeated within the call) are skipped.
 * 3. New events are applied in order. Their statements go into one `db.batch`, which D1 runs as a
 *    transaction, headed by the ids of the addresses it names and its `chain_events` rows (one
 *    statement each); consecutive events share a batch up to `maxStatementsPerBatch`, so a block
 *    usually commits as a whole, never half an event.
 *    If a concurrent writer committed one of the ids first, the batch fails on the primary key and
 *    its events are retried one by one, skipping the ones now present.
 * 4. Offers past their end are swept (./sweep.ts) with the newest applied event time.
 *
 * The indexer expects one writer at a time in chain order (the production setup funnels events
 * through a Durable Object); the statements read the current rows, so order matters, not timing.
 *
 * It returns what changed for cache purging: the NFTs, collections and profiles (addresses whose
 * profile pages show the change) touched by the applied events (with `reportKnown`, also by the
 * already-stored ones it was given). Token prices and root changes
 * move USD values everywhere and report no keys: those pages refresh with their cache TTL.
 */
import { addressIdSql, addressSql } from '../db/address-ids';
import { eventKey, storedEventKeySql } from '../db/event-key';
import { notificationKindOf } from '../db/notification-kinds';
import { flushParticipants, markPnlLedgers } from './activity';
import { applyEvent, flushRuns } from './apply';
import { BatchContext, emptyTouched, type Touched } from './context';
import { flushDerived, flushRarity } from './derived';
import { parseChainEvents, type ChainEvent } from './envelope';
import { notifyFloorCrossings } from './notify';
import { liveMessages, type LiveMessage } from './live-changes';
import { addPhase, timed, timedSync, type PhaseTimes } from './phases';
import { sweepExpired } from './sweep';

export interface IngestOptions {
  /**
   * Upper bound on statements per D1 batch (an event is never split). D1 counts each statement
   * against the per-invocation query limit, so production callers with small blocks can lower it.
   */
  maxStatementsPerBatch?: number;
  /** Run the expiry sweep after applying (default true). */
  sweep?: boolean;
  /**
   * Recompute the rarity of changed collections after the last batch (default true); a bulk load runs
   * `recomputeAllRarity` once instead.
   */
  rarity?: boolean;
  /** Adds the time of each phase here (./phases.ts; the reader's benchmark prints it). */
  timings?: PhaseTimes;
  /**
   * Also report what events already stored touch, as when they were applied (they are not applied
   * again): a caller that crashed between an ingest and its follow-up work (purges, live messages)
   * gets that work back by ingesting the same events again.
   */
  reportKnown?: boolean;
  /**
   * Called before each D1 batch with what it is about to change, read from the rows as they stand (the
   * people of a market before it moves: an auction's leader about to be outbid among them). The chain
   * reader purges those pages here too, so that no page stored before the change is served once the
   * change can be read: the purge after the commit alone left a moment in which it could.
   */
  beforeCommit?: (touched: TouchedLists) => Promise<void>;
}

export interface TouchedLists {
  nfts: string[];
  collections: string[];
  profiles: string[];
}

export interface IngestResult {
  applied: number;
  skipped: number;
  touched: TouchedLists;
  /** What the live sockets are told (./live-changes.ts). */
  live: LiveMessage[];
}

const ID_CHUNK = 500;

async function knownIds(db: D1Database, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const idsByKey = new Map<string, string[]>();
    for (const id of ids.slice(i, i + ID_CHUNK)) {
      const key = eventKey(id);
      idsByKey.set(key, [...(idsByKey.get(key) ?? []), id]);
    }
    const rows = await db
      .prepare(`SELECT j.value AS id FROM json_each(?1) j JOIN chain_events c ON c.id = ${storedEventKeySql('j.value')}`)
      .bind(JSON.stringify([...idsByKey.keys()]))
      .all<{ id: string }>();
    for (const row of rows.results) for (const id of idsByKey.get(row.id) ?? []) known.add(id);
  }
  return known;
}

async function commit(ctx: BatchContext, events: readonly ChainEvent[], options: IngestOptions, purgedAhead: Touched): Promise<void> {
  const { timings, beforeCommit } = options;
  timedSync(timings, 'ingest: apply (statements)', () => {
    flushRuns(ctx);
    flushParticipants(ctx);
    markPnlLedgers(ctx);
    flushDerived(ctx);
    const first = events[0];
    if (first) notifyFloorCrossings(ctx, first.id, Math.max(...events.map((e) => e.ts)));
  });
  const statements = [...ctx.headStatements(), ...ctx.statements];
  if (statements.length === 0) return;
  if (beforeCommit)
    await timed(timings, 'ingest: before commit', async () => {
      const ahead = await touchedBefore(ctx, events, purgedAhead);
      if (ahead.nfts.length + ahead.collections.length + ahead.profiles.length > 0) await beforeCommit(ahead);
    });
  const results = await timed(timings, 'ingest: D1 batch', () => ctx.db.batch(statements));
  if (timings) addStatementTimes(timings, ctx, results);
}

/**
 * D1's own time for each statement of the batch (its result's `meta.duration`), summed per statement under
 * `sql: <its first words>`: what each table and index costs a write (npm run bench:reader prints them).
 */
function addStatementTimes(timings: PhaseTimes, ctx: BatchContext, results: readonly D1Result[]): void {
  const head = results.length - ctx.sqlTexts.length;
  results.forEach((result, i) => {
    const sql = i < head ? 'batch head (addresses, chain_events)' : ctx.sqlTexts[i - head]!.replace(/\s+/g, ' ').trim().slice(0, 72);
    const label = `sql: ${sql}`;
    timings[label] = (timings[label] ?? 0) + (result.meta?.duration ?? 0);
  });
}

const without = (keys: ReadonlySet<string>, done: Set<string>): Set<string> => new Set([...keys].filter((key) => !done.has(key)));

/**
 * What a batch is about to touch, as the rows stand before it (see IngestOptions.beforeCommit), less what
 * an earlier batch of the same call purged ahead (`purgedAhead`, which this adds to). The call's touched keys
 * grow batch by batch, and purging them all again before every batch made a tick of many batches spend more
 * on purging than on writing. A page stored before the call is still gone before the call's first change to
 * it; one stored between two of its batches is gone with the purge after the call.
 */
async function touchedBefore(ctx: BatchContext, events: readonly ChainEvent[], purgedAhead: Touched): Promise<TouchedLists> {
  const touched: Touched = {
    nfts: without(ctx.touched.nfts, purgedAhead.nfts),
    collections: without(ctx.touched.collections, purgedAhead.collections),
    profiles: without(ctx.touched.profiles, purgedAhead.profiles),
    markets: without(ctx.touched.markets, purgedAhead.markets),
  };
  for (const nft of touched.nfts) purgedAhead.nfts.add(nft);
  for (const nft of touched.markets) purgedAhead.markets.add(nft);
  // An NFT not indexed yet (minted by this batch) had no page stored before the call.
  const indexed = await addCollectionsOfNfts(ctx.db, touched);
  const nfts = [...touched.nfts].filter((nft) => indexed.has(nft));
  await addPeopleInvolved(ctx.db, touched, Math.min(...events.map((e) => e.ts)));
  const collections = [...without(touched.collections, purgedAhead.collections)];
  const profiles = [...without(touched.profiles, purgedAhead.profiles)];
  for (const collection of collections) purgedAhead.collections.add(collection);
  for (const profile of profiles) purgedAhead.profiles.add(profile);
  return { nfts: nfts.sort(), collections: collections.sort(), profiles: profiles.sort() };
}

function isDuplicateIdError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: chain_events\.id/.test(error.message);
}

/**
 * The NFTs listed (sale or auction) by `events` that someone watches. A watch added while the call runs
 * may miss that listing's alert; it gets every later one.
 */
async function watchedAmongListed(db: D1Database, events: readonly ChainEvent[]): Promise<Set<string>> {
  const listed = [...new Set(events.flatMap((e) => (e.kind === 'sell_active' || e.kind === 'auction_active' ? [e.payload.nft] : [])))];
  const watched = new Set<string>();
  for (let i = 0; i < listed.length; i += ID_CHUNK) {
    const rows = await db
      .prepare("SELECT DISTINCT target FROM watches WHERE kind = 'nft' AND target IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(listed.slice(i, i + ID_CHUNK)))
      .all<{ target: string }>();
    for (const row of rows.results) watched.add(row.target);
  }
  return watched;
}

/** Applies events one per batch, skipping any already present (the slow path after a conflict). */
async function applyOneByOne(
  db: D1Database,
  events: ChainEvent[],
  touched: Touched,
  rarityNfts: Set<string>,
  watched: ReadonlySet<string>,
  appliedEvents: ChainEvent[],
  options: IngestOptions,
  purgedAhead: Touched,
): Promise<{ applied: number; skipped: number }> {
  let applied = 0;
  let skipped = 0;
  for (const e of events) {
    if ((await knownIds(db, [e.id])).has(e.id)) {
      skipped++;
      continue;
    }
    const ctx = new BatchContext(db, touched, rarityNfts, watched);
    applyEvent(ctx, e);
    try {
      await commit(ctx, [e], options, purgedAhead);
      applied++;
      appliedEvents.push(e);
    } catch (error) {
      if (!isDuplicateIdError(error)) throw error;
      skipped++;
    }
  }
  return { applied, skipped };
}

/** Who was notified of these (stored) events, with the kinds. */
async function notifiedBy(db: D1Database, events: readonly ChainEvent[]): Promise<Map<string, string[]>> {
  const notified = new Map<string, string[]>();
  const ids = events.map((e) => eventKey(e.id));
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .prepare(
        `SELECT a.address AS recipient, n.kind FROM notifications n JOIN addresses a ON a.id = n.recipient WHERE n.event_key IN (SELECT ${storedEventKeySql('value')} FROM json_each(?1))`,
      )
      .bind(JSON.stringify(ids.slice(i, i + ID_CHUNK)))
      .all<{ recipient: string; kind: number }>();
    for (const row of rows.results) {
      const kind = notificationKindOf(row.kind);
      if (kind) notified.set(row.recipient, [...new Set([...(notified.get(row.recipient) ?? []), kind])]);
    }
  }
  return notified;
}

/** Adds the collections of the touched NFTs (events about an NFT rarely name its collection); returns each NFT's. */
async function addCollectionsOfNfts(db: D1Database, touched: Touched): Promise<Map<string, string>> {
  const collectionOf = new Map<string, string>();
  const nfts = [...touched.nfts];
  for (let i = 0; i < nfts.length; i += ID_CHUNK) {
    const rows = await db
      .prepare('SELECT address, collection FROM nfts WHERE address IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(nfts.slice(i, i + ID_CHUNK)))
      .all<{ address: string; collection: string }>();
    for (const row of rows.results) {
      touched.collections.add(row.collection);
      collectionOf.set(row.address, row.collection);
    }
  }
  return collectionOf;
}

/** The newest notification's id: what ingest writes after it is new. */
async function lastNotificationId(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT coalesce(max(id), 0) AS id FROM notifications').first<{ id: number }>())?.id ?? 0;
}

/** Who got notifications after `afterId`, with their kinds. */
async function notifiedSince(db: D1Database, afterId: number): Promise<Map<string, string[]>> {
  const rows = await db
    .prepare(
      `SELECT ${addressSql('recipient')} AS recipient, group_concat(DISTINCT kind) AS kinds FROM notifications WHERE id > ?1 GROUP BY recipient`,
    )
    .bind(afterId)
    .all<{ recipient: string; kinds: string }>();
  return new Map(rows.results.map((row) => [row.recipient, row.kinds.split(',').map((code) => notificationKindOf(Number(code))!)]));
}

/** Runs `sql` (?1 = a JSON list of NFTs, ?2 = `since`) over `nfts` in chunks and adds each `person` to the profiles. */
async function addPeople(db: D1Database, touched: Touched, nfts: readonly string[], sql: string, since: number): Promise<void> {
  for (let i = 0; i < nfts.length; i += ID_CHUNK) {
    const rows = await db
      .prepare(sql)
      .bind(JSON.stringify(nfts.slice(i, i + ID_CHUNK)), since)
      .all<{ person: string }>();
    for (const row of rows.results) if (row.person) touched.profiles.add(row.person);
  }
}

/**
 * Adds the profiles whose pages show what changed: the owner of every touched NFT (their Collected
 * tab shows its card, price and metadata), and for each changed market the makers of its live
 * offers (their Offers tab shows whether it is on sale or auction), its auctions' owners and
 * everyone who bid on its auctions that are live or changed since `since` (their Bids tab marks
 * outbid, won and lost: a new bid outbids the previous leader, whom no event of it names).
 */
async function addPeopleInvolved(db: D1Database, touched: Touched, since: number): Promise<void> {
  await addPeople(
    db,
    touched,
    [...touched.nfts],
    'SELECT owner AS person FROM nfts WHERE address IN (SELECT value FROM json_each(?1)) AND ?2 IS NOT NULL',
    since,
  );
  await addPeople(
    db,
    touched,
    [...touched.markets],
    // CROSS JOIN keeps SQLite walking from the listed NFTs: left to choose, it scanned every bid or
    // live offer (seconds per call at 20,000 NFTs, and growing with the chain).
    `WITH t(nft) AS (SELECT a.id FROM json_each(?1) j JOIN addresses a ON a.address = j.value)
     SELECT p.address AS person FROM (
       SELECT d.buyer AS id FROM t CROSS JOIN direct_buys d ON d.nft = t.nft WHERE d.live = 1
       UNION SELECT a.owner FROM t CROSS JOIN auctions a ON a.nft = t.nft WHERE a.live = 1 OR a.updated_at >= ?2
       UNION SELECT b.bidder FROM t CROSS JOIN auctions a ON a.nft = t.nft CROSS JOIN bids b ON b.auction = ${addressIdSql('a.address')}
         WHERE a.live = 1 OR a.updated_at >= ?2) x
     JOIN addresses p ON p.id = x.id`,
    since,
  );
}

export async function ingest(db: D1Database, events: readonly unknown[], options: IngestOptions = {}): Promise<IngestResult> {
  const maxStatements = options.maxStatementsPerBatch ?? 1000;
  const timings = options.timings;
  const parsed = timedSync(timings, 'ingest: validate', () => parseChainEvents(events));

  const seen = new Set<string>();
  const unique = parsed.filter((e) => !seen.has(e.id) && seen.add(e.id));
  const known = await timed(timings, 'ingest: known ids', () =>
    knownIds(
      db,
      unique.map((e) => e.id),
    ),
  );
  const fresh = unique.filter((e) => !known.has(e.id));

  const touched = emptyTouched();
  const notificationsBefore = fresh.length > 0 ? await timed(timings, 'ingest: notifications', () => lastNotificationId(db)) : 0;
  const watched = await timed(timings, 'ingest: watched listings', () => watchedAmongListed(db, fresh));
  const appliedEvents: ChainEvent[] = [];
  let applied = 0;
  let skipped = parsed.length - fresh.length;
  let newest = -1;
  let oldest = Number.MAX_SAFE_INTEGER;

  const rarityNfts = new Set<string>();
  const purgedAhead = emptyTouched();
  let ctx = new BatchContext(db, touched, rarityNfts, watched);
  let pending: ChainEvent[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    try {
      await commit(ctx, pending, options, purgedAhead);
      applied += pending.length;
      appliedEvents.push(...pending);
    } catch (error) {
      if (!isDuplicateIdError(error)) throw error;
      const retried = await applyOneByOne(db, pending, touched, rarityNfts, watched, appliedEvents, options, purgedAhead);
      applied += retried.applied;
      skipped += retried.skipped;
    }
    ctx = new BatchContext(db, touched, rarityNfts, watched);
    pending = [];
  };

  for (const e of fresh) {
    const startedAt = performance.now();
    applyEvent(ctx, e);
    addPhase(timings, 'ingest: apply (statements)', startedAt);
    pending.push(e);
    newest = Math.max(newest, e.ts);
    oldest = Math.min(oldest, e.ts);
    if (ctx.statements.length >= maxStatements) await flush();
  }
  await flush();

  // Replayed events touch what they touched when applied; their statements are built and dropped. Their
  // collections' rarity is recomputed again: a crash may have come between their batch and the recompute.
  const replayed = options.reportKnown ? unique.filter((e) => known.has(e.id)) : [];
  if (replayed.length > 0) {
    const scratch = new BatchContext(db, touched, rarityNfts, null);
    for (const e of replayed) {
      applyEvent(scratch, e);
      oldest = Math.min(oldest, e.ts);
    }
  }
  const reported = applied + replayed.length;
  if (options.rarity !== false) await timed(timings, 'ingest: rarity', () => flushRarity(db, rarityNfts));

  if (applied > 0 && options.sweep !== false) await timed(timings, 'ingest: sweep', () => sweepExpired(db, newest, touched));
  const collectionOf =
    reported > 0 ? await timed(timings, 'ingest: collections of NFTs', () => addCollectionsOfNfts(db, touched)) : new Map<string, string>();
  if (reported > 0) await timed(timings, 'ingest: people involved', () => addPeopleInvolved(db, touched, oldest));
  const profiles = [...touched.profiles].sort();
  const notified =
    applied > 0 ? await timed(timings, 'ingest: notifications', () => notifiedSince(db, notificationsBefore)) : new Map<string, string[]>();
  if (replayed.length > 0)
    for (const [recipient, kinds] of await notifiedBy(db, replayed))
      notified.set(recipient, [...new Set([...(notified.get(recipient) ?? []), ...kinds])]);
  return timedSync(timings, 'ingest: live messages', () => ({
    applied,
    skipped,
    touched: { nfts: [...touched.nfts].sort(), collections: [...touched.collections].sort(), profiles },
    live: liveMessages({ events: [...appliedEvents, ...replayed], collectionOf, profiles, notified }),
  }));
}
