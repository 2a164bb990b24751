// Raw blockchain addresses: "<workchain>:<64 hex>".
//
// Spec section 5: "Wallet address form: workchain (0 or -1), colon, 64 hex characters."
// Case: validation accepts either case (people paste what explorers show), but the API stores
// and matches lowercase raw addresses by exact string (api-contract 1.3), so anything sent to the
// API or compared goes through `normalizeAddress` first.

const ADDRESS_PATTERN = /^(?:0|-1):[0-9a-fA-F]{64}$/;

/** "0:" followed by 64 zeros: the placeholder for an unknown owner or collection. */
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/** A raw address in the canonical (lowercase) form. A plain string, branded by name only. */
export type Address = string;

/** True for "0:<64 hex>" or "-1:<64 hex>", either case, no surrounding spaces. */
export function isValidAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** Trims and lowercases a valid address; null when the input is not one. */
export function normalizeAddress(value: string): Address | null {
  const trimmed = value.trim();
  return isValidAddress(trimmed) ? trimmed.toLowerCase() : null;
}

/** Compares two addresses whatever their case; false when either is invalid. */
export function sameAddress(a: string, b: string): boolean {
  const left = normalizeAddress(a);
  return left !== null && left === normalizeAddress(b);
}

export function isZeroAddress(value: string): boolean {
  return normalizeAddress(value) === ZERO_ADDRESS;
}

/**
 * Display form: the first 6 and last 4 characters joined by a single "…" character (spec section 9),
 * e.g. "0:1a2b…9f0e". Strings too short to gain anything are returned unchanged.
 */
export function shortenAddress(value: string): string {
  const head = 6;
  const tail = 4;
  if (value.length <= head + tail + 1) return value;
  return `${value.slice(0, head)}…${value.slice(-tail)}`;
}
