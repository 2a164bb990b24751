#!/usr/bin/env node
// `node scripts/db/upgrade-large.mjs --remote [--size 50000] [NAME.sql ...]`: applies migrations that rewrite
// whole tables to a database too large for one statement per table copy under D1's 30 s limit, in chunks
// (./chunked-upgrade.mjs), through `wrangler d1 execute`; then run `wrangler d1 migrations apply DB --remote`
// as usual for the rest. Without names: every migration of migrations/ not yet applied that copies out of a
// table it drops, in name order (stop at the first one that is not such a rewrite: apply those before with
// wrangler). `--local [--persist-to DIR]` runs on a local state instead.
// Progress is kept in .wrangler/upgrade-progress-<remote|local>.json: run it again to resume.
// Before: maintenance on and the reader stopped (functions/db/README.md, "Upgrading a large database").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chunkedUpgrade, planMigration } from './chunked-upgrade.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
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

/** A table rewrite: the migration copies out of a table it drops. */
const rewrites = (file) => planMigration(readFileSync(`migrations/${file}`, 'utf8')).some((step) => step.kind === 'copy');

/** The names asked for, or the pending rewrites at the head of the pending migrations. */
function migrationsToRun() {
  if (positionals.length > 0) return positionals.map((name) => (name.endsWith('.sql') ? name : `${name}.sql`));
  const applied = new Set(execute('SELECT name FROM d1_migrations').map((r) => String(r.name)));
  const pending = readdirSync('migrations')
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .sort();
  const head = [];
  for (const file of pending) {
    if (!rewrites(file)) break;
    head.push(file);
  }
  if (pending.length > head.length)
    console.log(`Not here (not a table rewrite, or after one that is not): ${pending.slice(head.length).join(', ')}`);
  return head;
}

for (const name of migrationsToRun()) {
  const started = Date.now();
  await chunkedUpgrade(db, {
    name,
    sql: readFileSync(`migrations/${name}`, 'utf8'),
    size,
    progress,
    onStep: save,
    log: (line) => console.log(`${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  });
}
console.log('Done. Now `npx wrangler d1 migrations apply DB` as usual for the migrations after these.');
