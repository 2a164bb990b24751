// The workers tests' own entry: the API, the live sockets and the devnet's doors, without the Astro build.
// The devnet Worker's code runs here too, as the named entrypoint `DevnetWorker` the site's DEVNET binding
// points at (vitest.config.ts), and its Durable Object as DEVNET_CHAIN: one test Worker plays both.
import { WorkerEntrypoint } from 'cloudflare:workers';
import { apiApp } from '@functions/api/app';
import { handleDevnetDoor } from '@functions/edge/devnet-door';
import { devnetRoute } from '@devnet/worker';
import type { DevnetEnv } from '@devnet/env';
import { DEVNET_PATH_PREFIX } from '@shared/lib/devnet-roots';
import { handleLive } from '@functions/edge/live-door';
import { LIVE_PATH } from '@shared/contract/live';
import { env } from 'cloudflare:workers';
import { pageServices } from '@functions/edge/page-services';
import { provideServerContext } from '~/server-context';

// As the Worker entry does: the server-side pieces the site's server client uses (share cards' tests).
provideServerContext(pageServices(env));

export { Devnet } from '@devnet/Devnet';

export class DevnetWorker extends WorkerEntrypoint<DevnetEnv> {
  override fetch(request: Request): Promise<Response> {
    return devnetRoute(request, this.env);
  }
}
export { ChainReader } from '@functions/reader/ChainReader';
export { LiveTopic } from '@functions/live/LiveTopic';

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(DEVNET_PATH_PREFIX)) return handleDevnetDoor(request, env, ctx);
    return pathname === LIVE_PATH ? handleLive(request, env) : apiApp.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
