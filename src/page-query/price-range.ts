// The list pages' price range: `price_from` and `price_to` in whole units of `price_token` (a token's
// symbol, any case), or in USD when it is absent or `usd`. Like every list parameter, parsing never
// fails: a bound that is not a non-negative decimal is dropped, an unknown currency means USD, and
// bounds given the wrong way round are swapped.
//
// Sent to `/nfts` as USD bounds (`priceFrom`/`priceTo`), or, in a token, as that token
// (`priceTokens`) with exact bounds in its smallest units (`priceAmountFrom`/`priceAmountTo`, the
// contract extension): the lower bound rounded up and the upper one down, so an item inside the
// typed range is never left out nor one outside it let in, at any size (DAI has 18 decimals).
import BigNumber from 'bignumber.js';
import { RAW_AMOUNT_MAX_DIGITS } from '@shared/contract/requests/fields';
import { parseDecimal } from '@shared/lib/amounts';
import type { Token } from '@shared/lib/tokens';

export const USD_CURRENCY = 'usd';

export interface PriceRange {
  /** Plain decimals in whole units of the currency. */
  readonly from: string | null;
  readonly to: string | null;
  /** The token the bounds are in; null: USD. */
  readonly token: Token | null;
}

export const NO_PRICE_RANGE: PriceRange = { from: null, to: null, token: null };

function bound(params: URLSearchParams, key: string): string | null {
  const raw = params.get(key)?.trim();
  if (!raw || raw.length > 100) return null;
  const parsed = parseDecimal(raw);
  return parsed.ok ? parsed.value.toFixed() : null;
}

export function parsePriceRange(params: URLSearchParams, tokens: readonly Token[]): PriceRange {
  const symbol = params.get('price_token')?.trim().toUpperCase() ?? '';
  const token = tokens.find((t) => t.symbol.toUpperCase() === symbol) ?? null;
  const from = bound(params, 'price_from');
  const to = bound(params, 'price_to');
  if (from !== null && to !== null && new BigNumber(from).isGreaterThan(to)) return { from: to, to: from, token };
  return { from, to, token };
}

/** Whether the range filters at all (a token alone filters: items priced in it). */
export function hasPriceRange(range: PriceRange): boolean {
  return range.from !== null || range.to !== null || range.token !== null;
}

/** Whole units -> smallest units, within the largest amount the API takes (a bound above it bounds nothing more). */
function units(amount: string, decimals: number, rounding: BigNumber.RoundingMode): string {
  const digits = new BigNumber(amount).shiftedBy(decimals).integerValue(rounding).toFixed();
  return digits.length > RAW_AMOUNT_MAX_DIGITS ? '9'.repeat(RAW_AMOUNT_MAX_DIGITS) : digits;
}

/** The `/nfts` request fields of a range. */
export function priceRangeForApi(range: PriceRange): {
  priceFrom?: string;
  priceTo?: string;
  priceTokens?: string[];
  priceAmountFrom?: string;
  priceAmountTo?: string;
} {
  const { from, to, token } = range;
  if (token === null) return { ...(from !== null ? { priceFrom: from } : {}), ...(to !== null ? { priceTo: to } : {}) };
  return {
    priceTokens: [token.address],
    ...(from !== null ? { priceAmountFrom: units(from, token.decimals, BigNumber.ROUND_CEIL) } : {}),
    ...(to !== null ? { priceAmountTo: units(to, token.decimals, BigNumber.ROUND_FLOOR) } : {}),
  };
}

/** The range as the filter chips read it: "Price: 1 - 5 DAI", "Price: from $10", "Price: in USDT". */
export function priceRangeLabel(range: PriceRange): string {
  const unit = (amount: string) => (range.token === null ? `$${amount}` : `${amount} ${range.token.symbol}`);
  if (range.from !== null && range.to !== null) {
    return range.token === null ? `Price: $${range.from} – $${range.to}` : `Price: ${range.from} – ${range.to} ${range.token.symbol}`;
  }
  if (range.from !== null) return `Price: from ${unit(range.from)}`;
  if (range.to !== null) return `Price: up to ${unit(range.to)}`;
  return `Price: in ${range.token?.symbol ?? 'USD'}`;
}
