// Migration 0021 (order keys of any 64-bit logical time: the lt columns become ANY) on a database with
// events ingested at 0019: every row and the feeds' order are kept, an event at lt 2^63 - 1 is then taken,
// and the chunked operator path (scripts/db/chunked-upgrade.mjs), with tiny chunks, interrupted and
// resumed, leaves the same schema and rows as the migration file.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade } from '../../../scripts/db/chunked-upgrade.mjs';
import { envelope } from '../../../functions/chain/to-envelope';
import { ingest } from '../../../functions/indexer/ingest';
import { SqliteD1 } from '../../../functions/indexer/seed/sqlite-d1';
import { A, FixtureChain, wvenom } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS, schemaOf, sortedRows, sqliteRunner } from '../../support/db/migrations';

const UPGRADE = MIGRATIONS.filter((f) => f.startsWith('0021'));
// lt as text: Node's SQLite refuses to read an integer past 2^53 as a number.
const LT = 'typeof(lt) AS type, CAST(lt AS TEXT) AS key';
const TABLES = [
  `SELECT id, kind, nft, collection, ts, ${LT}, verified, payload FROM activity_rows`,
  `SELECT address, ts, ${LT}, activity_id, kind FROM activity_parties`,
  `SELECT id, auction, nft, bidder, price, created_at, ${LT}, declined, outbid, bidder_latest FROM bid_rows`,
];
const FEED = 'SELECT id FROM activity_rows ORDER BY ts DESC, lt DESC, id DESC';

const bid = (chain: FixtureChain, lt: bigint, index: number, tokens: number) =>
  envelope(`${lt.toString(16).padStart(16, '0')}${'cd'.repeat(24)}`, index, lt, chain.now, A('a1'), {
    kind: 'auction_bid_placed',
    payload: { auction: A('a1'), nft: A('n1'), bidder: A('bob'), amount: wvenom(tokens), nextBidValue: wvenom(tokens + 1) },
  });

/** A 0019 database with an auction and bids of real-sized lts (keys below 2^63: what 0019 could store). */
async function databaseAt0019(): Promise<{ sqlite: DatabaseSync; chain: FixtureChain }> {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < '0021'),
  );
  const db = new SqliteD1(sqlite).asD1();
  const chain = new FixtureChain();
  await ingest(db, [...chain.setup(), chain.collection('c1'), chain.mint('n1', 'c1', 'alice')]);
  chain.tick();
  await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(1)), A('a1'))]);
  chain.tick();
  await ingest(db, [bid(chain, 48_736_402_000_014n, 0, 2), bid(chain, 48_736_402_000_014n, 1, 3), bid(chain, 55_000_000_000_007n, 0, 4)]);
  return { sqlite, chain };
}

describe('migration 0021 on a database with events', () => {
  it('keeps every row and the feed order, then stores a key above 2^63 after the others', async () => {
    const { sqlite, chain } = await databaseAt0019();
    const rows = TABLES.map((sql) => sortedRows(sqlite, sql));
    const feed = sqlite.prepare(FEED).all();
    applyMigrations(sqlite, UPGRADE);
    expect(TABLES.map((sql) => sortedRows(sqlite, sql))).toEqual(rows);
    expect(sqlite.prepare(FEED).all()).toEqual(feed);
    await ingest(new SqliteD1(sqlite).asD1(), [bid(chain, 2n ** 63n - 1n, 0, 5)]);
    const newest = sqlite.prepare('SELECT typeof(lt) AS type, hex(lt) AS key FROM bid_rows ORDER BY lt DESC LIMIT 1').get();
    expect(newest).toEqual({ type: 'blob', key: ((2n ** 63n - 1n) * 256n).toString(16).toUpperCase() });
    expect(sqlite.prepare(FEED).all()[0]).toEqual({ id: Math.max(...feed.map((r) => Number(r['id']))) + 1 });
  });

  it('gives the same schema and rows through the chunked path, interrupted and resumed, which records it as applied', async () => {
    const files = (await databaseAt0019()).sqlite;
    applyMigrations(files, UPGRADE);
    const chunked = (await databaseAt0019()).sqlite;
    const progress = new Set<string>();
    let steps = 0;
    const run = async (onStep: () => void) => {
      for (const name of UPGRADE)
        await chunkedUpgrade(sqliteRunner(chunked), { name, sql: readFileSync(`migrations/${name}`, 'utf8'), size: 2, progress, onStep });
    };
    await expect(
      run(() => {
        if (++steps === 7) throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    await run(() => {});
    expect(schemaOf(chunked)).toEqual(schemaOf(files));
    for (const sql of [...TABLES, FEED]) expect(sortedRows(chunked, sql), sql).toEqual(sortedRows(files, sql));
    expect(
      chunked
        .prepare("SELECT name FROM d1_migrations WHERE name >= '0021'")
        .all()
        .map((r) => r['name']),
    ).toEqual(UPGRADE);
  });
});
