/**
 * The public event stream on a WebSocket (GET /api/stream with `Upgrade: websocket`): the very stream the
 * SSE clients get (./event-stream.ts: the same filters, the replay after an id from the log, then the live
 * events, in order and once each), each frame sent as one JSON text message of the contract's
 * (@shared/contract/stream): an `event` frame per event, a `close` frame before the socket closes with
 * STREAM_CLOSE_CODE, and from the client `ack` frames (cumulative: every event up to that id). Workers' WebSocket tells no buffered amount, so a slow socket's frames would otherwise pile up
 * in the runtime's send buffer unseen; the acks are the socket's bounded buffer instead: a client with `buffer`
 * events (STREAM_BUFFER_EVENTS, as the SSE clients') sent and not acknowledged when another comes is slow, and
 * is sent the close with the last event sent (a socket keeps order, so it gets every one before the close).
 * Keep-alive comments are not forwarded (a WebSocket has its own pings).
 */

import { STREAM_CLOSE_CODE, STREAM_EVENT_ID, streamCloseFrame, type StreamAckFrame, type StreamEventFrame } from '@shared/contract/stream';

interface ParsedFrame {
  readonly id: string | undefined;
  readonly type: string | undefined;
  readonly data: string | undefined;
}

function parseFrame(frame: string): ParsedFrame {
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
  return { id, type, data };
}

function messageOf({ id, type, data }: ParsedFrame): string | null {
  if (data === undefined) return null;
  if (type === 'close') return JSON.stringify({ type: 'close', ...(JSON.parse(data) as object) });
  // The event's JSON as the stream encoded it, not parsed again (a StreamEventFrame, keys in its order).
  const head: Omit<StreamEventFrame, 'event'> = { type: 'event', id: id ?? '' };
  return `${JSON.stringify(head).slice(0, -1)},"event":${data}}`;
}

/** One SSE frame as a socket message, or null for what a socket does not need (retry, comments). */
export function socketMessage(frame: string): string | null {
  return messageOf(parseFrame(frame));
}

/** The event id a client's message acknowledges, or null for anything else (ignored). */
export function ackedEventId(message: unknown): number | null {
  if (typeof message !== 'string' || message.length > 200) return null;
  try {
    const parsed = JSON.parse(message) as Partial<Record<keyof StreamAckFrame, unknown>>;
    const id = typeof parsed.lastEventId === 'string' && STREAM_EVENT_ID.test(parsed.lastEventId) ? Number(parsed.lastEventId) : NaN;
    return parsed.type === 'ack' && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** The events sent down one socket and not acknowledged yet, oldest first; at most `buffer`. */
class SendWindow {
  private readonly unacked: number[] = [];
  lastSent: number | null = null;

  constructor(private readonly buffer: number) {}

  get full(): boolean {
    return this.unacked.length >= this.buffer;
  }

  sent(id: number): void {
    this.unacked.push(id);
    this.lastSent = id;
  }

  acked(id: number): void {
    let taken = 0;
    while (taken < this.unacked.length && this.unacked[taken]! <= id) taken++;
    this.unacked.splice(0, taken);
  }
}

const slowClose = (lastEventId: number): string => JSON.stringify(streamCloseFrame('slow', lastEventId));

/** Sends `body`'s frames down `socket` until either ends, or the client falls `buffer` events behind. */
async function pump(body: ReadableStream<Uint8Array>, socket: WebSocket, buffer: number): Promise<void> {
  const reader = body.getReader();
  const inFlight = new SendWindow(buffer);
  socket.addEventListener('close', () => void reader.cancel().catch(() => undefined));
  socket.addEventListener('message', (e) => {
    const id = ackedEventId(e.data);
    if (id !== null) inFlight.acked(id);
  });
  const decoder = new TextDecoder();
  let text = '';
  let closing = false;
  try {
    read: for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(text.slice(0, end));
        text = text.slice(end + 2);
        const message = messageOf(frame);
        if (message === null) continue;
        const isEvent = frame.type === undefined;
        if (isEvent && inFlight.full && inFlight.lastSent !== null) {
          // Slow: the stream (and its place in the live topic's fan-out) is let go at once.
          socket.send(slowClose(inFlight.lastSent));
          closing = true;
          void reader.cancel().catch(() => undefined);
          break read;
        }
        socket.send(message);
        if (isEvent) inFlight.sent(Number(frame.id));
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

/** A 101 answer whose socket carries `body` (an SSE stream of ./event-stream.ts), `buffer` events unacknowledged at most. */
export function streamOnSocket(body: ReadableStream<Uint8Array>, buffer: number, waitUntil: (work: Promise<unknown>) => void): Response {
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  server.accept();
  waitUntil(pump(body, server, buffer));
  return new Response(null, { status: 101, webSocket: client });
}
