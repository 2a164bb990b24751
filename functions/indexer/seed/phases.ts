/**
 * The seeding phases scripts/seed.mjs drives one at a time (so it can report progress), over any
 * D1-shaped database: the real binding inside workerd (./worker.ts) or the local D1 file through
 * Node's SQLite (./node-runner.ts). The world is rebuilt from (seed, scale, now), so every phase
 * is deterministic and independent.
 */
import { API_ONLY_INDEXES, latestIndexStatements } from './bulk-indexes';
import { finishSeed, hasCollections, ingestInBlocks } from './run';
import { DemoWorld } from './world';

export interface WorldParams {
  scale: number;
  now: number;
  seed?: string;
}

export class SeedPhases {
  private cached: { key: string; world: DemoWorld } | null = null;

  constructor(private readonly db: D1Database) {}

  private world(p: WorldParams): DemoWorld {
    const key = `${p.seed}|${p.scale}|${p.now}`;
    if (this.cached?.key !== key)
      this.cached = { key, world: new DemoWorld({ scale: p.scale, now: p.now, ...(p.seed ? { seed: p.seed } : {}) }) };
    return this.cached.world;
  }

  async info(p: WorldParams) {
    const world = this.world(p);
    return {
      chunks: world.chunkCount,
      collections: world.plan.collections.length,
      users: world.plan.users.length,
      hasCollections: await hasCollections(this.db),
    };
  }

  async setup(p: WorldParams) {
    const world = this.world(p);
    const events = world.setup();
    return { events: events.length, applied: await ingestInBlocks(this.db, world, events) };
  }

  async chunk(p: WorldParams, k: number) {
    const world = this.world(p);
    const t0 = Date.now();
    const { events, logoCandidates } = world.chunk(k);
    const t1 = Date.now();
    const applied = await ingestInBlocks(this.db, world, events);
    return { events: events.length, applied, logoCandidates: [...logoCandidates], generateMs: t1 - t0, ingestMs: Date.now() - t1 };
  }

  async finish(p: WorldParams, logoNfts: [string, string][]) {
    const world = this.world(p);
    const events = world.closing();
    const applied = await ingestInBlocks(this.db, world, events);
    return { events: events.length, applied, profiles: await finishSeed(this.db, world, new Map(logoNfts)) };
  }

  /** Drops the API-only indexes (a bulk seed rebuilds them at the end). */
  async dropIndexes() {
    await this.db.batch(API_ONLY_INDEXES.map((name) => this.db.prepare(`DROP INDEX IF EXISTS ${name}`)));
    return { dropped: API_ONLY_INDEXES.length };
  }

  /** Creates the API-only indexes that are missing, each as the latest migration defines it. */
  async ensureIndexes(migrations: string[]) {
    const count = async () =>
      (await this.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index'").first<{ n: number }>())?.n ?? 0;
    const before = await count();
    const latest = latestIndexStatements(migrations);
    const statements = API_ONLY_INDEXES.flatMap((name) => (latest.has(name) ? [latest.get(name)!] : []));
    // One index per call: building a large index takes a while; a batch would hold them all.
    for (const sql of statements) await this.db.prepare(sql).run();
    return { created: (await count()) - before };
  }
}
