/** Profiles, routes #30-#31 (api-contract §10.30-10.31); sign-in (#32) is in ./sign-in.ts. */
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { userPathSchema } from '@shared/contract/requests';
import { userSchema } from '@shared/contract/schemas';
import { getUser, upsertUser, usernameTaken } from '../../db/queries/users';
import type { AuthVariables } from '../auth/require-auth';
import { pagesOf, purgePages } from '../../platform/html-cache';
import { defaultCache } from '../../platform/runtime';
import { ApiError } from '../errors';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { errorResponses } from '../openapi/errors';
import { openApiRouter } from '../openapi/router';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

const tag = 'Users';

/** GET /user/sign_in is the sign-in route with a wrong method, not a profile. */
const notSignIn = createMiddleware(async (c, next) => {
  if (c.req.param('address') === 'sign_in') return c.json({ error: 'Method GET is not allowed here' }, 405, { Allow: 'POST, OPTIONS' });
  return next();
});

const profileRoute = createRoute({
  method: 'get',
  path: ROUTE_PATHS.user,
  tags: [tag],
  summary: "An address's public profile",
  description: 'Every field but `address` is null when there is no profile.',
  middleware: [notSignIn],
  request: { params: userPathSchema },
  responses: {
    200: { description: 'Success', content: { 'application/json': { schema: userSchema } } },
    ...errorResponses([400]),
  },
});

export const userRoutes = openApiRouter<AuthVariables>()
  .openapi(profileRoute, async (c) => c.json(await getUser(c.env.DB, c.req.valid('param').address), 200))
  // Only the address itself may write its profile (the reference let anyone, gap 1).
  .openapi(
    jsonRoute({
      ...ROUTES.upsertUser,
      tag,
      summary: "Create or replace the session address's profile",
      description: 'Every omitted field is stored as null.',
      auth: true,
      errors: [403, 409, 429],
    }),
    async (c) => {
      const input = c.req.valid('json');
      if (input.address !== c.var.address) throw new ApiError(403, 'A profile can only be changed by its own address', 'address');
      if (input.username !== undefined && (await usernameTaken(c.env.DB, input.username, input.address)))
        throw new ApiError(409, 'This username is taken', 'username');
      try {
        await upsertUser(c.env.DB, input);
      } catch (error) {
        // A concurrent write took the name between the check and the insert.
        if (error instanceof Error && /UNIQUE constraint failed: users\.username/.test(error.message))
          throw new ApiError(409, 'This username is taken', 'username');
        throw error;
      }
      // Awaited, so the reload right after this answer already shows the new profile.
      await purgePages(defaultCache(), new URL(c.req.url).origin, pagesOf({ profiles: [input.address] }));
      return c.json(null, 200);
    },
  );
