// The search call for the navbar island, on zod/mini: the full client (every schema, ofetch,
// bignumber.js) would triple the island's size for one route. Same wire shape as schemas/search.ts.
// This module is imported on the first search, not with the page.
import * as z from 'zod/mini';

const resultSchema = z.object({
  address: z.string().check(z.regex(/^(0|-1):[0-9a-f]{64}$/)),
  objectType: z.enum(['nft', 'collection']),
  nftName: z.nullable(z.string()),
  collectionName: z.nullable(z.string()),
  image: z.nullable(z.string()),
});
const resultsSchema = z.object({ items: z.array(resultSchema) });

export type SearchHit = z.infer<typeof resultSchema>;

/** POST /search with the raw text body (api-contract §10.28). */
export async function searchMarketplace(text: string, baseURL: string, signal: AbortSignal): Promise<SearchHit[]> {
  const res = await fetch(`${baseURL}/search`, { method: 'POST', body: text, headers: { 'content-type': 'text/plain' }, signal });
  if (!res.ok) throw new Error(`search failed with ${res.status}`);
  return resultsSchema.parse(await res.json()).items;
}
