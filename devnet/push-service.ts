/**
 * The devnet's push service: what a browser vendor's push service (RFC 8030) does for the site, so that
 * Web Push runs end to end with no vendor. The site's Worker sends to endpoints at
 * `DEVNET_PUSH_ORIGIN` + `DEVNET_PUSH_PATH/<id>` (functions/push/config.ts); a test makes up the id,
 * hands the endpoint to the site as a browser would, and reads what arrived with GET on the same path.
 *
 * - POST `<id>`: a message. As a real service, it checks the VAPID authorization (RFC 8292: an ES256 JWT
 *   for this origin, not expired, signed by the key `k`) and the aes128gcm encoding, then stores the body
 *   as it came (encrypted; the test decrypts it with the browser's keys) and answers 201.
 * - DELETE `<id>`: the browser unsubscribed; a POST to it then answers 410 Gone, as a real service does.
 * - GET `<id>`: the messages received, oldest first (the test's side, not a vendor's).
 */
import { DEVNET_PUSH_ORIGIN, DEVNET_PUSH_PATH } from '@shared/lib/devnet-roots';

/** What the service keeps: a Durable Object's storage, or a map in a test. */
export interface PushServiceStore {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
}

export interface ReceivedPush {
  /** The encrypted body, base64. */
  readonly body: string;
  readonly ttl: string | null;
  readonly urgency: string | null;
  /** Date.now() when it arrived. */
  readonly receivedAt: number;
}

interface Mailbox {
  gone: boolean;
  messages: ReceivedPush[];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEPT_MESSAGES = 50;
const MAX_BODY_BYTES = 4096;

const text = (status: number, message: string): Response => new Response(message, { status });

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292 §3): the reason it fails, or null. */
async function vapidProblem(authorization: string | null, now: number): Promise<string | null> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no VAPID authorization';
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  try {
    const key = await crypto.subtle.importKey('raw', base64UrlBytes(match[2]!), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, base64UrlBytes(signature), signed);
    if (!valid) return 'bad VAPID signature';
    const claims = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload))) as { aud?: string; exp?: number; sub?: string };
    if (claims.aud !== DEVNET_PUSH_ORIGIN) return 'VAPID audience is not this push service';
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now || claims.exp * 1000 > now + 24 * 3600_000)
      return 'VAPID token expired or too long';
    if (!claims.sub) return 'no VAPID subject';
    return null;
  } catch {
    return 'unreadable VAPID authorization';
  }
}

export async function handlePushService(request: Request, store: PushServiceStore, now = Date.now()): Promise<Response> {
  const id = new URL(request.url).pathname.slice(DEVNET_PUSH_PATH.length + 1);
  if (!ID.test(id)) return text(404, 'No such subscription');
  const key = `push:${id}`;
  const mailbox = (await store.get<Mailbox>(key)) ?? { gone: false, messages: [] };
  switch (request.method) {
    case 'GET':
      return Response.json({ gone: mailbox.gone, messages: mailbox.messages });
    case 'DELETE':
      await store.put(key, { ...mailbox, gone: true });
      return new Response(null, { status: 204 });
    case 'POST': {
      if (mailbox.gone) return text(410, 'Subscription is gone');
      const problem = await vapidProblem(request.headers.get('authorization'), now);
      if (problem) return text(401, problem);
      if (request.headers.get('content-encoding') !== 'aes128gcm') return text(415, 'Content-Encoding must be aes128gcm');
      if (!request.headers.get('ttl')) return text(400, 'TTL is required');
      const body = new Uint8Array(await request.arrayBuffer());
      if (body.byteLength > MAX_BODY_BYTES) return text(413, 'Payload too large');
      const message: ReceivedPush = {
        body: btoa(String.fromCharCode(...body)),
        ttl: request.headers.get('ttl'),
        urgency: request.headers.get('urgency'),
        receivedAt: now,
      };
      await store.put(key, { gone: false, messages: [...mailbox.messages, message].slice(-KEPT_MESSAGES) });
      return new Response(null, { status: 201, headers: { location: `${DEVNET_PUSH_ORIGIN}${DEVNET_PUSH_PATH}/${id}/message` } });
    }
    default:
      return new Response(null, { status: 405, headers: { allow: 'GET, POST, DELETE' } });
  }
}
