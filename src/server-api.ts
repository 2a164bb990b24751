import { env } from 'cloudflare:workers';
import { apiApp } from '../functions/api/app';
import { createMarketplaceApi, type MarketplaceApi } from './api/client';

/**
 * The marketplace API as the server calls it. With API_URL empty: the built-in API in this Worker,
 * in-process (no network hop); with a URL: that external indexer of the same contract.
 */
export function serverApi(origin: string): MarketplaceApi {
  const external = env.API_URL.trim();
  return external
    ? createMarketplaceApi({ baseURL: external })
    : createMarketplaceApi({
        baseURL: `${origin}/api`,
        fetch: (input, init) => apiApp.fetch(new Request(input, init), env),
      });
}
