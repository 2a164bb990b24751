/** The activity feed, route #27 (api-contract §10.27). */
import { Hono } from 'hono';
import { eventsRequestSchema } from '../../../src/api/requests';
import { listEvents } from '../../db/queries/events';
import { jsonBody } from '../validate';

export const eventRoutes = new Hono<{ Bindings: Env }>().post('/events', async (c) =>
  c.json(await listEvents(c.env.DB, await jsonBody(c, eventsRequestSchema))),
);
