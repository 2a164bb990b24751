import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../enums/analytics-periods';
import { addressSchema, countSchema, decimalStringSchema, unixSecondsSchema } from './primitives';

// Collection analytics (ours, not in the reference contract). USD figures are decimal strings; token
// amounts are raw integer strings in the token's smallest units, with the token's root beside them.

/** The most sales `/collection/analytics/market` lists (the newest). */
export const ANALYTICS_SALES_MAX = 500;

const tokenAmountSchema = z.object({ token: addressSchema, amount: decimalStringSchema });

/** One time bucket [start, end): the floor at its end, and the sales inside it. */
export const marketBucketSchema = z.object({
  start: unixSecondsSchema,
  end: unixSecondsSchema,
  /** The cheapest whitelisted listing live at `end` (or now, for the current bucket); null when none was. */
  floorUsd: decimalStringSchema.nullable(),
  floor: tokenAmountSchema.nullable(),
  sales: countSchema,
  volumeUsd: decimalStringSchema,
  /** The volume per payment token, largest USD first. */
  volume: z.array(tokenAmountSchema),
});
export type MarketBucket = z.infer<typeof marketBucketSchema>;

export const salePointSchema = z.object({
  ts: unixSecondsSchema,
  /** The deal's USD value at the time of the sale; null when the token had no price then. */
  usd: decimalStringSchema.nullable(),
  token: addressSchema,
  amount: decimalStringSchema,
});
export type SalePoint = z.infer<typeof salePointSchema>;

/** POST /collection/analytics/market. */
export const collectionMarketSchema = z.object({
  collection: addressSchema,
  period: z.enum(ANALYTICS_PERIODS),
  from: unixSecondsSchema,
  to: unixSecondsSchema,
  bucketSeconds: countSchema,
  buckets: z.array(marketBucketSchema),
  /** The period's sales, newest first: the newest ANALYTICS_SALES_MAX of `salesTotal`. */
  sales: z.array(salePointSchema).max(ANALYTICS_SALES_MAX),
  salesTotal: countSchema,
  volumeUsd: decimalStringSchema,
  /** The collection's main token, which its figures are shown in (shared/lib/main-token.ts); null when it never traded nor listed. */
  token: addressSchema.nullable(),
  /** Today's USD per smallest unit of each priced token: figures in other tokens are shown in the main one at these. */
  usdPerUnit: z.record(addressSchema, decimalStringSchema),
});
export type CollectionMarket = z.infer<typeof collectionMarketSchema>;

/** One price band of live listings: [fromUsd, toUsd), the last one open (toUsd null). */
export const listingBandSchema = z.object({
  fromUsd: decimalStringSchema,
  toUsd: decimalStringSchema.nullable(),
  listed: countSchema,
});

/** POST /collection/analytics/listings: live listings per price band, from the floor up. */
export const collectionListingsSchema = z.object({
  collection: addressSchema,
  floorUsd: decimalStringSchema.nullable(),
  listed: countSchema,
  bands: z.array(listingBandSchema),
});
export type CollectionListings = z.infer<typeof collectionListingsSchema>;

/** Holders by how many of the collection's NFTs they hold: [min, max] (max null: or more). */
export const holdingBandSchema = z.object({ min: countSchema, max: countSchema.nullable(), holders: countSchema });

/** POST /collection/analytics/holders. */
export const collectionHoldersSchema = z.object({
  collection: addressSchema,
  holders: countSchema,
  /** NFTs held (not burned). */
  held: countSchema,
  /** NFTs the 10 largest holders hold. */
  topTenHeld: countSchema,
  distribution: z.array(holdingBandSchema),
  top: z.array(z.object({ address: addressSchema, held: countSchema, username: z.string().nullable() })),
});
export type CollectionHolders = z.infer<typeof collectionHoldersSchema>;
