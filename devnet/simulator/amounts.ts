import { ChainError, ExitCode } from './errors';

/** 0.1 Units: 1 EVER (VENOM) = 10^9 nano. */
export const NANO_PER_EVER = 1_000_000_000n;

/** Parses a decimal EVER amount ("0.15") into nano (150 000 000n). */
export function ever(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(amount);
  if (!match) throw new RangeError(`not an EVER amount: ${amount}`);
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(9, '0'));
  return whole * NANO_PER_EVER + fraction;
}

/**
 * 0.2 Rounding: the exact ceiling of a·b/c. c = 0 throws the TVM arithmetic error (exit code 4),
 * which aborts the calling transaction.
 */
export function ceilMulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) throw new ChainError(ExitCode.INTEGER_OVERFLOW, 'division by zero');
  return (a * b + c - 1n) / c;
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** 0.1: all amounts are unsigned 128-bit; a negative result is the TVM overflow error. */
export function checkedSub(a: bigint, b: bigint): bigint {
  if (b > a) throw new ChainError(ExitCode.INTEGER_OVERFLOW, 'uint underflow');
  return a - b;
}
