// Migration 0017 (NFTs keyed by their address id) on a 0016 database with NFTs: every row keeps its
// columns, gains its own and its collection's address ids, and the chunked operator path
// (scripts/db/chunked-upgrade.mjs), interrupted and resumed, leaves the same schema and rows.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade } from '../../../scripts/db/chunked-upgrade.mjs';
import { A } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS, schemaOf, sqliteRunner } from '../../support/db/migrations';

const MIGRATION = '0017_nft_ids.sql';

/** A 0016 database with three NFTs in two collections (one burned), one of whose addresses already has an id. */
function databaseAt0016(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < MIGRATION),
  );
  const [c1, c2, n1, n2, n3, alice] = ['c1', 'c2', 'n1', 'n2', 'n3', 'alice'].map(A);
  sqlite.exec(`
    INSERT INTO addresses (address) VALUES ('${alice}'), ('${n2}');
    INSERT INTO nfts (address, collection, nft_id, owner, manager, name, name_sort, trait_keys, burned, verified, created_at, updated_at,
        sell_address, sell_price, sell_price_usd, floor_price_usd, floor_price, deal_price, deal_price_usd, rarity_score, rarity_rank) VALUES
      ('${n1}', '${c1}', '1', '${alice}', '${alice}', 'One', 'one', '|eyes=laser|', 0, 1, 10, 11, '${A('s1')}', '100', 1.5, 1.5, '100', '7', 0.5, 2.25, 1),
      ('${n2}', '${c1}', '2', '${alice}', '${alice}', NULL, '~', NULL, 1, 1, 12, 13, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
      ('${n3}', '${c2}', '3', '${A('bob')}', '${alice}', 'Three', 'three', '|size=3|', 0, 0, 14, 15, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  `);
  return sqlite;
}

const nftRows = (sqlite: DatabaseSync) =>
  sqlite
    .prepare('SELECT * FROM nfts ORDER BY address')
    .all()
    .map((r) => ({ ...r }));

describe('migration 0017 on a 0016 database with NFTs', () => {
  it('keeps every NFT with its columns, keyed by its address id, with its collection id', () => {
    const sqlite = databaseAt0016();
    const before = nftRows(sqlite);
    applyMigrations(sqlite, [MIGRATION]);
    const after = nftRows(sqlite);
    // The manager is kept only when it is not the owner.
    expect(after.map(({ id: _id, collection_id: _collection, owner_id: _owner, ...rest }) => rest)).toEqual(
      before.map((row) => ({ ...row, manager: row['manager'] === row['owner'] ? null : row['manager'] })),
    );
    const idOf = (address: unknown) =>
      (sqlite.prepare('SELECT id FROM addresses WHERE address = ?').get(address as string) as { id: number }).id;
    for (const row of after) {
      expect(row['id']).toBe(idOf(row['address']));
      expect(row['collection_id']).toBe(idOf(row['collection']));
      expect(row['owner_id']).toBe(idOf(row['owner']));
    }
    // The NFT that already had an id keeps it.
    expect(after.find((r) => r['address'] === A('n2'))!['id']).toBe(2);
    expect(
      sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('nft_rows', 'activity_collection', 'activity_by_time')").get(),
    ).toEqual({ n: 0 });
  });

  it('gives the same schema and rows through the chunked path, interrupted after any step and resumed, which records it as applied', async () => {
    const files = databaseAt0016();
    applyMigrations(files, [MIGRATION]);

    // Interrupted after step k, for every k the migration has (the last run finishes uninterrupted).
    for (let k = 1; ; k++) {
      const chunked = databaseAt0016();
      const progress = new Set<string>();
      let steps = 0;
      const run = (onStep: () => void) =>
        chunkedUpgrade(sqliteRunner(chunked), {
          name: MIGRATION,
          sql: readFileSync(`migrations/${MIGRATION}`, 'utf8'),
          size: 2,
          progress,
          onStep,
        });
      const interrupted = await run(() => {
        if (++steps === k) throw new Error('interrupted');
      }).then(
        () => false,
        (error: Error) => (expect(error.message).toBe('interrupted'), true),
      );
      if (interrupted) await run(() => {});

      expect(schemaOf(chunked), `after step ${k}`).toEqual(schemaOf(files));
      expect(nftRows(chunked), `after step ${k}`).toEqual(nftRows(files));
      expect(chunked.prepare('SELECT name FROM d1_migrations WHERE name = ?').all(MIGRATION)).toHaveLength(1);
      if (!interrupted) break;
    }
  });
});
