// Market fee: a numerator/denominator pair applied to a price in integer units.
//
// Rounding: UP, exactly as the contracts do (contract-semantics 0.2 "Every fee, royalty and bid
// increment is computed as ceilMulDiv(a, b, c), the exact ceiling of a·b/c", and N.1
// "fee = ceilMulDiv(P, numerator, denominator)"), so what the UI shows is what the chain takes.
import { BigNumber } from 'bignumber.js';
import { Decimal, unitsToBigInt, type UnitsInput } from './amounts';
import { DISPLAY_DECIMALS } from './constants';

/** A fee or royalty fraction. The API and the contracts send both parts as uint32 numbers. */
export interface Fraction {
  readonly numerator: number | bigint;
  readonly denominator: number | bigint;
}

/**
 * The exact ceiling of a·b/c on non-negative integers. Throws RangeError when c is 0, as the
 * contract's arithmetic does (TVM exit code 4).
 */
export function ceilMulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (a < 0n || b < 0n || c < 0n) throw new RangeError('ceilMulDiv takes non-negative integers');
  if (c === 0n) throw new RangeError('Division by zero');
  return (a * b + c - 1n) / c;
}

/** Validates a fraction and returns its parts as bigints. The denominator must be > 0. */
export function fractionParts(fraction: Fraction): { numerator: bigint; denominator: bigint } {
  const numerator = toNonNegativeBigInt(fraction.numerator, 'numerator');
  const denominator = toNonNegativeBigInt(fraction.denominator, 'denominator');
  if (denominator === 0n) throw new RangeError('Fraction denominator must be greater than 0');
  return { numerator, denominator };
}

/**
 * The market fee on `price` (integer units), rounded up.
 * Example X.7: 10/100 on 1 000 000 001 gives 100 000 001.
 */
export function marketFee(price: UnitsInput, fee: Fraction): bigint {
  const { numerator, denominator } = fractionParts(fee);
  return ceilMulDiv(unitsToBigInt(price), numerator, denominator);
}

/**
 * A fraction as a percentage for display, rounded down to `decimals` places, without trailing
 * zeros: 2/100 is "2", 25/1000 is "2.5", 1/3 is "33.33".
 */
export function fractionToPercent(fraction: Fraction, decimals: number = DISPLAY_DECIMALS): string {
  const { numerator, denominator } = fractionParts(fraction);
  return new Decimal(numerator.toString())
    .times(100)
    .dividedBy(denominator.toString())
    .decimalPlaces(decimals, BigNumber.ROUND_DOWN)
    .toFixed();
}

function toNonNegativeBigInt(value: number | bigint, what: string): bigint {
  if (typeof value === 'bigint') {
    if (value >= 0n) return value;
  } else if (Number.isSafeInteger(value) && value >= 0) {
    return BigInt(value);
  }
  throw new RangeError(`Fraction ${what} must be a non-negative integer, got ${String(value)}`);
}
