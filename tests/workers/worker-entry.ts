// The workers tests' own entry: the API and the devnet, without the Astro build.
import { apiApp } from '../../functions/api/app';

export { Devnet } from '../../functions/devnet/Devnet';
export { ChainReader } from '../../functions/chain/ChainReader';
export { LiveTopic } from '../../functions/live/LiveTopic';

export default {
  fetch: (request, env, ctx) => apiApp.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
