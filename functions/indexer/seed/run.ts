/**
 * Seeds a D1 database with the demo world, through the indexer: every row comes from `ingest`,
 * except the demo users' profiles, which are off-chain data written the way POST /user writes them.
 *
 * The phases (setup, each NFT chunk, finish) are separate functions so that scripts/seed.mjs can
 * drive them one request at a time (./worker.ts) and report progress; `seedWorld` runs them all
 * (the workers tests use it).
 */
import { upsertUserStatement } from '../../db/users';
import type { ChainEventInput } from '../envelope';
import { ingest } from '../ingest';
import { recomputeAllRarity } from '../rarity';
import { sweepExpired } from '../sweep';
import type { WorldOptions } from './plan';
import { DemoWorld, type StreamOptions } from './world';

export interface SeedOptions extends WorldOptions, StreamOptions {
  /** Do nothing when the database already has collections. */
  ifEmpty?: boolean;
}

export interface SeedResult {
  skipped: boolean;
  events: number;
  applied: number;
  collections: number;
  nfts: number;
  profiles: number;
  elapsedMs: number;
}

export async function hasCollections(db: D1Database): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM collections LIMIT 1').first()) !== null;
}

/** Ingests events block by block; returns how many were applied. */
export async function ingestInBlocks(db: D1Database, world: DemoWorld, events: ChainEventInput[]): Promise<number> {
  let applied = 0;
  for (const block of world.inBlocks(events)) applied += (await ingest(db, block, { rarity: false })).applied;
  return applied;
}

/** Sweeps to "now" (chunks end at different times), ranks every collection's NFTs once, and writes the demo profiles. */
export async function finishSeed(db: D1Database, world: DemoWorld, logoNfts?: ReadonlyMap<string, string>): Promise<number> {
  await sweepExpired(db, world.plan.now);
  await recomputeAllRarity(db);
  const profiles = world.profiles(logoNfts);
  if (profiles.length > 0) await db.batch(profiles.map((p) => upsertUserStatement(db, p)));
  return profiles.length;
}

export async function seedWorld(db: D1Database, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const world = new DemoWorld(options);
  const result: SeedResult = {
    skipped: false,
    events: 0,
    applied: 0,
    collections: world.plan.collections.length,
    nfts: world.plan.scale,
    profiles: 0,
    elapsedMs: 0,
  };
  if (options.ifEmpty && (await hasCollections(db))) return { ...result, skipped: true, elapsedMs: Date.now() - started };
  for (const block of world.blocks()) {
    result.events += block.length;
    result.applied += (await ingest(db, block, { rarity: false })).applied;
  }
  result.profiles = await finishSeed(db, world);
  result.elapsedMs = Date.now() - started;
  return result;
}
