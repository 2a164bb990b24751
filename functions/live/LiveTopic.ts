/**
 * One live topic (`nft:<address>`, `collection:<address>`, `user:<address>`) as a Durable Object holding
 * its pages' WebSockets through the hibernation API: the object sleeps between changes and the sockets
 * stay open. The Worker (./route.ts) has already checked the topic and, for a user's private feed, the
 * session; the object only accepts, tags and broadcasts.
 *
 * Tags: `public` sockets get every change of the topic; on `user:<address>` only sockets tagged
 * `owner` (a session of that address) are told about notifications.
 */
import { DurableObject } from 'cloudflare:workers';
import type { LiveChangeKind } from '../indexer/live-changes';

export const OWNER_TAG = 'owner';
export const PUBLIC_TAG = 'public';
/** A socket may send this to check the line; it is answered without waking the object. */
export const PING = 'ping';
export const PONG = 'pong';

/** What a socket receives. */
export interface LiveFrame {
  readonly type: 'change';
  readonly topic: string;
  readonly kinds: readonly LiveChangeKind[];
  /** When the change was indexed (server time in ms), so a client (and the benchmark) can tell its age. */
  readonly at: number;
}

export class LiveTopic extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /** Accepts an upgraded request; the Worker sets `x-live-owner: 1` for a signed-in user's own feed. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
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
  async publish(topic: string, kinds: readonly LiveChangeKind[], at = Date.now()): Promise<number> {
    const publicKinds = kinds.filter((k) => k !== 'notification' && k !== 'outbid');
    let sent = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const owner = this.ctx.getTags(socket).includes(OWNER_TAG);
      const visible = owner ? kinds : publicKinds;
      if (visible.length === 0) continue;
      const frame: LiveFrame = { type: 'change', topic, kinds: visible, at };
      try {
        socket.send(JSON.stringify(frame));
        sent++;
      } catch {
        // A socket closing meanwhile: its close handler tidies up.
      }
    }
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
