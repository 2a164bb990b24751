/**
 * The activity feed, POST /events (api-contract §10.27, §8.14). Rows come from `activity`, one per
 * NftEvent, in a total order: ts DESC, lt DESC, id DESC. Each access path walks an index in that
 * order and stops after the page:
 *
 * Rows live in `activity` with addresses as ids of `addresses` and kinds as codes.
 *
 * - `nft`: activity_nft_kind (nft, ts, lt, kind);
 * - `owner`: activity_participants (address, ts, lt, activity_id), which also lists mints and bids
 *   received (gap 22);
 * - `collections` (and types): one ordered index walk per (collection, type) pair over
 *   activity_collection_type (every type when none is asked for), each cut at offset+limit+1 rows,
 *   merged. SQLite cannot keep index order for `event_type IN (...)`, so this is what keeps a
 *   collection page from sorting every matching row;
 * - nothing: activity_verified, walked for verified rows only (verified = true) or once per flag, merged.
 *
 * `verified: true` is honoured in every combination (gap 22). `usdPrice` is added at the current
 * token price. A stored row that does not fit the NftEvent schema is left out instead of failing
 * the page (gap 22).
 */
import type { NftEvent, NftEvents } from '@shared/contract/schemas';
import { nftEventSchema } from '@shared/contract/schemas';
import type { EventsParams } from '@shared/contract/requests';
import { decodePayload, payloadAddressIds, payloadTransaction, transactionColumnSql } from '../activity-payload';
import { EVENT_TYPES } from '@shared/contract/enums/event-types';
import { eventKindCode, eventKindOf } from '../event-kinds';
import { all, first, jsonList, pageTotal, type SqlValue } from './sql';
import { loadTokenPrices, usdOf, type TokenPrices } from './usd';
import { notHidden } from '../hidden';

/** The id of one address in `addresses`; a constant for the planner. */
const ADDRESS_ID = '(SELECT id FROM addresses WHERE address = ?)';
/** The ids of a JSON list of addresses. */
const ADDRESS_IDS = '(SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?)))';
const kindCodes = (types: EventsParams['types']) => JSON.stringify(types.map(eventKindCode));

/** D1 refuses a compound SELECT of more than 5 terms ("too many terms in compound SELECT"). */
const MAX_COMPOUND_TERMS = 5;
/**
 * Above this many ordered index walks, one filtered query (which sorts) is used instead: three levels
 * of compounds of five, e.g. ten collections of every kind.
 */
const MAX_MERGED_WALKS = MAX_COMPOUND_TERMS ** 3;
/** Each merged collection is a bound parameter, and D1 binds at most 100 a statement. */
const MAX_MERGED_COLLECTIONS = 10;

/** `UNION ALL` of the SELECTs, nested in compounds of at most five terms. */
function unionAll(selects: readonly string[]): string {
  if (selects.length <= MAX_COMPOUND_TERMS) return selects.join(' UNION ALL ');
  const groups: string[] = [];
  for (let i = 0; i < selects.length; i += MAX_COMPOUND_TERMS)
    groups.push(`SELECT * FROM (${selects.slice(i, i + MAX_COMPOUND_TERMS).join(' UNION ALL ')})`);
  return unionAll(groups);
}

/** Every stored kind: a collection's walks without a type filter, one per kind. */
const ALL_KINDS = EVENT_TYPES.map(eventKindCode);

interface PageQuery {
  /** Yields `id, ts, lt` of the page, already limited. */
  sql: string;
  params: SqlValue[];
  /** Counts every matching row (withCount). */
  countSql: string;
  countParams: SqlValue[];
}

function pageQuery(p: EventsParams, fetch: number): PageQuery {
  const filters: string[] = [];
  const params: SqlValue[] = [];
  const typeFilter = (column: string) => {
    if (p.types.length > 0) {
      filters.push(`${column} IN (SELECT value FROM json_each(?))`);
      params.push(kindCodes(p.types));
    }
  };
  const order = 'ORDER BY ts DESC, lt DESC, id DESC';
  // A period's start: every walk is in time order, so it only cuts each walk short. A checked integer, so a literal.
  const since = (column: string) => (p.from === undefined ? [] : [`${column} >= ${Math.trunc(p.from)}`]);
  filters.push(...since(p.owner !== undefined && p.nft === undefined ? 'p.ts' : 'a.ts'));
  /** Ordered walks of activity, each cut at `fetch` rows, merged into the page. */
  const merged = (arms: string[], armParams: SqlValue[], count: { where: string[]; params: SqlValue[] }): PageQuery => ({
    sql: `SELECT id, ts, lt FROM (${unionAll(
      arms.map(
        (where) =>
          `SELECT * FROM (SELECT a.id, a.ts, a.lt FROM activity a WHERE ${where} ORDER BY a.ts DESC, a.lt DESC, a.id DESC LIMIT ${fetch})`,
      ),
    )}) ${order} LIMIT ? OFFSET ?`,
    params: armParams,
    countSql: `SELECT count(*) AS total FROM activity a${count.where.length > 0 ? ` WHERE ${count.where.join(' AND ')}` : ''}`,
    countParams: count.params,
  });

  if (p.nft !== undefined || p.owner === undefined) {
    if (p.nft !== undefined) {
      filters.push(`a.nft = ${ADDRESS_ID}`);
      params.push(p.nft);
    }
    if (p.owner !== undefined) {
      filters.push(
        `EXISTS (SELECT 1 FROM activity_participants ap WHERE ap.address = ${ADDRESS_ID} AND ap.ts = a.ts AND ap.lt = a.lt AND ap.activity_id = a.id)`,
      );
      params.push(p.owner);
    }
    if (p.verified === true) filters.push('a.verified = 1');
    const kinds = p.types.length > 0 ? p.types.map(eventKindCode) : ALL_KINDS;
    const walks = p.collections.length * kinds.length;
    if (p.nft === undefined && p.collections.length > 0 && p.collections.length <= MAX_MERGED_COLLECTIONS && walks <= MAX_MERGED_WALKS) {
      // One walk of activity_collection_type per (collection, kind); no owner here (that is the participants
      // branch). Collection i is parameter ?i in every walk, and kinds are literals.
      const ids = p.collections.map((_, i) => `(SELECT id FROM addresses WHERE address = ?${i + 1})`);
      const arms = ids.flatMap((id) => kinds.map((kind) => [`a.collection = ${id}`, `a.kind = ${kind}`, ...filters].join(' AND ')));
      const where = [`a.collection IN (${ids.join(', ')})`, ...(p.types.length > 0 ? [`a.kind IN (${kinds.join(', ')})`] : []), ...filters];
      return merged(arms, [...p.collections], { where, params: [...p.collections] });
    }
    if (p.nft === undefined && p.collections.length === 0 && p.verified !== true) {
      // The whole feed: activity_verified walked once per flag (it orders each by time).
      typeFilter('a.kind');
      const arms = [1, 0].map((flag) => [`a.verified = ${flag}`, ...(flag ? [] : [notHidden('a.collection')]), ...filters].join(' AND '));
      return merged(arms, [...params, ...params], { where: filters, params });
    }
    if (p.collections.length > 0) {
      filters.push(`a.collection IN ${ADDRESS_IDS}`);
      params.push(jsonList(p.collections));
    }
    typeFilter('a.kind');
    const where = filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : '';
    return {
      sql: `SELECT a.id, a.ts, a.lt FROM activity a ${where} ORDER BY a.ts DESC, a.lt DESC, a.id DESC LIMIT ? OFFSET ?`,
      params,
      countSql: `SELECT count(*) AS total FROM activity a ${where}`,
      countParams: [...params],
    };
  }

  // owner (without nft): the participants index is in feed order.
  filters.push(`p.address = ${ADDRESS_ID}`);
  params.push(p.owner);
  typeFilter('p.kind');
  const needsActivity = p.collections.length > 0 || p.verified === true;
  if (p.collections.length > 0) {
    filters.push(`a.collection IN ${ADDRESS_IDS}`);
    params.push(jsonList(p.collections));
  }
  if (p.verified === true) filters.push('a.verified = 1');
  const from = needsActivity ? 'activity_participants p JOIN activity a ON a.id = p.activity_id' : 'activity_participants p';
  const where = filters.join(' AND ');
  return {
    sql: `SELECT p.activity_id AS id, p.ts, p.lt FROM ${from} WHERE ${where} ORDER BY p.ts DESC, p.lt DESC, p.activity_id DESC LIMIT ? OFFSET ?`,
    params,
    countSql: `SELECT count(*) AS total FROM ${from} WHERE ${where}`,
    countParams: [...params],
  };
}

/** An activity row joined with its NFT, as `eventFromRow` reads it. */
export interface EventRow {
  id: number;
  kind: number;
  nft: string;
  ts: number;
  payload: string;
  /** The transaction hash, hex ('' none; `transactionColumnSql`). */
  tx: string;
  name: string | null;
  description: string | null;
  image: string | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** Adds `usdPrice` (amount x the token's current USD price) to one part of the payload. */
function withUsd(part: unknown, amountKey: string, tokenKey: string, prices: TokenPrices): Json | null {
  if (!isObject(part)) return null;
  return { ...part, usdPrice: usdOf(prices, text(part[tokenKey]), text(part[amountKey])) };
}

export function eventFromRow(row: EventRow, prices: TokenPrices, addressOf: (id: number) => string | undefined): NftEvent | null {
  const kind = eventKindOf(row.kind);
  if (!kind) return null;
  let payload: unknown;
  try {
    payload = decodePayload(kind, row.payload, addressOf);
  } catch {
    return null;
  }
  if (!isObject(payload)) return null;
  const auction = isObject(payload['auction']) ? payload['auction'] : null;
  const candidate = {
    id: row.id,
    eventType: kind,
    name: row.name,
    description: row.description,
    datetime: row.ts,
    address: row.nft,
    previewUrl: row.image,
    directSell: withUsd(payload['directSell'], 'price', 'paymentToken', prices),
    directBuy: withUsd(payload['directBuy'], 'price', 'spentToken', prices),
    auction: auction
      ? {
          auctionActive: withUsd(auction['auctionActive'], 'price', 'paymentToken', prices),
          auctionComplete: withUsd(auction['auctionComplete'], 'price', 'paymentToken', prices),
          auctionCanceled: withUsd(auction['auctionCanceled'], 'price', 'paymentToken', prices),
          auctionBidPlaced: withUsd(auction['auctionBidPlaced'], 'bidValue', 'paymentToken', prices),
        }
      : null,
    mint: isObject(payload['mint']) ? payload['mint'] : null,
    transfer: isObject(payload['transfer']) ? payload['transfer'] : null,
    transactionHash: payloadTransaction(kind, row.payload, row.tx),
  };
  const parsed = nftEventSchema.safeParse(candidate);
  if (!parsed.success) {
    console.warn('events: skipping a malformed activity row', row.id, parsed.error.issues[0]?.message);
    return null;
  }
  return parsed.data;
}

/** The addresses behind the ids the page's payloads hold, in one query. */
async function addressesOf(db: D1Database, rows: EventRow[]): Promise<(id: number) => string | undefined> {
  const ids = new Set<number>();
  for (const row of rows) {
    const kind = eventKindOf(row.kind);
    try {
      if (kind) for (const id of payloadAddressIds(kind, row.payload)) ids.add(id);
    } catch {
      // A malformed payload is skipped by eventFromRow.
    }
  }
  if (ids.size === 0) return () => undefined;
  const found = await all<{ id: number; address: string }>(
    db,
    'SELECT id, address FROM addresses WHERE id IN (SELECT value FROM json_each(?))',
    [JSON.stringify([...ids])],
  );
  const byId = new Map(found.map((r) => [r.id, r.address]));
  return (id) => byId.get(id);
}

/** POST /events. */
export async function listEvents(db: D1Database, p: EventsParams): Promise<NftEvents> {
  const q = pageQuery(p, p.offset + p.limit + 1);
  const [rows, prices, exact] = await Promise.all([
    all<EventRow>(
      db,
      `SELECT a.id, a.kind, na.address AS nft, a.ts, a.payload, ${transactionColumnSql('a')}, n.name, n.description, n.image
       FROM (${q.sql}) pg JOIN activity a ON a.id = pg.id JOIN addresses na ON na.id = a.nft
       LEFT JOIN nfts n ON n.id = a.nft
       ORDER BY pg.ts DESC, pg.lt DESC, pg.id DESC`,
      [...q.params, p.limit + 1, p.offset],
    ),
    loadTokenPrices(db),
    p.withCount ? first<{ total: number }>(db, q.countSql, q.countParams).then((r) => r?.total ?? 0) : Promise.resolve(null),
  ]);
  const page = rows.slice(0, p.limit);
  const addressOf = await addressesOf(db, page);
  const data = page.map((r) => eventFromRow(r, prices, addressOf)).filter((e): e is NftEvent => e !== null);
  return { totalRows: pageTotal(p.offset, p.limit, rows.length, exact), data };
}
