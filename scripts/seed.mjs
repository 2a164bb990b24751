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
//   env SEED_DEBUG=1 prints per-chunk generate/ingest times; SEED_LOG_LEVEL=debug shows wrangler's log.
//
// Measured on a shared 2-core machine: default (1,200 NFTs, 15,000 events) ~13 s; 20,000 NFTs
// (225,000 events) ~4 min; 100,000 NFTs (947,000 events) ~12 min. --scale 1000000 (~10M events)
// extrapolates to about 2-2.5 hours and ~22 GB.
//
// How: applies the D1 migrations with wrangler, bundles the world generator and `ingest`
// (functions/indexer, TypeScript) into a small Worker with esbuild, and runs it with wrangler's dev
// server on the same local D1 that `wrangler dev` uses, one phase per request (setup, NFT chunks,
// finish), so the indexer's SQL runs inside workerd next to the database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    'if-empty': { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    bulk: { type: 'boolean' },
    scale: { type: 'string', default: '1200' },
    now: { type: 'string' },
    seed: { type: 'string' },
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

// 1. The schema (a no-op when already applied).
const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
if (migrate.status !== 0) {
  console.error('✗ applying the D1 migrations failed');
  process.exit(migrate.status ?? 1);
}

// 2. The generator and indexer, compiled from TypeScript into a small seeding Worker.
const { build } = await import('esbuild');
// A private folder per run: wrangler watches the config it is given, and `npm start` or another
// seed may run at the same time.
const outdir = mkdtempSync(join(tmpdir(), 'venom-seed-'));
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

// 3. Run it with wrangler's dev server on the local D1 that `wrangler dev --persist-to <dir>` uses:
//    a throwaway config with the project's D1 binding (same database id) and the same persist dir.
const { unstable_dev, unstable_readConfig } = await import('wrangler');
const config = unstable_readConfig({ config: 'wrangler.jsonc' });
const d1 = config.d1_databases.find((db) => db.binding === 'DB');
if (!d1?.database_id) throw new Error('wrangler.jsonc has no D1 binding named DB');
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

const query = new URLSearchParams({ scale: String(scale), now: String(now), ...(values.seed === undefined ? {} : { seed: values.seed }) });
async function call(path, extra = {}, body) {
  const res = await worker.fetch(`http://seed${path}?${new URLSearchParams({ ...Object.fromEntries(query), ...extra })}`, {
    method: body === undefined && path === '/info' ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!res.ok) throw new Error(`seed ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

const migrations = readdirSync('migrations')
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(join('migrations', f), 'utf8'));
const bulk = values.bulk ?? scale >= 20_000;

const started = Date.now();
try {
  // Rebuild any API index a previous bulk seed left dropped (for instance when it was interrupted).
  await call('/indexes/ensure', {}, { migrations });
  const info = await call('/info');
  if (values['if-empty'] && info.hasCollections) {
    console.log('Demo data already present: nothing to do (--if-empty).');
  } else {
    if (bulk) await call('/indexes/drop', {}, {});
    let events = (await call('/setup')).events;
    const logoNfts = new Map();
    let lastReport = Date.now();
    for (let k = 0; k < info.chunks; k++) {
      const chunk = await call('/chunk', { k: String(k) });
      if (process.env.SEED_DEBUG) console.log(k, chunk.events, chunk.generateMs, chunk.ingestMs);
      events += chunk.events;
      for (const [user, nft] of chunk.logoCandidates) if (!logoNfts.has(user)) logoNfts.set(user, nft);
      if (Date.now() - lastReport > 5000) {
        lastReport = Date.now();
        const seconds = (Date.now() - started) / 1000;
        console.log(`  chunk ${k + 1}/${info.chunks}: ${events.toLocaleString('en')} events in ${seconds.toFixed(0)} s`);
      }
    }
    const finish = await call('/finish', {}, { logoNfts: [...logoNfts] });
    events += finish.events;
    if (bulk) {
      const rebuilding = Date.now();
      const { created } = await call('/indexes/ensure', {}, { migrations });
      console.log(`  rebuilt ${created} API indexes in ${((Date.now() - rebuilding) / 1000).toFixed(1)} s`);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Seeded ${info.collections} collections, ${scale.toLocaleString('en')} NFTs, ${events.toLocaleString('en')} events, ` +
        `${finish.profiles} profiles in ${seconds.toFixed(1)} s (${Math.round(events / seconds).toLocaleString('en')} events/s).`,
    );
  }
} finally {
  await worker.stop();
  rmSync(outdir, { recursive: true, force: true });
}
