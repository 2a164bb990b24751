/**
 * Exact USD in integers: the P&L's stored sums are 1/10,000 USD (the precision `usdText` shows, so a sum in
 * SQL is exact), and a value at a token's price is an exact fraction. BigInt arithmetic: a whale's P&L
 * values 850 collections, and BigNumber's decimal strings made that the slowest part of the answer.
 */
import BigNumber from 'bignumber.js';

/** A USD amount as int / 10^scale, exactly. */
export interface UsdFraction {
  int: bigint;
  scale: number;
}

/** A decimal USD string (a token's price per smallest unit, an amount in USD) as an exact fraction. */
export function usdFraction(usd: string): UsdFraction {
  const [whole = '0', fraction = ''] = new BigNumber(usd).toFixed().split('.');
  return { int: BigInt(whole + fraction), scale: fraction.length };
}

/** `amount` smallest units at `price` per unit. */
export const valueAt = (price: UsdFraction, amount: bigint): UsdFraction => ({ int: price.int * amount, scale: price.scale });

function scaledText(int: bigint, scale: number): string {
  const digits = (int < 0n ? -int : int).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return int < 0n ? `-${text}` : text;
}

/** The fraction as plain decimal text, every digit kept (as `usdOf` prints it). */
export const fractionText = (usd: UsdFraction): string => scaledText(usd.int, usd.scale);

/** 1/10,000 USD as decimal text ("-0" never). */
export const e4Text = (e4: bigint | number): string => scaledText(BigInt(e4), 4);

/** usd × times − e4 / 10^4, in 1/10,000 USD, rounded half away from zero (as `usdText`). */
export function minusE4(usd: UsdFraction, times: number, e4: bigint | number): bigint {
  if (usd.scale <= 4) return usd.int * BigInt(times) * 10n ** BigInt(4 - usd.scale) - BigInt(e4);
  const unit = 10n ** BigInt(usd.scale - 4);
  const exact = usd.int * BigInt(times) - BigInt(e4) * unit;
  const whole = exact / unit;
  const rest = exact % unit;
  const away = (rest < 0n ? -rest : rest) * 2n >= unit;
  return away ? whole + (exact < 0n ? -1n : 1n) : whole;
}

/** A decimal USD string in 1/10,000 USD, rounded half away from zero (what the ledger stores). */
export const toE4 = (usd: string | null): number | null => (usd === null ? null : Number(minusE4(usdFraction(usd), 1, 0)));
