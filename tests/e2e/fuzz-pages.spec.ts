// Property-based fuzzing of every page route, against the built Worker under wrangler:
// the workers test project runs the API without the Astro build, so pages are fuzzed here, with a
// bounded request loop from Node (no browser needed). Paths and query strings come from the list
// pages' URL parameters (src/page-query/query-params.ts, the Buy page's price range) with junk mixed in:
// wrong types, huge numbers, long strings, unicode, %-escapes, repeated and unknown keys.
// The property: no response is a 5xx, a page's 4xx is an HTML error page, and nothing is written
// (what the API reports about the world is the same before and after).
// A fixed seed and FUZZ_RUNS cases per route (25 in `npm test`); `npm run fuzz` runs many more.
import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { z } from 'zod';
import { EVENT_TYPES } from '../../shared/contract/enums/event-types';
import { SALE_TYPES, SORT_KEYS } from '../../shared/contract/enums/sorting';
import { LIST_PERIODS } from '../../shared/lib/list-periods';
import { candidateStrings, encodeAny, fromSchema, junkString, queryString } from '../workers/fuzz/arbitraries';
import { expect, test } from './fixtures/market';

const RUNS = Number(process.env.FUZZ_RUNS) || 25;
/** Cloudflare refuses URLs over 16 KB at its edge (414) before a Worker runs, so longer ones test nothing of ours. */
const MAX_QUERY_CHARS = 12_000;
const SEED = Number(process.env.FUZZ_SEED) || 14;

/** The query parameters the list pages read, as a schema for the generator (the pages parse them leniently). */
const listParamsSchema = z.object({
  page: z.string().regex(/^\d{1,15}$/),
  sort: z.enum(SORT_KEYS.flatMap((key) => [key, `${key}:asc`, `${key}:desc`]) as [string, ...string[]]),
  sale_type: z.array(z.enum(SALE_TYPES)),
  collections: z.array(z.string().regex(/^-?\d:[0-9a-fA-F]{64}$/)),
  event_type: z.array(z.enum(EVENT_TYPES)),
  attributes: z.array(z.string()),
  time_period: z.enum(Object.keys(LIST_PERIODS) as [keyof typeof LIST_PERIODS]),
  collection_name: z.string(),
  price_from: z.string(),
  price_to: z.string(),
  price_token: z.enum(['usd', 'DAI', 'wvenom', 'USDT', 'XYZ']),
  period: z.enum(['1d', '7d', '30d', 'x']),
  verified: z.enum(['all', 'x']),
  rank_from: z.string(),
});

interface PageRoute {
  /** `:a` is replaced by a generated segment (a real address, another spelling, or junk). */
  path: string;
  /**
   * An HTML page (its 4xx must be the HTML error page), another resource (any non-5xx answer), the media
   * proxy, which may also answer 502/504 when the outside source fails (no network reaches it here), or
   * the share card, which answers 503 with Retry-After when its isolate drew a card moments ago.
   */
  kind: 'page' | 'resource' | 'proxy' | 'card';
}

const ROUTES: PageRoute[] = [
  { path: '/', kind: 'page' },
  { path: '/explore', kind: 'page' },
  { path: '/explore/items', kind: 'page' },
  { path: '/explore/collections', kind: 'page' },
  { path: '/explore/activity', kind: 'page' },
  { path: '/explore/:a', kind: 'page' },
  { path: '/buy', kind: 'page' },
  { path: '/collection/:a', kind: 'page' },
  { path: '/collection/:a/activity', kind: 'page' },
  { path: '/profile/:a', kind: 'page' },
  { path: '/profile/:a/activity', kind: 'page' },
  { path: '/profile/:a/bids', kind: 'page' },
  { path: '/profile/:a/offers', kind: 'page' },
  { path: '/nft/:a', kind: 'page' },
  { path: '/guide', kind: 'page' },
  { path: '/terms', kind: 'page' },
  { path: '/devnet-wallet', kind: 'page' },
  { path: '/devnet-wallet/approve', kind: 'page' },
  { path: '/:a', kind: 'page' },
  { path: '/robots.txt', kind: 'resource' },
  { path: '/sitemap.xml', kind: 'resource' },
  { path: '/sitemap/:a.xml', kind: 'resource' },
  { path: '/og/nft/:a.png', kind: 'card' },
  { path: '/media/ipfs/:a', kind: 'proxy' },
  { path: '/media/web', kind: 'proxy' },
  { path: '/demo-art/nft/:a.svg', kind: 'resource' },
];

/** What the API says about the world: any write a page made would change it. */
async function worldSnapshot(request: APIRequestContext): Promise<string> {
  const read = async (path: string, body: unknown) => (await (await request.post(`/api${path}`, { data: body })).json()) as unknown;
  return JSON.stringify([
    await read('/events', { withCount: true, limit: 1 }),
    await read('/nfts', { withCount: true, verified: false, limit: 1 }),
    await read('/collections', { verified: false, limit: 100 }),
  ]);
}

test.describe('page fuzz', () => {
  test('every page route: no 5xx, HTML error pages, nothing written', async ({ request, market }) => {
    test.setTimeout(Math.max(120_000, RUNS * ROUTES.length * 400));
    const addresses = [market.listedNft.address, market.collection.address, market.owner, market.listedNft.collection];
    const strings = [
      ...candidateStrings(addresses),
      `${market.collection.traitType}:${market.collection.traitValue}`,
      'nfts-1',
      'pages',
      'collections',
    ];
    const segments = fc.oneof(
      fc.constantFrom(
        ...addresses,
        ...addresses.map((a) => a.toUpperCase()),
        'collections ',
        'nfts-1',
        'nfts-999999',
        'Qm' + '1'.repeat(44),
      ),
      junkString.map(encodeAny),
      fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', '%2F', '%00', '%5C', ''),
    );
    const queries = fromSchema(listParamsSchema, strings)
      .chain((value) =>
        queryString(
          typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { page: value },
        ),
      )
      .map((query) => query.slice(0, MAX_QUERY_CHARS));
    const before = await worldSnapshot(request);
    let cases = 0;
    let serverErrors = 0;
    let deliberate = 0;
    for (const route of ROUTES) {
      await fc.assert(
        fc.asyncProperty(segments, queries, fc.constantFrom('GET', 'GET', 'GET', 'HEAD'), async (segment, query, method) => {
          const url = `${route.path.replace(':a', segment)}?${query}`;
          const res = await request.fetch(url, { method, maxRedirects: 0, failOnStatusCode: false });
          cases++;
          const status = res.status();
          const refusedOnPurpose =
            (route.kind === 'proxy' && (status === 502 || status === 504)) ||
            (route.kind === 'card' && status === 503 && res.headers()['retry-after'] !== undefined);
          if (refusedOnPurpose) deliberate++;
          else if (status >= 500) serverErrors++;
          if (!refusedOnPurpose) expect(status, `${method} ${url}`).toBeLessThan(500);
          if (route.kind === 'page' && res.status() >= 400) {
            expect(res.headers()['content-type'] ?? '', `${method} ${url}`).toMatch(/^text\/html/);
          }
        }),
        // Each shrinking step is a request to the server: report the first failure as found.
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    console.log(
      `Page fuzz: ${cases} cases over ${ROUTES.length} routes (seed ${SEED}), ${serverErrors} answered 5xx` +
        ` (besides ${deliberate} upstream failures of the media proxy and busy share cards)`,
    );
    expect(await worldSnapshot(request)).toBe(before);
  });
});
