#!/usr/bin/env node
// `npm run bench:load [-- --duration 30 --connections 64 --persist-to .wrangler/bench-load --port 4412]` (or BENCH_PORT): throughput under
// load of the built Worker served locally (autocannon, localhost only), then maintenance mode under load.
//   1. `--duration` seconds at `--connections` connections each on GET /, GET /nft/{address} (from the HTML
//      cache, warmed first), POST /api/nfts {"limit":24}, and a static file of about the NFT page's size
//      served by the same Worker's assets; requests/s, p50 and p99 latency and errors for each.
//      Goal: cached NFT page throughput >= 0.8x the static file's. Then POST /api/collection/analytics/market
//      (the biggest collection, 30 d) and POST /api/search the same way; goal: the analytics at least as fast
//      as /api/nfts.
//   2. GET /nft/{address} again while `scripts/flags.mjs` turns maintenance on at 1/3 of the duration and
//      off at 2/3 (each flip starts once the previous one has finished, so short runs last a little
//      longer than --duration). Every status is counted; goals: no errors (no socket errors, no non-2xx
//      besides the 503s of maintenance), no 200 once maintenance shows, no 503 before it is turned on or
//      after the pages are back, and the pages back within 5 s of the "off" flip (polled every 200 ms).
// Maintenance is always turned off again before the script exits. Prints tables and writes
// bench-results/load.json.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sampleAddresses, startServer } from './harness/server.mjs';
import { higher, lower, saveResults } from './harness/results.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '64' },
    'persist-to': { type: 'string', default: '.wrangler/bench-load' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4412' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PERSIST_TO = values['persist-to'];
if (!Number.isFinite(DURATION) || DURATION < 1 || DURATION > 600) throw new Error('--duration must be 1 to 600 seconds');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || CONNECTIONS > 1024) throw new Error('--connections must be 1 to 1024');

const PORT = Number(values.port);
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) throw new Error('--port must be a TCP port');
const THROUGHPUT_RATIO_GOAL = 0.8;
const BACK_GOAL_S = 5;
const POLL_MS = 200;
/** How long to poll for the pages after the "off" flip before giving up. */
const POLL_LIMIT_MS = 20_000;
/** A flip (npx wrangler kv key put) that takes longer than this is killed and counted as failed. */
const FLIP_TIMEOUT_MS = 60_000;
/** The maintenance run never lasts longer than this past --duration, whatever the flips do. */
const MAINTENANCE_OVERRUN_MS = 90_000;
/** Responses of the maintenance run kept for the analysis (more are counted, not kept). */
const MAX_KEPT = 5_000_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, digits = 1) => (Number.isFinite(n) ? +n.toFixed(digits) : null);

/** One autocannon run; resolves with its results. */
function cannon(opts, onInstance) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 10, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    onInstance?.(instance);
  });
}

function row(name, result) {
  const non2xx = result.non2xx ?? 0;
  const socketErrors = result.errors ?? 0;
  return {
    route: name,
    requests: result.requests.total,
    'req/s': round(result.requests.total / result.duration, 0),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: socketErrors + non2xx,
    non2xx,
    socket_errors: socketErrors,
    timeouts: result.timeouts ?? 0,
    'bytes/resp': Math.round((result.throughput?.total ?? 0) / Math.max(1, result.requests.total)),
  };
}

/** Fetches a page until the HTML cache answers HIT (bounded), and returns its size and cache state. */
async function warm(url) {
  let res;
  let body = new Uint8Array();
  for (let i = 0; i < 10; i++) {
    res = await fetch(url);
    body = new Uint8Array(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${url} answered ${res.status}${res.status === 503 ? ' (is maintenance on?)' : ''}`);
    if (res.headers.get('x-cache') === 'HIT') break;
    await sleep(100);
  }
  return { bytes: body.length, cache: res?.headers.get('x-cache') ?? null };
}

/** The file under dist/client/_astro whose size is closest to `bytes`. */
function closestStaticFile(bytes) {
  const dir = 'dist/client/_astro';
  const files = readdirSync(dir)
    .map((name) => ({ name, size: statSync(`${dir}/${name}`).size }))
    .filter((f) => f.size > 0);
  if (files.length === 0) throw new Error(`No files in ${dir}: run \`npm run build\` first.`);
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return { path: `/_astro/${files[0].name}`, bytes: files[0].size };
}

/** `node scripts/flags.mjs maintenance on|off` on the benchmark's state, without blocking the event loop. */
function flip(state) {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/flags.mjs', 'maintenance', state, '--persist-to', PERSIST_TO], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), FLIP_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) console.error(`flags.mjs maintenance ${state} failed (${code}): ${stderr.trim().slice(-500)}`);
      resolve(code === 0);
    });
  });
}

let maintenanceMayBeOn = false;
function ensureMaintenanceOff() {
  if (!maintenanceMayBeOn) return;
  const result = spawnSync('node', ['scripts/flags.mjs', 'maintenance', 'off', '--persist-to', PERSIST_TO], {
    stdio: 'ignore',
    timeout: FLIP_TIMEOUT_MS,
  });
  if (result.status === 0) maintenanceMayBeOn = false;
  else console.error(`Could not turn maintenance off: run \`node scripts/flags.mjs maintenance off --persist-to ${PERSIST_TO}\`.`);
}

/** The maintenance run: load on `url` while maintenance goes on and off; every response is classified. */
async function maintenanceRun(url) {
  const times = [];
  const statuses = [];
  let dropped = 0;
  let reqErrors = 0;
  let t0 = 0;
  const now = () => performance.now() - t0;
  const marks = {};
  let instance;
  let flipsOk = true;

  const run = cannon({ url, duration: DURATION + MAINTENANCE_OVERRUN_MS / 1000 }, (inst) => {
    instance = inst;
    t0 = performance.now();
    inst.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (times.length >= MAX_KEPT) return void dropped++;
      times.push(now() - responseTime); // when the request was sent
      statuses.push(statusCode);
    });
    inst.on('reqError', () => reqErrors++);
  });

  // The script of the run: on at 1/3, off at 2/3 (or once "on" is done), poll until the pages are back.
  const script = (async () => {
    await sleep((DURATION * 1000) / 3);
    marks.onStart = now();
    maintenanceMayBeOn = true;
    flipsOk = (await flip('on')) && flipsOk;
    marks.onDone = now();
    await sleep(Math.max(0, (DURATION * 2000) / 3 - now()));
    marks.offStart = now();
    const offOk = await flip('off');
    flipsOk = offOk && flipsOk;
    if (offOk) maintenanceMayBeOn = false;
    marks.offDone = now();
    // Poll from the start of the "off" flip, so a quick return is not missed.
    for (let at = marks.offStart, i = 0; i < POLL_LIMIT_MS / POLL_MS && now() - marks.offStart < POLL_LIMIT_MS; i++) {
      const sent = now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.ok) {
          marks.back = now();
          marks.backPollSent = sent;
          break;
        }
      } catch {
        // counted as not back yet
      }
      at += POLL_MS;
      await sleep(Math.max(0, at - now()));
    }
  })();

  // Stop the load at --duration, or once the script is over if it runs longer (bounded by the overrun).
  // Half a second of load after the pages are back, to see that no 503 follows.
  const stopper = (async () => {
    await Promise.all([
      sleep(DURATION * 1000),
      Promise.race([script.then(() => sleep(500)), sleep(DURATION * 1000 + MAINTENANCE_OVERRUN_MS)]),
    ]);
    instance?.stop();
  })();

  const result = await run;
  await Promise.all([script, stopper]);

  // Classify by when each request was sent.
  const firstOn503 = times.find((t, i) => statuses[i] === 503 && t >= (marks.onStart ?? Infinity));
  const phases = { before: {}, on: {}, after: {} };
  let unexpected503 = 0;
  let leaked200 = 0;
  let otherErrors = 0;
  let firstBackLoad;
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    const s = statuses[i];
    const phase = t < (marks.onStart ?? Infinity) ? 'before' : t < (marks.offStart ?? Infinity) ? 'on' : 'after';
    phases[phase][s] = (phases[phase][s] ?? 0) + 1;
    const ok = s >= 200 && s < 300;
    if (!ok && s !== 503) otherErrors++;
    else if (s === 503 && (phase === 'before' || (marks.back !== undefined && t > marks.back))) unexpected503++;
    else if (ok && phase === 'on' && firstOn503 !== undefined && t > firstOn503) leaked200++;
    if (ok && phase === 'after' && (firstBackLoad === undefined || t < firstBackLoad)) firstBackLoad = t;
  }
  // autocannon's `errors` counts every request error (timeouts included), as reqError reports them.
  const socketErrors = Math.max(result.errors ?? 0, reqErrors);
  const backAfterFlip = marks.back !== undefined ? Math.max(0, marks.back - marks.offDone) / 1000 : null;
  const summary = {
    route: '/nft/{address}',
    duration_s: round(result.duration, 1),
    requests: result.requests.total,
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    by_phase: phases,
    flips_ok: flipsOk,
    maintenance_seen: firstOn503 !== undefined,
    on_flip_s: { start: round(marks.onStart / 1000, 2), done: round(marks.onDone / 1000, 2) },
    off_flip_s: { start: round(marks.offStart / 1000, 2), done: round(marks.offDone / 1000, 2) },
    first_503_after_on_flip_done_s: firstOn503 !== undefined ? round((firstOn503 - marks.onDone) / 1000, 2) : null,
    back_after_off_flip_done_s: backAfterFlip !== null ? round(backAfterFlip, 2) : null,
    back_after_off_flip_start_s: marks.back !== undefined ? round((marks.back - marks.offStart) / 1000, 2) : null,
    load_back_after_off_flip_done_s: firstBackLoad !== undefined ? round(Math.max(0, firstBackLoad - marks.offDone) / 1000, 2) : null,
    other_errors: otherErrors,
    socket_errors: socketErrors,
    timeouts: result.timeouts ?? 0,
    unexpected_503: unexpected503,
    leaked_200_while_on: leaked200,
    responses_not_kept: dropped,
  };
  summary.ok =
    flipsOk &&
    summary.maintenance_seen &&
    otherErrors === 0 &&
    socketErrors === 0 &&
    unexpected503 === 0 &&
    leaked200 === 0 &&
    backAfterFlip !== null &&
    backAfterFlip <= BACK_GOAL_S;
  return summary;
}

const server = await startServer({ port: PORT, persistTo: PERSIST_TO });
const onSignal = () => {
  ensureMaintenanceOff();
  server.stop();
  process.exit(130);
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

const rows = [];
let page;
let staticFile;
let maintenance;
try {
  const { nft } = await sampleAddresses(server.url);
  const nftUrl = `${server.url}/nft/${nft}`;
  page = await warm(nftUrl);
  await warm(`${server.url}/`);
  staticFile = closestStaticFile(page.bytes);
  const staticUrl = `${server.url}${staticFile.path}`;
  if (!(await fetch(staticUrl)).ok) throw new Error(`${staticFile.path} is not served: is the build current?`);
  const apiBody = JSON.stringify({ limit: 24 });

  console.log(`Load: ${DURATION} s at ${CONNECTIONS} connections each, against ${server.url} (state ${PERSIST_TO})`);
  rows.push(row('GET /', await cannon({ url: `${server.url}/` })));
  rows.push(row('GET /nft/{address} (cached)', await cannon({ url: nftUrl })));
  rows.push(
    row(
      'POST /api/nfts {"limit":24}',
      await cannon({ url: `${server.url}/api/nfts`, method: 'POST', headers: { 'content-type': 'application/json' }, body: apiBody }),
    ),
  );
  rows.push(row(`GET ${staticFile.path} (static)`, await cannon({ url: staticUrl })));
  // The heaviest read (a collection's market analytics) and the search, under the same load as /api/nfts.
  const collections = await (
    await fetch(`${server.url}/api/collections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: { field: 'ownersCount', direction: 'desc' }, limit: 1 }),
    })
  ).json();
  const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const market = JSON.stringify({ collection: collections.items[0].address, period: '30d' });
  rows.push(
    row(
      'POST /api/collection/analytics/market',
      await cannon({ url: `${server.url}/api/collection/analytics/market`, ...json, body: market }),
    ),
  );
  const word = collections.items[0].name.split(' ')[0].slice(0, 4);
  rows.push(
    row(
      'POST /api/search',
      await cannon({ url: `${server.url}/api/search`, method: 'POST', headers: { 'content-type': 'text/plain' }, body: word }),
    ),
  );
  const afterCache = (await fetch(nftUrl)).headers.get('x-cache');
  if (afterCache !== 'HIT') console.warn(`Note: the NFT page answered X-Cache ${afterCache} after its run.`);

  console.log(
    `\nMaintenance run: ${DURATION} s on /nft/{address}, maintenance on at ${round(DURATION / 3)} s and off at ${round((2 * DURATION) / 3)} s…`,
  );
  maintenance = await maintenanceRun(nftUrl);
} finally {
  ensureMaintenanceOff();
  server.stop();
}

const nftRps = rows[1]['req/s'];
const staticRps = rows[3]['req/s'];
const ratio = round(nftRps / staticRps, 2);
console.log(`\nThroughput at ${CONNECTIONS} connections, ${DURATION} s each (errors = non-2xx + socket errors)`);
console.table(rows);
console.log(
  `Cached NFT page (${page.bytes} B) vs static ${staticFile.path} (${staticFile.bytes} B): ${nftRps} / ${staticRps} req/s = ${ratio} (goal >= ${THROUGHPUT_RATIO_GOAL}: ${ratio >= THROUGHPUT_RATIO_GOAL ? 'ok' : 'MISSED'})`,
);
const analyticsRatio = round(rows[4]['req/s'] / rows[2]['req/s'], 2);
console.log(
  `Collection market analytics vs /api/nfts: ${rows[4]['req/s']} / ${rows[2]['req/s']} req/s = ${analyticsRatio} (goal >= 1: ${analyticsRatio >= 1 ? 'ok' : 'MISSED'})`,
);
if (Math.abs(staticFile.bytes - page.bytes) > page.bytes / 4)
  console.warn('Note: the static file differs from the page by more than 25% in size.');

console.log('\nMaintenance on/off under load (GET /nft/{address}; phases by when a request was sent)');
console.table(
  Object.entries(maintenance.by_phase).map(([phase, codes]) => ({
    phase: { before: 'before "on" flip', on: '"on" flip to "off" flip', after: 'after "off" flip' }[phase],
    ...Object.fromEntries(Object.entries(codes).map(([code, n]) => [`HTTP ${code}`, n])),
  })),
);
console.table([
  {
    'flips ok': maintenance.flips_ok,
    'on flip (s)': `${maintenance.on_flip_s.start}–${maintenance.on_flip_s.done}`,
    'off flip (s)': `${maintenance.off_flip_s.start}–${maintenance.off_flip_s.done}`,
    '503 seen': maintenance.maintenance_seen,
    'back after off (s)': maintenance.back_after_off_flip_done_s,
    'other errors': maintenance.other_errors,
    'socket errors': maintenance.socket_errors,
    'stray 503': maintenance.unexpected_503,
    '200 while on': maintenance.leaked_200_while_on,
  },
]);
console.log(
  `Pages back ${maintenance.back_after_off_flip_done_s} s after the "off" flip finished (${maintenance.back_after_off_flip_start_s} s after it started; goal <= ${BACK_GOAL_S} s); only 503s while on, no other errors: ${maintenance.ok ? 'ok' : 'MISSED'}`,
);

saveResults(
  'load',
  [
    ...rows.map((r) => higher(`${r.route} throughput`, r['req/s'], 'req/s')),
    higher('cached NFT page / static file throughput', ratio, 'x'),
    lower('pages back after the maintenance "off" flip', maintenance.back_after_off_flip_done_s, 's'),
  ],
  {
    duration_s: DURATION,
    connections: CONNECTIONS,
    state: PERSIST_TO,
    throughput: rows,
    nft_page_bytes: page.bytes,
    static_file: staticFile,
    nft_to_static_ratio: ratio,
    ratio_goal: THROUGHPUT_RATIO_GOAL,
    ratio_ok: ratio >= THROUGHPUT_RATIO_GOAL,
    maintenance,
  },
);
process.exit(0);
