/** A collection's analytics (ours): its market over a period, its listing depth and its holders. */
import { collectionHolders, collectionListings, collectionMarket } from '../../db/queries/analytics';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Collections';

function found<T>(value: T | null): T {
  if (value === null) throw new ApiError(404, 'Collection not found', 'collection');
  return value;
}

export const analyticsRoutes = openApiRouter<AuthVariables>()
  .openapi(
    jsonRoute({
      ...ROUTES.collectionMarket,
      tag,
      summary: "A collection's floor, volume and sales over a period",
      description:
        "Buckets of the period (`24h`: hours, `7d`: 6 hours, `30d`: days, `all`: days, weeks, months or more, at most 60) with the floor at each bucket's end (the cheapest whitelisted listing on sale then, at the USD value it last had), the sales and their USD value at the time of each sale; and the newest 500 sales.",
      errors: [404],
    }),
    async (c) => {
      const { collection, period } = c.req.valid('json');
      return c.json(found(await collectionMarket(c.env.DB, collection, period)), 200);
    },
  )
  .openapi(
    jsonRoute({
      ...ROUTES.collectionListings,
      tag,
      summary: "A collection's live listings per price band, from the floor up",
      description:
        'Bands are multiples of the floor (USD): 1-1.1x, 1.1-1.25x, 1.25-1.5x, 1.5-2x, 2-3x, 3-5x, 5-10x, 10x and more. Listings in a token without a USD price are not counted.',
      errors: [404],
    }),
    async (c) => c.json(found(await collectionListings(c.env.DB, c.req.valid('json').collection)), 200),
  )
  .openapi(
    jsonRoute({
      ...ROUTES.collectionHolders,
      tag,
      summary: "A collection's holders: how many, the ten largest, and holdings by size",
      errors: [404],
    }),
    async (c) => c.json(found(await collectionHolders(c.env.DB, c.req.valid('json').collection)), 200),
  );
