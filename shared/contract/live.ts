// The live socket's protocol, declared once for the server (functions/edge/live-door.ts, functions/live) and
// the browser (src/stores/live.ts): the path, the topics, the subprotocol that carries a session, the ping,
// and the frame a socket receives. A frame names what changed, never prices or names: a page reads those
// again through the API. Nothing here imports: the live store in every page's bundle reads it.

/** GET with a WebSocket upgrade, `?topic=<topic>`. */
export const LIVE_PATH = '/live';

/**
 * The first WebSocket subprotocol of a signed-in user's own feed; the second is their session token (a browser
 * cannot set headers on a WebSocket). The server answers with this one.
 */
export const LIVE_PROTOCOL = 'venom-live';

/** A socket may send PING to check the line; it is answered PONG without waking the topic's object. */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';

export const LIVE_TOPIC_KINDS = ['nft', 'collection', 'user'] as const;
export type LiveTopicKind = (typeof LIVE_TOPIC_KINDS)[number];

/** `nft:<address>`, `collection:<address>` or `user:<address>` (a raw address). */
export type LiveTopicName = `${LiveTopicKind}:${string}`;

export function liveTopic(kind: LiveTopicKind, address: string): LiveTopicName {
  return `${kind}:${address}`;
}

/** What changed on a topic (`notification` and `outbid` reach only the user's own signed-in sockets). */
export const LIVE_CHANGE_KINDS = ['bid', 'outbid', 'sale', 'listing', 'offer', 'auction_end', 'nft', 'profile', 'notification'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/** The frame a topic's socket receives. */
export interface LiveChangeFrame {
  readonly type: 'change';
  readonly topic: LiveTopicName;
  readonly kinds: readonly LiveChangeKind[];
  /** When the change was indexed (server time in ms), so a client (and the benchmark) can tell its age. */
  readonly at: number;
}
