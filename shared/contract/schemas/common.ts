import { z } from 'zod';
import { addressSchema, countSchema, decimalStringSchema } from './primitives';

/** §8.1. `price` is in the token's smallest units; `usdPrice` is null when the token has no USD price. */
export const priceSchema = z.object({
  priceToken: addressSchema,
  price: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** §8.2: the fee fraction numerator / denominator. */
export const feeSchema = z.object({
  numerator: countSchema,
  denominator: countSchema,
});
export type Fee = z.infer<typeof feeSchema>;

/** §8.3: royalty text from NFT or collection metadata. */
export const royaltySchema = z.object({
  description: z.string().nullable(),
  royaltyType: z.string().nullable(),
});
export type Royalty = z.infer<typeof royaltySchema>;

/** §8.4: the only entity whose absent keys are left out rather than sent as null. */
export const socialSchema = z.object({
  twitter: z.string().optional(),
  telegram: z.string().optional(),
  discord: z.string().optional(),
  youtube: z.string().optional(),
  facebook: z.string().optional(),
  medium: z.string().optional(),
  website: z.string().optional(),
});
export type Social = z.infer<typeof socialSchema>;

/** §8.7 / §8.21: one trait type of a collection with its distinct values. */
export const collectionAttributeSchema = z.object({
  traitType: z.string(),
  traitValues: z.array(z.string()),
  // Our extension: how many NFTs carry each value, in traitValues' order (the reference sends none).
  counts: z
    .array(z.int().nonnegative())
    .optional()
    .meta({ description: "Extension: how many NFTs carry each value, in traitValues' order" }),
});
export type CollectionAttribute = z.infer<typeof collectionAttributeSchema>;
