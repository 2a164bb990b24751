// Amounts: parsing, conversion between whole tokens and integer units, and display.
//
// Spec section 9: "Amounts convert to integer units by shifting by decimals and rounding up.
// Displayed numbers round down, space as group separator in groups of 3, dot as decimal."
// The API may send decimal strings in exponent form ("3.84E-7", "1E+21", api-contract 1.5),
// so every parser here accepts both plain and exponent notation.
import { BigNumber } from 'bignumber.js';
import { DISPLAY_DECIMALS, NATIVE_COIN_DECIMALS, NAVBAR_BALANCE_DECIMALS, USD_DECIMALS } from './constants';

/**
 * Our own BigNumber constructor: an isolated clone, so this config never leaks into (or is
 * changed by) other users of the global BigNumber. EXPONENTIAL_AT at its maximum keeps
 * `toString()` in plain notation.
 */
export const Decimal = BigNumber.clone({
  EXPONENTIAL_AT: 1e9,
  DECIMAL_PLACES: 40,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
  FORMAT: { groupSeparator: ' ', groupSize: 3, decimalSeparator: '.', fractionGroupSize: 0 },
});

/** What the amount functions accept. Plain JS numbers are left out on purpose (binary floats). */
export type DecimalInput = string | bigint | BigNumber;

/** Integer units (nano-tokens): a bigint, or a decimal string whose value is an integer. */
export type UnitsInput = string | bigint;

export type AmountErrorCode = 'empty' | 'not_a_number' | 'negative' | 'out_of_range' | 'not_an_integer';

export type DecimalParseResult = { ok: true; value: BigNumber } | { ok: false; error: AmountErrorCode };

/** Thrown by the converting functions when their input is not a valid amount. */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  constructor(
    readonly code: AmountErrorCode,
    readonly input: unknown,
  ) {
    super(`Invalid amount (${code}): ${describe(input)}`);
  }
}

// Digits with an optional fraction, then an optional exponent. No sign, no hex, no "Infinity":
// bignumber.js would accept "0x1f" or "Infinity", which are never valid amounts here.
const DECIMAL_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const NEGATIVE_PATTERN = /^-\s*(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

// Real amounts are uint128 (about 3.4e38) and USD values are tiny fractions; anything outside
// 1e-100 .. 1e100 is garbage, and refusing it keeps `toFixed()` from building huge strings.
const MAX_EXPONENT = 100;

/** Parses a non-negative, finite decimal without throwing. */
export function parseDecimal(input: DecimalInput): DecimalParseResult {
  let value: BigNumber;
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return { ok: false, error: 'empty' };
    if (NEGATIVE_PATTERN.test(text)) return { ok: false, error: 'negative' };
    if (!DECIMAL_PATTERN.test(text)) return { ok: false, error: 'not_a_number' };
    value = new Decimal(text);
  } else if (typeof input === 'bigint' || BigNumber.isBigNumber(input)) {
    value = new Decimal(input);
    if (!value.isFinite()) return { ok: false, error: 'not_a_number' };
  } else {
    return { ok: false, error: 'not_a_number' };
  }
  if (value.isNegative() && !value.isZero()) return { ok: false, error: 'negative' };
  if (!value.isZero() && Math.abs(value.e ?? 0) > MAX_EXPONENT) return { ok: false, error: 'out_of_range' };
  // Normalise -0 to 0.
  return { ok: true, value: value.isZero() ? new Decimal(0) : value };
}

/** Like `parseDecimal`, but throws `InvalidAmountError`. */
export function decimalOrThrow(input: DecimalInput): BigNumber {
  const parsed = parseDecimal(input);
  if (!parsed.ok) throw new InvalidAmountError(parsed.error, input);
  return parsed.value;
}

/**
 * Whole tokens -> integer units: shift by `decimals`, round UP (spec section 9), so the amount
 * sent is never below what the user typed. `toUnits('1.5', 9)` is `'1500000000'`.
 */
export function toUnits(amount: DecimalInput, decimals: number): string {
  return decimalOrThrow(amount).shiftedBy(validDecimals(decimals)).integerValue(BigNumber.ROUND_CEIL).toFixed();
}

/** Whole tokens -> integer units as a bigint (same rounding as `toUnits`). */
export function toUnitsBigInt(amount: DecimalInput, decimals: number): bigint {
  return BigInt(toUnits(amount, decimals));
}

/**
 * Integer units -> whole tokens, as a plain decimal string without exponent or trailing zeros.
 * Exact (no rounding): shifting by -decimals never loses digits.
 */
export function fromUnits(units: DecimalInput, decimals: number): string {
  return decimalOrThrow(units).shiftedBy(-validDecimals(decimals)).toFixed();
}

/**
 * Parses integer units to a bigint. Accepts exponent forms whose value is an integer
 * ("1E+21", "4.2E+9"); refuses fractions, because units have no fractional part.
 */
export function unitsToBigInt(units: UnitsInput): bigint {
  if (typeof units === 'bigint') {
    if (units < 0n) throw new InvalidAmountError('negative', units);
    return units;
  }
  const value = decimalOrThrow(units);
  if (!value.isInteger()) throw new InvalidAmountError('not_an_integer', units);
  return BigInt(value.toFixed());
}

/**
 * Display formatting: rounds DOWN to `decimals` places, groups the integer part by 3 with a single
 * space, dot as decimal separator, trailing zeros dropped.
 * `formatAmount('1234567.891')` is `'1 234 567.89'`; `formatAmount('5')` is `'5'`.
 * Trailing zeros are dropped because the spec does not ask for fixed decimals and "5 VENOM" reads
 * better than "5.00 VENOM".
 * A non-zero amount below the shown precision reads `'< 0.01'`, never `'0'`: "sold for 0 WVENOM" would
 * be false. Zero stays `'0'`. Exact amounts (inputs, CSV) use `fromUnits`.
 */
export function formatAmount(value: DecimalInput, decimals: number = DISPLAY_DECIMALS): string {
  const exact = decimalOrThrow(value);
  const places = validDecimals(decimals);
  const rounded = exact.decimalPlaces(places, BigNumber.ROUND_DOWN);
  if (rounded.isZero() && !exact.isZero()) return `< ${smallestShown(places).toFormat()}`;
  return rounded.toFormat();
}

/**
 * A US dollar value: always two decimals ("$1 229.40", "$2.10"), rounded down like every displayed
 * amount, with the same grouping; a non-zero value below a cent is "< $0.01". The one home of the USD format.
 */
export function formatUsd(value: DecimalInput): string {
  const exact = decimalOrThrow(value);
  const rounded = exact.decimalPlaces(USD_DECIMALS, BigNumber.ROUND_DOWN);
  if (rounded.isZero() && !exact.isZero()) return `< $${smallestShown(USD_DECIMALS).toFormat(USD_DECIMALS)}`;
  return `$${rounded.toFormat(USD_DECIMALS)}`;
}

/** The smallest non-zero value shown with `places` decimals: 0.01 for 2, 1 for 0. */
function smallestShown(places: number): BigNumber {
  return new Decimal(1).shiftedBy(-places);
}

/** A count of things, grouped like amounts: "12 345". */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) && count >= 0 ? new Decimal(count).toFormat() : '0';
}

/** Integer units -> display string (shift by the token's decimals, then `formatAmount`). */
export function formatUnits(units: DecimalInput, tokenDecimals: number, displayDecimals: number = DISPLAY_DECIMALS): string {
  return formatAmount(fromUnits(units, tokenDecimals), displayDecimals);
}

/** The navbar's coin balance: always 1 decimal (spec: "shown with 1 decimal"), rounded down, so "1 234.0", not "1 234". */
export function formatNavbarBalance(units: DecimalInput, decimals: number = NATIVE_COIN_DECIMALS): string {
  const rounded = decimalOrThrow(fromUnits(units, decimals)).decimalPlaces(NAVBAR_BALANCE_DECIMALS, BigNumber.ROUND_DOWN);
  return rounded.toFormat(NAVBAR_BALANCE_DECIMALS);
}

/** A coin balance anywhere but the navbar: 2 decimals, rounded down. */
export function formatCoinBalance(units: DecimalInput, decimals: number = NATIVE_COIN_DECIMALS): string {
  return formatUnits(units, decimals, DISPLAY_DECIMALS);
}

/** Token decimals are a TIP-3 uint8. Anything else is a programming error, hence RangeError. */
export function validDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid decimals: ${decimals}`);
  }
  return decimals;
}

function describe(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (typeof input === 'bigint') return `${input}n`;
  return String(input);
}
