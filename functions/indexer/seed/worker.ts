/**
 * A throwaway Worker that scripts/seed.mjs runs in Miniflare next to the local D1 database, so the
 * indexer's statements execute inside workerd instead of crossing a process boundary one call at
 * a time. Each request runs one phase of ./phases.ts:
 *
 *   GET  /info?scale&now&seed      -> { chunks, collections, users, hasCollections }
 *   POST /setup?…                  -> { events, applied }
 *   POST /chunk?…&k=N              -> { events, applied, logoCandidates: [user, nft][], generateMs, ingestMs }
 *   POST /finish?…  body: { logoNfts: [user, nft][] } -> { events, applied, profiles }
 *   POST /indexes/drop                                  -> { dropped }  (API-only indexes, bulk seeding)
 *   POST /indexes/ensure  body: { migrations: string[] } -> { created } (those indexes, as the migrations define them)
 *
 * Never deployed: it has no routes in wrangler.jsonc and no auth.
 */
import { SeedPhases, type WorldParams } from './phases';

interface SeedEnv {
  DB: D1Database;
}

let phases: SeedPhases | null = null;

function paramsOf(url: URL): WorldParams {
  const seed = url.searchParams.get('seed');
  return { scale: Number(url.searchParams.get('scale')), now: Number(url.searchParams.get('now')), ...(seed ? { seed } : {}) };
}

export default {
  async fetch(request: Request, env: SeedEnv): Promise<Response> {
    const url = new URL(request.url);
    phases ??= new SeedPhases(env.DB);
    const p = paramsOf(url);
    switch (url.pathname) {
      case '/info':
        return Response.json(await phases.info(p));
      case '/setup':
        return Response.json(await phases.setup(p));
      case '/chunk':
        return Response.json(await phases.chunk(p, Number(url.searchParams.get('k'))));
      case '/finish':
        return Response.json(await phases.finish(p, ((await request.json()) as { logoNfts: [string, string][] }).logoNfts));
      case '/indexes/drop':
        return Response.json(await phases.dropIndexes());
      case '/indexes/ensure':
        return Response.json(await phases.ensureIndexes(((await request.json()) as { migrations: string[] }).migrations));
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
