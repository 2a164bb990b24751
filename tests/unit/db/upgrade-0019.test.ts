// Migration 0019 (collection holdings and the search index with address ids) on a database that
// already holds rows in the 0016 shape: holdings and search documents read back the same through the
// views, /search and the indexer keep working on them, and the chunked operator path
// (scripts/db/chunked-upgrade.mjs), with tiny chunks, interrupted and resumed, leaves the same schema
// and rows as the migration file.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade, planMigration } from '../../../scripts/db/chunked-upgrade.mjs';
import { search } from '../../../functions/db/queries/search';
import { ingest } from '../../../functions/indexer/ingest';
import { SqliteD1 } from '../../../functions/indexer/seed/sqlite-d1';
import { A, FixtureChain, nftMeta } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS, schemaOf, sortedRows, sqliteRunner } from '../../support/db/migrations';

const UPGRADE = MIGRATIONS.filter((f) => f.startsWith('0019'));

const [c1, c2, c3, n1, n2, n3] = [A('c1'), A('c2'), A('c3'), A('n1'), A('n2'), A('n3')] as const;
const [alice, bob] = [A('alice'), A('bob')] as const;

/**
 * A 0018 database, its rows written at 0016: verified c1 (alice holds n1 and n2) and unverified c2 (bob holds n3), their
 * holdings, and the search documents of c1 and its two NFTs. Three collections' worth of holdings,
 * so the chunked copy takes several chunks.
 */
function databaseAt0016(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < '0017'),
  );
  sqlite.exec(`
    INSERT INTO addresses (address) VALUES ('${n1}'), ('${alice}');
    INSERT INTO collections (address, owner, name, verified, created_at, updated_at, nft_count, owners_count) VALUES
      ('${c1}', '${alice}', 'Venom Punks', 1, 1, 1, 2, 1), ('${c2}', '${bob}', 'Hidden', 0, 1, 1, 1, 1);
    INSERT INTO nfts (address, collection, nft_id, owner, manager, name, name_sort, verified, created_at, updated_at) VALUES
      ('${n1}', '${c1}', '1', '${alice}', '${alice}', 'Punk #1', 'punk #1', 1, 1, 1),
      ('${n2}', '${c1}', '2', '${alice}', '${alice}', 'Punk #2', 'punk #2', 1, 1, 1),
      ('${n3}', '${c2}', '3', '${bob}', '${bob}', 'Punk #3', 'punk #3', 0, 1, 1);
    INSERT INTO collection_owners (collection, owner, nft_count) VALUES ('${c1}', '${alice}', 2), ('${c2}', '${bob}', 1), ('${c3}', '${bob}', 4);
    INSERT INTO search_docs (id, address, kind, collection) VALUES (1, '${c1}', 'collection', '${c1}'), (2, '${n1}', 'nft', '${c1}'), (3, '${n2}', 'nft', '${c1}');
    INSERT INTO search_fts (rowid, name) VALUES (1, 'Venom Punks'), (2, 'Punk #1'), (3, 'Punk #2');
  `);
  // The migrations between (0017 rebuilds nfts) bring the rows to the shape 0019 meets.
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f >= '0017' && f < '0019'),
  );
  return sqlite;
}

const HOLDINGS = 'SELECT collection, owner, nft_count FROM collection_owners';
const DOCUMENTS = 'SELECT d.address, d.kind, d.collection, f.name FROM search_docs d JOIN search_fts f ON f.rowid = d.id';

describe('migration 0019 on a 0016 database with rows', () => {
  it('keeps every holding and search document, read through the views with the old columns', () => {
    const sqlite = databaseAt0016();
    const holdings = sortedRows(sqlite, HOLDINGS);
    const documents = sortedRows(sqlite, DOCUMENTS);
    applyMigrations(sqlite, UPGRADE);
    expect(sortedRows(sqlite, HOLDINGS)).toEqual(holdings);
    expect(sortedRows(sqlite, DOCUMENTS)).toEqual(documents);
    // A document's rowid is its address's id.
    expect(sortedRows(sqlite, 'SELECT a.address FROM search_fts f JOIN addresses a ON a.id = f.rowid')).toEqual(
      sortedRows(sqlite, 'SELECT address FROM search_docs'),
    );
    expect(
      sqlite
        .prepare("SELECT type FROM sqlite_master WHERE name IN ('collection_owners', 'search_docs')")
        .all()
        .map((r) => r['type']),
    ).toEqual(['view', 'view']);
  });

  it('serves /search and takes new events on the upgraded rows', async () => {
    const sqlite = databaseAt0016();
    // Up to today's schema, which today's queries and indexer read.
    applyMigrations(
      sqlite,
      MIGRATIONS.filter((f) => f >= '0019'),
    );
    const db = new SqliteD1(sqlite).asD1();
    const found = async (text: string) => (await search(db, text)).items.map((i) => [i.objectType, i.address]);
    // Unverified NFTs are found too, after the verified ones (spec §2 search).
    expect(await found('punk')).toEqual([
      ['collection', c1],
      ['nft', n1],
      ['nft', n2],
      ['nft', n3],
    ]);
    expect(await found(n2)).toEqual([['nft', n2]]);

    const c = new FixtureChain();
    await ingest(db, [
      c.event('transfer', { nft: n1, oldOwner: alice, newOwner: bob }),
      c.event('nft_metadata', { nft: n2, meta: nftMeta('Renamed ape') }),
    ]);
    expect(sortedRows(sqlite, HOLDINGS)).toEqual(
      [
        { collection: c1, owner: alice, nft_count: 1 },
        { collection: c2, owner: bob, nft_count: 1 },
        { collection: c3, owner: bob, nft_count: 4 },
        { collection: c1, owner: bob, nft_count: 1 },
      ]
        .map((r) => JSON.stringify(r))
        .sort(),
    );
    expect(sqlite.prepare('SELECT owners_count FROM collections WHERE address = ?').get(c1)).toEqual({ owners_count: 2 });
    expect(await found('ape')).toEqual([['nft', n2]]);
    expect(await found('punk')).toEqual([
      ['collection', c1],
      ['nft', n1],
      ['nft', n3],
    ]);
  });

  it('gives the same schema and rows through the chunked path, interrupted and resumed, which records it as applied', async () => {
    expect(
      planMigration(readFileSync(`migrations/${UPGRADE[0]}`, 'utf8')).filter((s: { kind: string }) => s.kind === 'table'),
    ).toHaveLength(2);
    const files = databaseAt0016();
    applyMigrations(files, UPGRADE);

    const chunked = databaseAt0016();
    const progress = new Set<string>();
    let steps = 0;
    const interrupt = () => {
      if (++steps === 5) throw new Error('interrupted');
    };
    const log: string[] = [];
    const run = async (onStep: () => void) => {
      for (const name of UPGRADE)
        await chunkedUpgrade(sqliteRunner(chunked), {
          name,
          sql: readFileSync(`migrations/${name}`, 'utf8'),
          size: 2,
          progress,
          onStep,
          log: (line) => void log.push(line),
        });
    };
    await expect(run(interrupt)).rejects.toThrow('interrupted');
    await run(() => {});
    // Holdings have no rowid: whole collections of about 2 rows each (3 collections of one row: 2 chunks).
    expect(log).toContainEqual(expect.stringMatching(/copied collection_owners in 2 chunks$/));
    expect(log).toContainEqual(expect.stringMatching(/copied search_fts in 2 chunks$/));

    expect(schemaOf(chunked)).toEqual(schemaOf(files));
    for (const sql of [
      HOLDINGS,
      DOCUMENTS,
      'SELECT * FROM addresses',
      'SELECT * FROM collection_owner_rows',
      'SELECT rowid, name FROM search_fts',
    ])
      expect(sortedRows(chunked, sql), sql).toEqual(sortedRows(files, sql));
    expect(
      chunked
        .prepare("SELECT name FROM d1_migrations WHERE name >= '0019'")
        .all()
        .map((r) => r['name']),
    ).toEqual(UPGRADE);

    // Run again: nothing to do.
    await run(() => {});
    expect(sortedRows(chunked, 'SELECT rowid, name FROM search_fts')).toEqual(sortedRows(files, 'SELECT rowid, name FROM search_fts'));
  });
});
