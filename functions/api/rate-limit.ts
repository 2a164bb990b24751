import { createMiddleware } from 'hono/factory';

/** The limiter's window (wrangler.jsonc `ratelimits.simple.period`): how long a refused client should wait. */
const WINDOW_SECONDS = 60;

/**
 * Limits sign-in and every write route per client address and route, with the Workers rate-limiting
 * binding; beyond the limit the answer is 429 with Retry-After.
 */
export const limitWrites = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  // Cloudflare's edge sets the client address on every request; calls that did not come through it
  // (in-process calls from pages, tests) have none and are not limited.
  const client = c.req.header('cf-connecting-ip');
  if (c.req.method !== 'POST' || !client) return next();
  const { success } = await c.env.WRITE_LIMITER.limit({ key: `${client}:${c.req.path}` });
  if (!success) {
    return c.json({ error: 'Too many requests. Please wait a minute and try again.' }, 429, { 'Retry-After': String(WINDOW_SECONDS) });
  }
  return next();
});
