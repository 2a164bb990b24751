#!/usr/bin/env node
// `npm run seed`: fills the local D1 database with the deterministic demo world, through the indexer.
//
//   node scripts/seed.mjs [--if-empty] [--persist-to DIR] [--scale N] [--now UNIX_SECONDS] [--seed TEXT]
//
//   --if-empty    do nothing when collections already exist (npm start uses this)
//   --persist-to  local state directory, as for `wrangler dev --persist-to` (default .wrangler/state)
//   --scale       number of NFTs, about ten chain events each (default 1200; 1000000 for benchmarks)
//   --now         the world's "now" (default: today 00:00 UTC), so live auctions and listings are live
//   --seed        PRNG seed (default "venom-demo-world"); same seed + scale + now = same world
//   --bulk        drop the API-only indexes while seeding and rebuild them at the end (faster for
//                 big worlds; on by default from --scale 20000, --no-bulk to keep them)
//   --engine      node | workerd (default: workerd, node from --scale 20000); see step 2 below
//   env SEED_DEBUG=1 prints per-chunk generate/ingest times; SEED_LOG_LEVEL=debug shows wrangler's log.
//
// Measured on a shared 2-core machine: default (1,200 NFTs, 15,000 events, workerd) ~13 s; through
// workerd 100,000 NFTs (947,000 events) took ~12 min, which made 1,000,000 a 2-hour job; the node
// engine does 20,000 NFTs in about a minute and 1,000,000 (10M events) in the time README states.
//
// How: applies the D1 migrations with wrangler, bundles the world generator and `ingest`
// (functions/indexer, TypeScript) with esbuild, and runs the seeding phases (setup, NFT chunks,
// finish) one at a time on the same local D1 that `wrangler dev` uses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { resetStaleLocalState } from './db/local-state.mjs';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    'if-empty': { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    bulk: { type: 'boolean' },
    scale: { type: 'string', default: '1200' },
    now: { type: 'string' },
    seed: { type: 'string' },
    engine: { type: 'string' },
  },
});

const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 8) {
  console.error(`--scale must be an integer >= 8 (got ${values.scale})`);
  process.exit(2);
}
const now = values.now === undefined ? Math.floor(Date.now() / 86_400_000) * 86_400 : Number(values.now);
if (!Number.isInteger(now) || now <= 0) {
  console.error(`--now must be unix seconds (got ${values.now})`);
  process.exit(2);
}
const persistTo = values['persist-to'];
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const params = { scale, now, ...(values.seed === undefined ? {} : { seed: values.seed }) };

// 1. The schema (a no-op when already applied), on a state the current migrations can apply to.
resetStaleLocalState(persistTo);
const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
if (migrate.status !== 0) {
  console.error('✗ applying the D1 migrations failed');
  process.exit(migrate.status ?? 1);
}

// 2. The generator and indexer, compiled from TypeScript. Two engines run the same phases
//    (functions/indexer/seed/phases.ts): `workerd`, a small seeding Worker in wrangler's dev server
//    next to the local D1 (the default: it is the runtime the app uses), and `node`, the local D1
//    file opened with Node's SQLite (large worlds: no round trip per batch, a big page cache).
const engine = values.engine ?? (scale >= 20_000 ? 'node' : 'workerd');
if (engine !== 'node' && engine !== 'workerd') {
  console.error(`--engine must be node or workerd (got ${engine})`);
  process.exit(2);
}
const { build } = await import('esbuild');
// A private folder per run: wrangler watches the config it is given, and `npm start` or another
// seed may run at the same time.
const outdir = mkdtempSync(join(tmpdir(), 'venom-seed-'));
const { unstable_dev, unstable_readConfig } = await import('wrangler');
const config = unstable_readConfig({ config: 'wrangler.jsonc' });
const d1 = config.d1_databases.find((db) => db.binding === 'DB');
if (!d1?.database_id) throw new Error('wrangler.jsonc has no D1 binding named DB');
const phases = engine === 'node' ? await nodePhases() : await workerdPhases();

async function nodePhases() {
  const scriptPath = join(outdir, 'seed-runner.mjs');
  await build({
    entryPoints: ['functions/indexer/seed/node-runner.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile: scriptPath,
    logLevel: 'warning',
  });
  const { openSeeder } = await import(pathToFileURL(scriptPath).href);
  const seeder = openSeeder(localD1File());
  return { ...bindAll(seeder.phases), stop: async () => seeder.close() };
}

/** The SQLite file behind the local D1 binding (the migrations above created it). */
function localD1File() {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]);
}

function bindAll(target) {
  const names = ['info', 'setup', 'chunk', 'finish', 'dropIndexes', 'ensureIndexes'];
  return Object.fromEntries(names.map((name) => [name, target[name].bind(target)]));
}

async function workerdPhases() {
  const scriptPath = join(outdir, 'seed-worker.mjs');
  await build({
    entryPoints: ['functions/indexer/seed/worker.ts'],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2024',
    mainFields: ['module', 'main'],
    outfile: scriptPath,
    logLevel: 'warning',
  });
  // Wrangler's dev server on the local D1 that `wrangler dev --persist-to <dir>` uses: a throwaway
  // config with the project's D1 binding (same database id) and the same persist dir.
  const seedConfig = join(outdir, 'wrangler.json');
  writeFileSync(
    seedConfig,
    JSON.stringify({
      name: 'venom-seed',
      main: 'seed-worker.mjs',
      compatibility_date: config.compatibility_date,
      d1_databases: [{ binding: 'DB', database_name: d1.database_name, database_id: d1.database_id }],
    }),
  );
  const worker = await unstable_dev(scriptPath, {
    config: seedConfig,
    persistTo: resolve(persistTo),
    ip: '127.0.0.1',
    bundle: false,
    logLevel: process.env.SEED_LOG_LEVEL ?? 'error',
    experimental: { disableExperimentalWarning: true, disableDevRegistry: true, watch: false, showInteractiveDevSession: false },
  });
  const call = async (path, params, extra = {}, body) => {
    const query = new URLSearchParams({
      scale: String(params.scale),
      now: String(params.now),
      ...(params.seed ? { seed: params.seed } : {}),
      ...extra,
    });
    const res = await worker.fetch(`http://seed${path}?${query}`, {
      method: path === '/info' ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!res.ok) throw new Error(`seed ${path} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    info: (p) => call('/info', p),
    setup: (p) => call('/setup', p),
    chunk: (p, k) => call('/chunk', p, { k: String(k) }),
    finish: (p, logoNfts) => call('/finish', p, {}, { logoNfts }),
    dropIndexes: () => call('/indexes/drop', params, {}, {}),
    ensureIndexes: (migrations) => call('/indexes/ensure', params, {}, { migrations }),
    stop: () => worker.stop(),
  };
}

const migrations = readdirSync('migrations')
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(join('migrations', f), 'utf8'));
const bulk = values.bulk ?? scale >= 20_000;

const started = Date.now();
try {
  // Rebuild any API index a previous bulk seed left dropped (for instance when it was interrupted).
  await phases.ensureIndexes(migrations);
  const info = await phases.info(params);
  if (values['if-empty'] && info.hasCollections) {
    console.log('Demo data already present: nothing to do (--if-empty).');
  } else {
    if (bulk) await phases.dropIndexes();
    let events = (await phases.setup(params)).events;
    const logoNfts = new Map();
    let lastReport = Date.now();
    for (let k = 0; k < info.chunks; k++) {
      const chunk = await phases.chunk(params, k);
      if (process.env.SEED_DEBUG) console.log(k, chunk.events, chunk.generateMs, chunk.ingestMs);
      events += chunk.events;
      for (const [user, nft] of chunk.logoCandidates) if (!logoNfts.has(user)) logoNfts.set(user, nft);
      if (Date.now() - lastReport > 5000) {
        lastReport = Date.now();
        const seconds = (Date.now() - started) / 1000;
        console.log(`  chunk ${k + 1}/${info.chunks}: ${events.toLocaleString('en')} events in ${seconds.toFixed(0)} s`);
      }
    }
    const finish = await phases.finish(params, [...logoNfts]);
    events += finish.events;
    if (bulk) {
      const rebuilding = Date.now();
      const { created } = await phases.ensureIndexes(migrations);
      console.log(`  rebuilt ${created} API indexes in ${((Date.now() - rebuilding) / 1000).toFixed(1)} s`);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Seeded ${info.collections} collections, ${scale.toLocaleString('en')} NFTs, ${events.toLocaleString('en')} events, ` +
        `${finish.profiles} profiles in ${seconds.toFixed(1)} s (${Math.round(events / seconds).toLocaleString('en')} events/s).`,
    );
  }
} finally {
  await phases.stop();
  rmSync(outdir, { recursive: true, force: true });
}
