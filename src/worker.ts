// The Worker entry: /api goes straight to the marketplace API (no Astro on that path),
// everything else to the Astro pages. The devnet Durable Object is exported from here.
import astro from '@astrojs/cloudflare/entrypoints/server';
import { apiApp } from '../functions/api/app';

export { Devnet } from '../functions/devnet/Devnet';

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return apiApp.fetch(request, env, ctx);
    }
    return astro.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
