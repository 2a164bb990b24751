#!/usr/bin/env node
// `node scripts/db/upgrade-large.mjs --remote [--size 50000]`: applies the migrations that rewrite whole
// tables (0014-0017 and 0019: rows with address ids; 0018: compact event keys; 0021: exact order keys) to a database too large
// for one statement per table copy under D1's 30 s limit, in chunks (./chunked-upgrade.mjs), through
// `wrangler d1 execute`; then run `wrangler d1 migrations
// apply DB --remote` as usual for the rest. `--local [--persist-to DIR]` runs on a local state instead.
// Progress is kept in .wrangler/upgrade-progress-<remote|local>.json: run it again to resume.
// Before: maintenance on and the reader stopped (functions/db/README.md, "Upgrading a large database").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chunkedUpgrade } from './chunked-upgrade.mjs';

const MIGRATIONS = [
  '0014_trait_and_deal_ids',
  '0015_notification_ids',
  '0016_offer_ids',
  '0017_nft_ids',
  '0018_compact_event_keys',
  '0019_owner_and_search_ids',
  '0021_exact_order_keys',
];

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    local: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    size: { type: 'string', default: '50000' },
  },
});
if (values.remote === values.local) throw new Error('pass --remote (the deployed database) or --local');
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 1_000_000) throw new Error('--size: rows per statement, 1 to 1000000');

const target = values.remote ? ['--remote'] : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];

/** One statement through wrangler; its rows. */
function execute(sql) {
  const out = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--json', '--command', sql], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed (${out.status}): ${out.stderr || out.stdout}`);
  const results = JSON.parse(out.stdout);
  return results.flatMap((r) => r.results ?? []);
}

const progressFile = `.wrangler/upgrade-progress-${values.remote ? 'remote' : 'local'}.json`;
const progress = new Set(existsSync(progressFile) ? JSON.parse(readFileSync(progressFile, 'utf8')) : []);
mkdirSync('.wrangler', { recursive: true });
const save = () => writeFileSync(progressFile, JSON.stringify([...progress]));

const db = { all: async (sql) => execute(sql), run: async (sql) => void execute(sql) };
for (const name of MIGRATIONS) {
  const started = Date.now();
  await chunkedUpgrade(db, {
    name: `${name}.sql`,
    sql: readFileSync(`migrations/${name}.sql`, 'utf8'),
    size,
    progress,
    onStep: save,
    log: (line) => console.log(`${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  });
}
console.log('Done. Now `npx wrangler d1 migrations apply DB` as usual for the migrations after these.');
