/** The activity feed, route #27 (api-contract §10.27). */
import { listEvents } from '../../db/queries/events';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

export const eventRoutes = openApiRouter().openapi(
  jsonRoute({
    ...ROUTES.events,
    tag: 'Activity',
    summary: 'The activity feed, newest first',
    description: '`totalRows` is exact only with `withCount: true`.',
  }),
  async (c) => c.json(await listEvents(c.env.DB, c.req.valid('json')), 200),
);
