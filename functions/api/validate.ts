import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** The first problem zod found, as our JSON error: the field's dotted path and what is wrong with it. */
function toApiError(error: z.ZodError, where: 'body' | 'query'): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  return new ApiError(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`, field);
}

/** Reads a JSON body (415 without a JSON content type, 400 for broken JSON or a field that fails the schema). */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, 'Expected request with Content-Type: application/json');
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Body is not valid JSON', 'body');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toApiError(parsed.error, 'body');
  return parsed.data;
}

/** Reads the query string into a flat object and checks it against the schema (400 naming the field). */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw toApiError(parsed.error, 'query');
  return parsed.data;
}
