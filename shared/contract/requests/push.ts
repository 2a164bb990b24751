import { z } from 'zod';
import { NOTIFICATION_KIND_VALUES } from '../schemas/users';

// Web Push (functions/api/routes/push.ts): a browser's subscription (PushSubscription.toJSON()) and the
// person's per-kind switches.

/** base64url of exactly `bytes` bytes (unpadded, as PushSubscription.toJSON() gives it). */
function base64UrlOf(bytes: number, what: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, { error: `must be base64url (${what})` })
    .length(length, { error: `must be ${bytes} bytes in base64url (${what})` });
}

/** POST /push/subscribe: the browser's subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'must be an https URL (the push service of the browser)' })
    .max(2048, { error: 'must be at most 2048 characters' }),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 point (0x04, x, y): "BA"/"BB"… in base64url.
    p256dh: base64UrlOf(65, 'an uncompressed P-256 public key').refine((key) => key.startsWith('B'), {
      error: 'must be an uncompressed P-256 public key',
    }),
    auth: base64UrlOf(16, 'the auth secret'),
  }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** POST /push/unsubscribe: forget this browser. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** POST /push/settings: switch kinds on or off; kinds not named keep their setting. */
export const pushSettingsRequestSchema = z.object({
  kinds: z.strictObject(
    Object.fromEntries(NOTIFICATION_KIND_VALUES.map((kind) => [kind, z.boolean().optional()])) as {
      [K in (typeof NOTIFICATION_KIND_VALUES)[number]]: z.ZodOptional<z.ZodBoolean>;
    },
  ),
});
