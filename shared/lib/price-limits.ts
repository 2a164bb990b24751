// The bounds of a price typed in a market dialog, and how far it sits from the collection's floor.
//
// "Value is too high" needs a bound a person can read: one billion whole tokens of any payment token.
// It is above any real NFT price in the supported tokens (all of Venom's supply is about 7.2 billion
// coins), far inside the contracts' uint128, and it stops a slip of the keyboard ("99999999999999999999999")
// from reaching the wallet.
//
// The floor warning is the one serious marketplaces give before a costly slip: selling (listing,
// starting an auction, accepting an offer) at more than half under the collection's floor, or buying
// (a bid, an offer) at more than five times it, asks for a second confirmation.

/** The most whole tokens a price may be. */
export const MAX_PRICE_WHOLE_TOKENS = 1_000_000_000n;

/** The highest price in units of a token with `decimals`. */
export function maxPriceUnits(decimals: number): bigint {
  return MAX_PRICE_WHOLE_TOKENS * 10n ** BigInt(decimals);
}

/** A sale more than this fraction under the floor is far below it. */
export const FAR_BELOW_FLOOR = 0.5;
/** A bid or an offer more than this many times the floor is far above it. */
export const FAR_ABOVE_FLOOR = 5;

/** Which way a price can be a slip: a seller's too low, a buyer's too high. */
export type FloorSide = 'sell' | 'buy';

export interface FloorWarning {
  readonly direction: 'below' | 'above';
  /** How far from the floor, in whole percent of the floor (73 for "73% below", 420 for "420% above"). */
  readonly percent: number;
}

/**
 * The warning for a price far from the floor, or null (no floor, no price, or close enough). Both in
 * the same currency (USD: the floor is kept in USD, the price through its token's rate).
 */
export function floorWarning(side: FloorSide, price: number | null, floor: number | null): FloorWarning | null {
  if (price === null || floor === null || !Number.isFinite(price) || !Number.isFinite(floor) || floor <= 0 || price < 0) return null;
  const ratio = price / floor;
  if (side === 'sell' && ratio < 1 - FAR_BELOW_FLOOR) return { direction: 'below', percent: Math.floor((1 - ratio) * 100) };
  if (side === 'buy' && ratio > FAR_ABOVE_FLOOR) return { direction: 'above', percent: Math.floor((ratio - 1) * 100) };
  return null;
}

/** "73% below the collection floor ($1.48)". */
export function floorWarningText(warning: FloorWarning, floorText: string): string {
  return `${warning.percent}% ${warning.direction} the collection floor (${floorText})`;
}
