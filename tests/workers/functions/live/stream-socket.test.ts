// GET /api/stream on a WebSocket: the same stream as the SSE one (replay after an id from the log, then the
// live events, filtered), one JSON message per event; a close frame becomes a message and close code 4000; a
// client that leaves STREAM_BUFFER_EVENTS events unacknowledged is closed as slow with its last id, and resumes.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeFrame, eventFrame } from '@functions/live/event-stream';
import { publishLive } from '@functions/live/publish';
import { ackedEventId, socketMessage } from '@functions/live/stream-socket';
import { STREAM_CLOSE_CODE, streamAckFrame } from '@shared/contract/stream';
import { ingest } from '@functions/indexer';
import { nftEventSchema, type NftEvent } from '@shared/contract/schemas';
import { W, buildWorld, copyEvent, event, json, logIds, post } from '../api/fixtures';

/** STREAM_BUFFER_EVENTS in vitest.config.ts: small, so a slow client is closed soon. */
const BUFFER = 64;

interface Message {
  type: string;
  id?: string;
  event?: unknown;
  reason?: string;
  lastEventId?: string;
}

/** Opens the stream on a socket and collects its messages; `ack`: acknowledges each event as it comes, as a client that keeps up does. */
async function connect(query: string, ack = true) {
  const response = await exports.default.fetch(`http://localhost/api/stream?${query}`, { headers: { upgrade: 'websocket' } });
  expect(response.status, response.status === 101 ? '' : await response.text()).toBe(101);
  const socket = response.webSocket!;
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  let closedWith: number | null = null;
  socket.addEventListener('message', (e) => {
    const message = JSON.parse(e.data as string) as Message;
    messages.push(message);
    if (ack && message.type === 'event') socket.send(JSON.stringify(streamAckFrame(message.id!)));
    for (const w of waiters.splice(0)) w();
  });
  socket.addEventListener('close', (e) => {
    closedWith = e.code;
    for (const w of waiters.splice(0)) w();
  });
  socket.accept();
  const events = (): NftEvent[] => messages.filter((m) => m.type === 'event').map((m) => nftEventSchema.parse(m.event));
  return {
    socket,
    messages,
    events,
    closedWith: () => closedWith,
    /** Waits until the event with this id came, then returns every id received. */
    async idsThrough(id: number): Promise<number[]> {
      while (!events().some((e) => e.id === id) && closedWith === null) await new Promise<void>((resolve) => waiters.push(resolve));
      return events().map((e) => e.id);
    },
    async closed(): Promise<number> {
      while (closedWith === null) await new Promise<void>((resolve) => waiters.push(resolve));
      return closedWith;
    },
  };
}

async function eventsIds(body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const feed = await json<{ data: NftEvent[] }>(await post('/events', { ...body, limit: 100, offset }));
    ids.push(...feed.data.map((e) => e.id));
    if (feed.data.length < 100) return ids.sort((a, b) => a - b);
  }
}

let all: number[];
beforeAll(async () => {
  await buildWorld();
  all = await logIds();
});

describe('GET /api/stream on a WebSocket', () => {
  it('replays the events after an id, in order and once, then the live ones, each with its id', async () => {
    const after = all[Math.floor(all.length / 2)]!;
    const stream = await connect(`after=${after}`);
    expect(await stream.idsThrough(all.at(-1)!)).toEqual(all.filter((id) => id > after));
    const sale = (await json<{ data: NftEvent[] }>(await post('/events', { nft: W.nft.p1, types: ['sell_purchased'] }))).data[0]!;
    if (sale.id > after) expect(stream.events().find((e) => e.id === sale.id)).toEqual(sale);

    const now = Math.floor(Date.now() / 1000);
    expect((await ingest(env.DB, [event('transfer', now, { nft: W.nft.p2, oldOwner: W.alice, newOwner: W.dave })])).applied).toBe(1);
    const fresh = (await logIds()).at(-1)!;
    await publishLive(env, [{ topic: `nft:${W.nft.p2}`, kinds: ['nft'] }]);
    expect(await stream.idsThrough(fresh)).toEqual([...all, fresh].filter((id) => id > after));
    all = await logIds();
    stream.socket.close(1000, 'done');
  });

  it('filters as the SSE stream does', async () => {
    const stream = await connect(`after=0&collection=${W.punks}&types=sell_active,transfer`);
    const expected = await eventsIds({ collections: [W.punks], types: ['sell_active', 'transfer'] });
    expect(expected.length).toBeGreaterThan(0);
    expect(await stream.idsThrough(expected.at(-1)!)).toEqual(expected);
    stream.socket.close(1000, 'done');
  });

  it('closes a client that leaves its buffer of events unacknowledged with its last id, without holding others back, and it resumes from there', async () => {
    const head = all.at(-1)!;
    const slow = await connect(`after=${head}`, false);
    const fast = await connect(`after=${head}`);
    const burst = await copyEvent(head, 300);
    await publishLive(env, [{ topic: `nft:${W.nft.p2}`, kinds: ['nft'] }]);
    expect(await fast.idsThrough(burst.at(-1)!)).toEqual(burst);

    // Workers' WebSocket tells no buffered amount: the slow one is the one that took no more than its buffer.
    expect(await slow.closed()).toBe(STREAM_CLOSE_CODE);
    const got = slow.events().map((e) => e.id);
    expect(got).toEqual(burst.slice(0, BUFFER));
    expect(slow.messages.at(-1)).toEqual({ type: 'close', reason: 'slow', lastEventId: String(burst[BUFFER - 1]) });

    const resumed = await connect(`after=${slow.messages.at(-1)!.lastEventId!}`);
    expect(await resumed.idsThrough(burst.at(-1)!)).toEqual(burst.slice(BUFFER));
    fast.socket.close(1000, 'done');
    resumed.socket.close(1000, 'done');
    all = await logIds();
  });

  it('answers bad parameters with 400 naming the field, not an upgrade', async () => {
    const res = await exports.default.fetch('http://localhost/api/stream?types=nothing', { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'types.0' });
  });
});

describe('socketMessage', () => {
  it('turns an event frame into an event message and a close frame into a close message', () => {
    const sale = { id: 42, eventType: 'transfer' } as unknown as NftEvent;
    expect(JSON.parse(socketMessage(eventFrame(sale).trimEnd())!)).toEqual({ type: 'event', id: '42', event: sale });
    expect(JSON.parse(socketMessage(closeFrame('slow', 41).trimEnd())!)).toEqual({ type: 'close', reason: 'slow', lastEventId: '41' });
    expect(socketMessage('retry: 2000')).toBeNull();
    expect(socketMessage(': keep-alive')).toBeNull();
    expect(STREAM_CLOSE_CODE).toBe(4000);
  });

  it('reads an acknowledgement, and nothing else, from what a client sends', () => {
    expect(ackedEventId('{"type":"ack","lastEventId":"42"}')).toBe(42);
    expect(ackedEventId('{"type":"ack","lastEventId":42}')).toBeNull();
    expect(ackedEventId('{"type":"ping"}')).toBeNull();
    expect(ackedEventId('not json')).toBeNull();
    expect(ackedEventId(new ArrayBuffer(4))).toBeNull();
  });
});
