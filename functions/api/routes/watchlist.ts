/**
 * The session address's watchlist and notifications. Every route needs the session,
 * and reads or writes only that address's rows: there is no address in any request.
 */
import {
  listNotifications,
  listWatches,
  MAX_WATCHES,
  markRead,
  removeWatch,
  saveWatch,
  unreadCount,
  watchTargetExists,
} from '../../db/queries/watchlist';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Watchlist';

export const watchlistRoutes = openApiRouter<AuthVariables>()
  .openapi(getRoute({ ...ROUTES.watchlist, tag, summary: 'The NFTs and collections the session address watches', auth: true }), async (c) =>
    c.json({ items: await listWatches(c.env.DB, c.var.address) }, 200),
  )
  .openapi(
    jsonRoute({
      ...ROUTES.watch,
      tag,
      summary: 'Watch an NFT or a collection (or change its floor price)',
      description: `A watched NFT alerts when listed; a watched collection with \`floorBelowUsd\` alerts when its floor falls to that price. At most ${MAX_WATCHES} watches.`,
      auth: true,
      errors: [404, 409, 429],
    }),
    async (c) => {
      const { kind, target, floorBelowUsd } = c.req.valid('json');
      if (floorBelowUsd !== undefined && kind !== 'collection')
        throw new ApiError(400, 'floorBelowUsd is only for collections', 'floorBelowUsd');
      if (!(await watchTargetExists(c.env.DB, kind, target)))
        throw new ApiError(404, kind === 'nft' ? 'NFT not found' : 'Collection not found', 'target');
      if (!(await saveWatch(c.env.DB, c.var.address, kind, target, floorBelowUsd ?? null)))
        throw new ApiError(409, `A watchlist holds at most ${MAX_WATCHES} items`, 'target');
      return c.json({ items: await listWatches(c.env.DB, c.var.address) }, 200);
    },
  )
  .openapi(jsonRoute({ ...ROUTES.unwatch, tag, summary: 'Stop watching an NFT or a collection', auth: true, errors: [429] }), async (c) => {
    const { kind, target } = c.req.valid('json');
    await removeWatch(c.env.DB, c.var.address, kind, target);
    return c.json({ items: await listWatches(c.env.DB, c.var.address) }, 200);
  })
  .openapi(
    getRoute({
      ...ROUTES.notifications,
      tag,
      summary: "The session address's notifications, newest first, and its unread count",
      auth: true,
    }),
    async (c) => {
      const { limit, before } = c.req.valid('query');
      const [items, unread] = await Promise.all([
        listNotifications(c.env.DB, c.var.address, limit, before),
        unreadCount(c.env.DB, c.var.address),
      ]);
      return c.json({ items, unread }, 200);
    },
  )
  .openapi(
    jsonRoute({
      ...ROUTES.markNotificationsRead,
      tag,
      summary: 'Mark notifications read (the given ids, or all)',
      auth: true,
      errors: [429],
    }),
    async (c) => {
      await markRead(c.env.DB, c.var.address, c.req.valid('json').ids);
      return c.json({ unread: await unreadCount(c.env.DB, c.var.address) }, 200);
    },
  );
