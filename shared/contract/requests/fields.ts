import BigNumber from 'bignumber.js';
import { z } from 'zod';
import { utf8Length } from '../utf8';
import { addressSchema, DECIMAL_PATTERN, decimalStringSchema, unixSecondsSchema } from '../schemas/primitives';

// Building blocks of the request schemas. Optional keys accept `null` as "not given" (§1.1), and a
// documented default replaces both. Defaults are factories so no parse shares a mutable default.

/** An optional key: absent or null both mean "not given" and come out as undefined. */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullable()
    .transform((value): z.output<T> | undefined => value ?? undefined)
    .optional();
}

/** An optional key with the contract's default when absent or null. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: () => z.output<T>) {
  return schema.nullish().transform((value): z.output<T> => value ?? fallback());
}

export const LIMIT_MAX = 100;
export const OFFSET_MAX = 100_000;
export const ADDRESS_LIST_MAX = 100;

/** Page size: our server caps it at 100 (the reference has no maximum, gap 7). */
export const limitSchema = z
  .int()
  .min(0, { error: 'must not be negative' })
  .max(LIMIT_MAX, { error: `must be at most ${LIMIT_MAX}` });
export const offsetSchema = z
  .int()
  .min(0, { error: 'must not be negative' })
  .max(OFFSET_MAX, { error: `must be at most ${OFFSET_MAX}` });
export const limitField = withDefault(limitSchema, () => LIMIT_MAX);
export const offsetField = withDefault(offsetSchema, () => 0);

/** A list of raw addresses, `[]` (any) by default. */
export const addressListField = withDefault(z.array(addressSchema).max(ADDRESS_LIST_MAX), () => []);

/** A non-negative decimal bound, normalised to plain notation (USD or raw amounts). */
export const nonNegativeDecimalSchema = decimalStringSchema.refine((value) => !value.startsWith('-'), {
  error: 'must not be negative',
});

/** The most digits a raw amount may have: a uint256 (TIP-3 amounts are uint128, 39 digits). */
export const RAW_AMOUNT_MAX_DIGITS = 78;

/**
 * A raw token amount in smallest units, exact at any size: a decimal string (plain or exponent
 * notation, as the reference prints big decimals, e.g. `"1E+21"`) or a JSON integer. A JSON number
 * must be a safe integer: beyond 2^53 it has already lost units, so such amounts travel as strings
 * (our server also reads big integer literals from the body's text, see functions/api/openapi/json-body.ts).
 * Comes out as the canonical digits.
 */
export const rawAmountSchema = z
  .union(
    [
      z
        .number()
        .refine((value) => Number.isSafeInteger(value), { error: 'must be a whole number; above 2^53 - 1 send it as a decimal string' })
        .transform((value) => new BigNumber(value)),
      z
        .string()
        .regex(DECIMAL_PATTERN, { error: 'must be an integer amount: digits, or a decimal string in exponent notation' })
        .transform((value) => new BigNumber(value)),
    ],
    { error: 'must be an integer amount as a decimal string or a JSON integer' },
  )
  .refine((value) => value.isInteger(), { error: 'must be a whole number of smallest units' })
  .refine((value) => !value.isNegative(), { error: 'must not be negative' })
  .transform((value) => value.toFixed())
  .refine((digits) => digits.length <= RAW_AMOUNT_MAX_DIGITS, { error: `must have at most ${RAW_AMOUNT_MAX_DIGITS} digits` })
  .meta({
    description:
      'A raw token amount in smallest units: a decimal integer string (exponent notation accepted), or a JSON integer up to 2^53 - 1',
    examples: ['1000000000000000000'],
  });

/** MIME types of NFT files, for `nftTypes` filters. */
export const mimeTypeListSchema = z.array(z.string().min(1).max(128)).max(50);

export const TRAIT_TYPE_MAX_CHARS = 128;
export const TRAIT_VALUE_MAX_CHARS = 256;
export const TRAIT_VALUES_MAX = 100;
/**
 * Trait types one `/nfts` or `/nfts/price-range` request may filter on: each is one more ANDed SQL
 * condition, and D1 refuses expression trees deeper than 100 (48 types already failed).
 */
export const ATTRIBUTE_FILTERS_MAX = 20;

/** The attribute filter of `/nfts` and `/nfts/price-range` (§10.1), bounded. */
export const attributeFilterSchema = z.object({
  traitType: z
    .string()
    .min(1)
    .max(TRAIT_TYPE_MAX_CHARS, { error: `must be at most ${TRAIT_TYPE_MAX_CHARS} characters` }),
  traitValues: z
    .array(z.string().max(TRAIT_VALUE_MAX_CHARS, { error: `must be at most ${TRAIT_VALUE_MAX_CHARS} characters` }))
    .max(TRAIT_VALUES_MAX, { error: `must have at most ${TRAIT_VALUES_MAX} values` }),
});
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

/** The `attributes` list of `/nfts` and `/nfts/price-range`, `[]` by default. */
export const attributeFiltersField = withDefault(
  z.array(attributeFilterSchema).max(ATTRIBUTE_FILTERS_MAX, { error: `must have at most ${ATTRIBUTE_FILTERS_MAX} trait types` }),
  () => [],
);

/** SQLite's (and so D1's) longest LIKE pattern, in UTF-8 bytes; a longer one fails the query. */
export const NAME_PATTERN_MAX_BYTES = 50;

/** A SQL ILIKE pattern as given (§10.12); the caller adds `%` for "contains". */
const NAME_PATTERN_BOUND = `must be at most ${NAME_PATTERN_MAX_BYTES} bytes of UTF-8 (SQLite's LIKE pattern limit)`;
export const namePatternSchema = z
  .string()
  .max(NAME_PATTERN_MAX_BYTES, { error: NAME_PATTERN_BOUND })
  .refine((pattern) => utf8Length(pattern) <= NAME_PATTERN_MAX_BYTES, { error: NAME_PATTERN_BOUND });

/**
 * A query-string integer: the server sees strings, the client may pass numbers. Only digits are
 * accepted so `""`, `1e3` or `0x10` are rejected rather than coerced.
 */
export function queryInt<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,16}$/, { error: 'must be an integer' })
        .transform(Number),
    ])
    .pipe(schema);
}

export const queryUnixSecondsSchema = queryInt(unixSecondsSchema);
