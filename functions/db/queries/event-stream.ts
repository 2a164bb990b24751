/**
 * The event log read forwards, for GET /stream (functions/live/event-stream.ts): the `activity` rows
 * after a position, oldest first, as the same NftEvents `/events` answers.
 *
 * The position is the row's id, which is the order the indexer committed the rows in: ids are given
 * in insert order by the one writer (the chain reader's batches) and rows are never deleted, so every
 * row at or below `max(id)` is committed and no later commit adds one there. That is what makes a
 * resume exact: "every row after N" never grows behind a client's back. The chain-order key (`lt`,
 * functions/db/order-key.ts) cannot serve here: the reader commits accounts' transactions as it reads
 * them, so a row with a smaller key may be committed after one with a larger key.
 *
 * Each read walks the primary key from the position, at most SCAN_WINDOW rows, the filters applied
 * to each row (unary `+` keeps the planner off the time-ordered indexes, which would sort); a filter
 * that matches rarely costs a few cheap reads per window, never a scan of the whole table.
 */
import type { NftEvent } from '@shared/contract/schemas';
import type { StreamParams } from '@shared/contract/requests';
import { transactionColumnSql } from '../activity-payload';
import { eventKindCode } from '../event-kinds';
import { notHidden } from '../hidden';
import { eventFromRow, type EventRow } from './events';
import type { SqlValue } from './sql';
import type { TokenPrices } from './usd';

/** Rows walked by one read at most, matching or not. */
export const SCAN_WINDOW = 5000;

/** What a stream shows: every filter optional, all of them must hold. */
export type StreamFilter = Pick<StreamParams, 'collection' | 'nft' | 'account' | 'types'>;

export interface LogPage {
  /** The matching events after the position, oldest first (a malformed row is left out, as `/events` does). */
  readonly events: NftEvent[];
  /** Every matching row up to here has been read: the next read starts after it. */
  readonly through: number;
  /** The log's last position when read; `through === head` means this read reached it. */
  readonly head: number;
}

/** A stable name for the filter: streams with equal keys share their reads. */
export function filterKey(filter: StreamFilter): string {
  return JSON.stringify([filter.collection ?? '', filter.nft ?? '', filter.account ?? '', [...(filter.types ?? [])].sort()]);
}

function whereOf(filter: StreamFilter): { where: string[]; params: SqlValue[] } {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const addressId = (value: string) => `(SELECT id FROM addresses WHERE address = ?${params.push(value)})`;
  if (filter.collection !== undefined) where.push(`+a.collection = ${addressId(filter.collection)}`);
  if (filter.nft !== undefined) where.push(`+a.nft = ${addressId(filter.nft)}`);
  if (filter.account !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM activity_participants ap WHERE ap.address = ${addressId(filter.account)} AND ap.ts = a.ts AND ap.lt = a.lt AND ap.activity_id = a.id)`,
    );
  if (filter.types !== undefined) where.push(`+a.kind IN (${filter.types.map(eventKindCode).join(', ')})`);
  // As the whole feed of `/events`: a hidden collection's events only when something narrower is asked for.
  if (filter.collection === undefined && filter.nft === undefined && filter.account === undefined) where.push(notHidden('a.collection'));
  return { where, params };
}

/** The log's last position (0 when empty). */
export async function logHead(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT ifnull(max(id), 0) AS head FROM activity').first<{ head: number }>())?.head ?? 0;
}

/** Up to `limit` events matching `filter` after position `after`. */
export async function readLog(db: D1Database, filter: StreamFilter, after: number, limit: number): Promise<LogPage> {
  const { where, params } = whereOf(filter);
  const windowEnd = after + SCAN_WINDOW;
  const page = `SELECT a.id, a.kind, na.address AS nft, a.ts, a.payload, ${transactionColumnSql('a')}, n.name, n.description, n.image
     FROM activity a JOIN addresses na ON na.id = a.nft LEFT JOIN nfts n ON n.id = a.nft
     WHERE a.id > ${Math.trunc(after)} AND a.id <= min(${windowEnd}, (SELECT max(id) FROM activity))
       ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY a.id LIMIT ${Math.trunc(limit)}`;
  // One batch, one round trip and one transaction: the head, the page, the token prices and the addresses
  // the page's payloads may name (every integer in them that is an address id; a few are not, and go unused).
  const [headResult, pageResult, priceResult, addressResult] = await db.batch<unknown>([
    db.prepare('SELECT ifnull(max(id), 0) AS head FROM activity'),
    db.prepare(page).bind(...params),
    db.prepare('SELECT token, usd_price FROM token_usd_prices'),
    db
      .prepare(
        `SELECT DISTINCT ad.id, ad.address FROM (${page}) pg, json_tree(pg.payload) j JOIN addresses ad ON ad.id = j.value WHERE j.type = 'integer'`,
      )
      .bind(...params),
  ]);
  const head = (headResult!.results[0] as { head: number }).head;
  const rows = pageResult!.results as EventRow[];
  const through = rows.length === limit ? rows.at(-1)!.id : Math.max(after, Math.min(windowEnd, head));
  if (rows.length === 0) return { events: [], through, head };
  const prices: TokenPrices = new Map((priceResult!.results as { token: string; usd_price: string }[]).map((r) => [r.token, r.usd_price]));
  const addresses = new Map((addressResult!.results as { id: number; address: string }[]).map((r) => [r.id, r.address]));
  const addressOf = (id: number) => addresses.get(id);
  const events = rows.map((row) => eventFromRow(row, prices, addressOf)).filter((e): e is NftEvent => e !== null);
  return { events, through, head };
}
