/**
 * GET /live?topic=<topic> with a WebSocket upgrade: hands the socket to the topic's Durable Object.
 * A signed-in user's own feed (`user:<their address>`) also carries their notifications: the session
 * token travels as the second WebSocket subprotocol (`venom-live`, `<jwt>`), since browsers cannot set
 * headers on a WebSocket, and is checked here; anyone else on that topic gets only public changes.
 * Upgrades are rate limited per client address (wrangler.jsonc `LIVE_LIMITER`): beyond it, a 429.
 */
import { LIVE_PROTOCOL, LIVE_TOPIC_KINDS, type LiveTopicKind, type LiveTopicName } from '@shared/contract/live';
import { RAW_ADDRESS_PATTERN } from '@shared/contract/schemas/primitives';
import { verifyToken } from '../api/auth/jwt';
import { overLimit } from '../api/rate-limit';
import { liveStub, STREAM_HEADER } from '../live/stub';

/** The headers this route sets for the topic's Durable Object (functions/live/LiveTopic.ts). */
const INTERNAL_HEADERS = ['x-live-owner', 'x-live-protocol', STREAM_HEADER];

const TOPIC = new RegExp(`^(${LIVE_TOPIC_KINDS.join('|')}):(.+)$`);

/** The topic `value` names, or null when it is not `<nft|collection|user>:<raw address>`. */
export function parseLiveTopic(value: string | null): { kind: LiveTopicKind; address: string; topic: LiveTopicName } | null {
  const match = value ? TOPIC.exec(value) : null;
  if (!match?.[1] || !match[2] || !RAW_ADDRESS_PATTERN.test(match[2])) return null;
  return { kind: match[1] as LiveTopicKind, address: match[2], topic: value as LiveTopicName };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export async function handleLive(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET') return json(405, { error: 'Use GET with a WebSocket upgrade' }, { allow: 'GET' });
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
    return json(426, { error: 'Expected a WebSocket upgrade', field: 'upgrade' });
  // Every upgrade counts, refused or not (LIVE_LIMITER, per client address): a browser opens one or two
  // sockets a page and reconnects with backoff; a refused one stays on the page's 5 s polling.
  const refused = await overLimit(env.LIVE_LIMITER, request);
  if (refused) return refused;
  const topic = parseLiveTopic(new URL(request.url).searchParams.get('topic'));
  if (!topic) return json(400, { error: 'topic must be nft:, collection: or user: followed by a raw address', field: 'topic' });
  const protocols = (request.headers.get('sec-websocket-protocol') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const token = protocols[0] === LIVE_PROTOCOL ? protocols[1] : undefined;
  let owner = false;
  if (token) {
    const address = await verifyToken(token, env.JWT_SECRET);
    if (!address) return json(401, { error: 'Token is invalid or expired', field: 'token' });
    owner = topic.kind === 'user' && address === topic.address;
  }
  const headers = new Headers(request.headers);
  // Only this route speaks to the topic in these headers: whatever a client sent under their names goes.
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  if (owner) headers.set('x-live-owner', '1');
  if (protocols[0] === LIVE_PROTOCOL) headers.set('x-live-protocol', LIVE_PROTOCOL);
  return liveStub(env, topic.topic).fetch(new Request(request.url, { headers }));
}
