import { z } from 'zod';
import { nftEventTypeSchema } from '../schemas/enums';
import { addressSchema, unixSecondsSchema } from '../schemas/primitives';
import {
  addressListField,
  LIMIT_MAX,
  limitSchema,
  offsetSchema,
  limitField,
  offsetField,
  optional,
  queryInt,
  queryUnixSecondsSchema,
  withDefault,
} from './fields';

/** #27 POST /events (§10.27); `withCount` is camelCase, the rest single words. */
export const eventsRequestSchema = z.object({
  owner: optional(addressSchema),
  collections: addressListField,
  nft: optional(addressSchema),
  types: withDefault(z.array(nftEventTypeSchema).max(12), () => []),
  limit: limitField,
  offset: offsetField,
  withCount: withDefault(z.boolean(), () => false),
  verified: optional(z.boolean()),
  /** Our extension: only events at or after this time (a list's period, e.g. the last 24 hours). */
  from: optional(unixSecondsSchema.meta({ description: 'Extension: only events at or after this time (unix seconds)' })),
});

/** #28 POST /search (§10.28): the raw search text, not JSON. Empty matches everything. */
export const SEARCH_TEXT_MAX = 256;
export const searchRequestSchema = z.string().max(SEARCH_TEXT_MAX);

/**
 * #29 GET /metrics/summary?from=&to=&limit=&offset= (§10.29). The reference requires all four;
 * `limit` and `offset` get our defaults. Query values arrive as strings on the server.
 */
export const metricsSummaryQuerySchema = z
  .object({
    from: queryUnixSecondsSchema,
    to: queryUnixSecondsSchema,
    limit: withDefault(queryInt(limitSchema), () => LIMIT_MAX),
    offset: withDefault(queryInt(offsetSchema), () => 0),
  })
  .refine((range) => range.from <= range.to, { error: 'must not be after `to`', path: ['from'] });

/** GET /token/price?token= (ours, not in the contract): one token's USD price, for the dialogs' previews. */
export const tokenPriceQuerySchema = z.object({
  token: addressSchema,
});
