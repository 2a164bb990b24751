import { z } from 'zod';
import { nftEventTypeSchema } from '../schemas/enums';
import { EVENT_TYPES } from '../enums/event-types';
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

const EVENT_TYPE_COUNT = EVENT_TYPES.length;

/** The highest position in the event log a client may name (`after`, `Last-Event-ID`): a safe integer. */
const logPositionSchema = z
  .string()
  .regex(/^\d{1,16}$/, { error: 'must be the id of an event (digits)' })
  .transform(Number)
  .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/**
 * GET /stream (ours, not in the contract): the public event stream. Every filter is optional and they
 * combine (all must hold); `types` is a comma-separated list of event types.
 */
export const streamQuerySchema = z.object({
  collection: optional(addressSchema.meta({ description: 'Only events of NFTs of this collection' })),
  nft: optional(addressSchema.meta({ description: 'Only events of this NFT' })),
  account: optional(addressSchema.meta({ description: 'Only events this account takes part in (as `/events` `owner`)' })),
  types: optional(
    z
      .string()
      .meta({ description: 'Only these event types, comma-separated (`sell_purchased,auction_bid_placed`)' })
      .transform((list) => list.split(','))
      .pipe(z.array(nftEventTypeSchema).min(1).max(EVENT_TYPE_COUNT)),
  ),
  after: optional(
    logPositionSchema.meta({
      description: 'Resume after this event id (as the `Last-Event-ID` header, which it overrides); without either, only new events',
    }),
  ),
});
