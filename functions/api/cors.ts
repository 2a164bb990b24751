import { cors } from 'hono/cors';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * CORS for configured origins only (api-contract gap: the reference allows `*`). Allowed: the site's own
 * origin, the comma-separated CORS_ORIGINS, and on the devnet localhost for development: in production
 * any page on a visitor's own machine (a local app, a malicious local server) would otherwise be let in.
 */
export function corsForOrigins(configured: string, allowLocalhost: boolean) {
  const allowList = new Set(
    configured
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  return cors({
    origin: (origin, c) => {
      const own = new URL(c.req.url).origin;
      return origin === own || (allowLocalhost && LOCALHOST.test(origin)) || allowList.has(origin) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'x-d1-bookmark'],
    exposeHeaders: ['x-d1-bookmark'],
    maxAge: 600,
  });
}
