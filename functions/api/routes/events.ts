/** The activity feed, route #27 (api-contract §10.27). */
import { eventsRequestSchema } from '@shared/contract/requests';
import { nftEventsSchema } from '@shared/contract/schemas';
import { listEvents } from '../../db/queries/events';
import { jsonRoute } from '../openapi/declare';
import { openApiRouter } from '../openapi/router';

export const eventRoutes = openApiRouter().openapi(
  jsonRoute({
    path: '/events',
    tag: 'Activity',
    summary: 'The activity feed, newest first',
    description: '`totalRows` is exact only with `withCount: true`.',
    body: eventsRequestSchema,
    response: nftEventsSchema,
  }),
  async (c) => c.json(await listEvents(c.env.DB, c.req.valid('json')), 200),
);
