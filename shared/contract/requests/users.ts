import { z } from 'zod';
import { DEFAULT_PNL_PERIOD, PNL_PERIODS } from '../enums/pnl-periods';
import { walletTypeSchema } from '../schemas/enums';
import { addressSchema, unixSecondsSchema } from '../schemas/primitives';
import { optional } from './fields';
import { httpUrlSchema, socialAccountSchema } from './social';
import { usernameSchema } from './username';

/** #30 GET /user/{address} (§10.30): the path parameter. */
export const userPathSchema = z.object({ address: addressSchema });

const profileSocial = socialAccountSchema.pipe(z.string().max(255));

/**
 * #31 POST /user (§10.31), snake_case (`logo_nft`). Our server requires the JWT of `address`
 * (gap 1). Every omitted field is stored as null, like the reference.
 */
export const upsertUserRequestSchema = z.object({
  address: addressSchema,
  username: optional(usernameSchema),
  bio: optional(z.string().max(2000)),
  logo_nft: optional(addressSchema),
  twitter: optional(profileSocial),
  instagram: optional(profileSocial),
  facebook: optional(profileSocial),
  link: optional(httpUrlSchema.max(255, { error: 'must be at most 255 characters' })),
  // The reference's DB check, without its stray `|` in the top-level-domain class.
  email: optional(
    z
      .string()
      .max(254)
      .regex(/^[A-Za-z0-9._%-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, { error: 'must be an e-mail address' }),
  ),
});

/**
 * #32 POST /user/sign_in (§5.2), camelCase. The signature is standard base64 of 64 bytes: the
 * reference's hex fallback can never succeed (gap 5), so it is not offered.
 */
export const signInRequestSchema = z.object({
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex characters' }),
  address: addressSchema,
  walletType: walletTypeSchema,
  timestamp: unixSecondsSchema,
  signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, { error: 'must be base64 of 64 bytes' }),
  // Absent/null/false: the wallet signed the bare hash; true: with the network's signature id; a number: with that id.
  withSignatureId: optional(
    z.union([
      z.boolean(),
      z
        .int()
        .min(-(2 ** 31))
        .max(2 ** 31 - 1),
    ]),
  ),
});

/** #33 POST /update-metadata (§10.33): refresh one NFT's metadata, or the collection's. */
export const updateMetadataRequestSchema = z.object({
  collection: addressSchema,
  nft: optional(addressSchema),
});

/** #34 GET /roots (§10.34) takes no parameters. */
export const rootsRequestSchema = z.object({});

/** POST /watchlist: watch an NFT or a collection; a collection may carry a floor price in USD to alert at. */
export const watchRequestSchema = z.object({
  kind: z.enum(['nft', 'collection']),
  target: addressSchema,
  floorBelowUsd: optional(z.number().positive().max(1e12)),
});

/** POST /watchlist/remove: stop watching. */
export const unwatchRequestSchema = z.object({
  kind: z.enum(['nft', 'collection']),
  target: addressSchema,
});

/** GET /notifications: the newest first, `before` an id for the next page. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before: optional(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** POST /notifications/read: these ids, or every notification when `ids` is omitted. */
export const markReadRequestSchema = z.object({
  ids: optional(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100)),
});

/** POST /user/portfolio (ours): an address's holdings valued at their collections' floors. */
export const portfolioRequestSchema = z.object({ address: addressSchema });

/** GET /user/pnl (ours, the session address): the sales listed are those of `period`. */
export const pnlQuerySchema = z.object({ period: z.enum(PNL_PERIODS).default(DEFAULT_PNL_PERIOD) });

const unixTime = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** GET /user/history.csv (ours, the session address): trades with `from` ≤ time < `to` (Unix seconds; default: all). */
export const historyQuerySchema = z
  .object({ from: optional(unixTime), to: optional(unixTime) })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { error: 'from must be before to', path: ['from'] });
