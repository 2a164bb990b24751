// The Node seeding engine: the D1-shaped adapter over node:sqlite, and the demo world through it.
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { SeedPhases } from '@functions/indexer/seed/phases';
import { SqliteD1 } from '@functions/indexer/seed/sqlite-d1';
import { count, dumpDatabase } from '../../../../support/indexer/database';

const NOW = 1_790_000_000;

function migratedDatabase(): D1Database {
  const sqlite = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort())
    sqlite.exec(readFileSync(`migrations/${file}`, 'utf8'));
  return new SqliteD1(sqlite).asD1();
}

describe('SqliteD1', () => {
  it('binds numbered parameters and answers first, all and run like D1', async () => {
    const db = migratedDatabase();
    const insert = db.prepare(
      'INSERT INTO token_usd_prices (token, usd_price, usd_price_real, decimals, updated_at) VALUES (?1, ?2, ?3, 9, ?3)',
    );
    const result = await insert.bind('a', '1', 5).run();
    expect(result.meta.changes).toBe(1);
    await insert.bind('b', '2', 6).run();
    expect(await db.prepare('SELECT usd_price FROM token_usd_prices WHERE token = ?1').bind('b').first('usd_price')).toBe('2');
    expect(await db.prepare('SELECT token FROM token_usd_prices WHERE token = ?1').bind('missing').first()).toBeNull();
    expect(
      (await db.prepare('SELECT token FROM token_usd_prices ORDER BY updated_at').all<{ token: string }>()).results.map((r) => r.token),
    ).toEqual(['a', 'b']);
  });

  it('rolls a failed batch back as a whole, like a D1 batch', async () => {
    const db = migratedDatabase();
    const insert = (id: string) => db.prepare('INSERT INTO chain_events (id) VALUES (?1)').bind(id);
    await expect(db.batch([insert('x:0'), insert('y:0'), insert('x:0')])).rejects.toThrow(/UNIQUE constraint failed: chain_events\.id/);
    expect(await count(db, 'chain_events')).toBe(0);
  });
});

describe('the demo world seeded through the Node engine', () => {
  const params = { scale: 50, now: NOW };

  it('has the rows the workerd engine writes (same event count as tests/workers/functions/indexer/seed/world.test.ts)', async () => {
    const db = migratedDatabase();
    const phases = new SeedPhases(db);
    const info = await phases.info(params);
    let events = (await phases.setup(params)).events;
    const logos: [string, string][] = [];
    for (let k = 0; k < info.chunks; k++) {
      const chunk = await phases.chunk(params, k);
      events += chunk.events;
      logos.push(...chunk.logoCandidates);
    }
    const finish = await phases.finish(params, logos);
    events += finish.events;
    expect(events).toBe(586);
    expect(await count(db, 'chain_events')).toBe(586);
    expect(await count(db, 'collections')).toBe(8);
    expect(await count(db, 'nfts')).toBe(50);
    expect(finish.profiles).toBe(12);

    // Replaying a phase writes nothing new.
    const before = await dumpDatabase(db);
    expect((await phases.chunk(params, 0)).applied).toBe(0);
    expect(await dumpDatabase(db)).toEqual(before);
  });

  it('drops the API-only indexes for a bulk seed and rebuilds them from the migrations', async () => {
    const db = migratedDatabase();
    const phases = new SeedPhases(db);
    const indexes = () => count(db, "sqlite_master WHERE type = 'index'");
    const all = await indexes();
    const { dropped } = await phases.dropIndexes();
    expect(await indexes()).toBe(all - dropped);
    const migrations = readdirSync('migrations')
      .sort()
      .map((f) => readFileSync(`migrations/${f}`, 'utf8'));
    expect((await phases.ensureIndexes(migrations)).created).toBe(dropped);
    expect(await indexes()).toBe(all);
  });
});
