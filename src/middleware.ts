import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { apiApp } from '../functions/api/app';
import { readFlags } from '../functions/edge/flags';
import { createMarketplaceApi } from './api/client';

/**
 * With API_URL empty the pages call the built-in API in this Worker in-process (no network hop);
 * with a URL they call that external indexer of the same contract.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.flags = await readFlags(env.FLAGS);
  const external = env.API_URL.trim();
  context.locals.api = external
    ? createMarketplaceApi({ baseURL: external })
    : createMarketplaceApi({
        baseURL: `${context.url.origin}/api`,
        fetch: (input, init) => apiApp.fetch(new Request(input, init), env),
      });
  return next();
});
