/**
 * GET /stream (ours, not in the contract): the public event stream as Server-Sent Events, replayed from
 * the client's last event id and then live (functions/live/event-stream.ts holds the clients). Public
 * data only, so no session; opening one is rate limited per client address, as the live sockets are.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { streamQuerySchema } from '@shared/contract/requests';
import { nftEventSchema } from '@shared/contract/schemas';
import { createMiddleware } from 'hono/factory';
import { liveStub, STREAM_HEADER, streamTopic } from '../../live/stub';
import { RETRY_MS } from '../../live/event-stream';
import { errorBodySchema, errorResponses } from '../openapi/errors';
import { openApiRouter } from '../openapi/router';
import { overLimit } from '../rate-limit';
import { ROUTE_PATHS } from '@shared/contract/route-paths';
import { STREAM_CLOSE_CODE, STREAM_CLOSE_REASONS, STREAM_EVENT_ID } from '@shared/contract/stream';

const limitStreams = createMiddleware<{ Bindings: Env }>(
  async (c, next) => (await overLimit(c.env.LIVE_LIMITER, c.req.raw, 'stream')) ?? next(),
);

const lastEventIdSchema = z
  .string()
  .regex(STREAM_EVENT_ID, { error: 'must be the id of an event (digits)' })
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER))
  .optional()
  .meta({ description: 'Set by EventSource when it reconnects: resume after this event id' });

const DESCRIPTION = `Server-Sent Events (\`text/event-stream\`) of the activity log: each event is one \`message\` whose
\`data\` is the same NftEvent \`/events\` answers and whose \`id\` is its \`id\`, the event's position in the log (the
order the indexer committed events in). With \`after\` (or the \`Last-Event-ID\` header EventSource sends when it
reconnects) every matching event after that id comes first, in order and once each, then the live ones; without,
only new events. Filters combine. The stream starts with \`retry: ${RETRY_MS}\` and sends a \`: keep-alive\` comment
when idle. A client that still has the server's buffer full (STREAM_BUFFER_EVENTS events it has not taken) when
more events come is sent \`event: close\` with \`id\` and \`data.lastEventId\` its last delivered event, \`data.reason\` \`slow\`, and the stream
ends: EventSource reconnects by itself and resumes after that id. No session needed; opening streams is rate limited
per client address (429 with \`Retry-After\`).

The same stream comes on a WebSocket when the request asks for an upgrade (\`Upgrade: websocket\`; the same
parameters, resume with \`after\`): one JSON text message per event, \`{"type":"event","id":"<id>","event":<NftEvent>}\`,
and on a close \`{"type":"close","reason":${STREAM_CLOSE_REASONS.map((r) => `"${r}"`).join('|')},"lastEventId":"<id>"}\` before the socket closes with code ${STREAM_CLOSE_CODE}.
The client acknowledges what it has taken with \`{"type":"ack","lastEventId":"<id>"}\` (cumulative): one with
STREAM_BUFFER_EVENTS events sent and not acknowledged when another comes is closed as \`slow\` with the last event sent.`;

export const streamRoutes = openApiRouter().openapi(
  createRoute({
    method: 'get',
    path: ROUTE_PATHS.stream,
    tags: ['Activity'],
    summary: 'The activity log as Server-Sent Events, replayable from an event id',
    description: DESCRIPTION,
    middleware: [limitStreams],
    request: { query: streamQuerySchema, headers: z.object({ 'last-event-id': lastEventIdSchema }) },
    responses: {
      200: {
        description: 'An endless `text/event-stream`; each `message` event carries one NftEvent as its JSON `data`.',
        content: { 'text/event-stream': { schema: nftEventSchema } },
      },
      ...errorResponses([400]),
      429: {
        description: 'Too many streams opened from this client; retry after `Retry-After` seconds.',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    },
  }),
  async (c) => {
    const { after, ...filter } = c.req.valid('query');
    const resume = after ?? c.req.valid('header')['last-event-id'] ?? null;
    const topic = liveStub(c.env, streamTopic(filter));
    if (c.req.header('upgrade')?.toLowerCase() === 'websocket') {
      const headers = { upgrade: 'websocket', [STREAM_HEADER]: JSON.stringify({ filter, after: resume }) };
      return (await topic.fetch(new Request(c.req.url, { headers }))) as never;
    }
    const body = await topic.stream(filter, resume);
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    }) as never;
  },
);
