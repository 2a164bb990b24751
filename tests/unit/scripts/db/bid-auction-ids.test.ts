// Migrations 0009 and 0010 on a database with bids that name their auction by address: each bid keeps its
// id and columns and names the same auction by its id in `addresses`, whether the rewrite runs plainly or in
// chunks (scripts/db/chunked-upgrade.mjs).
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { chunkedUpgrade } from '../../../../scripts/db/chunked-upgrade.mjs';
import { applyMigrations, MIGRATIONS, sortedRows, sqliteRunner } from '../../../support/db/migrations';

const REGISTER = '0009_auction_address_ids.sql';
const REWRITE = '0010_bid_auction_id.sql';
const auction = (n: number) => `0:${String(n).repeat(64).slice(0, 64)}`;

/** The schema before 0009, with bids on two auctions (one bid declined), and an address already known. */
function before(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  applyMigrations(
    db,
    MIGRATIONS.filter((name) => name < REGISTER),
  );
  db.prepare('INSERT INTO addresses (address) VALUES (?)').run(auction(7));
  const bid = db.prepare(
    `INSERT INTO bids (id, auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner)
     VALUES (?, ?, 11, 12, ?, 13, ?, ?, ?, ?, 0, 1, 14)`,
  );
  bid.run(1, auction(7), 21, '100', 1_000, 5, 0);
  bid.run(2, auction(8), 22, '200', 1_010, 6, 0);
  bid.run(3, auction(8), 23, '150', 1_020, 7, 1);
  return db;
}

/** Each bid as the API reads it: its auction's address through the id. */
const bidsByAddress = (db: DatabaseSync) =>
  sortedRows(
    db,
    `SELECT b.id, a.address AS auction, b.bidder, b.price, b.created_at, b.lt, b.declined FROM bids b JOIN addresses a ON a.id = b.auction`,
  );

describe('bids name their auction by id (0009, 0010)', () => {
  const expected = [
    { id: 1, auction: auction(7), bidder: 21, price: '100', created_at: 1_000, lt: 5, declined: 0 },
    { id: 2, auction: auction(8), bidder: 22, price: '200', created_at: 1_010, lt: 6, declined: 0 },
    { id: 3, auction: auction(8), bidder: 23, price: '150', created_at: 1_020, lt: 7, declined: 1 },
  ].map((row) => JSON.stringify(row));

  it('keeps every bid, its id and its auction, applied as wrangler applies them', () => {
    const db = before();
    for (const name of [REGISTER, REWRITE]) db.exec(readFileSync(`migrations/${name}`, 'utf8'));
    expect(bidsByAddress(db)).toEqual(expected.sort());
    expect(db.prepare("SELECT type FROM pragma_table_info('bids') WHERE name = 'auction'").get()).toEqual({ type: 'INTEGER' });
    expect(sortedRows(db, "SELECT name FROM sqlite_master WHERE tbl_name = 'bids' AND type = 'index'")).toEqual(
      ['bids_auction', 'bids_bidder', 'bids_nft_owner'].map((name) => JSON.stringify({ name })),
    );
  });

  it('gives the same bids when the rewrite runs in chunks of one row', async () => {
    const db = before();
    db.exec(readFileSync(`migrations/${REGISTER}`, 'utf8'));
    await chunkedUpgrade(sqliteRunner(db), { name: REWRITE, sql: readFileSync(`migrations/${REWRITE}`, 'utf8'), size: 1 });
    expect(bidsByAddress(db)).toEqual(expected.sort());
  });
});
