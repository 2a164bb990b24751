// The reader's order keys for real logical times (Everscale: 3.9e13-5.5e13) up to 2^64 - 1, and their
// stored form, sorted by SQLite as D1 sorts it.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { envelope } from '@functions/reader/to-envelope';
import { orderKeyParam, storedOrderKeySql } from '@functions/db/order-key';
import { parseChainEvents } from '@functions/indexer';

const NFT = `0:${'1'.repeat(64)}`;
const LTS = [48_736_402_000_014n, 49_000_000_000_000n, 55_000_000_000_000n, 2n ** 63n - 1n, 2n ** 64n - 1n];

const make = (lt: bigint, index: number) =>
  envelope('f'.repeat(64), index, lt, 1_700_000_000, NFT, { kind: 'transfer', payload: { nft: NFT, newOwner: `0:${'2'.repeat(64)}` } });

describe('order keys', () => {
  it('are lt × 256 + index, exactly, for several events of one transaction at any lt', () => {
    for (const lt of LTS) {
      const keys = [0, 1, 2, 3, 254].map((index) => make(lt, index).lt);
      expect(keys).toEqual([0n, 1n, 2n, 3n, 254n].map((index) => lt * 256n + index));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('pass the envelope schema and come out as the same bigints, in chain order', () => {
    const envelopes = LTS.flatMap((lt) => [0, 1, 2].map((index) => make(lt, index)));
    const parsed = parseChainEvents(envelopes);
    expect(parsed.map((e) => e.lt)).toEqual(envelopes.map((e) => e.lt));
    for (let i = 1; i < parsed.length; i++) expect(parsed[i]!.lt > parsed[i - 1]!.lt).toBe(true);
  });

  it('refuse a key past lt 2^64 - 1, slot 255, and a slot past 255', () => {
    expect(() => parseChainEvents([{ ...make(1n, 0), lt: 2n ** 72n }])).toThrow(/lt/);
    expect(() => make(1n, 256)).toThrow(RangeError);
    expect(() => make(2n ** 64n, 0)).toThrow(RangeError);
  });

  it('are stored without loss and sorted by SQLite like the numbers, across the INTEGER and BLOB forms', () => {
    const sqlite = new DatabaseSync(':memory:');
    sqlite.exec('CREATE TABLE t (lt INTEGER NOT NULL, n INTEGER NOT NULL)');
    const keys = LTS.flatMap((lt) => [0, 1, 255].map((index) => lt * 256n + BigInt(index)));
    const insert = sqlite.prepare(`INSERT INTO t (lt, n) VALUES (${storedOrderKeySql('?1')}, ?2)`);
    // Shuffled (7 is prime to 15), so the order comes from the keys alone.
    for (const n of keys.map((_, i) => (i * 7) % keys.length)) insert.run(orderKeyParam(keys[n]!), n);
    const sorted = sqlite
      .prepare('SELECT n FROM t ORDER BY lt')
      .all()
      .map((r) => Number(r['n']));
    expect(sorted).toEqual(keys.map((_, n) => n));
    const exact = sqlite.prepare(`SELECT count(*) AS c FROM t WHERE lt = ${storedOrderKeySql('?1')}`);
    for (const key of keys) expect(exact.get(orderKeyParam(key))!['c']).toBe(1);
  });
});
