import { z } from 'zod';
import { addressSchema, countSchema, decimalStringSchema } from './primitives';

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
