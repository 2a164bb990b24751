// The Worker entry. Static files never reach it (the assets layer serves them first). In order:
// operators' endpoint and health check, the devnet's doors, maintenance mode, then /api to the marketplace
// API, the live sockets, the demo art, media proxy and NFT share cards, and every other path to the Astro
// pages through the HTML cache; security headers on everything.
import astro from '@astrojs/cloudflare/entrypoints/server';
import { env as workerEnv } from 'cloudflare:workers';
import { apiApp } from '@functions/api/app';
import { healthResponse } from '@functions/reader/health';
import { armReaderOnDevnet, scheduledTick } from '@functions/reader/server';
import { handleDevnetDoor } from '@functions/edge/devnet-door';
import { pageServices } from '@functions/edge/page-services';
import { DEMO_ART_PREFIX, demoArtResponse } from '@functions/edge/demo-art';
import { requestFlags } from '@functions/edge/flags';
import { cachedPage, currentBuildId, pageVariant } from '@functions/platform/html-cache';
import { handleMedia } from '@functions/media/proxy';
import { maintenanceResponse } from '@functions/edge/maintenance';
import { handleOgCard } from '@functions/edge/og-card/handler';
import { withOutageStatus } from '@functions/edge/outage-status';
import { handleOperatorFlags, OPERATOR_FLAGS_PATH } from '@functions/operator/flags';
import { handleLive } from '@functions/edge/live-door';
import { LIVE_PATH } from '@shared/contract/live';
import { handleOperatorBackfill, OPERATOR_BACKFILL_PATH } from '@functions/operator/backfill';
import { handleOperatorCollections, OPERATOR_COLLECTIONS_PATH } from '@functions/operator/collections';
import { defaultCache } from '@functions/platform/runtime';
import { withSecurityHeaders } from '@functions/edge/security-headers';
import { DEVNET_PATH_PREFIX } from '@shared/lib/devnet-roots';
import { OG_CARDS_ROOT } from '@shared/lib/og-card';
import { serverApi } from './server-api';
import { provideServerContext } from './server-context';
import { isPageParam } from './page-query/page-params';

export { ChainReader } from '@functions/reader/ChainReader';
export { LiveTopic } from '@functions/live/LiveTopic';

const HEALTH_PATH = '/api/healthz';

// What the pages use of the server side, lent once: nothing else in src/ imports functions/.
provideServerContext(pageServices(workerEnv));

function externalApiOrigin(env: Env): string | null {
  try {
    return env.API_URL ? new URL(env.API_URL).origin : null;
  } catch {
    return null;
  }
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === OPERATOR_FLAGS_PATH) return handleOperatorFlags(request, env);
  if (pathname === OPERATOR_BACKFILL_PATH) return handleOperatorBackfill(request, env);
  if (pathname === OPERATOR_COLLECTIONS_PATH) return handleOperatorCollections(request, env);
  if (pathname === HEALTH_PATH) return healthResponse(env);
  if (pathname.startsWith(DEVNET_PATH_PREFIX)) return handleDevnetDoor(request, env, ctx); // 404 unless CHAIN=devnet
  const flags = await requestFlags(request, env.FLAGS);
  if (flags.maintenance) return maintenanceResponse(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiApp.fetch(request, env, ctx);
  if (pathname === LIVE_PATH) return handleLive(request, env);
  if (pathname.startsWith(DEMO_ART_PREFIX)) return demoArtResponse(pathname);
  if (pathname.startsWith('/media/')) return handleMedia(request, env, ctx);
  if (pathname.startsWith(OG_CARDS_ROOT)) return handleOgCard(request, serverApi(new URL(request.url).origin), env, ctx);
  return cachedPage(request, () => astro.fetch(request, env, ctx).then(withOutageStatus), {
    cache: defaultCache(),
    variant: pageVariant(currentBuildId(), flags.banner),
    keepParam: (name) => isPageParam(name, env.CHAIN === 'devnet'),
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
}

export default {
  async fetch(request, env, ctx) {
    armReaderOnDevnet(request, env, ctx);
    const response = await route(request, env, ctx);
    // A WebSocket upgrade (/live) carries its socket on the response itself: pass it through untouched.
    if (response.status === 101) return response;
    return withSecurityHeaders(response, externalApiOrigin(env), new URL(request.url).pathname);
  },
  // The cron trigger keeps the chain reader's alarm armed.
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(scheduledTick(env));
  },
} satisfies ExportedHandler<Env>;
