#!/usr/bin/env node
// `npm run bench:stream [-- --clients 100,1000 --blocks 10 --storm-blocks 2 --port 5710]`: the public event
// stream (GET /api/stream) with many Server-Sent Events clients on one collection.
//
// For each client count N, on a fresh devnet (.wrangler/bench-stream): Alice makes `--blocks` market blocks
// on an idle NFT of hers (list, cancel, ...) with no client, for the server's CPU without the stream. Then N
// clients open the stream of that NFT's collection (each as its own client address, as the rate limit counts
// them) and she makes `--blocks` more, one at a time. Each event is timed from when the chain reader
// committed it (the `: committed <ms>` comment the stream sends before live events) to its arrival at each
// client: p50/p95/p99 over clients and blocks (and, for context, from the block's request). The server's CPU
// (its workerd processes, /proc) over those blocks less the same without clients, divided by the events
// delivered, is the stream's CPU per delivered event. The reader tells the live topics after it has purged the
// cached pages the commit touched (functions/reader/ChainReader.ts), so the stream's own part, from the wake-up
// reaching the stream's Durable Object (the comment's second stamp) to the client, is reported too.
// Then a reconnect storm: every client drops, Alice makes `--storm-blocks` blocks, and every client
// reconnects at once with Last-Event-ID = the last id it got. Reported: the events missed (expected 0:
// every event of the collection after a client's first id, per POST /api/events, that it never got), the
// duplicates (0) and the catch-up time (from the reconnects to the last client having every missed event).
// Both clocks are this machine's; the clients share one Node process, whose own load adds to the tail.
// Needs the build (`npm run build`). Writes bench-results/stream.json.
import http from 'node:http';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cpuMs, descendants } from './harness/cpu.mjs';
import { idleNftOfAlice, listOrCancel } from './harness/devnet.mjs';
import { lower, saveResults } from './harness/results.mjs';
import { startServer } from './harness/server.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100,1000' },
    blocks: { type: 'string', default: '10' },
    'storm-blocks': { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '5710' },
  },
});
const COUNTS = values.clients.split(',').map(Number);
const BLOCKS = Number(values.blocks);
const STORM_BLOCKS = Number(values['storm-blocks']);
const PORT = Number(values.port);
for (const n of COUNTS) if (!Number.isInteger(n) || n < 1 || n > 5000) throw new Error('--clients must be a list of 1 to 5000');
if (!Number.isInteger(BLOCKS) || BLOCKS < 1 || BLOCKS > 100) throw new Error('--blocks must be 1 to 100');
if (!Number.isInteger(STORM_BLOCKS) || STORM_BLOCKS < 1 || STORM_BLOCKS > 20) throw new Error('--storm-blocks must be 1 to 20');
if (!Number.isInteger(PORT) || PORT < 1024 || PORT > 65535) throw new Error('--port must be 1024 to 65535');
const PERSIST_TO = '.wrangler/bench-stream';
/** How long a block's event may take to reach every client before the run fails. */
const BLOCK_TIMEOUT_MS = 60_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const round = (ms) => Math.round(ms * 10) / 10;
const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1)),
  };
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check, what, timeout = BLOCK_TIMEOUT_MS) {
  for (const started = Date.now(); !check(); await sleep(10)) {
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${what}`);
  }
}

/** One SSE client: every event id it gets, with the time it came; ids it got twice are counted. */
class Client {
  constructor(index, url) {
    this.index = index;
    this.url = url;
    this.arrivals = new Map();
    /** When the indexer committed each live event and when its wake-up reached the stream (the comment before it). */
    this.committed = new Map();
    this.stamp = null;
    this.duplicates = 0;
    this.lastId = null;
    this.request = null;
  }

  /** Opens the stream (resuming after `lastId` when it has one); resolves when the answer's headers came. */
  connect() {
    const headers = {
      accept: 'text/event-stream',
      // Each client its own address (10.x.y.z), as the rate limit tells clients apart.
      'cf-connecting-ip': `10.${(this.index >> 16) & 255}.${(this.index >> 8) & 255}.${this.index & 255}`,
      ...(this.lastId === null ? {} : { 'last-event-id': String(this.lastId) }),
    };
    return new Promise((resolve, reject) => {
      let answered = false;
      this.request = http.get(this.url, { headers, agent: false }, (res) => {
        answered = true;
        if (res.statusCode !== 200) {
          reject(new Error(`client ${this.index}: status ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk) => {
          const now = performance.timeOrigin + performance.now();
          text += chunk;
          let end;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const frame = text.slice(0, end);
            text = text.slice(end + 2);
            const comment = /^: committed (\d+) woken (\d+)$/.exec(frame);
            if (comment) this.stamp = { committed: Number(comment[1]), woken: Number(comment[2]) };
            if (/^event:/m.test(frame)) continue; // a close frame: not an event
            const id = /^id: (\d+)$/m.exec(frame)?.[1];
            if (id === undefined) continue;
            const n = Number(id);
            if (this.arrivals.has(n)) this.duplicates++;
            else this.arrivals.set(n, now);
            if (this.stamp !== null) this.committed.set(n, this.stamp);
            this.lastId = n;
          }
        });
        res.on('error', () => {});
        resolve();
      });
      // Once answered, an error is the drop of the storm (or the end of the run).
      this.request.on('error', (error) => (answered ? undefined : reject(error)));
    });
  }

  drop() {
    this.request.destroy();
  }

  /** The first event after `id`, when it came and when it was committed. */
  firstAfter(id) {
    let best = null;
    for (const [n, at] of this.arrivals) if (n > id && (best === null || n < best.id)) best = { id: n, at, stamp: this.committed.get(n) };
    return best;
  }
}

async function post(base, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Every event id of the collection (POST /api/events, the feed's own query), oldest first. */
async function collectionIds(base, collection) {
  const ids = [];
  for (let offset = 0; ; offset += 100) {
    const page = await post(base, '/events', { collections: [collection], limit: 100, offset });
    ids.push(...page.data.map((e) => e.id));
    if (page.data.length < 100) return ids.sort((a, b) => a - b);
  }
}

/** The collection's newest event id, polled until it is above `above` (the reader has committed a block). */
async function newestAbove(base, collection, above) {
  for (const started = Date.now(); ; await sleep(50)) {
    const page = await post(base, '/events', { collections: [collection], limit: 1 });
    const newest = page.data[0]?.id ?? 0;
    if (newest > above) return newest;
    if (Date.now() - started > BLOCK_TIMEOUT_MS) throw new Error('the block did not reach the API');
  }
}

async function run(n) {
  rmSync(PERSIST_TO, { recursive: true, force: true });
  const server = await startServer({ port: PORT, persistTo: PERSIST_TO });
  const clients = [];
  try {
    const nft = await idleNftOfAlice(server.url);
    const { nft: record } = await post(server.url, '/nft/details', { nft });
    const collection = record.collection;
    const url = `${server.url}/api/stream?collection=${collection}`;
    const before = await collectionIds(server.url, collection);
    let head = before.at(-1) ?? 0;

    // The server's CPU for the same blocks with no client: what the stream adds is the rest.
    const workerd = descendants(server.pid);
    const baselineBefore = cpuMs(workerd);
    for (let b = 0; b < BLOCKS; b++) {
      await listOrCancel(server.url, nft, b);
      head = await newestAbove(server.url, collection, head);
    }
    const baselineCpu = cpuMs(workerd) - baselineBefore;
    const firstLive = head;

    for (let i = 0; i < n; i++) clients.push(new Client(i, url));
    // Opened in batches, as a crowd arrives: all at once would mostly measure the accept queue.
    for (let i = 0; i < n; i += 100) await Promise.all(clients.slice(i, i + 100).map((c) => c.connect()));
    process.stdout.write(`${n} clients connected\n`);

    // Live: one block at a time, each timed from the devnet's answer to every client's arrival.
    const latencies = [];
    const fromRequest = [];
    const fromWake = [];
    const cpuBefore = cpuMs(workerd);
    const deliveredBefore = clients.reduce((sum, c) => sum + c.arrivals.size, 0);
    for (let b = BLOCKS; b < 2 * BLOCKS; b++) {
      const requested = performance.timeOrigin + performance.now();
      await listOrCancel(server.url, nft, b);
      await waitFor(() => clients.every((c) => c.firstAfter(head) !== null), `block ${b} on every client`);
      const arrivals = clients.map((c) => c.firstAfter(head));
      if (arrivals.some((a) => a.stamp === undefined)) throw new Error(`block ${b}: an event came without its commit time`);
      const ages = arrivals.map((a) => a.at - a.stamp.committed).sort((x, y) => x - y);
      latencies.push(...ages);
      fromWake.push(...arrivals.map((a) => a.at - a.stamp.woken));
      fromRequest.push(...arrivals.map((a) => a.at - requested));
      head = Math.max(...arrivals.map((a) => a.id));
      // The next block may cancel this listing only once the API shows it (listOrCancel reads it there).
      await newestAbove(server.url, collection, head - 1);
      process.stdout.write(
        `block ${b}: event ${head} reached p50 ${round(quantile(ages, 0.5))} ms, the last ${round(ages.at(-1))} ms after its commit\n`,
      );
    }
    await waitFor(() => clients.every((c) => c.lastId !== null && c.lastId >= head), 'the last block on every client');
    const cpu = cpuMs(workerd) - cpuBefore;
    const delivered = clients.reduce((sum, c) => sum + c.arrivals.size, 0) - deliveredBefore;

    // The reconnect storm.
    for (const c of clients) c.drop();
    for (let b = 2 * BLOCKS; b < 2 * BLOCKS + STORM_BLOCKS; b++) {
      await listOrCancel(server.url, nft, b);
      head = await newestAbove(server.url, collection, head);
    }
    // A listing left open would be cancelled by the next run's first block on a fresh devnet: nothing to tidy.
    const all = (await collectionIds(server.url, collection)).filter((id) => id > firstLive);
    const missedAtDrop = new Map(clients.map((c) => [c, all.filter((id) => id > c.lastId)]));
    const stormStarted = performance.timeOrigin + performance.now();
    await Promise.all(clients.map((c) => c.connect()));
    const has = (c) => missedAtDrop.get(c).every((id) => c.arrivals.has(id));
    let timedOut = false;
    await waitFor(() => clients.every(has), 'every client to catch up').catch(() => (timedOut = true));
    const caughtUp = Math.max(...clients.map((c) => Math.max(...missedAtDrop.get(c).map((id) => c.arrivals.get(id) ?? Infinity))));
    const missed = clients.reduce((sum, c) => sum + all.filter((id) => !c.arrivals.has(id)).length, 0);
    const duplicates = clients.reduce((sum, c) => sum + c.duplicates, 0);
    const extra = clients.reduce((sum, c) => sum + [...c.arrivals.keys()].filter((id) => !all.includes(id)).length, 0);
    const perEventUs = delivered > 0 ? round((cpu * 1000) / delivered) : null;
    const streamPerEventUs = delivered > 0 ? round((Math.max(0, cpu - baselineCpu) * 1000) / delivered) : null;
    const latency = percentiles(latencies);
    const result = {
      clients: n,
      blocks: BLOCKS,
      commitToClientMs: latency,
      wakeToClientMs: percentiles(fromWake),
      requestToClientMs: percentiles(fromRequest),
      delivered,
      serverCpuMs: cpu,
      serverCpuWithoutClientsMs: baselineCpu,
      cpuPerDeliveredEventUs: streamPerEventUs,
      cpuPerDeliveredEventWithIndexingUs: perEventUs,
      storm: {
        blocksWhileAway: STORM_BLOCKS,
        missedEventsPerClient: round([...missedAtDrop.values()].reduce((sum, ids) => sum + ids.length, 0) / n),
        missed,
        duplicates,
        notOfTheCollection: extra,
        catchUpMs: timedOut ? null : round(caughtUp - stormStarted),
      },
    };
    process.stdout.write(
      `${n} clients: commit -> client p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms ` +
        `(the stream's part, wake-up -> client: p50 ${result.wakeToClientMs.p50} ms, p95 ${result.wakeToClientMs.p95} ms, p99 ${result.wakeToClientMs.p99} ms); ` +
        `server CPU per delivered event ${streamPerEventUs} µs for the stream (${perEventUs} µs with the devnet and reader: ${cpu} ms for ${delivered}, ${baselineCpu} ms for the same blocks without clients); ` +
        `storm: ${missed} missed, ${duplicates} duplicates, caught up in ${result.storm.catchUpMs} ms\n`,
    );
    return result;
  } finally {
    for (const c of clients) c.request?.destroy();
    server.stop();
    await sleep(1000);
  }
}

const runs = [];
for (const n of COUNTS) runs.push(await run(n));
saveResults(
  'stream',
  runs.flatMap((r) => [
    lower(`${r.clients} clients: commit to client p50`, r.commitToClientMs.p50, 'ms'),
    lower(`${r.clients} clients: commit to client p95`, r.commitToClientMs.p95, 'ms'),
    lower(`${r.clients} clients: commit to client p99`, r.commitToClientMs.p99, 'ms'),
    lower(`${r.clients} clients: wake-up to client p99`, r.wakeToClientMs.p99, 'ms'),
    lower(`${r.clients} clients: server CPU per delivered event`, r.cpuPerDeliveredEventUs, 'µs'),
    lower(`${r.clients} clients: storm missed + duplicates`, r.storm.missed + r.storm.duplicates, 'events'),
    lower(`${r.clients} clients: storm catch-up`, r.storm.catchUpMs, 'ms'),
  ]),
  { runs },
);
if (runs.some((r) => r.storm.missed > 0 || r.storm.duplicates > 0 || r.storm.notOfTheCollection > 0 || r.storm.catchUpMs === null))
  process.exitCode = 1;
