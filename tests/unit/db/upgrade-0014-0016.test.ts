// Migrations 0014-0016 (rows with address ids) on a database that already holds rows in the 0013
// shape: every row reads back the same through the views, whether the migrations run as files or
// through the chunked operator path (scripts/db/chunked-upgrade.mjs) with tiny chunks, interrupted
// and resumed; both paths leave the same schema and rows, and the chunked one records the migrations.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade } from '../../../scripts/db/chunked-upgrade.mjs';
import { A } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS, schemaOf, sortedRows, sqliteRunner } from '../../support/db/migrations';

const LATER = MIGRATIONS.filter((f) => f >= '0014' && f < '0017');

const VIEWS = ['nft_traits', 'price_history', 'notifications', 'direct_sells', 'direct_buys', 'auctions', 'bids'];
const TABLES = [
  'addresses',
  'nft_trait_rows',
  'price_history_rows',
  'notification_rows',
  'direct_sell_rows',
  'direct_buy_rows',
  'auction_rows',
  'bid_rows',
];

/** A 0013 database with rows in every table 0014-0016 rewrite (two collections, so traits come in two chunks). */
function databaseAt0013(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < '0014'),
  );
  const [c1, c2, n1, n2, n3, alice, bob, usdt, root] = ['c1', 'c2', 'n1', 'n2', 'n3', 'alice', 'bob', 'usdt', 'root'].map(A);
  sqlite.exec(`
    INSERT INTO addresses (address) VALUES ('${n1}'), ('${alice}');
    INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value) VALUES
      ('${c1}', 'eyes', 'laser', '${n1}', 'Eyes', '"Laser"'), ('${c1}', 'mood', 'calm', '${n1}', 'Mood', '"Calm"'),
      ('${c1}', 'eyes', 'laser', '${n2}', 'eyes', '"laser"'), ('${c2}', 'size', '3', '${n3}', 'Size', '3');
    INSERT INTO price_history (nft, collection, ts, token, amount, usd, whitelisted) VALUES
      ('${n1}', '${c1}', 10, '${usdt}', '1000000000000000000000', 1.5, 1), ('${n3}', '${c2}', 11, '${usdt}', '5', NULL, 0),
      ('${n1}', '${c1}', 12, '${usdt}', '7', 0.1, 1);
    INSERT INTO notifications (recipient, kind, dedupe_key, nft, collection, token, amount, counterparty, created_at, read) VALUES
      ('${alice}', 'sold', 'e1:sold:${alice}', '${n1}', '${c1}', '${usdt}', '7', '${bob}', 12, 0),
      ('${bob}', 'floor_below', 'b1:floor_below:${bob}:${c2}', NULL, '${c2}', NULL, '0.5', NULL, 13, 1),
      ('${bob}', 'outbid', 'e2:outbid:${bob}', '${n2}', '${c1}', '${usdt}', '9', '${alice}', 14, 0);
    INSERT INTO direct_sells (address, nft, collection, seller, buyer, token, price, price_num, price_usd, status, created_at, expired_at,
        finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live) VALUES
      ('${A('s1')}', '${n1}', '${c1}', '${alice}', NULL, '${usdt}', '100', 100, 1e-4, 'active', 1, 0, NULL, 1, 2, 100, '${root}', 1, 1),
      ('${A('s2')}', '${n1}', '${c1}', '${alice}', '${bob}', '${usdt}', '7', 7, 7e-6, 'filled', 1, 0, 12, 12, NULL, NULL, '${root}', 1, 0),
      ('${A('s3')}', '${n3}', '${c2}', '${bob}', NULL, '${usdt}', '1000000000000000000000', 1e21, 1e15, 'cancelled', 2, 99, NULL, 3, NULL, NULL, '${root}', 0, 0);
    INSERT INTO direct_buys (address, nft, collection, buyer, seller, token, price, price_num, price_usd, status, created_at, duration,
        expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live) VALUES
      ('${A('o1')}', '${n2}', '${c1}', '${bob}', NULL, '${usdt}', '5', 5, 5e-6, 'active', 1, NULL, 0, NULL, 1, NULL, NULL, '${root}', 1, 1),
      ('${A('o2')}', '${n1}', '${c1}', '${bob}', '${alice}', '${usdt}', '6', 6, 6e-6, 'filled', 1, 10, 11, 5, 5, 1, 50, '${root}', 1, 0);
    INSERT INTO auctions (address, nft, collection, owner, token, wallet_for_bids, start_price, min_bid, min_bid_usd, max_bid, last_bid_from,
        last_bid_time, last_bid_value, start_time, duration, finish_time, status, bids_count, fee_numerator, fee_denominator, root,
        created_at, finished_at, updated_at, whitelisted, live) VALUES
      ('${A('a1')}', '${n2}', '${c1}', '${alice}', '${usdt}', '${A('w1')}', '10', '12', 1.2e-5, '11', '${bob}', 5, '11', 1, 100, 101,
        'active', 1, NULL, NULL, '${root}', 1, NULL, 5, 1, 1),
      ('${A('a2')}', '${n3}', '${c2}', '${bob}', '${usdt}', NULL, '10', '10', NULL, NULL, NULL, NULL, NULL, 1, 5, 6, 'cancelled', 0,
        NULL, NULL, '${root}', 1, 6, 6, 1, 0);
    INSERT INTO bids (auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner) VALUES
      ('${A('a1')}', '${n2}', '${c1}', '${bob}', '${usdt}', '10', 4, 40, 0, 1, 0, '${alice}'),
      ('${A('a1')}', '${n2}', '${c1}', '${bob}', '${usdt}', '11', 5, 50, 0, 0, 1, '${alice}'),
      ('${A('a1')}', '${n2}', '${c1}', '${A('carol')}', '${usdt}', '1', 6, 60, 1, 0, 1, '${alice}');
  `);
  return sqlite;
}

describe('migrations 0014-0016 on a 0013 database with rows', () => {
  it('keep every row, read through the views with the old columns (addresses as text, the dedupe key aside)', () => {
    const sqlite = databaseAt0013();
    const before = Object.fromEntries(VIEWS.map((t) => [t, sqlite.prepare(`SELECT * FROM ${t}`).all()]));
    applyMigrations(sqlite, LATER);
    // The auctions and bids views also give the ids their list filters use (owner_id, collection_id, ...).
    const oldColumns = (table: string) =>
      sqlite
        .prepare(`SELECT * FROM ${table}`)
        .all()
        .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_id')))))
        .sort();
    for (const table of VIEWS.filter((t) => t !== 'notifications'))
      expect(oldColumns(table), table).toEqual(before[table]!.map((r) => JSON.stringify(r)).sort());
    const notes = sqlite.prepare('SELECT * FROM notifications ORDER BY id').all();
    expect(notes.map(({ dedupe_key: _key, ...rest }) => rest)).toEqual(
      before['notifications']!.map(({ dedupe_key: _key, ...rest }) => rest),
    );
    expect(sqlite.prepare("SELECT type FROM sqlite_master WHERE name = 'bids'").get()).toEqual({ type: 'view' });
  });

  it('give the same schema and rows through the chunked path, interrupted and resumed, which records them as applied', async () => {
    const files = databaseAt0013();
    applyMigrations(files, LATER);

    const chunked = databaseAt0013();
    const progress = new Set<string>();
    let steps = 0;
    const interrupt = () => {
      if (++steps === 9) throw new Error('interrupted');
    };
    const run = async (onStep: () => void) => {
      for (const name of LATER)
        await chunkedUpgrade(sqliteRunner(chunked), { name, sql: readFileSync(`migrations/${name}`, 'utf8'), size: 2, progress, onStep });
    };
    await expect(run(interrupt)).rejects.toThrow('interrupted');
    await run(() => {});

    expect(schemaOf(chunked)).toEqual(schemaOf(files));
    for (const table of [...VIEWS, ...TABLES])
      expect(sortedRows(chunked, `SELECT * FROM ${table}`), table).toEqual(sortedRows(files, `SELECT * FROM ${table}`));
    expect(
      chunked
        .prepare("SELECT name FROM d1_migrations WHERE name >= '0014' ORDER BY name")
        .all()
        .map((r) => r['name']),
    ).toEqual(LATER);

    // Run again: nothing to do.
    await run(() => {});
    expect(sortedRows(chunked, 'SELECT * FROM bid_rows')).toEqual(sortedRows(files, 'SELECT * FROM bid_rows'));
  });
});
