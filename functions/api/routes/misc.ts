/** Metrics, metadata refresh and roots: routes #29, #33, #34 (api-contract §10.29, 10.33, 10.34). */
import { Hono } from 'hono';
import { metricsSummaryQuerySchema, updateMetadataRequestSchema } from '../../../src/api/requests';
import { listRoots, metadataTarget, metricsSummary } from '../../db/queries/misc';
import { requireAuth, type AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { jsonBody, queryParams } from '../validate';

export const miscRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>()
  .get('/metrics/summary', async (c) => c.json(await metricsSummary(c.env.DB, queryParams(c, metricsSummaryQuerySchema))))
  /**
   * There is no upstream indexer to forward to here: metadata reaches D1 through chain events
   * (functions/indexer). The route needs a session (gap 3), checks that what it names exists, and
   * answers 202 `null`: accepted, nothing to wait for.
   */
  .post('/update-metadata', requireAuth, async (c) => {
    const target = await metadataTarget(c.env.DB, await jsonBody(c, updateMetadataRequestSchema));
    if (target === 'collection') throw new ApiError(404, 'Collection not found', 'collection');
    if (target === 'nft') throw new ApiError(404, 'NFT not found in this collection', 'nft');
    return c.json(null, 202);
  })
  .get('/roots', async (c) => c.json(await listRoots(c.env.DB)));
