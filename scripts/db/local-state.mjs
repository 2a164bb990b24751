// Whether a local state directory (wrangler's --persist-to: .wrangler/state, the e2e servers' own, a bench
// world's) can be kept, read before wrangler touches it; the one place that starts it again when it cannot
// (scripts/start.mjs, scripts/seed.mjs).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** What `read` gives for each SQLite file in `dir` (opened read-only), in one list; none when `dir` is absent. */
function readEachSqlite(dir, read) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sqlite'))
    .flatMap((file) => {
      const db = new DatabaseSync(join(dir, file), { readOnly: true });
      try {
        return read(db);
      } finally {
        db.close();
      }
    });
}

/** Whether the database has a table by this name. */
function hasTable(db, table) {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

/** The migration names each local D1 database of the state lists as applied (wrangler's `d1_migrations`). */
export function appliedMigrations(persistTo) {
  return readEachSqlite(join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject'), (db) =>
    hasTable(db, 'd1_migrations')
      ? db
          .prepare('SELECT name FROM d1_migrations ORDER BY id')
          .all()
          .map((r) => String(r.name))
      : [],
  );
}

/** Whether the devnet's Durable Object in the state keeps a table by this name (its SQLite files). */
function devnetHasTable(persistTo, table) {
  return readEachSqlite(join(persistTo, 'v3', 'do', 'venom-devnet-Devnet'), (db) => [hasTable(db, table)]).includes(true);
}

/**
 * Why the local state in `persistTo` cannot be kept (one line, said before it is started again), or null.
 * - the devnet's chain used to live in the site's Worker: its state there no longer matches the index;
 * - the devnet used to store each transaction twice (`devnet_bocs` beside its provider JSON): its history
 *   cannot be read as one BOC per transaction;
 * - a local D1 lists a migration `migrationsDir` no longer has: the old migrations, which the baseline
 *   replaced (functions/db/README.md), made its tables, and the new ones would not apply over them.
 */
export function staleLocalState(persistTo, migrationsDir = 'migrations') {
  if (existsSync(join(persistTo, 'v3', 'do', 'venom-nft-marketplace-Devnet')))
    return `The local state in ${persistTo} was made when the devnet lived in the site's Worker: starting it again.`;
  if (devnetHasTable(persistTo, 'devnet_bocs'))
    return `The local state in ${persistTo} was made when the devnet stored each transaction twice: starting it again.`;
  const gone = appliedMigrations(persistTo).filter((name) => !existsSync(join(migrationsDir, name)));
  if (gone.length > 0)
    return `The local state in ${persistTo} was made by the old migrations (${gone[0]}${gone.length > 1 ? ` and ${gone.length - 1} more` : ''}, replaced by the baseline): rebuilding it.`;
  return null;
}

/** Starts the local state in `persistTo` again when it cannot be kept, saying why in one line; true when it did. */
export function resetStaleLocalState(persistTo, log = console.log) {
  const stale = staleLocalState(persistTo);
  if (!stale) return false;
  log(stale);
  rmSync(persistTo, { recursive: true, force: true });
  return true;
}
