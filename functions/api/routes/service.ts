/** Metrics, metadata refresh, roots and health: routes #29, #33-#35 (api-contract §10.29, 10.33-10.35); and a token's USD price and the market actions' network fees (ours). */
import { createRoute } from '@hono/zod-openapi';
import { type NetworkFees } from '@shared/contract/schemas';
import { readerStub } from '../../reader/server';
import { listRoots, metadataTarget, metricsSummary } from '../../db/queries/service';
import { tokenPrice } from '../../db/queries/token-price';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

export const serviceRoutes = openApiRouter<AuthVariables>()
  .openapi(
    getRoute({
      ...ROUTES.metricsSummary,
      tag: 'Collections',
      summary: 'Verified collections with floor, volumes now and before, owners and NFTs, over a window',
    }),
    async (c) => c.json(await metricsSummary(c.env.DB, c.req.valid('query')), 200),
  )
  /**
   * There is no upstream indexer to forward to here: metadata reaches D1 through chain events
   * (functions/indexer). The route needs a session (gap 3), checks that what it names exists, and
   * answers 202 `null`: accepted, nothing to wait for.
   */
  .openapi(
    jsonRoute({
      ...ROUTES.updateMetadata,
      tag: 'Collections',
      summary: "Ask for a refresh of a collection's or an NFT's metadata",
      status: 202,
      auth: true,
      errors: [404, 429],
    }),
    async (c) => {
      const target = await metadataTarget(c.env.DB, c.req.valid('json'));
      if (target === 'collection') throw new ApiError(404, 'Collection not found', 'collection');
      if (target === 'nft') throw new ApiError(404, 'NFT not found in this collection', 'nft');
      return c.json(null, 202);
    },
  )
  .openapi(
    getRoute({
      ...ROUTES.tokenPrice,
      tag: 'Service',
      summary: "A token's USD price per whole token, and whether it is stale",
      description:
        "From the configured price source (PRICES_URL), as last stored. `usd` is null when the token has no price: none is made up. `stale` is the reader's flag (the last fetch is over an hour old, or there was none); null when the reader could not say.",
    }),
    async (c) => {
      const { token } = c.req.valid('query');
      const [price, stale] = await Promise.all([tokenPrice(c.env.DB, token), pricesStale(c.env)]);
      return c.json(
        {
          token,
          usd: price?.usd ?? null,
          decimals: price?.decimals ?? null,
          symbol: price?.symbol ?? null,
          updatedAt: price?.updatedAt ?? null,
          stale,
        },
        200,
      );
    },
  )
  .openapi(
    getRoute({
      ...ROUTES.networkFees,
      tag: 'Service',
      summary: "Each market action's expected network fee: the median of its recent traces on the chain",
      description:
        "Learnt by the chain reader (functions/reader/network-fees.ts): the sum of `total_fees` over an indexed action's whole trace, from the wallet's external message to the last refund; the median of the last 21 per action, in nano of the native coin. An action with no sample yet is absent. The gas an action attaches is a maximum; what the trace does not spend comes back.",
    }),
    async (c) => c.json({ fees: await readerNetworkFees(c.env) }, 200),
  )
  .openapi(getRoute({ ...ROUTES.roots, tag: 'Service', summary: 'Offer factories whose offers count (the offers whitelist)' }), async (c) =>
    c.json(await listRoots(c.env.DB), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: ROUTE_PATHS.healthz,
      tags: ['Service'],
      summary: 'Health: 200 when D1 answers and the chain reader reads, else 503 with the reason',
      description:
        'Answered by functions/reader/health.ts before this router (README "Health"): `{ok, reason?, chain, reader}`, 503 with `ok: false` ' +
        "when D1 does not answer, the reader's last tick failed, or its last successful read is older than max(120 s, 3 × READER_INTERVAL_SECONDS).",
      responses: { 200: { description: 'Healthy' }, 503: { description: 'Something is wrong: `reason` says what' } },
    }),
    (c) => c.body(null, 200),
  );

/** The reader's price staleness (functions/reader/ChainReader.ts), or null when it cannot answer. */
async function pricesStale(env: Env): Promise<boolean | null> {
  try {
    return (await readerStub(env).status()).prices.stale;
  } catch {
    return null;
  }
}

/** The reader's fee samples (functions/reader/network-fees.ts), or none when it cannot answer: the dialogs then show the maximum alone. */
async function readerNetworkFees(env: Env): Promise<NetworkFees['fees']> {
  try {
    return await readerStub(env).networkFees();
  } catch {
    return {};
  }
}
