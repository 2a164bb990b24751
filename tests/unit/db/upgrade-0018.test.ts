// Migration 0018 (event keys as short BLOBs, notification kinds as codes) on a database that already
// holds rows: the notifications view reads back exactly as before (dedupe_key included), the indexer
// finds every applied event again by its key, and the chunked operator path (scripts/db/chunked-upgrade.mjs,
// chain_events in key ranges) gives the same schema and rows, interrupted and resumed.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade, planMigration } from '../../../scripts/db/chunked-upgrade.mjs';
import { eventKey, storedEventKeySql } from '../../../functions/db/event-key';
import { A } from '../../support/indexer/fixtures';
import { applyMigrations, MIGRATIONS, schemaOf, sortedRows, sqliteRunner } from '../../support/db/migrations';

const MIGRATION = '0018_compact_event_keys.sql';

const TX = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';
const TX2 = '00000000000000000000ffffffffffffffffffffffffffffffffffffffffffff';
/** Envelope ids as the indexer saw them: chain ids, a short chain-shaped id, and ids of other sources. */
const IDS = [
  `${TX}:0`,
  `${TX}:17`,
  `${TX2}:3`,
  'c0ffee0011223344556a:0',
  'price:1700000000',
  'refresh:0:abc',
  'ABCDEF0011223344556A:0',
  'zzzzzzzzzzzzzzzzzzzz:1',
  'a:0',
];

/** A database at the migration before 0018, with chain_events and notifications of every kind and key shape. */
function databaseBefore(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec(
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  applyMigrations(
    sqlite,
    MIGRATIONS.filter((f) => f < MIGRATION),
  );
  const insertEvent = sqlite.prepare('INSERT INTO chain_events (id) VALUES (?)');
  for (const id of IDS) insertEvent.run(eventKey(id));
  sqlite.exec(
    `INSERT INTO addresses (address) SELECT value FROM json_each('${JSON.stringify(['alice', 'bob', 'n1', 'c1', 'usdt'].map(A))}')`,
  );
  const id = (name: string) => `(SELECT id FROM addresses WHERE address = '${A(name)}')`;
  const k = eventKey(`${TX}:17`);
  sqlite.exec(`
    INSERT INTO notification_rows (recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at, read) VALUES
      (${id('alice')}, 'outbid', '${k}', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '9', ${id('bob')}, 10, 0),
      (${id('alice')}, 'sold', '${eventKey(`${TX}:0`)}', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '1000000000000000000000', ${id('bob')}, 11, 1),
      (${id('bob')}, 'offer_received', '${k}', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '5', ${id('alice')}, 12, 0),
      (${id('bob')}, 'offer_accepted', '${eventKey(`${TX2}:3`)}', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '6', ${id('alice')}, 13, 0),
      (${id('bob')}, 'watched_listed', 'price:1700000000', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '7', ${id('alice')}, 14, 1),
      (${id('bob')}, 'floor_below', '${k}:${4}', NULL, ${id('c1')}, NULL, '0.5', NULL, 15, 0),
      (${id('alice')}, 'floor_below', 'price:1700000000:4', NULL, ${id('c1')}, NULL, '0.25', NULL, 16, 0),
      (${id('alice')}, 'sold', 'e1:sold:${A('alice')}', ${id('n1')}, ${id('c1')}, ${id('usdt')}, '7', ${id('bob')}, 17, 0);
  `);
  return sqlite;
}

describe('migration 0018 on a database with rows', () => {
  it('keeps every notification as the view shows it, dedupe_key included, with the kinds as codes', () => {
    const sqlite = databaseBefore();
    const before = sqlite.prepare('SELECT * FROM notifications ORDER BY id').all();
    applyMigrations(sqlite, [MIGRATION]);
    expect(sqlite.prepare('SELECT * FROM notifications ORDER BY id').all()).toEqual(before);
    expect(before.map((r) => r['dedupe_key'])).toContain(`${eventKey(`${TX}:17`)}:4:floor_below`);
    expect(
      sqlite
        .prepare('SELECT kind FROM notification_items ORDER BY id')
        .all()
        .map((r) => r['kind']),
    ).toEqual([0, 1, 2, 3, 4, 5, 5, 1]);
    // Chain-shaped keys are 11-byte BLOBs now (a floor alert's carries ':' and the collection id too).
    expect(
      sqlite
        .prepare('SELECT typeof(event_key) AS t, length(event_key) AS n FROM notification_items ORDER BY id')
        .all()
        .map((r) => `${r['t']} ${r['n']}`),
    ).toEqual(['blob 12', 'blob 11', 'blob 12', 'blob 11', 'text 16', 'blob 14', 'text 18', `text ${`e1:sold:${A('alice')}`.length}`]);
  });

  it('finds every applied event again by its key, and no other', () => {
    const sqlite = databaseBefore();
    applyMigrations(sqlite, [MIGRATION]);
    const known = (id: string) =>
      sqlite.prepare(`SELECT count(*) AS n FROM chain_events WHERE id = ${storedEventKeySql('?1')}`).get(eventKey(id))!['n'];
    for (const id of IDS) expect(known(id), id).toBe(1);
    // A short chain-shaped id and a full id it abbreviates were one key before, and still are.
    expect(known(`c0ffee0011223344556a${'0'.repeat(44)}:0`)).toBe(1);
    for (const other of [`${TX}:1`, `${TX}:170`, `1${TX2.slice(1)}:3`, 'price:1700000001', 'abcdef0011223344556a:0', 'A:0'])
      expect(known(other), other).toBe(0);
    expect(sqlite.prepare("SELECT count(*) AS n FROM chain_events WHERE typeof(id) = 'blob'").get()!['n']).toBe(4);
    expect(sqlite.prepare('SELECT hex(id) AS h FROM chain_events WHERE length(id) = 12').get()!['h']).toBe(
      `${TX.slice(0, 20).toUpperCase()}3137`,
    );
  });

  it('gives the same schema and rows through the chunked path, interrupted and resumed, which records it as applied', async () => {
    const files = databaseBefore();
    applyMigrations(files, [MIGRATION]);

    const chunked = databaseBefore();
    const progress = new Set<string>();
    let steps = 0;
    const interrupt = () => {
      if (++steps === 7) throw new Error('interrupted');
    };
    const run = (onStep: () => void) =>
      chunkedUpgrade(sqliteRunner(chunked), {
        name: MIGRATION,
        sql: readFileSync(`migrations/${MIGRATION}`, 'utf8'),
        size: 2,
        progress,
        onStep,
      });
    await expect(run(interrupt)).rejects.toThrow('interrupted');
    await run(() => {});
    // chain_events (9 keys) was copied in 5 key ranges of at most 2.
    const copy = planMigration(readFileSync(`migrations/${MIGRATION}`, 'utf8')).findIndex(
      (step: { kind: string; source?: string }) => step.kind === 'copy' && step.source === 'chain_events',
    );
    expect([...progress].filter((key) => key.startsWith(`${MIGRATION}:${copy}:copy:`))).toHaveLength(5);

    expect(schemaOf(chunked)).toEqual(schemaOf(files));
    for (const table of ['chain_events', 'notification_items', 'notifications'])
      expect(sortedRows(chunked, `SELECT * FROM ${table}`), table).toEqual(sortedRows(files, `SELECT * FROM ${table}`));
    expect(
      chunked
        .prepare("SELECT name FROM d1_migrations WHERE name >= '0018'")
        .all()
        .map((r) => r['name']),
    ).toEqual([MIGRATION]);

    await run(() => {});
    expect(sortedRows(chunked, 'SELECT * FROM chain_events')).toEqual(sortedRows(files, 'SELECT * FROM chain_events'));
  });
});
