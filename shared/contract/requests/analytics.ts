import { z } from 'zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../enums/analytics-periods';
import { addressSchema } from '../schemas/primitives';
import { withDefault } from './fields';

/** POST /collection/analytics/market (ours): floor, volume and sales of one collection over a period. */
export const collectionMarketRequestSchema = z.object({
  collection: addressSchema,
  period: withDefault(z.enum(ANALYTICS_PERIODS), () => DEFAULT_ANALYTICS_PERIOD),
});

/** POST /collection/analytics/listings and /collection/analytics/holders (ours): the state now. */
export const collectionAnalyticsRequestSchema = z.object({ collection: addressSchema });
