import { streamTextWithin } from '../platform/capped-text';

/** Bodies above this are refused with 413 (the reference's axum default): the API's and the operators' endpoints. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export const BODY_TOO_LARGE = `Body is larger than ${MAX_BODY_BYTES} bytes`;

/**
 * The request's body as text, or null when it is larger than `max` bytes: a larger stated
 * Content-Length is refused before reading, and a body of unstated length is read only up to the limit.
 */
export async function bodyTextWithin(request: Request, max = MAX_BODY_BYTES): Promise<string | null> {
  const stated = Number(request.headers.get('content-length') ?? Number.NaN);
  if (stated > max) return null;
  if (!request.body) return '';
  return streamTextWithin(request.body, max);
}
