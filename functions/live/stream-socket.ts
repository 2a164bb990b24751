/**
 * The public event stream on a WebSocket (GET /api/stream with `Upgrade: websocket`): the very stream the
 * SSE clients get (./event-stream.ts: the same filters, the replay after an id from the log, then the live
 * events, in order and once each), each frame sent as one JSON text message:
 *
 * - `{"type":"event","id":<id>,"event":<NftEvent>}`, the NftEvent as `/events` answers it;
 * - `{"type":"close","reason":"slow"|"error","lastEventId":"<id>"}`, then the socket closes with code
 *   STREAM_CLOSE_CODE: reconnect with `?after=<lastEventId>`.
 *
 * Keep-alive comments are not forwarded (a WebSocket has its own pings). The bridge takes frames as the
 * socket accepts them; Workers' WebSocket tells no buffered amount, so a slow socket's frames wait in the
 * runtime's send buffer rather than in the stream's (the SSE clients' slow-client close does not apply).
 */

/** The close code after a `close` message (4000-4999: the application's own). */
export const STREAM_CLOSE_CODE = 4000;

/** One SSE frame as a socket message, or null for what a socket does not need (retry, comments). */
export function socketMessage(frame: string): string | null {
  let id: string | undefined;
  let type: string | undefined;
  let data: string | undefined;
  for (const line of frame.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data = value;
  }
  if (data === undefined) return null;
  if (type === 'close') return JSON.stringify({ type: 'close', ...(JSON.parse(data) as object) });
  // The event's JSON as the stream encoded it, not parsed again.
  return `{"type":"event","id":${JSON.stringify(id ?? '')},"event":${data}}`;
}

/** Sends `body`'s frames down `socket` until either ends. */
async function pump(body: ReadableStream<Uint8Array>, socket: WebSocket): Promise<void> {
  const reader = body.getReader();
  socket.addEventListener('close', () => void reader.cancel().catch(() => undefined));
  const decoder = new TextDecoder();
  let text = '';
  let closing = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const message = socketMessage(text.slice(0, end));
        text = text.slice(end + 2);
        if (message === null) continue;
        socket.send(message);
        if (message.startsWith('{"type":"close"')) closing = true;
      }
    }
    socket.close(closing ? STREAM_CLOSE_CODE : 1000, closing ? 'closed, resume after lastEventId' : 'end');
  } catch {
    // The socket went away (its close listener cancelled the stream) or the stream failed.
    try {
      socket.close(1011, 'error');
    } catch {
      // Already closed.
    }
  }
}

/** A 101 answer whose socket carries `body` (an SSE stream of ./event-stream.ts). */
export function streamOnSocket(body: ReadableStream<Uint8Array>, waitUntil: (work: Promise<unknown>) => void): Response {
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  server.accept();
  waitUntil(pump(body, server));
  return new Response(null, { status: 101, webSocket: client });
}
