#!/usr/bin/env node
// `npm run bench:api [-- --scale 1000000] [--requests 200]`: p50 and p95 latency of the five routes the
// pages lean on, against the built Worker served locally (real D1 in workerd).
//   /nfts          one collection, two trait filters, sorted by price
//   /events        a collection, three event types
//   /search        a name prefix
//   /collections   sorted by owners (the list order)
//   /nft/details   one NFT
//   /collection/analytics/market, /listings, /holders   the biggest collection (market: the four periods in turn)
//   /user/portfolio, /nfts by receivedAt              the biggest collection's top holders (a profile's tools)
//   /user/pnl (the five periods in turn)              the same holders, each with its own session
//   /user/history.csv                                 the top holder's last year, whole: its rows per second
// Without --scale it uses the demo world in .wrangler/state (what `npm start` seeds). With --scale N it
// uses .wrangler/bench-<N>, seeding it first when empty (1,000,000 NFTs takes a while, once).
// Goal: p95 <= 50 ms each at the 1,000,000 scale. Also prints the database size and bytes per
// chain event (dbstat). `--port N` (default 4411). Writes bench-results/api-<scale>.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { cpuMs, descendants } from './harness/cpu.mjs';
import { databaseSize } from './harness/db-size.mjs';
import { startServer } from './harness/server.mjs';
import { lower, saveResults } from './harness/results.mjs';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, requests: { type: 'string', default: '200' }, port: { type: 'string', default: '4411' } },
});
const REQUESTS = Number(values.requests);
const WARMUP = 20;
const PORT = Number(values.port);
const persistTo = values.scale ? `.wrangler/bench-${values.scale}` : '.wrangler/state';

if (values.scale && !existsSync(persistTo)) {
  console.log(`Seeding ${Number(values.scale).toLocaleString('en')} NFTs into ${persistTo} (once)…`);
  const seeded = spawnSync('node', ['scripts/seed.mjs', '--scale', values.scale, '--persist-to', persistTo], { stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = await startServer({ port: PORT, persistTo });
const api = (path, body, raw = false) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': raw ? 'text/plain' : 'application/json' },
    body: raw ? body : JSON.stringify(body),
  });

/** A session for `address`, signed with the local server's JWT_SECRET (.dev.vars, which `npm start` writes). */
async function bearer(address) {
  const secret = /^JWT_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(address)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
  return { authorization: `Bearer ${token}` };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, send) {
  for (let i = 0; i < WARMUP; i++) await (await send(i)).arrayBuffer();
  const times = [];
  let errors = 0;
  // The server's CPU time per request (workerd and wrangler, Linux /proc): other load on a shared machine
  // stretches the wall times, far less this.
  const processes = descendants(server.pid);
  const cpuBefore = cpuMs(processes);
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) errors++;
  }
  const cpu = cpuMs(processes) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    route: name,
    requests: REQUESTS,
    errors,
    cpu_ms_per_request: +(cpu / REQUESTS).toFixed(1),
    p50_ms: +percentile(times, 50).toFixed(1),
    p95_ms: +percentile(times, 95).toFixed(1),
    max_ms: +times.at(-1).toFixed(1),
  };
}

const rows = [];
let history = null;
let ledgerBuilds = null;
try {
  // The biggest collection, two of its trait values, one NFT, and a name to search for.
  const collections = await (await api('/collections', { order: { field: 'ownersCount', direction: 'desc' }, limit: 1 })).json();
  const collection = collections.items[0];
  const attrs = collection.attributes.slice(0, 2).map((a) => ({ traitType: a.traitType, traitValues: a.traitValues.slice(0, 2) }));
  const nfts = (await (await api('/nfts', { collections: [collection.address], limit: 50 })).json()).items;
  const word = (collection.name.split(' ')[0] ?? collection.name).slice(0, 4);

  rows.push(
    await measure('POST /nfts', (i) =>
      api('/nfts', {
        collections: [collection.address],
        attributes: attrs,
        order: { field: 'floorPriceUsd', direction: i % 2 ? 'asc' : 'desc' },
        limit: 24,
        offset: (i % 5) * 24,
      }),
    ),
  );
  rows.push(
    await measure('POST /events', (i) =>
      api('/events', {
        collections: [collection.address],
        types: ['sell_purchased', 'offer_filled', 'auction_complete'],
        limit: 24,
        offset: (i % 5) * 24,
      }),
    ),
  );
  rows.push(await measure('POST /search', (i) => api('/search', i % 2 ? word : word.toLowerCase(), true)));
  rows.push(
    await measure('POST /collections', (i) =>
      api('/collections', { order: { field: ['ownersCount', 'price', 'firstMint'][i % 3], direction: 'desc' }, limit: 24 }),
    ),
  );
  rows.push(await measure('POST /nft/details', (i) => api('/nft/details', { nft: nfts[i % nfts.length].address })));
  const periods = ['24h', '7d', '30d', 'all'];
  rows.push(
    await measure('POST /collection/analytics/market', (i) =>
      api('/collection/analytics/market', { collection: collection.address, period: periods[i % periods.length] }),
    ),
  );
  rows.push(
    await measure('POST /collection/analytics/listings', () => api('/collection/analytics/listings', { collection: collection.address })),
  );
  rows.push(
    await measure('POST /collection/analytics/holders', () => api('/collection/analytics/holders', { collection: collection.address })),
  );
  // A profile's tools: the biggest holders' portfolio and their Collected tab, recently received first.
  const holders = (await (await api('/collection/analytics/holders', { collection: collection.address })).json()).top.map((h) => h.address);
  rows.push(await measure('POST /user/portfolio', (i) => api('/user/portfolio', { address: holders[i % holders.length] })));
  rows.push(
    await measure('POST /nfts (receivedAt)', (i) =>
      api('/nfts', {
        owners: [holders[i % holders.length]],
        order: { field: 'receivedAt', direction: 'desc' },
        limit: 24,
        offset: (i % 3) * 24,
      }),
    ),
  );
  // The owners' P&L (their own sessions), then the top holder's history file for a year, whole.
  const sessions = await Promise.all(holders.map(bearer));
  const pnlPeriods = ['24h', '7d', '30d', '1y', 'all'];
  // Each holder's first read builds their ledger from their whole history (once; later reads fold only what changed).
  const firstReads = [];
  for (const session of sessions) {
    const started = performance.now();
    await (await fetch(`${server.url}/api/user/pnl?period=all`, { headers: session })).arrayBuffer();
    firstReads.push(performance.now() - started);
  }
  ledgerBuilds = {
    holders: firstReads.length,
    median_ms: +percentile(
      [...firstReads].sort((a, b) => a - b),
      50,
    ).toFixed(0),
    max_ms: +Math.max(...firstReads).toFixed(0),
  };
  rows.push(
    await measure('GET /user/pnl', (i) =>
      fetch(`${server.url}/api/user/pnl?period=${pnlPeriods[i % pnlPeriods.length]}`, { headers: sessions[i % sessions.length] }),
    ),
  );
  const yearAgo = Math.floor(Date.now() / 1000) - 365 * 86_400;
  const processes = descendants(server.pid);
  const cpuBefore = cpuMs(processes);
  const started = performance.now();
  const file = await (await fetch(`${server.url}/api/user/history.csv?from=${yearAgo}`, { headers: sessions[0] })).text();
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (cpuMs(processes) - cpuBefore) / 1000;
  const lines = file.split('\r\n').length - 2;
  history = {
    holder: holders[0],
    rows: lines,
    seconds: +seconds.toFixed(2),
    rowsPerSecond: Math.round(lines / seconds),
    rowsPerCpuSecond: cpuSeconds > 0 ? Math.round(lines / cpuSeconds) : null,
  };
} finally {
  server.stop();
}
const scale = values.scale ?? 'demo';
console.log(`\nAPI latency at scale ${scale} (${REQUESTS} sequential requests each after ${WARMUP} warm-up; goal p95 <= 50 ms)`);
console.table(rows);
if (ledgerBuilds)
  console.log(
    `P&L ledger built on each of ${ledgerBuilds.holders} holders' first read (their whole history): median ${ledgerBuilds.median_ms} ms, max ${ledgerBuilds.max_ms} ms`,
  );
if (history)
  console.log(
    `History CSV: ${history.rows.toLocaleString('en')} rows of the top holder's last year in ${history.seconds} s = ${history.rowsPerSecond.toLocaleString('en')} rows/s (goal >= 20,000 for a whale; ${history.rowsPerCpuSecond?.toLocaleString('en') ?? '?'} rows per server CPU second)`,
  );
// Goal: at most 500 bytes per chain event, every index included.
const size = databaseSize(persistTo);
if (size) {
  console.log(
    `Database: ${(size.bytes / 1e6).toFixed(1)} MB for ${size.events.toLocaleString('en')} events = ${size.bytesPerEvent} bytes/event (goal <= 500). Largest tables and indexes:`,
  );
  console.table(size.largest);
}
saveResults(
  `api-${scale}`,
  [
    ...rows.map((r) => lower(`${r.route} p95`, r.p95_ms, 'ms')),
    ...(size ? [lower('database bytes per event', size.bytesPerEvent, 'B')] : []),
  ],
  { latency: rows, history, database: size && { ...size, file: undefined } },
);
