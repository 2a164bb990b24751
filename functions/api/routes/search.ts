/** Search, route #28 (api-contract §10.28): the raw text body, any content type. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { searchRequestSchema, SEARCH_TEXT_MAX } from '@shared/contract/requests';
import { searchResultsSchema } from '@shared/contract/schemas';
import { search, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from '../../db/queries/search';
import { ApiError } from '../errors';
import { errorResponses } from '../openapi/errors';
import { openApiRouter } from '../openapi/router';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

/** `?limit=` (our extension, for the full results page): 1 to SEARCH_LIMIT_MAX, 20 when left out. */
function searchLimit(raw: string | undefined): number {
  if (raw === undefined) return SEARCH_LIMIT;
  const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= SEARCH_LIMIT_MAX))
    throw new ApiError(400, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`, 'limit');
  return limit;
}

// The body is text, which the library does not validate: the handler decodes and checks it.
const route = createRoute({
  method: 'post',
  path: ROUTE_PATHS.search,
  tags: ['Search'],
  summary: 'NFTs and collections whose name contains the text',
  description: `The body is the raw search text (UTF-8, at most ${SEARCH_TEXT_MAX} characters), not JSON; any content type. Empty matches everything.`,
  request: {
    // Checked by searchLimit, so a bad value gets the API's own 400 naming `limit`.
    query: z.object({
      limit: z
        .string()
        .optional()
        .meta({ description: `Our extension: how many results, 1 to ${SEARCH_LIMIT_MAX} (default ${SEARCH_LIMIT})` }),
    }),
    body: { required: false, content: { 'text/plain': { schema: searchRequestSchema } } },
  },
  responses: {
    200: { description: 'Success', content: { 'application/json': { schema: searchResultsSchema } } },
    ...errorResponses([400, 413]),
  },
});

export const searchRoutes = openApiRouter().openapi(route, async (c) => {
  const limit = searchLimit(c.req.query('limit'));
  let text: string;
  try {
    // Invalid UTF-8 is refused, not replaced (the reference dropped the connection, gap 9).
    text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    throw new ApiError(400, 'The search text must be UTF-8', 'body');
  }
  const parsed = searchRequestSchema.safeParse(text);
  if (!parsed.success) throw new ApiError(400, `The search text must be at most ${SEARCH_TEXT_MAX} characters`, 'body');
  return c.json(await search(c.env.DB, parsed.data, limit), 200);
});
