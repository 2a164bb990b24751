/**
 * chain_events.id: the idempotency key an envelope id is stored under (migration 0008). Chain ids are
 * "<64-hex tx hash>:<index>"; the key keeps the hash's first 20 hex digits (80 bits, so ten million
 * transactions collide with odds of about 1 in 10^10) and the index: 22 characters instead of 66+.
 * Any other id (price ticks, metadata refreshes, tests) is its own key. Migration 0008 converts
 * existing rows with the same rule in SQL.
 */
const CHAIN_ID = /^([0-9a-f]{20})[0-9a-f]{44}(:\d+)$/;

export function eventKey(id: string): string {
  const m = CHAIN_ID.exec(id);
  return m ? m[1]! + m[2]! : id;
}

