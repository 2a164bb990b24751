import BigNumber from 'bignumber.js';
import { z } from 'zod';

/** Raw address: workchain 0 or -1, a colon, 64 lowercase hex digits (contract §1.3). */
export const RAW_ADDRESS_PATTERN = /^(0|-1):[0-9a-f]{64}$/;

export const addressSchema = z.string().regex(RAW_ADDRESS_PATTERN, {
  error: 'must be a raw address (0:<64 lowercase hex>)',
});

/** The contract writes `""` for an unknown collection (NFT.collection) or owner (CollectionDetails.owner). */
export const addressOrEmptySchema = z.union([z.literal(''), addressSchema]);

// Plain (`12`, `0.5`, `.5`, `5.`) or exponent (`3.84E-7`, `1E+21`) notation; no hex, NaN or Infinity.
// The exponent has at most three digits, so normalising to plain notation stays small.
export const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,3})?$/;

/**
 * A decimal amount on the wire. The reference prints bigdecimal's Display, which switches to
 * exponent form for some values (§1.5), and a few fields may arrive as JSON numbers: both are
 * accepted and normalised to plain notation so the rest of the app compares plain strings.
 */
const DECIMAL_ERROR = 'must be a decimal number (plain or exponent notation)';
export const decimalStringSchema = z
  .union([z.string().regex(DECIMAL_PATTERN, { error: DECIMAL_ERROR }), z.number()], { error: DECIMAL_ERROR })
  .transform((value) => {
    const plain = new BigNumber(value).toFixed();
    return plain === '-0' ? '0' : plain;
  });

/** Unix time in seconds (§1.4). */
export const unixSecondsSchema = z.int().nonnegative();

/** Counts, fee parts, ids: JSON integers that are never negative. */
export const countSchema = z.int().nonnegative();

/** An unsigned integer too large for a JS number (TIP-4.1 NFT id), as a decimal string. */
export const uintStringSchema = z.string().regex(/^\d+$/, { error: 'must be an unsigned integer string' });
