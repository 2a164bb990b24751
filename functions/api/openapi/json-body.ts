import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

/**
 * Runs before the library's JSON validator and keeps our answers for what it would word differently:
 * 415 without a JSON content type, 400 naming `body` for broken JSON, and an empty body read as `{}`.
 * The parsed value goes into Hono's body cache, where the validator reads it.
 */
export const readJsonBody = createMiddleware(async (c, next) => {
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
  c.req.bodyCache.json = Promise.resolve(value);
  await next();
});
