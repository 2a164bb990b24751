/**
 * An event's order key: its place in chain order, exact for any 64-bit logical time. The reader makes
 * it from its transaction's logical time (uint64) and a slot in that transaction: lt × 256 + slot, in
 * bigint (a real lt of 5.5e13 times 256 is past 2^53, where a Number product loses the slot). Slots
 * 0-254 are the transaction's out messages in order (a transaction sends at most 255); a re-read of an
 * NFT's state uses the top slots of the state's lt. Feeds order by (ts, key); keys never collide
 * within a transaction, so its events keep their order.
 *
 * Stored in the `lt` columns (activity, activity_participants, bids) without loss: a key below 2^63
 * as an INTEGER, a larger one as a 9-byte big-endian BLOB. SQLite sorts every INTEGER before every
 * BLOB and BLOBs bytewise, so the stored values sort like the keys, and rows written before this rule
 * (lt × 256 + index, below 2^53) are already in this form.
 */

/** Out messages and re-read slots of one logical time. */
export const SLOTS_PER_LT = 256;
/** lt = 2^64 - 1, slot 255. */
export const MAX_ORDER_KEY = (1n << 72n) - 1n;
/** A re-read of an NFT's state that finds another owner / manager (after every event of its lt). */
export const REFRESH_OWNER_SLOT = 254;
export const REFRESH_MANAGER_SLOT = 255;

const INTEGER_LIMIT = 1n << 63n;

export function orderKey(lt: bigint, slot: number): bigint {
  if (lt < 0n || lt >= 1n << 64n) throw new RangeError(`logical time ${lt} is not a uint64`);
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOTS_PER_LT) throw new RangeError(`slot ${slot} is not in 0..${SLOTS_PER_LT - 1}`);
  return lt * BigInt(SLOTS_PER_LT) + BigInt(slot);
}

export const compareOrderKeys = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** The key as a statement parameter for `storedOrderKeySql`: its decimal digits, or "x" and 18 hex digits. */
export function orderKeyParam(key: bigint): string {
  return key < INTEGER_LIMIT ? key.toString() : `x${key.toString(16).padStart(18, '0')}`;
}

/** SQL for the stored form of the parameter `param` (an `orderKeyParam`); D1 would bind a JS number as a lossy REAL. */
export const storedOrderKeySql = (param: string): string =>
  `(CASE WHEN substr(${param}, 1, 1) = 'x' THEN unhex(substr(${param}, 2)) ELSE CAST(${param} AS INTEGER) END)`;
