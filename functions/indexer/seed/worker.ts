/**
 * A throwaway Worker that scripts/seed.mjs runs in Miniflare next to the local D1 database, so the
 * indexer's statements execute inside workerd instead of crossing a process boundary one call at
 * a time. Each request runs one seeding phase; the world is rebuilt from (seed, scale, now), which
 * makes every phase deterministic and independent.
 *
 *   GET  /info?…            -> { chunks, collections, users, hasCollections }
 *   POST /setup?…           -> { events, applied }
 *   POST /chunk?…&k=N       -> { events, applied, logoCandidates: [user, nft][], generateMs, ingestMs }
 *   POST /finish?…  body: { logoNfts: [user, nft][] } -> { profiles }
 *   POST /indexes/drop                                  -> { dropped }  (API-only indexes, bulk seeding)
 *   POST /indexes/ensure  body: { migrations: string[] } -> { created } (those indexes, as the migrations define them)
 *
 * Never deployed: it has no routes in wrangler.jsonc and no auth.
 */
import { API_ONLY_INDEXES, createIndexStatements } from './bulk-indexes';
import { finishSeed, hasCollections, ingestInBlocks } from './run';
import { DemoWorld } from './world';

interface SeedEnv {
  DB: D1Database;
}

let cached: { key: string; world: DemoWorld } | null = null;

function worldFor(url: URL): DemoWorld {
  const scale = Number(url.searchParams.get('scale'));
  const now = Number(url.searchParams.get('now'));
  const seed = url.searchParams.get('seed') ?? undefined;
  const key = `${seed}|${scale}|${now}`;
  if (cached?.key !== key) cached = { key, world: new DemoWorld({ scale, now, ...(seed ? { seed } : {}) }) };
  return cached.world;
}

export default {
  async fetch(request: Request, env: SeedEnv): Promise<Response> {
    const url = new URL(request.url);
    const world = worldFor(url);
    switch (url.pathname) {
      case '/info':
        return Response.json({
          chunks: world.chunkCount,
          collections: world.plan.collections.length,
          users: world.plan.users.length,
          hasCollections: await hasCollections(env.DB),
        });
      case '/setup': {
        const events = world.setup();
        return Response.json({ events: events.length, applied: await ingestInBlocks(env.DB, world, events) });
      }
      case '/chunk': {
        const t0 = Date.now();
        const { events, logoCandidates } = world.chunk(Number(url.searchParams.get('k')));
        const t1 = Date.now();
        const applied = await ingestInBlocks(env.DB, world, events);
        return Response.json({ events: events.length, applied, logoCandidates: [...logoCandidates], generateMs: t1 - t0, ingestMs: Date.now() - t1 });
      }
      case '/finish': {
        const body = (await request.json()) as { logoNfts: [string, string][] };
        const events = world.closing();
        const applied = await ingestInBlocks(env.DB, world, events);
        return Response.json({ events: events.length, applied, profiles: await finishSeed(env.DB, world, new Map(body.logoNfts)) });
      }
      case '/indexes/drop':
        await env.DB.batch(API_ONLY_INDEXES.map((name) => env.DB.prepare(`DROP INDEX IF EXISTS ${name}`)));
        return Response.json({ dropped: API_ONLY_INDEXES.length });
      case '/indexes/ensure': {
        const body = (await request.json()) as { migrations: string[] };
        const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index'").first<{ n: number }>();
        // Only the indexes a bulk seed drops, each as the latest migration defines it.
        const latest = new Map(body.migrations.flatMap(createIndexStatements).map((s) => [s.name, s.sql]));
        const statements = API_ONLY_INDEXES.flatMap((name) => (latest.has(name) ? [{ name, sql: latest.get(name)! }] : []));
        // One index per call: building a large index takes a while; a batch would hold them all.
        for (const s of statements) await env.DB.prepare(s.sql).run();
        const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index'").first<{ n: number }>();
        return Response.json({ created: (after?.n ?? 0) - (before?.n ?? 0) });
      }
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
