/** Collection routes #12-#17 (api-contract §10.12-10.17). */
import {
  collectionDetails,
  collectionOwner,
  collectionsByOwner,
  collectionsEvaluation,
  listCollections,
  listCollectionsSimple,
  upsertCollectionCustom,
} from '../../db/queries/collections';
import { pagesOf, purgePages } from '../../platform/html-cache';
import { defaultCache } from '../../platform/runtime';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Collections';

export const collectionRoutes = openApiRouter<AuthVariables>()
  .openapi(
    jsonRoute({
      ...ROUTES.collections,
      tag,
      summary: 'List collections with market figures',
      description: 'Attributes may carry the `counts` extension (NFTs per trait value). `totalCount` counts all (verified) collections.',
    }),
    async (c) => c.json(await listCollections(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.collectionsSimple, tag, summary: 'List collections, short form' }), async (c) =>
    c.json(await listCollectionsSimple(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.collectionsEvaluation, tag, summary: 'USD value and turnover of collections over a period' }), async (c) =>
    c.json({ evaluations: await collectionsEvaluation(c.env.DB, c.req.valid('json')) }, 200),
  )
  .openapi(
    jsonRoute({ ...ROUTES.collectionDetails, tag, summary: 'One collection with market figures and attributes', errors: [404] }),
    async (c) => {
      const details = await collectionDetails(c.env.DB, c.req.valid('json').collection);
      if (!details) throw new ApiError(404, 'Collection not found', 'collection');
      return c.json(details, 200);
    },
  )
  .openapi(jsonRoute({ ...ROUTES.collectionsByOwner, tag, summary: 'Collections an address owns' }), async (c) =>
    c.json(await collectionsByOwner(c.env.DB, c.req.valid('json')), 200),
  )
  // JWT of the collection's current owner (§10.17): 401, then 400 for the body, 404, 403. The
  // collection's cached pages go with the edit.
  .openapi(
    jsonRoute({
      ...ROUTES.upsertCollectionCustom,
      tag,
      summary: "Set a collection's display name, description, images and social links",
      description: 'Only the collection owner may. Every omitted field resets to the on-chain value.',
      auth: true,
      errors: [403, 404, 429],
    }),
    async (c) => {
      const input = c.req.valid('json');
      const owner = await collectionOwner(c.env.DB, input.address);
      if (owner === null) throw new ApiError(404, 'Collection not found', 'address');
      if (owner !== c.var.address) throw new ApiError(403, 'Forbidden action');
      await upsertCollectionCustom(c.env.DB, input);
      // Awaited, so the editor's reload right after this answer already renders the new details.
      await purgePages(defaultCache(), new URL(c.req.url).origin, pagesOf({ collections: [input.address] }));
      return c.json(null, 200);
    },
  );
