import { z } from 'zod';
import { collectionOrderFieldSchema, orderDirectionSchema } from '../schemas/enums';
import { addressSchema, decimalStringSchema, unixSecondsSchema } from '../schemas/primitives';
import {
  ADDRESS_LIST_MAX,
  addressListField,
  limitField,
  mimeTypeListSchema,
  namePatternSchema,
  offsetField,
  optional,
  withDefault,
} from './fields';
import { mediaUrlSchema, socialInputSchema } from './social';

/** #12 POST /collections (§10.12), camelCase. `name` is an ILIKE pattern as given. */
export const collectionsRequestSchema = z.object({
  name: optional(namePatternSchema),
  owners: addressListField,
  verified: withDefault(z.boolean(), () => true),
  collections: addressListField,
  limit: limitField,
  offset: offsetField,
  order: withDefault(z.object({ field: collectionOrderFieldSchema, direction: orderDirectionSchema }), () => ({
    field: 'ownersCount' as const,
    direction: 'desc' as const,
  })),
  nftTypes: optional(mimeTypeListSchema),
});

/** #13 POST /collections/simple (§10.13). */
export const collectionsSimpleRequestSchema = z.object({
  name: optional(namePatternSchema),
  verified: withDefault(z.boolean(), () => true),
  limit: limitField,
  offset: offsetField,
});

/**
 * #14 POST /collections/evaluation (§10.14). `mintPrices` are whole main-token units per
 * collection (number or decimal string, null meaning 0); trades count when `from < time < to`.
 */
export const collectionsEvaluationRequestSchema = z.object({
  addresses: z.array(addressSchema).min(1).max(ADDRESS_LIST_MAX),
  mintPrices: optional(
    z.record(addressSchema, decimalStringSchema.refine((value) => !value.startsWith('-'), { error: 'must not be negative' }).nullable()),
  ),
  period: optional(z.object({ from: optional(unixSecondsSchema), to: optional(unixSecondsSchema) })),
});

/** #15 POST /collection/details (§10.15). */
export const collectionDetailsRequestSchema = z.object({ collection: addressSchema });

/** #16 POST /collections/by-owner (§10.16). */
export const collectionsByOwnerRequestSchema = z.object({
  owner: addressSchema,
  limit: limitField,
  offset: offsetField,
});

/**
 * #17 POST /collections-custom (§10.17), JWT of the collection owner required. Every omitted
 * field resets to the on-chain value, so a form must send all the fields it shows.
 */
export const collectionCustomRequestSchema = z.object({
  address: addressSchema,
  name: optional(z.string().trim().min(1).max(128)),
  description: optional(z.string().max(4096)),
  wallpaper: optional(mediaUrlSchema),
  logo: optional(mediaUrlSchema),
  social: optional(socialInputSchema),
});
