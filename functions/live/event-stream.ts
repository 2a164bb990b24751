/**
 * The public event stream's clients inside one live topic's Durable Object (functions/live/LiveTopic.ts):
 * Server-Sent Events of the event log (functions/db/queries/event-stream.ts), replayed from a client's
 * position and then live.
 *
 * The live message is only a wake-up: every event a client gets is read from the log, from the
 * position it has been served up to, so the order is the log's and nothing is skipped or sent twice.
 * Clients with the same filter form a group that reads once per wake-up and fans the frames out
 * (each frame encoded once). A new client replays on its own, pacing its reads by what it has read,
 * and joins its group's fan-out once it has caught up with it; the group then reads again, so a
 * commit whose wake-up came during the replay is not left waiting.
 *
 * A live client that still has a full buffer (STREAM_BUFFER_EVENTS events it has not taken) when more
 * events come is closed with a `close` frame whose `id` is its last delivered event; it resumes from
 * there. The others are not held back by it.
 */
import { filterKey, logHead, readLog, type StreamFilter } from '../db/queries/event-stream';
import type { NftEvent } from '@shared/contract/schemas';
import type { StreamCloseReason } from '@shared/contract/stream';

/** Events per log read at most: a page never fills more than half a client's buffer. */
const PAGE = 100;
const pageSize = (buffer: number): number => Math.max(1, Math.min(PAGE, Math.ceil(buffer / 2)));
/** A comment line keeps proxies from closing an idle stream; the groups re-read then too, in case a wake-up was lost. */
const KEEPALIVE_MS = 20_000;
/** How long EventSource waits before reconnecting (ms), sent first on every stream. */
export const RETRY_MS = 2000;
/** The buffer when STREAM_BUFFER_EVENTS is unset or not a positive integer. */
export const DEFAULT_BUFFER_EVENTS = 512;

/** Why a stream was closed, in its `close` frame. */

const encoder = new TextEncoder();

/** An event as one SSE frame: its log position as the `id`, the NftEvent as `data` (the default `message` event). */
export const eventFrame = (event: NftEvent): string => `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;

/** The last frame of a closed stream: EventSource keeps its `id` and resumes after it when it reconnects. */
export const closeFrame = (reason: StreamCloseReason, lastEventId: number): string =>
  `event: close\nid: ${lastEventId}\ndata: ${JSON.stringify({ reason, lastEventId: String(lastEventId) })}\n\n`;

class StreamClient {
  /** Every matching event up to here has been delivered (or was not this client's). */
  cursor: number;
  /** The last event delivered, or where the client started. */
  lastEventId: number;
  live = false;
  closed = false;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private roomWaiter: (() => void) | null = null;
  readonly body: ReadableStream<Uint8Array>;

  constructor(
    start: number,
    buffer: number,
    private readonly onGone: () => void,
  ) {
    this.cursor = start;
    this.lastEventId = start;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
          controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        },
        pull: () => this.wakeWaiter(),
        cancel: () => this.gone(),
      },
      new CountQueuingStrategy({ highWaterMark: buffer }),
    );
  }

  private wakeWaiter(): void {
    const waiter = this.roomWaiter;
    this.roomWaiter = null;
    waiter?.();
  }

  /** Resolves once `wanted` more fit in the buffer (or the client is gone): a replay reads no faster than it is taken. */
  async room(wanted: number): Promise<void> {
    while (!this.closed && (this.controller.desiredSize ?? 0) < wanted) await new Promise<void>((resolve) => (this.roomWaiter = resolve));
  }

  /**
   * Queues a page of events (those after the cursor), unless the client still has a full buffer waiting:
   * then it is closed instead, and false returned. So a client holds at most a buffer and a page.
   */
  deliver(frames: readonly Frame[], through: number, preface?: Uint8Array): boolean {
    if (this.closed) return false;
    const fresh = frames.some(({ id }) => id > this.cursor);
    if (fresh && (this.controller.desiredSize ?? 0) <= 0) {
      this.close('slow');
      return false;
    }
    try {
      if (fresh && preface) this.controller.enqueue(preface);
      for (const { id, bytes } of frames) {
        if (id <= this.cursor) continue;
        this.controller.enqueue(bytes);
        this.lastEventId = id;
      }
    } catch {
      this.gone(); // its stream ended without telling us: the others still get theirs
      return false;
    }
    this.cursor = Math.max(this.cursor, through);
    return true;
  }

  /** A comment line, only when there is room (it is not worth closing a client for). */
  keepAlive(): void {
    try {
      if (!this.closed && (this.controller.desiredSize ?? 0) > 0) this.controller.enqueue(encoder.encode(': keep-alive\n\n'));
    } catch {
      this.gone();
    }
  }

  private gone(): void {
    this.closed = true;
    this.wakeWaiter();
    this.onGone();
  }

  close(reason: StreamCloseReason): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.controller.enqueue(encoder.encode(closeFrame(reason, this.lastEventId)));
      this.controller.close();
    } catch {
      // Already cancelled by the client.
    }
    this.wakeWaiter();
    this.onGone();
  }
}

/** How many of a group's recent reads are kept: clients resuming from the same id (a reconnect storm) share them. */
const KEPT_READS = 16;

interface Frame {
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** A read of the log and its frames. Still true later: the log below its head never changes. */
interface Read {
  readonly frames: readonly Frame[];
  readonly through: number;
  readonly head: number;
}

interface Group {
  readonly filter: StreamFilter;
  /** Recent replay reads by the position they start after (in flight or done), oldest first. */
  readonly reads: Map<number, Promise<Read>>;
  /** When the indexer committed what the last wake-up announced and when the wake-up came (ms), for the next live read's comment. */
  wokenBy: { committedAt: number; wokenAt: number } | null;
  /** The group's fan-out has delivered the log up to here; null until its first client goes live. */
  head: number | null;
  readonly clients: Set<StreamClient>;
  reading: Promise<void> | null;
  again: boolean;
}

/** Each event encoded once, whatever the number of clients it goes to. */
const framesOf = (events: readonly NftEvent[]): Frame[] =>
  events.map((event) => ({ id: event.id, bytes: encoder.encode(eventFrame(event)) }));

export class StreamHub {
  private readonly groups = new Map<string, Group>();
  private keepAliveTimer: ReturnType<typeof setInterval> | null = null;
  private readonly page: number;

  constructor(
    private readonly db: D1Database,
    private readonly buffer: number,
  ) {
    this.page = pageSize(buffer);
  }

  /** Clients connected now. */
  get size(): number {
    let n = 0;
    for (const group of this.groups.values()) n += group.clients.size;
    return n;
  }

  /** Opens a stream of `filter` after `after` (null: from now on); its events follow as they are read. */
  async connect(filter: StreamFilter, after: number | null): Promise<ReadableStream<Uint8Array>> {
    const start = after ?? (await logHead(this.db));
    const key = filterKey(filter);
    let group = this.groups.get(key);
    if (!group)
      this.groups.set(
        key,
        (group = { filter, head: null, clients: new Set(), reading: null, again: false, reads: new Map(), wokenBy: null }),
      );
    const joined = group;
    const client: StreamClient = new StreamClient(start, this.buffer, () => this.leave(key, client));
    joined.clients.add(client);
    this.startKeepAlive();
    void this.catchUp(joined, client).catch((error: unknown) => {
      console.error('stream: replay failed', error);
      client.close('error');
    });
    return client.body;
  }

  /**
   * The log has grown (a live message for this topic, or the keep-alive's re-read). `committedAt`: when
   * the indexer committed it (ms); the next live frames follow a `: committed <ms> woken <ms>` comment
   * (the second time: when this wake-up came), so a client (and `npm run bench:stream`) can tell their
   * age and the stream's own part of it. EventSource ignores comments.
   */
  wake(committedAt?: number): void {
    const wokenAt = Date.now();
    for (const group of this.groups.values()) {
      if (committedAt !== undefined) group.wokenBy = { committedAt, wokenAt };
      void this.advance(group);
    }
  }

  /** A replay read after `after`, shared with the group's other clients reading from there. */
  private replayRead(group: Group, after: number): Promise<Read> {
    const kept = group.reads.get(after);
    if (kept) return kept;
    const read = readLog(this.db, group.filter, after, this.page).then((page) => ({
      frames: framesOf(page.events),
      through: page.through,
      head: page.head,
    }));
    group.reads.set(after, read);
    read.catch(() => group.reads.delete(after));
    for (const oldest of group.reads.keys()) {
      if (group.reads.size <= KEPT_READS) break;
      group.reads.delete(oldest);
    }
    return read;
  }

  private async catchUp(group: Group, client: StreamClient): Promise<void> {
    while (!client.closed) {
      if (group.head !== null && client.cursor >= group.head) break;
      await client.room(this.page);
      if (client.closed) return;
      const page = await this.replayRead(group, client.cursor);
      client.deliver(page.frames, page.through);
      if (page.through >= page.head) {
        // Only a group no one is live in takes its head from a client's read: the live ones have not had what lies between.
        if (group.head === null) group.head = client.cursor;
        break;
      }
    }
    if (client.closed) return;
    client.live = true;
    await this.advance(group);
  }

  /** Reads the group's events after its head and hands them to its live clients; one read at a time. */
  private advance(group: Group): Promise<void> {
    if (group.reading) {
      group.again = true;
      return group.reading;
    }
    group.reading = (async () => {
      do {
        group.again = false;
        await this.readForLive(group);
      } while (group.again);
    })()
      .catch((error: unknown) => console.error('stream: live read failed', error)) // the next wake-up reads again
      .finally(() => (group.reading = null));
    return group.reading;
  }

  private async readForLive(group: Group): Promise<void> {
    for (;;) {
      const from = group.head;
      if (from === null || ![...group.clients].some((c) => c.live)) return;
      const wokenBy = group.wokenBy;
      group.wokenBy = null;
      const page = await readLog(this.db, group.filter, from, this.page);
      const frames = framesOf(page.events);
      const preface = wokenBy === null ? undefined : encoder.encode(`: committed ${wokenBy.committedAt} woken ${wokenBy.wokenAt}\n\n`);
      for (const client of [...group.clients]) if (client.live) client.deliver(frames, page.through, preface);
      group.head = page.through;
      if (page.through >= page.head) return;
    }
  }

  private leave(key: string, client: StreamClient): void {
    const group = this.groups.get(key);
    if (!group) return;
    group.clients.delete(client);
    if (group.clients.size === 0) this.groups.delete(key);
    if (this.groups.size === 0 && this.keepAliveTimer !== null) {
      clearInterval(this.keepAliveTimer);
      this.keepAliveTimer = null;
    }
  }

  private startKeepAlive(): void {
    if (this.keepAliveTimer !== null) return;
    this.keepAliveTimer = setInterval(() => {
      for (const group of this.groups.values()) for (const client of group.clients) client.keepAlive();
      this.wake();
    }, KEEPALIVE_MS);
  }
}
