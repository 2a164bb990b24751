import { env } from 'cloudflare:workers';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import { verifyToken } from './jwt';

export type AuthVariables = { address: string };

/** Requires `Authorization: Bearer <jwt>`; the token's subject becomes `c.var.address`. */
export const requireAuth = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  const header = c.req.header('authorization');
  if (!header) throw new ApiError(401, 'Missing Authorization header');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'Authorization header must be "Bearer <token>"');
  const address = await verifyToken(match[1], env.JWT_SECRET);
  if (!address) throw new ApiError(401, 'Token is invalid or expired');
  c.set('address', address);
  await next();
});
