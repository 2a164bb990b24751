// GET /api/stream: the event log as Server-Sent Events, replayed from an id and then live. The oracle
// for what a filter matches is POST /events (another query over the same rows); new events come from
// the indexer (ingest) or as copies of stored rows, and the live topics are woken as the reader wakes them.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import { publishLive } from '@functions/live/publish';
import { nftEventSchema, type NftEvent } from '@shared/contract/schemas';
import { W, buildWorld, copyEvent, event, json, logIds, post } from './fixtures';

/** STREAM_BUFFER_EVENTS in vitest.config.ts: small, so a slow client is closed soon. */
const BUFFER = 64;

interface Frame {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/** An open stream: its frames as they arrive, parsed from the raw bytes. */
class Stream {
  readonly frames: Frame[] = [];
  /** The comment lines (`: …`), without the colon. */
  readonly comments: string[] = [];
  ended = false;
  private waiters: (() => void)[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(
    readonly response: Response,
    read = true,
  ) {
    this.reader = response.body!.getReader();
    if (read) void this.pump();
  }

  /** Starts reading a stream opened without reading. */
  read(): void {
    void this.pump();
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      // A stream this test cancelled ends here too.
      const { done, value } = await this.reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const frame: Frame = { id: undefined, event: undefined, data: '' };
        let hasData = false;
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon === 0) {
            this.comments.push(line.slice(1).trim());
            continue;
          }
          const [field, value] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
          if (field === 'id') frame.id = value;
          else if (field === 'event') frame.event = value;
          else if (field === 'data') {
            frame.data += (hasData ? '\n' : '') + value;
            hasData = true;
          }
        }
        if (hasData) this.frames.push(frame);
        this.notify();
      }
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `done` holds (checked on every frame) or the stream has ended. */
  async until(done: (s: Stream) => boolean): Promise<void> {
    while (!done(this) && !this.ended) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** The events received (frames of the default `message` type), parsed against the NftEvent schema. */
  events(): NftEvent[] {
    return this.frames.filter((f) => f.event === undefined).map((f) => nftEventSchema.parse(JSON.parse(f.data)));
  }

  ids(): number[] {
    return this.events().map((e) => e.id);
  }

  /** Waits for the event with this id, then returns every id received. */
  async idsThrough(id: number): Promise<number[]> {
    await this.until((s) => s.frames.some((f) => f.id === String(id)));
    return this.ids();
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}

const request = (query: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`http://localhost/api/stream${query ? `?${query}` : ''}`, { headers });

async function open(query: string, headers: Record<string, string> = {}, read = true): Promise<Stream> {
  const response = await request(query, headers);
  expect(response.status, await (response.status === 200 ? Promise.resolve('') : response.clone().text())).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return new Stream(response, read);
}

/** The ids /events answers for this body, oldest first. */
async function eventsIds(body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const feed = await json<{ data: NftEvent[] }>(await post('/events', { ...body, limit: 100, offset }));
    ids.push(...feed.data.map((e) => e.id));
    if (feed.data.length < 100) return ids.sort((a, b) => a - b);
  }
}

/** What the chain reader does after a commit: tells the topics of the changed NFT and collection. */
const wake = (nft: string, collection: string) =>
  publishLive(env, [
    { topic: `nft:${nft}`, kinds: ['nft'] },
    { topic: `collection:${collection}`, kinds: ['nft'] },
  ]);

let all: number[];
beforeAll(async () => {
  await buildWorld();
  all = await logIds();
});

describe('GET /api/stream', () => {
  it('replays exactly the events after any id, in order, then the live ones, with each id as the SSE id', async () => {
    expect(all.length).toBeGreaterThan(30);
    const starts = [0, all[0]!, all[Math.floor(all.length / 3)]!, all.at(-2)!];
    const streams = await Promise.all(starts.map((after) => open(`after=${after}`)));
    for (const [i, stream] of streams.entries()) {
      expect(await stream.idsThrough(all.at(-1)!)).toEqual(all.filter((id) => id > starts[i]!));
      expect(stream.frames.every((f) => f.id === JSON.parse(f.data).id.toString())).toBe(true);
    }
    // The same events as /events: one of them in full.
    const sale = (await json<{ data: NftEvent[] }>(await post('/events', { nft: W.nft.p1, types: ['sell_purchased'] }))).data[0]!;
    expect(streams[0]!.events().find((e) => e.id === sale.id)).toEqual(sale);

    // Live: the indexer's next events reach every stream once, after the replayed ones.
    const now = Math.floor(Date.now() / 1000);
    const result = await ingest(env.DB, [
      event('transfer', now, { nft: W.nft.p2, oldOwner: W.alice, newOwner: W.dave }),
      event('transfer', now + 1, { nft: W.nft.p2, oldOwner: W.dave, newOwner: W.alice }),
    ]);
    expect(result.applied).toBe(2);
    const fresh = (await logIds()).slice(all.length);
    expect(fresh).toHaveLength(2);
    await wake(W.nft.p2, W.punks);
    for (const [i, stream] of streams.entries()) {
      expect(await stream.idsThrough(fresh[1]!)).toEqual([...all, ...fresh].filter((id) => id > starts[i]!));
      expect(
        stream
          .events()
          .slice(-2)
          .map((e) => [e.eventType, e.address]),
      ).toEqual([
        ['transfer', W.nft.p2],
        ['transfer', W.nft.p2],
      ]);
    }
    // Live events follow a comment with the time the indexer committed them.
    expect(streams[0]!.comments).toContainEqual(expect.stringMatching(/^committed \d{13} woken \d{13}$/));
    // A client that resumes from the last id it has gets nothing old, then the next event.
    const resumed = await open('', { 'last-event-id': String(fresh[1]) });
    const [next] = await copyEvent(fresh[0]!);
    await wake(W.nft.p2, W.punks);
    expect(await resumed.idsThrough(next!)).toEqual([next]);
    for (const stream of [...streams, resumed]) await stream.close();
    all = await logIds();
  });

  it('starts from now without an id, and `after` wins over Last-Event-ID', async () => {
    const fromNow = await open('');
    const both = await open(`after=${all.at(-2)}`, { 'last-event-id': '0' });
    const [next] = await copyEvent(all.at(-1)!);
    await wake(W.nft.p2, W.punks);
    expect(await fromNow.idsThrough(next!)).toEqual([next]);
    expect(await both.idsThrough(next!)).toEqual([all.at(-1), next]);
    await fromNow.close();
    await both.close();
    all = await logIds();
  });

  it("sends a client that replayed past its group's live position nothing twice when the group catches up", async () => {
    const live = await open(`after=${all.at(-1)}`);
    // Once the live client has had an event, its group's position is that event.
    const [first] = await copyEvent(all.at(-1)!);
    await wake(W.nft.p2, W.punks);
    expect(await live.idsThrough(first!)).toEqual([first]);
    // Committed, its wake-up not come yet: a client replaying now reads it before the group does.
    const [early] = await copyEvent(first!);
    const replaying = await open(`after=${first! - 1}`);
    expect(await replaying.idsThrough(early!)).toEqual([first, early]);
    await wake(W.nft.p2, W.punks);
    const [next] = await copyEvent(first!);
    await wake(W.nft.p2, W.punks);
    expect(await live.idsThrough(next!)).toEqual([first, early, next]);
    expect(await replaying.idsThrough(next!)).toEqual([first, early, next]);
    await live.close();
    await replaying.close();
    all = await logIds();
  });

  it('filters by collection, NFT, account and event type, alone and combined', async () => {
    const cases: { query: Record<string, string>; events: Record<string, unknown> }[] = [
      { query: { collection: W.punks }, events: { collections: [W.punks] } },
      { query: { nft: W.nft.p3 }, events: { nft: W.nft.p3 } },
      { query: { account: W.carol }, events: { owner: W.carol } },
      { query: { types: 'sell_active,auction_bid_placed' }, events: { types: ['sell_active', 'auction_bid_placed'] } },
      {
        query: { collection: W.punks, account: W.alice, types: 'sell_active,transfer' },
        events: { collections: [W.punks], owner: W.alice, types: ['sell_active', 'transfer'] },
      },
      { query: { nft: W.nft.p3, collection: W.orbs }, events: { nft: W.nft.p3, collections: [W.orbs] } },
    ];
    for (const { query, events } of cases) {
      const expected = await eventsIds(events);
      const stream = await open(`after=0&${new URLSearchParams(query)}`);
      // A copy of the last match (or of any event of the NFT when nothing matches) ends the replay with
      // an event of the filter: everything received before it is the filter's replay.
      const sentinelOf = expected.at(-1);
      if (sentinelOf === undefined) {
        await stream.close();
        expect(query.nft).toBeDefined(); // the one empty case: an NFT that is not in that collection
        continue;
      }
      if (expected.length > 0) await stream.idsThrough(expected.at(-1)!);
      const [sentinel] = await copyEvent(sentinelOf);
      const copied = await env.DB.prepare(
        'SELECT na.address AS nft, ca.address AS collection FROM activity a JOIN addresses na ON na.id = a.nft JOIN addresses ca ON ca.id = a.collection WHERE a.id = ?',
      )
        .bind(sentinel!)
        .first<{ nft: string; collection: string }>();
      await wake(copied!.nft, copied!.collection);
      await publishLive(env, [
        { topic: `user:${W.alice}`, kinds: ['profile'] },
        { topic: `user:${W.carol}`, kinds: ['profile'] },
      ]);
      expect(await stream.idsThrough(sentinel!), JSON.stringify(query)).toEqual([...expected, sentinel]);
      expect(await eventsIds(events)).toEqual([...expected, sentinel]);
      await stream.close();
    }
    all = await logIds();
  });

  it('refuses a bad filter value with a 400 naming the field, and opens no stream', async () => {
    const bad: [string, Record<string, string>, string][] = [
      ['collection=punks', {}, 'collection'],
      ['nft=0:xyz', {}, 'nft'],
      ['account=', {}, 'account'],
      ['types=sale', {}, 'types.0'],
      ['types=transfer,', {}, 'types.1'],
      ['after=-1', {}, 'after'],
      ['after=1e3', {}, 'after'],
      ['', { 'last-event-id': 'abc' }, 'last-event-id'],
    ];
    for (const [query, headers, field] of bad) {
      const response = await request(query, headers);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json(), query).toMatchObject({ field, error: expect.stringContaining(field) });
    }
  });

  it('closes a client that falls behind by more than its buffer with a close frame carrying its last id, and it resumes from there', async () => {
    const head = all.at(-1)!;
    const slow = await open(`after=${head}`, {}, false);
    const fast = await open(`after=${head}`);
    const burst = await copyEvent(head, 300);
    await wake(W.nft.p2, W.punks);
    // The fast client keeps up and gets them all.
    expect(await fast.idsThrough(burst.at(-1)!)).toEqual(burst);
    // The slow one, read only now, got a run of them and then the close, and its stream has ended.
    slow.read();
    await slow.until((s) => s.ended);
    const got = slow.ids();
    expect(got.length).toBeGreaterThanOrEqual(BUFFER);
    expect(got.length).toBeLessThan(burst.length);
    expect(got).toEqual(burst.slice(0, got.length));
    const last = slow.frames.at(-1)!;
    expect(last.event).toBe('close');
    expect(last.id).toBe(String(got.at(-1)));
    expect(JSON.parse(last.data)).toEqual({ reason: 'slow', lastEventId: String(got.at(-1)) });
    // Resuming with that id gives the rest, exactly.
    const resumed = await open('', { 'last-event-id': last.id! });
    expect(await resumed.idsThrough(burst.at(-1)!)).toEqual(burst.slice(got.length));
    await fast.close();
    await resumed.close();
    all = await logIds();
  });

  it('limits opening streams per client address with a 429, and other clients go on', async () => {
    // wrangler.jsonc: LIVE_LIMITER, 120 a minute per client address (streams counted apart from sockets).
    const LIMIT = 120;
    const statuses = new Set<number>();
    let sent = 0;
    let refused: Response | undefined;
    while (!refused && sent <= 2 * LIMIT) {
      const response = await request('collection=bad', { 'cf-connecting-ip': '203.0.113.21' });
      sent++;
      if (response.status === 429) refused = response;
      else statuses.add(response.status);
    }
    expect(sent).toBeGreaterThan(LIMIT);
    expect([...statuses]).toEqual([400]);
    if (!refused) throw new Error(`no 429 after ${sent} requests`);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many requests') });
    const other = await open('', { 'cf-connecting-ip': '203.0.113.22' });
    await other.close();
  });
});
