/**
 * Browser notifications (Web Push) for the session address: its browsers and its per-kind switches.
 * Every route needs the session and reads or writes only that address's rows, as the watchlist's do.
 */
import { MAX_PUSH_SUBSCRIPTIONS, readPushSettings, removeSubscription, savePushKinds, saveSubscription } from '../../db/queries/push';
import { vapidKeys } from '../../push/config';
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Watchlist';

async function settings(env: Env, owner: string) {
  return { vapidPublicKey: vapidKeys(env)?.publicKey ?? null, ...(await readPushSettings(env.DB, owner)) };
}

export const pushRoutes = openApiRouter<AuthVariables>()
  .openapi(
    getRoute({
      ...ROUTES.pushSettings,
      tag,
      summary: "The session address's browser notifications: the server's VAPID key, the kinds pushed and its browsers",
      description: '`vapidPublicKey` is the `applicationServerKey` for `PushManager.subscribe`; null when this server sends no push.',
      auth: true,
    }),
    async (c) => c.json(await settings(c.env, c.var.address), 200),
  )
  .openapi(
    jsonRoute({
      ...ROUTES.updatePushSettings,
      tag,
      summary: 'Turn kinds of browser notifications on or off',
      description: 'Kinds not named keep their setting; a person who never set any gets every kind.',
      auth: true,
      errors: [429],
    }),
    async (c) => {
      await savePushKinds(c.env.DB, c.var.address, c.req.valid('json').kinds);
      return c.json(await settings(c.env, c.var.address), 200);
    },
  )
  .openapi(
    jsonRoute({
      ...ROUTES.pushSubscribe,
      tag,
      summary: "Send the session address's notifications to this browser",
      description: `The body is the browser's \`PushSubscription.toJSON()\`. At most ${MAX_PUSH_SUBSCRIPTIONS} browsers per address.`,
      auth: true,
      errors: [409, 429],
    }),
    async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      if (!vapidKeys(c.env)) throw new ApiError(409, 'This server does not send browser notifications', 'endpoint');
      if (!(await saveSubscription(c.env.DB, c.var.address, endpoint, keys.p256dh, keys.auth)))
        throw new ApiError(409, `Browser notifications can be on in at most ${MAX_PUSH_SUBSCRIPTIONS} browsers`, 'endpoint');
      return c.json(await settings(c.env, c.var.address), 200);
    },
  )
  .openapi(
    jsonRoute({ ...ROUTES.pushUnsubscribe, tag, summary: 'Stop sending notifications to this browser', auth: true, errors: [429] }),
    async (c) => {
      await removeSubscription(c.env.DB, c.var.address, c.req.valid('json').endpoint);
      return c.json(await settings(c.env, c.var.address), 200);
    },
  );
