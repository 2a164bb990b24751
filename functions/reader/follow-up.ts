/**
 * The reader's work after a commit, kept in its own storage so that no crash loses it:
 *
 * - `reader_follow_up`: purging the cached pages a commit touched and telling the live topics. Each row
 *   is written in the same storage transaction as the commit itself (cursors, confirmed NFT states), done
 *   right after it, and deleted once done; whatever a crash or a failed purge leaves behind is done at
 *   the start of the reader's next run (alarm, cron, a poke, a page's re-read).
 * - `reader_journal`: ingests that no cursor would replay (an NFT re-read builds its events by comparing
 *   the chain with D1, which no longer differ once the batch committed). Their events are written here
 *   before the D1 batch; a run that finds one left ingests the same events again, and ingest reports
 *   what already-stored events touch (`reportKnown`), so their follow-up work is not lost either.
 *
 * Ticks need no journal: their cursors move only in the commit, so a crash replays their transactions.
 */
import type { ChainEventInput } from '../indexer';
import type { LiveMessage } from '../indexer/live-changes';
import type { Touched } from './purge';

/** A purge that keeps failing is given up after this many runs (the pages expire with their TTL). */
export const PURGE_ATTEMPTS = 3;

export type FollowUp =
  | { readonly id: number; readonly kind: 'purge'; readonly touched: Touched; readonly origin: string | null; readonly attempts: number }
  | { readonly id: number; readonly kind: 'live'; readonly messages: LiveMessage[]; readonly at: number };

export function createFollowUpTables(sql: SqlStorage): void {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS reader_follow_up (
       id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, body TEXT NOT NULL, origin TEXT,
       at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)`,
  );
  sql.exec('CREATE TABLE IF NOT EXISTS reader_journal (id INTEGER PRIMARY KEY AUTOINCREMENT, events TEXT NOT NULL, origin TEXT)');
}

/** Records a commit's follow-up work; call inside the commit's storage transaction. */
export function addFollowUp(
  sql: SqlStorage,
  work: { touched: Touched; live: readonly LiveMessage[]; origin?: string | null | undefined; at: number },
): void {
  const { nfts, collections, profiles } = work.touched;
  if (nfts.length + collections.length + profiles.length > 0) {
    sql.exec(
      "INSERT INTO reader_follow_up (kind, body, origin, at) VALUES ('purge', ?, ?, ?)",
      JSON.stringify({ nfts, collections, profiles }),
      work.origin ?? null,
      work.at,
    );
  }
  if (work.live.length > 0)
    sql.exec("INSERT INTO reader_follow_up (kind, body, at) VALUES ('live', ?, ?)", JSON.stringify(work.live), work.at);
}

/** The work left to do, oldest first. */
export function pendingFollowUps(sql: SqlStorage): FollowUp[] {
  return sql
    .exec<{ id: number; kind: string; body: string; origin: string | null; at: number; attempts: number }>(
      'SELECT id, kind, body, origin, at, attempts FROM reader_follow_up ORDER BY id',
    )
    .toArray()
    .map((row) =>
      row.kind === 'live'
        ? { id: row.id, kind: 'live', messages: JSON.parse(row.body) as LiveMessage[], at: row.at }
        : { id: row.id, kind: 'purge', touched: JSON.parse(row.body) as Touched, origin: row.origin, attempts: row.attempts },
    );
}

export function followUpDone(sql: SqlStorage, id: number): void {
  sql.exec('DELETE FROM reader_follow_up WHERE id = ?', id);
}

/** A purge failed: it is tried again on the next run, up to PURGE_ATTEMPTS runs in all. */
export function followUpFailed(sql: SqlStorage, id: number): void {
  sql.exec('UPDATE reader_follow_up SET attempts = attempts + 1 WHERE id = ?', id);
  sql.exec('DELETE FROM reader_follow_up WHERE id = ? AND attempts >= ?', id, PURGE_ATTEMPTS);
}

/** Writes the events of an ingest about to start; returns the entry to close in its commit. */
export function journal(sql: SqlStorage, events: readonly ChainEventInput[], origin: string | null | undefined): number {
  // A logical time may be a bigint: written as its decimal string.
  const text = JSON.stringify(events, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return sql.exec<{ id: number }>('INSERT INTO reader_journal (events, origin) VALUES (?, ?) RETURNING id', text, origin ?? null).one().id;
}

export function closeJournal(sql: SqlStorage, id: number): void {
  sql.exec('DELETE FROM reader_journal WHERE id = ?', id);
}

/** Ingests whose commit a crash prevented. */
export function openJournal(sql: SqlStorage): { id: number; events: ChainEventInput[]; origin: string | null }[] {
  return sql
    .exec<{ id: number; events: string; origin: string | null }>('SELECT id, events, origin FROM reader_journal ORDER BY id')
    .toArray()
    .map((row) => ({ id: row.id, events: JSON.parse(row.events) as ChainEventInput[], origin: row.origin }));
}
