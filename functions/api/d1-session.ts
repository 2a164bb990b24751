import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { BOOKMARK_HEADER } from '@shared/contract/headers';

/** Where a client carries its D1 bookmark between requests: the header, or else this cookie. */
export const BOOKMARK_COOKIE = 'd1-bookmark';
const BOOKMARK_MAX_AGE_SECONDS = 24 * 60 * 60;
// D1 bookmarks look like 00000000-0000000f-00000000-<32 hex>; anything else is ignored, not passed to D1.
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/**
 * Runs each API request on a D1 session (read replication, the Sessions API). A request that carries
 * a bookmark reads from a replica at least as new as it, so a client sees its own earlier writes; one
 * without reads from any replica, and writes start at the primary. The session's newest bookmark goes
 * back in the header and the cookie whenever it moved. See the README's "Consistency" section.
 * `writePaths`: the routes that write, at their contract paths.
 */
export const d1Session = (writePaths: ReadonlySet<string>) =>
  createMiddleware<{ Bindings: Env }>(async (c, next) => {
    const given = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
    const bookmark = given && BOOKMARK_SHAPE.test(given) ? given : undefined;
    const writes = c.req.method === 'POST' && writePaths.has(c.req.path.replace(/^\/api(?=\/)/, ''));
    const session = c.env.DB.withSession(bookmark ?? (writes ? 'first-primary' : 'first-unconstrained'));
    // The queries use prepare and batch, which a session has; this request's bindings see the session.
    c.env = { ...c.env, DB: session as unknown as D1Database };
    await next();
    const latest = session.getBookmark();
    if (latest && latest !== bookmark) {
      c.header(BOOKMARK_HEADER, latest);
      // Secure on https, so it never travels in clear; plain http is local development only.
      const secure = new URL(c.req.url).protocol === 'https:';
      setCookie(c, BOOKMARK_COOKIE, latest, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: BOOKMARK_MAX_AGE_SECONDS });
    }
  });
