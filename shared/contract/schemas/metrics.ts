import { z } from 'zod';
import { addressSchema, countSchema, decimalStringSchema, unixSecondsSchema } from './primitives';

/** §8.18: one verified collection's market figures over a time window (USD). */
export const metricsSummarySchema = z.object({
  collection: addressSchema,
  name: z.string().nullable(),
  logo: z.string().nullable(),
  // The collection's USD floor, despite the name (gap 23).
  floorPrice: decimalStringSchema.nullable(),
  totalVolumeUsdNow: decimalStringSchema,
  totalVolumeUsdPrevious: decimalStringSchema,
  ownersCount: countSchema,
  nftsCount: countSchema,
});
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

/** §7.3, the `/metrics/summary` envelope (`MetricsSummaryBase`). */
export const metricsSummaryBaseSchema = z.object({
  totalRowsCount: countSchema,
  data: z.array(metricsSummarySchema),
});
export type MetricsSummaryBase = z.infer<typeof metricsSummaryBaseSchema>;

/**
 * GET /token/price (ours): a token's USD price per whole token from the configured price source, or
 * null when there is none (a price is never made up). `stale` follows the reader's rule (the last
 * fetch is over an hour old, or prices were never fetched); null when the reader could not say.
 */
export const tokenPriceSchema = z.object({
  token: addressSchema,
  usd: decimalStringSchema.nullable(),
  decimals: countSchema.nullable(),
  symbol: z.string().nullable(),
  /** When the price last changed (unix seconds). */
  updatedAt: unixSecondsSchema.nullable(),
  stale: z.boolean().nullable(),
});
export type TokenPrice = z.infer<typeof tokenPriceSchema>;
