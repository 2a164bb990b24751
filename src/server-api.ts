import { env } from 'cloudflare:workers';
import { BOOKMARK_HEADER } from '@shared/contract/headers';
import { createMarketplaceApi, type MarketplaceApi } from './api/client';
import { serverContext } from './server-context';

/**
 * The marketplace API as the server calls it. With API_URL empty: the built-in API in this Worker,
 * in-process (no network hop); with a URL: that external indexer of the same contract.
 */
export function serverApi(origin: string): MarketplaceApi {
  const external = env.API_URL.trim();
  return external
    ? createMarketplaceApi({ baseURL: external })
    : createMarketplaceApi({ baseURL: `${origin}/api`, fetch: inProcessFetch() });
}

/**
 * Calls the API in this Worker, carrying the D1 session bookmark from each answer to the next call,
 * so one page's reads never go back in time (the API's D1 session).
 */
function inProcessFetch() {
  let bookmark: string | null = null;
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (bookmark) request.headers.set(BOOKMARK_HEADER, bookmark);
    const response = await serverContext().fetchApi(request);
    bookmark = response.headers.get(BOOKMARK_HEADER) ?? bookmark;
    return response;
  };
}
