/** Collection routes #12-#17 (api-contract §10.12-10.17). */
import { Hono } from 'hono';
import {
  collectionCustomRequestSchema,
  collectionDetailsRequestSchema,
  collectionsByOwnerRequestSchema,
  collectionsEvaluationRequestSchema,
  collectionsRequestSchema,
  collectionsSimpleRequestSchema,
} from '../../../src/api/requests';
import {
  collectionDetails,
  collectionOwner,
  collectionsByOwner,
  collectionsEvaluation,
  listCollections,
  listCollectionsSimple,
  upsertCollectionCustom,
} from '../../db/queries/collections';
import { pagesOf, purgePages } from '../../edge/html-cache';
import { defaultCache } from '../../edge/runtime';
import { requireAuth, type AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { jsonBody } from '../validate';

export const collectionRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>()
  .post('/collections', async (c) => c.json(await listCollections(c.env.DB, await jsonBody(c, collectionsRequestSchema))))
  .post('/collections/simple', async (c) => c.json(await listCollectionsSimple(c.env.DB, await jsonBody(c, collectionsSimpleRequestSchema))))
  .post('/collections/evaluation', async (c) =>
    c.json({ evaluations: await collectionsEvaluation(c.env.DB, await jsonBody(c, collectionsEvaluationRequestSchema)) }),
  )
  .post('/collection/details', async (c) => {
    const { collection } = await jsonBody(c, collectionDetailsRequestSchema);
    const details = await collectionDetails(c.env.DB, collection);
    if (!details) throw new ApiError(404, 'Collection not found', 'collection');
    return c.json(details);
  })
  .post('/collections/by-owner', async (c) => c.json(await collectionsByOwner(c.env.DB, await jsonBody(c, collectionsByOwnerRequestSchema))))
  // JWT of the collection's current owner (§10.17): 401, then 400 for the body, 404, 403. The
  // collection's cached pages go with the edit.
  .post('/collections-custom', requireAuth, async (c) => {
    const input = await jsonBody(c, collectionCustomRequestSchema);
    const owner = await collectionOwner(c.env.DB, input.address);
    if (owner === null) throw new ApiError(404, 'Collection not found', 'address');
    if (owner !== c.var.address) throw new ApiError(403, 'Forbidden action');
    await upsertCollectionCustom(c.env.DB, input);
    // Awaited, so the editor's reload right after this answer already renders the new details.
    await purgePages(defaultCache(), new URL(c.req.url).origin, pagesOf({ collections: [input.address] }));
    return c.json(null);
  });
