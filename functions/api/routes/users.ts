/** Profiles, routes #30-#31 (api-contract §10.30-10.31); sign-in (#32) is in ./sign-in.ts. */
import { Hono } from 'hono';
import { upsertUserRequestSchema, userPathSchema } from '../../../src/api/requests';
import { getUser, upsertUser, usernameTaken } from '../../db/queries/users';
import { requireAuth, type AuthVariables } from '../auth/require-auth';
import { pagesOf, purgePages } from '../../edge/html-cache';
import { defaultCache } from '../../edge/runtime';
import { ApiError } from '../errors';
import { jsonBody } from '../validate';

export const userRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>()
  .get('/user/:address', async (c, next) => {
    // GET /user/sign_in is the sign-in route with a wrong method: its 405 handler follows.
    if (c.req.param('address') === 'sign_in') return next();
    const parsed = userPathSchema.safeParse({ address: c.req.param('address') });
    if (!parsed.success) throw new ApiError(400, `Invalid address: ${parsed.error.issues[0]?.message ?? 'invalid value'}`, 'address');
    return c.json(await getUser(c.env.DB, parsed.data.address));
  })
  // Only the address itself may write its profile (the reference let anyone, gap 1).
  .post('/user', requireAuth, async (c) => {
    const input = await jsonBody(c, upsertUserRequestSchema);
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
    return c.json(null);
  });
