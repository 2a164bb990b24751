/**
 * One live topic (`nft:<address>`, `collection:<address>`, `user:<address>`) as a Durable Object holding
 * its pages' WebSockets through the hibernation API: the object sleeps between changes and the sockets
 * stay open. The Worker (./route.ts) has already checked the topic and, for a user's private feed, the
 * session; the object only accepts, tags and broadcasts.
 *
 * The same object holds the public event stream's clients whose filter names this topic's NFT,
 * collection or account (GET /api/stream; `events:all` holds the rest): a change wakes them too.
 *
 * Tags: `public` sockets get every change of the topic; on `user:<address>` only sockets tagged
 * `owner` (a session of that address) are told about notifications.
 */
import { DurableObject } from 'cloudflare:workers';
import type { StreamFilter } from '../db/queries/event-stream';
import { LIVE_PING, LIVE_PONG, type LiveChangeFrame, type LiveChangeKind, type LiveTopicName } from '@shared/contract/live';
import { DEFAULT_BUFFER_EVENTS, StreamHub } from './event-stream';
import { STREAM_HEADER } from './stub';
import { streamOnSocket } from './stream-socket';

export const OWNER_TAG = 'owner';

export const PUBLIC_TAG = 'public';

/** The stream buffer of STREAM_BUFFER_EVENTS (wrangler.jsonc), in events. */
function bufferEvents(env: Env): number {
  const n = Number(env.STREAM_BUFFER_EVENTS);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_BUFFER_EVENTS;
}

export class LiveTopic extends DurableObject<Env> {
  private streams: StreamHub | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  /** An event stream of `filter` after `after` (null: from now on), as SSE bytes; the API has checked both. */
  async stream(filter: StreamFilter, after: number | null): Promise<ReadableStream<Uint8Array>> {
    this.streams ??= new StreamHub(this.env.DB, bufferEvents(this.env));
    return this.streams.connect(filter, after);
  }

  /** The event log has grown (committed at `at`, ms): the streams read it (the unfiltered streams' topic gets only this). */
  async wake(at?: number): Promise<void> {
    this.streams?.wake(at);
  }

  /**
   * Accepts an upgraded request; the Worker sets `x-live-owner: 1` for a signed-in user's own feed, and
   * `x-live-stream` (the checked filter and resume id, JSON) for the event stream on a WebSocket (./stream-socket.ts).
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    const stream = request.headers.get(STREAM_HEADER);
    if (stream) {
      const { filter, after } = JSON.parse(stream) as { filter: StreamFilter; after: number | null };
      return streamOnSocket(await this.stream(filter, after), bufferEvents(this.env), (work) => this.ctx.waitUntil(work));
    }
    const pair = new WebSocketPair();
    const tags = [PUBLIC_TAG, ...(request.headers.get('x-live-owner') === '1' ? [OWNER_TAG] : [])];
    this.ctx.acceptWebSocket(pair[1], tags);
    const protocol = request.headers.get('x-live-protocol');
    return new Response(null, {
      status: 101,
      webSocket: pair[0],
      ...(protocol ? { headers: { 'sec-websocket-protocol': protocol } } : {}),
    });
  }

  /**
   * Sends a change to the topic's sockets (notification-only changes go to the owner's sockets alone).
   * `at`: when it was indexed (ms), default now.
   */
  async publish(topic: LiveTopicName, kinds: readonly LiveChangeKind[], at = Date.now()): Promise<number> {
    const publicKinds = kinds.filter((k) => k !== 'notification' && k !== 'outbid');
    let sent = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const owner = this.ctx.getTags(socket).includes(OWNER_TAG);
      const visible = owner ? kinds : publicKinds;
      if (visible.length === 0) continue;
      const frame: LiveChangeFrame = { type: 'change', topic, kinds: visible, at };
      try {
        socket.send(JSON.stringify(frame));
        sent++;
      } catch {
        // A socket closing meanwhile: its close handler tidies up.
      }
    }
    this.streams?.wake(at);
    return sent;
  }

  /** Clients only ping (answered by the auto-response); anything else is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    try {
      socket.close(1011, 'error');
    } catch {
      // Already closed.
    }
  }
}
