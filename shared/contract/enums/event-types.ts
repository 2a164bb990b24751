// Activity event types (spec section 4, api-contract section 9).
//
// The API spells "canceled" with one l; the creation flow spells it "cancelled" ("both readings
// exist"). The canonical form here is the API's single-l spelling; `parseEventType` accepts both.
import { isOneOf } from './one-of';

export const EVENT_TYPES = [
  'sell_active',
  'sell_purchased',
  'sell_canceled',
  'offer_active',
  'offer_filled',
  'offer_canceled',
  'auction_active',
  'auction_bid_placed',
  'auction_canceled',
  'auction_complete',
  'mint',
  'transfer',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: unknown): value is EventType => isOneOf(EVENT_TYPES, value);

/**
 * Reads an event type from outside (URL, API), accepting the double-l spelling:
 * "sell_cancelled" -> "sell_canceled". Exact match only (no trimming or case folding):
 * the wire strings are lowercase. Unknown values give null.
 */
export function parseEventType(value: string): EventType | null {
  const single = value.endsWith('_cancelled') ? `${value.slice(0, -'cancelled'.length)}canceled` : value;
  return isEventType(single) ? single : null;
}

/** Human labels for the activity feed. */
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  sell_active: 'Listed for sale',
  sell_purchased: 'Sold',
  sell_canceled: 'Sale cancelled',
  offer_active: 'Offer made',
  offer_filled: 'Offer accepted',
  offer_canceled: 'Offer cancelled',
  auction_active: 'Auction started',
  auction_bid_placed: 'Bid placed',
  auction_canceled: 'Auction cancelled',
  auction_complete: 'Auction completed',
  mint: 'Minted',
  transfer: 'Transferred',
};
