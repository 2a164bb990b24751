import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { healthResponse } from '../reader/health';
import { isDatabaseUnavailable } from '../db/outage';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from './body-limit';
import { corsForOrigins } from './cors';
import { d1Session } from './d1-session';
import { ApiError, databaseUnavailableResponse } from './errors';
import { answerWrongMethods } from './method-not-allowed';
import { serveDocs } from './openapi/document';
import { openApiRouter } from './openapi/router';
import { limitWrites } from './rate-limit';
import { analyticsRoutes } from './routes/analytics';
import { auctionRoutes } from './routes/auctions';
import { collectionRoutes } from './routes/collections';
import { eventRoutes } from './routes/events';
import { serviceRoutes } from './routes/service';
import { nftRoutes } from './routes/nfts';
import { ownerRoutes } from './routes/owner';
import { pnlRoutes } from './routes/pnl';
import { portfolioRoutes } from './routes/portfolio';
import { pushRoutes } from './routes/push';
import { searchRoutes } from './routes/search';
import { signInRoutes } from './routes/sign-in';
import { streamRoutes } from './routes/stream';
import { userRoutes } from './routes/users';
import { watchlistRoutes } from './routes/watchlist';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

/**
 * The routes of the marketplace API (docs/spec/api-contract.md), at their contract paths. Each is
 * declared with its zod schemas, which both validate requests and make the OpenAPI document.
 */
export const routes = openApiRouter();

routes.use('*', (c, next) => corsForOrigins(c.env.CORS_ORIGINS ?? '', c.env.CHAIN === 'devnet')(c, next));
routes.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: BODY_TOO_LARGE }, 413),
  }),
);
/** Sign-in and the writes (profile, collection details, metadata refresh, watchlist, notifications read, push settings). */
const WRITE_PATHS = [
  ROUTE_PATHS.signIn,
  ROUTE_PATHS.upsertUser,
  ROUTE_PATHS.upsertCollectionCustom,
  ROUTE_PATHS.updateMetadata,
  ROUTE_PATHS.watch,
  ROUTE_PATHS.unwatch,
  ROUTE_PATHS.markNotificationsRead,
  ROUTE_PATHS.updatePushSettings,
  ROUTE_PATHS.pushSubscribe,
  ROUTE_PATHS.pushUnsubscribe,
];
routes.use('*', d1Session(new Set(WRITE_PATHS)));
// The writes are rate limited.
for (const path of WRITE_PATHS) routes.use(path, limitWrites);
routes.get(ROUTE_PATHS.healthz, (c) => healthResponse(c.env));
routes.route('/', signInRoutes);
routes.route('/', nftRoutes);
routes.route('/', collectionRoutes);
routes.route('/', analyticsRoutes);
routes.route('/', ownerRoutes);
routes.route('/', auctionRoutes);
routes.route('/', eventRoutes);
routes.route('/', streamRoutes);
routes.route('/', searchRoutes);
routes.route('/', portfolioRoutes);
routes.route('/', pnlRoutes);
routes.route('/', userRoutes);
routes.route('/', watchlistRoutes);
routes.route('/', pushRoutes);
routes.route('/', serviceRoutes);
serveDocs(routes);

answerWrongMethods(routes);

/** The API as the Worker mounts it, under /api. */
export const apiApp = new Hono<{ Bindings: Env }>().route('/api', routes);

apiApp.notFound((c) => c.json({ error: 'Not found' }, 404));

apiApp.onError((err, c) => {
  if (err instanceof ApiError) return c.json(err.body(), err.status);
  if (err instanceof HTTPException) return c.json({ error: err.message || 'Request failed' }, err.status);
  if (isDatabaseUnavailable(err)) {
    console.error('api: database unavailable', err);
    return databaseUnavailableResponse();
  }
  console.error('api error', err);
  return c.json({ error: 'Internal error' }, 500);
});
