/**
 * How an activity row stores its NftEvent part (api-contract §8.14): a JSON array of the part's values
 * in a fixed order per kind, addresses as ids of `addresses`. About 60 bytes instead
 * of the ~280 of the object with its keys and 66-character addresses. Rows written before this
 * layout hold the object itself; `decodePayload` reads both. After the layout's values, a deal stores a null
 * and the market fee and royalty its transaction paid, in the price's token (`payloadSettlement`). The hash
 * of the transaction an event was read from is the row's `tx` (32 bytes); rows written before that column
 * hold it in that null's place (`payloadTransaction`: base64url, 43 characters, or older still its 64 hex
 * digits).
 */
import type { EventType } from '@shared/contract/enums/event-types';

/** Where the part sits in the NftEvent, and its keys in stored order. */
interface Layout {
  path: readonly string[];
  keys: readonly string[];
}

const SELL = ['creator', 'startTime', 'endTime', 'durationTime', 'price', 'status', 'paymentToken', 'newOwner'];
const OFFER = ['creator', 'startTime', 'endTime', 'durationTime', 'price', 'status', 'spentToken', 'oldOwner'];
const AUCTION = ['nftOwner', 'auctionStartTime', 'auctionEndTime', 'auctionDuration', 'state', 'paymentToken', 'price'];

export const PAYLOAD_LAYOUTS: Record<EventType, Layout> = {
  sell_active: { path: ['directSell'], keys: SELL },
  sell_purchased: { path: ['directSell'], keys: SELL },
  sell_canceled: { path: ['directSell'], keys: SELL },
  offer_active: { path: ['directBuy'], keys: OFFER },
  offer_filled: { path: ['directBuy'], keys: OFFER },
  offer_canceled: { path: ['directBuy'], keys: OFFER },
  auction_active: { path: ['auction', 'auctionActive'], keys: AUCTION },
  auction_canceled: { path: ['auction', 'auctionCanceled'], keys: AUCTION },
  auction_complete: { path: ['auction', 'auctionComplete'], keys: [...AUCTION, 'maxBidValue', 'maxBidAddress'] },
  auction_bid_placed: { path: ['auction', 'auctionBidPlaced'], keys: ['bidSender', 'paymentToken', 'bidValue'] },
  mint: { path: ['mint'], keys: ['owner', 'creator'] },
  transfer: { path: ['transfer'], keys: ['from', 'to'] },
};

/** Keys whose values are addresses (stored as ids). */
export const ADDRESS_KEYS: ReadonlySet<string> = new Set([
  'creator',
  'paymentToken',
  'spentToken',
  'newOwner',
  'oldOwner',
  'nftOwner',
  'maxBidAddress',
  'bidSender',
  'owner',
  'from',
  'to',
]);

const AUCTION_SLOTS = ['auctionActive', 'auctionComplete', 'auctionCanceled', 'auctionBidPlaced'] as const;

/** The part's values in stored order (addresses still as strings; the writer turns them into ids). */
export function payloadValues(kind: EventType, part: object): { key: string; value: unknown }[] {
  const layout = PAYLOAD_LAYOUTS[kind];
  let slot: unknown = part;
  for (const step of layout.path) slot = (slot as Record<string, unknown> | null)?.[step];
  const values = (slot ?? {}) as Record<string, unknown>;
  return layout.keys.map((key) => ({ key, value: values[key] ?? null }));
}

/** Address ids a stored payload refers to. */
export function payloadAddressIds(kind: EventType, stored: string): number[] {
  if (!stored.startsWith('[')) return [];
  const values = JSON.parse(stored) as unknown[];
  return PAYLOAD_LAYOUTS[kind].keys.flatMap((key, i) =>
    ADDRESS_KEYS.has(key) && typeof values[i] === 'number' ? [values[i] as number] : [],
  );
}

/** The NftEvent part of a stored payload (either layout), with ids resolved through `addressOf`. */
export function decodePayload(kind: EventType, stored: string, addressOf: (id: number) => string | undefined): Record<string, unknown> {
  if (!stored.startsWith('[')) return JSON.parse(stored) as Record<string, unknown>;
  const layout = PAYLOAD_LAYOUTS[kind];
  const values = JSON.parse(stored) as unknown[];
  let part: Record<string, unknown> = Object.fromEntries(
    layout.keys.map((key, i) => {
      const value = values[i] ?? null;
      return [key, ADDRESS_KEYS.has(key) && typeof value === 'number' ? (addressOf(value) ?? null) : value];
    }),
  );
  if (layout.path[0] === 'auction') {
    const auction: Record<string, unknown> = Object.fromEntries(AUCTION_SLOTS.map((s) => [s, null]));
    auction[layout.path[1]!] = part;
    part = auction;
  }
  return { [layout.path[0]!]: part };
}

const TRANSACTION_HASH = /^[0-9a-f]{64}$/;

/** The hash of the transaction an event came from, out of its envelope id (`<tx hash>:<index>`). */
export function transactionOfEventId(id: string): string | null {
  const hash = id.split(':', 1)[0] ?? '';
  return id.length > 65 && id[64] === ':' && TRANSACTION_HASH.test(hash) ? hash : null;
}

const STORED_HASH = /^[A-Za-z0-9_-]{43}$/;
const HEX_HASH = /^[0-9A-Fa-f]{64}$/;

/** How a query reads an activity row's `tx` for `payloadTransaction`: hex digits ('' when none). */
export const transactionColumnSql = (alias: string): string => `hex(${alias}.tx) AS tx`;

/**
 * The transaction hash (hex) of an activity row: its `tx` column as `transactionColumnSql` reads it, or in a
 * row written before that column, what its payload stores after the values, in either form.
 */
export function payloadTransaction(kind: EventType, stored: string, column = ''): string | null {
  if (HEX_HASH.test(column)) return column.toLowerCase();
  if (!stored.startsWith('[')) return null;
  const hash = (JSON.parse(stored) as unknown[])[PAYLOAD_LAYOUTS[kind].keys.length];
  if (typeof hash !== 'string') return null;
  if (TRANSACTION_HASH.test(hash)) return hash;
  if (!STORED_HASH.test(hash)) return null;
  const bytes = atob(hash.replaceAll('-', '+').replaceAll('_', '/'));
  return [...bytes].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

/** The fee and royalty a deal's payload stores after its transaction (smallest units); null when not recorded. */
export function payloadSettlement(kind: EventType, stored: string): { fee: string; royalty: string } | null {
  if (!stored.startsWith('[')) return null;
  const values = JSON.parse(stored) as unknown[];
  const at = PAYLOAD_LAYOUTS[kind].keys.length + 1;
  const fee = values[at];
  const royalty = values[at + 1];
  return typeof fee === 'string' && typeof royalty === 'string' ? { fee, royalty } : null;
}
