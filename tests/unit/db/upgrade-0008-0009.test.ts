// Migrations 0008 and 0009 on a database that already holds data in the 0007 shape: the event log
// keeps every id under its short key (so replays stay skipped), and NFTs keep their traits, found
// from trait_keys now that nft_traits has no index by NFT.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { eventKey } from '../../../functions/db/event-key';
import { ingest } from '../../../functions/indexer/ingest';
import { SqliteD1 } from '../../../functions/indexer/seed/sqlite-d1';
import { A, FixtureChain, nftMeta } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS } from '../../support/db/migrations';

const TX = 'ab12'.repeat(16);
const OLD_IDS = [`${TX}:0`, `${TX}:17`, `price:${A('token')}:1700000000`, 'a:0', `${'AB12'.repeat(16)}:1`];

/** A 0007 database with a few rows of each kind the upgrade rewrites. */
function databaseAt0007(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:');
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < '0008'),
  );
  const insertEvent = sqlite.prepare("INSERT INTO chain_events (id, kind, ts, lt) VALUES (?, 'mint', 1, 1)");
  for (const id of OLD_IDS) insertEvent.run(id);
  sqlite.exec(`
    INSERT INTO collections (address, owner, created_at, updated_at, nft_count, owners_count) VALUES ('${A('c1')}', '${A('alice')}', 1, 1, 1, 1);
    INSERT INTO nfts (address, collection, owner, manager, creator, name, name_sort, meta, created_at, updated_at, trait_keys, burned)
      VALUES ('${A('n1')}', '${A('c1')}', '${A('alice')}', '${A('alice')}', '${A('alice')}', 'n1', 'n1', '{"name":"n1"}', 1, 1, '|eyes=laser|mood=calm|', 0),
             ('${A('n2')}', '${A('c1')}', '${A('alice')}', '${A('alice')}', NULL, 'n2', 'n2', '{}', 1, 1, '|eyes=laser|', 1);
    INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value)
      VALUES ('${A('c1')}', 'eyes', 'laser', '${A('n1')}', 'Eyes', '"Laser"'), ('${A('c1')}', 'mood', 'calm', '${A('n1')}', 'Mood', '"Calm"');
    INSERT INTO collection_traits (collection, type_key, value_key, trait_type, trait_value, nft_count)
      VALUES ('${A('c1')}', 'eyes', 'laser', 'Eyes', 'Laser', 1), ('${A('c1')}', 'mood', 'calm', 'Mood', 'Calm', 1);
  `);
  return sqlite;
}

describe('migrations 0008 and 0009 on a 0007 database with rows', () => {
  it('keys the event log like the indexer does, so events ingested before the upgrade stay skipped', async () => {
    const sqlite = databaseAt0007();
    applyMigrations(
      sqlite,
      MIGRATIONS.filter((f) => f >= '0008'),
    );
    // Chain keys are stored as BLOBs since 0018: read them as text again.
    const text = "CASE WHEN typeof(id) = 'blob' THEN lower(hex(substr(id, 1, 10))) || ':' || CAST(substr(id, 11) AS TEXT) ELSE id END";
    const ids = sqlite
      .prepare(`SELECT ${text} AS id FROM chain_events`)
      .all()
      .map((r) => r['id']);
    expect(ids.sort()).toEqual(OLD_IDS.map(eventKey).sort());
    expect(eventKey(`${TX}:17`)).toBe(`${TX.slice(0, 20)}:17`);
    expect(eventKey('a:0')).toBe('a:0');

    const c = new FixtureChain();
    const replay = OLD_IDS.map((id) => ({ ...c.collection('c9'), id }));
    const result = await ingest(new SqliteD1(sqlite).asD1(), replay);
    expect(result).toMatchObject({ applied: 0, skipped: OLD_IDS.length });
    expect(sqlite.prepare('SELECT count(*) AS n FROM collections').get()).toEqual({ n: 1 });
  });

  it('keeps NFTs and their traits, which a metadata change then replaces through trait_keys', async () => {
    const sqlite = databaseAt0007();
    applyMigrations(
      sqlite,
      MIGRATIONS.filter((f) => f >= '0008'),
    );
    const columns = sqlite
      .prepare("SELECT name FROM pragma_table_info('nfts')")
      .all()
      .map((r) => r['name']);
    expect(columns).not.toContain('meta');
    expect(columns).not.toContain('creator');
    expect(
      sqlite
        .prepare('SELECT address, trait_keys FROM nfts ORDER BY name')
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([
      { address: A('n1'), trait_keys: '|eyes=laser|mood=calm|' },
      { address: A('n2'), trait_keys: null },
    ]);

    const c = new FixtureChain();
    await ingest(new SqliteD1(sqlite).asD1(), [c.event('nft_metadata', { nft: A('n1'), meta: nftMeta('n1', { Eyes: 'Sleepy' }) })]);
    expect(
      sqlite
        .prepare('SELECT type_key, value_key, trait_type, trait_value FROM nft_traits')
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([{ type_key: 'eyes', value_key: 'sleepy', trait_type: 'Eyes', trait_value: '"Sleepy"' }]);
    expect(
      sqlite
        .prepare('SELECT type_key, value_key, nft_count FROM collection_traits')
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([{ type_key: 'eyes', value_key: 'sleepy', nft_count: 1 }]);
    expect(sqlite.prepare('SELECT trait_keys FROM nfts WHERE address = ?').get(A('n1'))).toEqual({ trait_keys: '|eyes=sleepy|' });
  });
});
