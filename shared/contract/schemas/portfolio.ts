import { z } from 'zod';
import { addressSchema, countSchema, decimalStringSchema } from './primitives';

/** An amount of one token, in its smallest units. */
export const tokenAmountSchema = z.object({ token: addressSchema, amount: decimalStringSchema });
export type TokenAmount = z.infer<typeof tokenAmountSchema>;

/**
 * One collection of a portfolio: the NFTs the address holds in it, how many of them are listed, and
 * their value at the collection's floor (its cheapest live fixed-price listing); null without one.
 */
export const portfolioCollectionSchema = z.object({
  collection: addressSchema,
  name: z.string(),
  count: countSchema,
  listed: countSchema,
  floor: tokenAmountSchema.nullable(),
  floorUsd: decimalStringSchema.nullable(),
  value: tokenAmountSchema.nullable(),
  valueUsd: decimalStringSchema.nullable(),
});
export type PortfolioCollection = z.infer<typeof portfolioCollectionSchema>;

/** POST /user/portfolio (ours): the sum over the collections, per token and in USD. */
export const portfolioSchema = z.object({
  address: addressSchema,
  count: countSchema,
  listed: countSchema,
  /** Sum of the collections' values in USD (those without a USD price are left out). */
  valueUsd: decimalStringSchema,
  /** Sum of the collections' values per floor token. */
  value: z.array(tokenAmountSchema),
  collections: z.array(portfolioCollectionSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
