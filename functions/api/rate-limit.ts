import { createMiddleware } from 'hono/factory';

/** The limiter's window (wrangler.jsonc `ratelimits.simple.period`): how long a refused client should wait. */
const WINDOW_SECONDS = 60;

/**
 * The 429 when `limiter` refuses this request's client (its address, plus `scope`), or null when it may
 * go on. Cloudflare's edge sets the client address on every request; calls that did not come through
 * it (in-process calls from pages, tests) have none and are not limited.
 */
export async function overLimit(limiter: RateLimit, request: Request, scope = ''): Promise<Response | null> {
  const client = request.headers.get('cf-connecting-ip');
  if (!client) return null;
  const { success } = await limiter.limit({ key: scope ? `${client}:${scope}` : client });
  if (success) return null;
  return Response.json(
    { error: 'Too many requests. Please wait a minute and try again.' },
    { status: 429, headers: { 'Retry-After': String(WINDOW_SECONDS), 'Cache-Control': 'no-store' } },
  );
}

/** The 429 for a client over the write limit of `path` (WRITE_LIMITER, per client address and path), or null. */
export async function overWriteLimit(env: Env, request: Request, path: string): Promise<Response | null> {
  return request.method === 'POST' ? overLimit(env.WRITE_LIMITER, request, path) : null;
}

/** Limits sign-in and every write route of the API; beyond the limit the answer is 429 with Retry-After. */
export const limitWrites = createMiddleware<{ Bindings: Env }>(
  async (c, next) => (await overWriteLimit(c.env, c.req.raw, c.req.path)) ?? next(),
);
