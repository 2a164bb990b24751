import { cors } from 'hono/cors';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * CORS for configured origins only (api-contract gap: the reference allows `*`). Allowed: the site's own
 * origin, localhost for development, and the comma-separated CORS_ORIGINS.
 */
export function corsForOrigins(configured: string) {
  const allowList = new Set(
    configured
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  return cors({
    origin: (origin, c) => {
      const own = new URL(c.req.url).origin;
      return origin === own || LOCALHOST.test(origin) || allowList.has(origin) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'x-d1-bookmark'],
    exposeHeaders: ['x-d1-bookmark'],
    maxAge: 600,
  });
}
