// The chunked upgrade (scripts/db/chunked-upgrade.mjs) on a sample table rewrite
// (tests/fixtures/migrations/0002_sample_table_rewrites.sql): chunks of 2 rows, interrupted after every
// step in turn and resumed, give the schema and rows the plain migration gives.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade, planMigration, statementsOf } from '../../../../scripts/db/chunked-upgrade.mjs';
import { applyMigrations, MIGRATIONS, schemaOf, sortedRows, sqliteRunner } from '../../../support/db/migrations';

const NAME = '0002_sample_table_rewrites.sql';
const SAMPLE = readFileSync(`tests/fixtures/migrations/${NAME}`, 'utf8');
const TABLES = ['price_history', 'collection_owners', 'collection_deal_days', 'd1_migrations'];

/** The baseline with some deals and holdings, and wrangler's d1_migrations listing it. */
function world(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  applyMigrations(db, MIGRATIONS);
  db.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)',
  );
  for (const name of MIGRATIONS) db.prepare('INSERT INTO d1_migrations (name, applied_at) VALUES (?, 0)').run(name);
  const deal = db.prepare('INSERT INTO price_history (nft, collection, ts, token, amount, usd, whitelisted) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (let i = 1; i <= 9; i++)
    deal.run(100 + i, 10 + (i % 3), 1_700_000_000 + i * 40_000, 1, String(i * 1000), i * 1.5, i % 4 === 0 ? 0 : 1);
  const holding = db.prepare('INSERT INTO collection_owners (collection, owner, nft_count) VALUES (?, ?, ?)');
  for (let c = 10; c < 14; c++) for (let o = 200; o < 203; o++) holding.run(c, o, (c + o) % 3);
  return db;
}

const snapshot = (db: DatabaseSync) => ({
  schema: schemaOf(db),
  rows: Object.fromEntries(
    TABLES.map((t) => [t, sortedRows(db, t === 'd1_migrations' ? 'SELECT id, name FROM d1_migrations' : `SELECT * FROM ${t}`)]),
  ),
});

/** The plain migration, as `wrangler d1 migrations apply` runs it. */
function plain(): DatabaseSync {
  const db = world();
  db.exec(SAMPLE);
  db.prepare('INSERT INTO d1_migrations (name, applied_at) VALUES (?, 0)').run(NAME);
  return db;
}

describe('the chunked upgrade', () => {
  it('reads the sample as copies, drops, indexes on the new tables and the rest (a trigger whole)', () => {
    const plan = planMigration(SAMPLE);
    expect(plan.filter((s) => s.kind === 'copy').map((s) => s.source)).toEqual(['price_history', 'collection_owners']);
    expect(plan.filter((s) => s.kind === 'drop').map((s) => s.table)).toEqual(['price_history', 'collection_owners']);
    expect(plan.filter((s) => s.kind === 'index')).toHaveLength(5);
    const trigger = statementsOf(SAMPLE).find((s) => s.startsWith('CREATE TRIGGER'))!;
    expect(trigger).toMatch(/^CREATE TRIGGER IF NOT EXISTS collection_deal_days_add .* BEGIN INSERT INTO .*; END$/);
  });

  it('gives the schema and rows of the plain migration, in chunks of 2 rows', async () => {
    const expected = snapshot(plain());
    const db = world();
    const lines: string[] = [];
    await chunkedUpgrade(sqliteRunner(db), { name: NAME, sql: SAMPLE, size: 2, log: (line) => lines.push(line) });
    expect(snapshot(db)).toEqual(expected);
    expect(lines).toContain(`${NAME}: step 2/${planMigration(SAMPLE).length}, copied price_history in 5 chunks`);
    // The trigger moved with the table: a new deal still counts in its day.
    db.exec(
      "INSERT INTO price_history (nft, collection, ts, day, token, amount, usd, whitelisted) VALUES (1, 10, 86400, 86400, 1, '5', 1, 1)",
    );
    expect(db.prepare('SELECT sales FROM collection_deal_days WHERE collection = 10 AND day = 86400').get()).toEqual({ sales: 1 });
    // Run again: already applied, nothing done.
    await chunkedUpgrade(sqliteRunner(db), { name: NAME, sql: SAMPLE, size: 2, log: (line) => lines.push(line) });
    expect(lines.at(-1)).toBe(`${NAME}: already applied`);
  });

  it('resumes after an interruption at any step', async () => {
    const expected = snapshot(plain());
    let steps = 0;
    await chunkedUpgrade(sqliteRunner(world()), { name: NAME, sql: SAMPLE, size: 2, onStep: () => void steps++ });
    expect(steps).toBeGreaterThan(10);
    for (let stopAt = 1; stopAt < steps; stopAt++) {
      const db = world();
      const progress = new Set<string>();
      let done = 0;
      const stop = () => {
        if (++done === stopAt) throw new Error('interrupted');
      };
      await expect(chunkedUpgrade(sqliteRunner(db), { name: NAME, sql: SAMPLE, size: 2, progress, onStep: stop })).rejects.toThrow(
        'interrupted',
      );
      await chunkedUpgrade(sqliteRunner(db), { name: NAME, sql: SAMPLE, size: 2, progress });
      expect(snapshot(db), `interrupted after step ${stopAt}`).toEqual(expected);
    }
  });
});
