// An address's own trades (deals, mints, transfers) from the activity rows it takes part in, oldest first:
// what its profit and loss (./pnl.ts) and its history file (./trade-history.ts) read.
import type { EventType } from '@shared/contract/enums/event-types';
import { PAYLOAD_LAYOUTS, payloadSettlement, payloadTransaction, transactionColumnSql } from '../activity-payload';
import { addressIdSql } from '../address-ids';
import { eventKindCode, eventKindOf } from '../event-kinds';
import { storedOrderKeySql } from '../order-key';
import { TRADE_KINDS, type TradeEvent, type TradeKind } from '../pnl';
import { all } from './sql';

const DEAL_CODES = ['sell_purchased', 'offer_filled', 'auction_complete'].map((k) => eventKindCode(k as EventType)).join(', ');

/** Where each trade kind keeps who received the NFT, who gave it, the price and its token. */
const ROLES: Record<TradeKind, { to: string; from: string | null; price: string | null; token: string | null }> = {
  sell_purchased: { to: 'newOwner', from: 'creator', price: 'price', token: 'paymentToken' },
  offer_filled: { to: 'creator', from: 'oldOwner', price: 'price', token: 'spentToken' },
  auction_complete: { to: 'maxBidAddress', from: 'nftOwner', price: 'maxBidValue', token: 'paymentToken' },
  mint: { to: 'owner', from: null, price: null, token: null },
  transfer: { to: 'to', from: 'from', price: null, token: null },
};

export interface TradeRow {
  id: number;
  kind: number;
  ts: number;
  /** The order key, as `orderKeyParam` writes it: where the next page starts. */
  lt_key: string;
  payload: string;
  /** The transaction hash, hex ('' none; `transactionColumnSql`). */
  tx: string;
  /** The ids in `addresses` of the NFT and its collection: a reader that shows them looks them up per page. */
  nft_id: number;
  collection_id: number;
  usd: number | null;
}

/** A row's order key as a statement parameter (functions/db/order-key.ts, `orderKeyParam`). */
const LT_PARAM = `CASE WHEN typeof(p.lt) = 'blob' THEN 'x' || hex(p.lt) ELSE CAST(p.lt AS TEXT) END`;

// The columns of a trade row (TradeRow), from `p` (the participant) and `a` (its activity row). No join per
// row: at the 1M world a year of a whale's trades touches 136,000 NFTs, and reading each NFT's row (about
// 1 KB) made a cold read of the history twice as slow.
const TRADE_COLUMNS = `
  a.id, a.kind, a.ts, ${LT_PARAM} AS lt_key, a.payload, ${transactionColumnSql('a')}, a.nft AS nft_id, a.collection AS collection_id,
  CASE WHEN a.kind IN (${DEAL_CODES}) THEN
    (SELECT ph.usd FROM price_history ph WHERE ph.nft = a.nft AND ph.ts = a.ts ORDER BY ph.id LIMIT 1) END AS usd`;
const TRADE_CODES = TRADE_KINDS.map((k) => eventKindCode(k)).join(', ');

// The address's trades with `from` ≤ ts < `to`, after the row (`afterTs`, `afterLt`, `afterId`), in feed order
// (the participants' key, so pages read the index in order and sort nothing). The USD value is the deal's own
// (price_history, at the token price of its moment).
const TRADES_SQL = `
  SELECT ${TRADE_COLUMNS}
  FROM activity_participants p
  JOIN activity a ON a.id = p.activity_id
  WHERE p.address = ${addressIdSql('?1')} AND p.kind IN (${TRADE_CODES})
    AND p.ts >= ?2 AND p.ts < ?3 AND (p.ts, p.lt, p.activity_id) > (?4, ${storedOrderKeySql('?5')}, ?6)
  ORDER BY p.ts, p.lt, p.activity_id
  LIMIT ?7`;

// From each NFT's own rows (activity_nft_kind) to the owner's participant row of each (one key seek).
const NFT_TRADES_SQL = `
  SELECT ${TRADE_COLUMNS}
  FROM json_each(?2) d
  JOIN activity a ON a.nft = d.value
  JOIN activity_participants p ON p.address = ?1 AND p.ts = a.ts AND p.lt = a.lt AND p.activity_id = a.id
  WHERE p.kind IN (${TRADE_CODES})
  ORDER BY p.ts, p.lt, p.activity_id`;

export interface TradeWindow {
  from: number;
  to: number;
  afterTs: number;
  afterLt: string;
  afterId: number;
  limit: number;
}

export function tradeRows(db: D1Database, owner: string, w: TradeWindow): Promise<TradeRow[]> {
  return all<TradeRow>(db, TRADES_SQL, [owner, w.from, w.to, w.afterTs, w.afterLt, w.afterId, w.limit]);
}

/** The trades of the address (its id in `addresses`) in the given NFTs (ids), oldest first. */
export function nftTradeRows(db: D1Database, ownerId: number, nftIds: readonly number[]): Promise<TradeRow[]> {
  return all<TradeRow>(db, NFT_TRADES_SQL, [ownerId, JSON.stringify(nftIds)]);
}

/** A stored address value: an id of `addresses` (as `#id`) or, in rows of the older layout, the address. */
const party = (value: unknown): string | null =>
  typeof value === 'number' ? `#${value}` : typeof value === 'string' && value !== '' ? value : null;

/** The parts of an activity payload of either layout, by key. */
function payloadFields(kind: EventType, stored: string): Record<string, unknown> {
  const layout = PAYLOAD_LAYOUTS[kind];
  if (stored.startsWith('[')) {
    const values = JSON.parse(stored) as unknown[];
    return Object.fromEntries(layout.keys.map((key, i) => [key, values[i] ?? null]));
  }
  let part = JSON.parse(stored) as Record<string, unknown>;
  for (const step of layout.path) part = (part[step] ?? {}) as Record<string, unknown>;
  return part;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A stored row as a trade; the NFT, its collection and the parties as `#id` (parties of rows of the older layout as addresses). */
export function tradeOf(row: TradeRow): TradeEvent | null {
  const kind = eventKindOf(row.kind) as TradeKind | undefined;
  if (!kind || !TRADE_KINDS.includes(kind)) return null;
  const fields = payloadFields(kind, row.payload);
  const roles = ROLES[kind];
  const settlement = payloadSettlement(kind, row.payload);
  return {
    kind,
    ts: row.ts,
    nft: `#${row.nft_id}`,
    collection: `#${row.collection_id}`,
    to: party(fields[roles.to]),
    from: roles.from ? party(fields[roles.from]) : null,
    token: roles.token ? party(fields[roles.token]) : null,
    price: roles.price ? text(fields[roles.price]) : null,
    usd: row.usd === null ? null : String(row.usd),
    fee: settlement?.fee ?? null,
    royalty: settlement?.royalty ?? null,
    transaction: payloadTransaction(kind, row.payload, row.tx),
  };
}

/** Whether a trade names this NFT, collection or party by its id (`#id`), not by an address of the older layout. */
export const isIdKey = (key: string | null): key is string => key?.startsWith('#') ?? false;

/** The id in `addresses` of an `#id` key, as `tradeOf` names NFTs, collections and parties. */
export const addressIdOf = (key: string): number => Number(key.slice(1));

/** The `#id` form of an address (as trades name parties) and the address itself, for matching. */
export async function partyNamesOf(db: D1Database, address: string): Promise<Set<string>> {
  const row = await db.prepare('SELECT id FROM addresses WHERE address = ?1').bind(address).first<{ id: number }>();
  return new Set([address, ...(row ? [`#${row.id}`] : [])]);
}

/** The addresses of the ids in the JSON array ?1. */
export const ADDRESSES_SQL = 'SELECT id, address FROM addresses WHERE id IN (SELECT value FROM json_each(?1))';

/** Addresses of the `#id` parties in `trades` (one query per call). */
export async function addressesOf(db: D1Database, parties: Iterable<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set([...parties].filter(isIdKey).map(addressIdOf))];
  if (ids.length === 0) return new Map();
  const rows = await all<{ id: number; address: string }>(db, ADDRESSES_SQL, [JSON.stringify(ids)]);
  return new Map(rows.map((r) => [`#${r.id}`, r.address]));
}

/** Where the first page starts: before every row. */
export const FIRST_ROW = { afterTs: -1, afterLt: '0', afterId: 0 } as const;
