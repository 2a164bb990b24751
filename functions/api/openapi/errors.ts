import { z } from 'zod';

/** Every error the API answers: a message, and for invalid input the field (dotted path) at fault. */
export const errorBodySchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, in words a person can act on' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'The request field at fault, as a dotted path (`order.field`, `collections.0`), or `body`' }),
    code: z.string().optional().meta({
      description: 'A stable name for failures a client may handle: `database_unavailable` (503, retry after `Retry-After` seconds)',
    }),
  })
  .meta({ id: 'Error', description: 'The JSON body of every 4xx and 5xx answer' });

/** What each status means on this API; routes list the ones they can answer. */
const MEANINGS = {
  400: 'Invalid input. `field` names the field (or `body` for unreadable JSON).',
  401: 'Missing, malformed, invalid or expired `Authorization: Bearer <jwt>` header.',
  403: 'The session address may not do this.',
  404: 'What the request names does not exist; `field` says which.',
  409: 'Conflict with stored data (a taken username).',
  413: 'The body is larger than 2 MiB.',
  415: 'A JSON route called without `Content-Type: application/json`.',
  429: 'Too many writes from this client; retry after `Retry-After` seconds.',
  503: 'Maintenance, the database unavailable for a moment (`code` `database_unavailable`, with `Retry-After`), or a check this deployment cannot make.',
} as const;
export type ErrorStatus = keyof typeof MEANINGS;

const errorContent = { 'application/json': { schema: errorBodySchema } };

/** The documented error answers of a route. */
export function errorResponses(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, { description: MEANINGS[status], content: errorContent }])) as Record<
    ErrorStatus,
    { description: string; content: typeof errorContent }
  >;
}
