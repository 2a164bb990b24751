/**
 * JSON-safe encoding of chain state for Durable Object storage: every bigint becomes
 * `{"$bigint": "<decimal>"}`; everything else must already be plain JSON data.
 */
const BIGINT_TAG = '$bigint';

export function toJsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return { [BIGINT_TAG]: value.toString() };
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('non-finite number in chain state');
    if (typeof value === 'function' || typeof value === 'symbol') throw new TypeError('non-data value in chain state');
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== undefined) out[key] = toJsonSafe(inner);
  }
  return out;
}

export function fromJsonSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJsonSafe);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === BIGINT_TAG && typeof record[BIGINT_TAG] === 'string') {
    return BigInt(record[BIGINT_TAG]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) out[key] = fromJsonSafe(inner);
  return out;
}
