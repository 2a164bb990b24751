/** Metrics, metadata refresh, roots and health: routes #29, #33-#35 (api-contract §10.29, 10.33-10.35). */
import { createRoute } from '@hono/zod-openapi';
import { metricsSummaryQuerySchema, updateMetadataRequestSchema } from '../../../contract/requests';
import { metricsSummaryBaseSchema, rootsSchema } from '../../../contract/schemas';
import { listRoots, metadataTarget, metricsSummary } from '../../db/queries/misc';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { nullResponseSchema } from '../openapi/documented';
import { openApiRouter } from '../openapi/router';

export const miscRoutes = openApiRouter<AuthVariables>()
  .openapi(
    getRoute({
      path: '/metrics/summary',
      tag: 'Collections',
      summary: 'Verified collections with floor, volumes now and before, owners and NFTs, over a window',
      query: metricsSummaryQuerySchema,
      response: metricsSummaryBaseSchema,
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
      path: '/update-metadata',
      tag: 'Collections',
      summary: "Ask for a refresh of a collection's or an NFT's metadata",
      body: updateMetadataRequestSchema,
      response: nullResponseSchema,
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
    getRoute({ path: '/roots', tag: 'Service', summary: 'Offer factories whose offers count (the offers whitelist)', response: rootsSchema }),
    async (c) => c.json(await listRoots(c.env.DB), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/healthz',
      tags: ['Service'],
      summary: 'Liveness: 200 with an empty body',
      responses: { 200: { description: 'The Worker answers' } },
    }),
    (c) => c.body(null, 200),
  );
