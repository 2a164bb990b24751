/**
 * The seeding phases (./phases.ts) on the local D1 file itself, through Node's SQLite
 * (./sqlite-d1.ts): the same indexer statements as in workerd, without a round trip per batch, and
 * with seeding-only pragmas (a large page cache, no fsync per commit, as `wrangler d1` imports do
 * not need durability against power loss either). scripts/seed.mjs uses it for large worlds;
 * `wrangler dev` must not be serving the same directory meanwhile.
 */
import { DatabaseSync } from 'node:sqlite';
import { SeedPhases } from './phases';
import { SqliteD1 } from './sqlite-d1';

export function openSeeder(file: string): { phases: SeedPhases; close: () => void } {
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA synchronous = OFF; PRAGMA cache_size = -2000000; PRAGMA temp_store = MEMORY');
  return { phases: new SeedPhases(new SqliteD1(sqlite).asD1()), close: () => sqlite.close() };
}
