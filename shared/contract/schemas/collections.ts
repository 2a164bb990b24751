import { z } from 'zod';
import { collectionAttributeSchema, priceSchema, royaltySchema, socialSchema } from './common';
import { addressOrEmptySchema, addressSchema, countSchema, decimalStringSchema, unixSecondsSchema } from './primitives';

/**
 * §8.6. The reference prints `verified` twice (gap 28); JSON.parse keeps the last occurrence,
 * which is the authoritative one, so a plain boolean is right here.
 */
export const collectionSchema = z.object({
  address: addressSchema,
  name: z.string(),
  description: z.string(),
  owner: addressOrEmptySchema,
  verified: z.boolean(),
  createdAt: unixSecondsSchema,
  wallpaper: z.string().nullable(),
  logo: z.string().nullable(),
  ownersCount: countSchema,
  nftCount: countSchema,
  // Always null in the reference (gap 29); kept as nullable decimals should a server fill them.
  lowestPrice: decimalStringSchema.nullable(),
  totalPrice: decimalStringSchema.nullable(),
  firstMint: unixSecondsSchema,
  social: socialSchema.nullable(),
  royalty: royaltySchema.nullable(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionPreviewSchema = z.object({
  source: z.string().nullable(),
  mimetype: z.string().nullable(),
});
export type CollectionPreview = z.infer<typeof collectionPreviewSchema>;

/** §8.7: Collection plus market figures, attributes and (in `/collections` only) previews. */
export const collectionDetailsSchema = collectionSchema.extend({
  floorPriceUsd: decimalStringSchema.nullable(),
  totalVolumeUsd: decimalStringSchema.nullable(),
  floor: priceSchema.nullable().optional().meta({
    description:
      'Extension (/collection/details): the floor listing, the cheapest live fixed-price listing (auctions excluded), in its token with its USD value (= floorPriceUsd)',
  }),
  listedCount: countSchema.optional().meta({
    description: 'Extension (/collection/details): NFTs with a live fixed-price listing or a live auction',
  }),
  attributes: z.array(collectionAttributeSchema),
  previews: z.array(collectionPreviewSchema),
});
export type CollectionDetails = z.infer<typeof collectionDetailsSchema>;

/** §8.8, `/collections/simple` items. */
export const collectionSimpleSchema = z.object({
  address: addressSchema,
  name: z.string(),
  description: z.string(),
  verified: z.boolean(),
  logo: z.string().nullable(),
  nftCount: countSchema,
});
export type CollectionSimple = z.infer<typeof collectionSimpleSchema>;

/** §8.9, `/collections/evaluation` items (USD). */
export const collectionEvaluationSchema = z.object({
  address: addressSchema,
  usdValue: decimalStringSchema,
  mostExpensiveItem: decimalStringSchema,
  usdTurnover: decimalStringSchema,
  nftCount: countSchema,
});
export type CollectionEvaluation = z.infer<typeof collectionEvaluationSchema>;

/** §7.3, the `/collections/evaluation` envelope. */
export const collectionEvaluationsSchema = z.object({
  evaluations: z.array(collectionEvaluationSchema),
});
export type CollectionEvaluations = z.infer<typeof collectionEvaluationsSchema>;
