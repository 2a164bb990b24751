// The workers tests' own entry: the API and the devnet, without the Astro build.
import { apiApp } from '../../functions/api/app';

export { Devnet } from '../../functions/devnet/Devnet';

export default {
  fetch: (request, env, ctx) => apiApp.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
