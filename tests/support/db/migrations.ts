// What the migration tests (tests/unit/scripts/db/chunked-upgrade.test.ts) share: the migration files, a way
// to apply them to Node's SQLite, the schema to compare, and the runner the chunked operator
// path (scripts/db/chunked-upgrade.mjs) takes.
import { readdirSync, readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

/** The migration files, in the order D1 applies them. */
export const MIGRATIONS = readdirSync('migrations')
  .filter((f) => f.endsWith('.sql'))
  .sort();

export const applyMigrations = (sqlite: DatabaseSync, files: readonly string[]): void =>
  files.forEach((f) => sqlite.exec(readFileSync(`migrations/${f}`, 'utf8')));

/** Tables, indexes and views with their SQL (comments and spacing aside), d1_migrations left out. */
export const schemaOf = (sqlite: DatabaseSync): Record<string, unknown>[] =>
  sqlite
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> 'd1_migrations' ORDER BY name")
    .all()
    .map((r) => ({
      ...r,
      sql: String(r['sql'])
        .replace(/--[^\n]*/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    }));

/** The rows `sql` reads, each as JSON, sorted: a comparison that ignores row order. */
export const sortedRows = (sqlite: DatabaseSync, sql: string): string[] =>
  sqlite
    .prepare(sql)
    .all()
    .map((r) => JSON.stringify(r))
    .sort();

/** The chunked upgrade's database interface over Node's SQLite. */
export const sqliteRunner = (sqlite: DatabaseSync) => ({
  all: async (sql: string) => sqlite.prepare(sql).all() as Record<string, unknown>[],
  run: async (sql: string) => void sqlite.exec(sql),
});
