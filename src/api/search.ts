// The navbar's live search, loaded on its first search: the transport and the contract's search
// schemas only, not the whole client (every schema and route).
import { searchRequestSchema } from '@shared/contract/requests/activity';
import { searchResultsSchema, type SearchResult } from '@shared/contract/schemas/search';
import { type CallOptions, createTransport, parseInput, type Transport } from './transport';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

export type { SearchResult } from '@shared/contract/schemas/search';

/** POST /search with the raw text body (api-contract §10.28); `limit` (our extension, up to 100) is for the full results page. */
export function postSearch(transport: Transport, text: string, call?: CallOptions & { limit?: number }) {
  return transport.call(
    {
      method: 'POST',
      path: ROUTE_PATHS.search,
      text: parseInput('POST /search', searchRequestSchema, text),
      response: searchResultsSchema,
      ...(call?.limit !== undefined ? { query: { limit: call.limit } } : {}),
    },
    call,
  );
}

/** The hits for the navbar's panel. */
export async function searchMarketplace(text: string, baseURL: string, signal: AbortSignal): Promise<SearchResult[]> {
  return (await postSearch(createTransport({ baseURL }), text, { signal })).items;
}
