import { z } from 'zod';
import { addressSchema, decimalStringSchema } from './primitives';

/**
 * §8.17. Every field but `address` is null when there is no profile. `email` stays in the shape
 * for the reference; our server always sends it as null (gap 2).
 */
export const userSchema = z.object({
  address: addressSchema,
  logoNft: addressSchema.nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  link: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** §5.2: sign-in answers the JWT as a JSON string. */
export const signInResultSchema = z.string().min(1);

/** One watched NFT or collection, with what a list shows of it. */
export const watchSchema = z.object({
  kind: z.enum(['nft', 'collection']),
  target: addressSchema,
  name: z.string().nullable(),
  image: z.string().nullable(),
  floorBelowUsd: z.number().nullable(),
  createdAt: z.number().int(),
  /** Ours: the NFT's price now (its live sale or auction) or the collection's floor, in USD; null when none. */
  priceUsd: z.number().nullable(),
  /** The same price when the watch was added; null when there was none then. */
  startPriceUsd: z.number().nullable(),
  /** Ours: that price as listed, in its token's smallest units with the token's root; null when none. */
  price: z.object({ token: addressSchema, amount: decimalStringSchema }).nullable(),
});
export type Watch = z.infer<typeof watchSchema>;
export const watchListSchema = z.object({ items: z.array(watchSchema) });

export const NOTIFICATION_KIND_VALUES = [
  'outbid',
  'sold',
  'offer_received',
  'offer_accepted',
  'watched_listed',
  'floor_below',
  'auction_won',
  'auction_ended',
] as const;

/** One in-app notification (written by the indexer). `amount` is raw token units, or USD for floor_below. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  nft: addressSchema.nullable(),
  nftName: z.string().nullable(),
  collection: addressSchema.nullable(),
  collectionName: z.string().nullable(),
  token: addressSchema.nullable(),
  amount: z.string().nullable(),
  counterparty: addressSchema.nullable(),
  createdAt: z.number().int(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export const unreadSchema = z.object({ unread: z.number().int() });

/** GET /push/settings: the server's VAPID public key (null when push is not configured), the kinds pushed, and this person's browsers. */
export const pushSettingsSchema = z.object({
  vapidPublicKey: z.string().nullable(),
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KIND_VALUES.map((kind) => [kind, z.boolean()])) as {
      [K in (typeof NOTIFICATION_KIND_VALUES)[number]]: z.ZodBoolean;
    },
  ),
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
