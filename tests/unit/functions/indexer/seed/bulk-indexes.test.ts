import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { API_ONLY_INDEXES, createIndexStatements, latestIndexStatements } from '@functions/indexer/seed/bulk-indexes';

const schema = readFileSync(new URL('../../../../../migrations/0001_baseline.sql', import.meta.url), 'utf8');
const migrationsDir = new URL('../../../../../migrations/', import.meta.url);
const migrations = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(new URL(f, migrationsDir), 'utf8'));

describe('bulk seeding indexes', () => {
  it('reads every CREATE INDEX of the schema, made idempotent', () => {
    const statements = createIndexStatements(schema);
    expect(statements.length).toBe((schema.match(/^CREATE (UNIQUE )?INDEX /gm) ?? []).length);
    const floor = statements.find((s) => s.name === 'nfts_by_collection_floor')!;
    expect(floor.sql).toBe(
      'CREATE INDEX IF NOT EXISTS nfts_by_collection_floor ON nfts (collection_id, floor_sort_asc, id, trait_keys) WHERE burned = 0;',
    );
  });

  it('drops only indexes the migrations define, and none the indexer looks rows up by', () => {
    const names = new Set(migrations.flatMap(createIndexStatements).map((s) => s.name));
    for (const name of API_ONLY_INDEXES) expect(names.has(name)).toBe(true);
    for (const needed of [
      'direct_sells_nft',
      'direct_buys_nft',
      'auctions_nft',
      'bids_auction',
      'bids_bidder',
      'direct_sells_live_end',
      'direct_sells_collection_floor',
    ])
      expect(API_ONLY_INDEXES).not.toContain(needed);
  });

  it('rebuilds every dropped index exactly as the migrated schema has it (a renamed table included)', () => {
    const sqlite = new DatabaseSync(':memory:');
    for (const sql of migrations) sqlite.exec(sql);
    const indexes = () =>
      sqlite.prepare("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all();
    const before = indexes();
    for (const name of API_ONLY_INDEXES) sqlite.exec(`DROP INDEX ${name}`);
    const latest = latestIndexStatements(migrations);
    for (const name of API_ONLY_INDEXES) sqlite.exec(latest.get(name)!);
    const normal = (rows: Record<string, unknown>[]) =>
      rows.map((r) => ({
        ...r,
        sql: String(r['sql'])
          .replace(/ IF NOT EXISTS|"|;/g, '')
          .replace(/\s+/g, ' '),
      }));
    expect(normal(indexes())).toEqual(normal(before));
  });
});
