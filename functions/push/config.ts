/**
 * The server's VAPID identity (RFC 8292): a P-256 key pair from the secrets (VAPID_PUBLIC_KEY, the raw
 * uncompressed point, and VAPID_PRIVATE_KEY, its `d`, both base64url; `npm start` writes a pair into
 * .dev.vars) and a contact (VAPID_SUBJECT, else SITE_ORIGIN). Without the keys, push is off.
 */
import type { VapidKeys } from '@block65/webcrypto-web-push';
import { DEVNET_PUSH_ORIGIN } from '@shared/lib/devnet-roots';

type PushEnv = Pick<Env, 'CHAIN' | 'SITE_ORIGIN' | 'VAPID_SUBJECT' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'> & { DEVNET?: Fetcher };

export function vapidKeys(env: PushEnv): (VapidKeys & { publicKey: string }) | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    subject: env.VAPID_SUBJECT || env.SITE_ORIGIN || 'mailto:push@localhost',
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  };
}

/**
 * How the Worker reaches push services: the public internet, and on the devnet also the devnet's push
 * service (devnet/push-service.ts), which stands for a browser vendor's at DEVNET_PUSH_ORIGIN and is
 * reached through the DEVNET binding, as the chain is.
 */
export function pushTransport(env: PushEnv): (request: Request) => Promise<Response> {
  const devnet = env.CHAIN === 'devnet' ? env.DEVNET : undefined;
  return (request) => (devnet && new URL(request.url).origin === DEVNET_PUSH_ORIGIN ? devnet.fetch(request) : fetch(request));
}
