/**
 * The current token prices and USD amounts of the API's answers. USD strings are exact: raw integer amount x
 * `token_usd_prices.usd_price` (a decimal string) with bignumber.js. Aggregates that only exist as REAL shadows
 * (collection floor and volume) are printed with 15 significant digits.
 */
import BigNumber from 'bignumber.js';
import { all } from './sql';

/** Current USD per smallest unit of each priced token (exact decimal strings). */
export type TokenPrices = ReadonlyMap<string, string>;

/** The token price table is tiny (one row per payment token): read it whole. */
export async function loadTokenPrices(db: D1Database): Promise<TokenPrices> {
  const rows = await all<{ token: string; usd_price: string }>(db, 'SELECT token, usd_price FROM token_usd_prices', []);
  return new Map(rows.map((r) => [r.token, r.usd_price]));
}

/** Plain decimal string of a BigNumber (no exponent; "-0" as "0"). */
function plain(value: BigNumber): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** amount x current USD price of `token`, exact; null when the amount or the price is unknown. */
export function usdOf(prices: TokenPrices, token: string | null | undefined, amount: string | null | undefined): string | null {
  if (token == null || amount == null) return null;
  const price = prices.get(token);
  if (price === undefined) return null;
  const value = new BigNumber(amount);
  if (!value.isFinite()) return null;
  return plain(value.times(price));
}

/** A REAL shadow value as a decimal string (15 significant digits, no float noise). */
export function formatReal(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return plain(new BigNumber(value.toPrecision(15)));
}

/** A raw amount as an integer string (the reference rounds formatted amounts, §1.5). */
export function integerAmount(value: string | null | undefined): string | null {
  if (value == null) return null;
  const n = new BigNumber(value);
  return n.isFinite() ? plain(n.integerValue(BigNumber.ROUND_HALF_UP)) : null;
}
