// The public event stream's WebSocket frames (GET /stream with `Upgrade: websocket`), declared once for the
// server (functions/live/stream-socket.ts), the route's documentation (functions/api/routes/stream.ts) and any
// client. The Server-Sent Events form of the same stream uses SSE's own fields (`id`, `event`, `data`).

/** Why the server ends a stream: the client fell its buffer behind, or the stream failed. */
export const STREAM_CLOSE_REASONS = ['slow', 'error'] as const;
export type StreamCloseReason = (typeof STREAM_CLOSE_REASONS)[number];

/** The socket's close code after a `close` frame (4000-4999: the application's own). */
export const STREAM_CLOSE_CODE = 4000;

/** One event of the log: `event` is the NftEvent as `/events` answers it; `id` its place in the log. */
export interface StreamEventFrame<Event = unknown> {
  readonly type: 'event';
  readonly id: string;
  readonly event: Event;
}

/** The last frame before the socket closes with STREAM_CLOSE_CODE: reconnect with `?after=<lastEventId>`. */
export interface StreamCloseFrame {
  readonly type: 'close';
  readonly reason: StreamCloseReason;
  readonly lastEventId: string;
}

/** From the client: every event up to `lastEventId` is taken (cumulative). */
export interface StreamAckFrame {
  readonly type: 'ack';
  readonly lastEventId: string;
}

export type StreamServerFrame<Event = unknown> = StreamEventFrame<Event> | StreamCloseFrame;

/** An event id as frames carry it: the decimal digits of a safe integer. */
export const STREAM_EVENT_ID = /^\d{1,16}$/;

export const streamAckFrame = (lastEventId: string | number): StreamAckFrame => ({ type: 'ack', lastEventId: String(lastEventId) });

export const streamCloseFrame = (reason: StreamCloseReason, lastEventId: string | number): StreamCloseFrame => ({
  type: 'close',
  reason,
  lastEventId: String(lastEventId),
});
