/**
 * chain_events.id: the idempotency key an envelope id is stored under. Chain ids
 * are "<64-hex tx hash>:<index>"; the key keeps the hash's first 20 hex digits (80 bits, so ten million
 * transactions collide with odds of about 1 in 10^10: a collision would skip a real event) and the index.
 * Any other id (price ticks, metadata refreshes, tests) is its own key.
 */
const CHAIN_ID = /^([0-9a-f]{20})[0-9a-f]{44}(:\d+)$/;

export function eventKey(id: string): string {
  const m = CHAIN_ID.exec(id);
  return m ? m[1]! + m[2]! : id;
}

/**
 * SQL for the stored form of the text key `expr` (an `eventKey`, or one with more after it, such as a
 * floor alert's): a key "<20 lowercase hex>:<rest>" is stored as a BLOB of the 10 bytes the hex spells
 * and the rest's bytes (11 bytes for "…:0" instead of 22 characters); any other key as its text. The
 * mapping loses nothing (it can be inverted: hex of the first 10 bytes, ':', the rest) and a BLOB never equals a TEXT, so two keys
 * are stored equal only if they are equal: no collision beyond `eventKey`'s own.
 */
export const storedEventKeySql = (expr: string): string =>
  `CASE WHEN substr(${expr}, 21, 1) = ':' AND substr(${expr}, 1, 20) NOT GLOB '*[^0-9a-f]*' ` +
  `THEN unhex(substr(${expr}, 1, 20) || hex(substr(${expr}, 22))) ELSE ${expr} END`;
