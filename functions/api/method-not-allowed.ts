import type { Context, Hono } from 'hono';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The 405 answers added here, so a route listing (the OpenAPI test) can tell them from real routes. */
export const wrongMethodHandlers = new WeakSet<object>();

/**
 * Hono answers a known path with the wrong method as 404; the contract (and HTTP) want 405 with `Allow`.
 * Call after every route is registered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function answerWrongMethods(app: Hono<any, any, any>): void {
  const allowed = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const methods = allowed.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    allowed.set(route.path, methods);
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods, 'OPTIONS'].join(', ');
    const others = METHODS.filter((m) => !methods.has(m));
    if (others.length === 0) continue;
    const handler = (c: Context) => c.json({ error: `Method ${c.req.method} is not allowed here` }, 405, { Allow: allow });
    wrongMethodHandlers.add(handler);
    app.on(others as unknown as string[], path, handler);
  }
}
