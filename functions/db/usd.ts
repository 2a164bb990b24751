/**
 * USD values for the API's responses. Amounts are raw integers and token prices are exact USD per
 * smallest unit (token_usd_prices.usd_price), so a displayed USD value is an exact product; REAL
 * aggregates (collection floor and volume) are printed from their float.
 */
import BigNumber from 'bignumber.js';

/** Token root -> USD per smallest unit (exact decimal string). */
export type TokenPrices = ReadonlyMap<string, string>;

export async function loadTokenPrices(db: D1Database): Promise<Map<string, string>> {
  const rows = await db.prepare('SELECT token, usd_price FROM token_usd_prices').all<{ token: string; usd_price: string }>();
  return new Map(rows.results.map((r) => [r.token, r.usd_price]));
}

/** raw x current USD price of `token`, or null when either is unknown. */
export function usdOf(raw: string | null | undefined, token: string | null | undefined, prices: TokenPrices): string | null {
  if (raw == null || token == null) return null;
  const perUnit = prices.get(token);
  return perUnit === undefined ? null : new BigNumber(raw).times(perUnit).toFixed();
}

/** A REAL USD figure as a plain decimal string (at most 6 decimals), or null. */
export function usdText(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return new BigNumber(value).decimalPlaces(6, BigNumber.ROUND_HALF_UP).toFixed();
}
