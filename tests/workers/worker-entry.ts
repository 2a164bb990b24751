// The workers tests' own entry: the API, the live sockets and the devnet, without the Astro build.
import { apiApp } from '../../functions/api/app';
import { handleLive, LIVE_PATH } from '../../functions/live/route';
import { env } from 'cloudflare:workers';
import { pageServices } from '../../functions/edge/page-services';
import { provideServerContext } from '../../src/server-context';

// As the Worker entry does: the server-side pieces the site's server client uses (share cards' tests).
provideServerContext(pageServices(env));

export { Devnet } from '../../devnet/Devnet';
export { ChainReader } from '../../functions/chain/ChainReader';
export { LiveTopic } from '../../functions/live/LiveTopic';

export default {
  fetch: (request, env, ctx) => (new URL(request.url).pathname === LIVE_PATH ? handleLive(request, env) : apiApp.fetch(request, env, ctx)),
} satisfies ExportedHandler<Env>;
