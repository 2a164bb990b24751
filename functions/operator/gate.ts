// The gate every operator endpoint passes first: POST, rate limit, bearer secret from the environment, JSON body.
import { BODY_TOO_LARGE, bodyTextWithin } from '../api/body-limit';
import { overWriteLimit } from '../api/rate-limit';
import { timingSafeEqual } from '../platform/runtime';
import { sha256Bytes } from '@shared/lib/sha256-async';

/** Compares secrets without leaking where they differ (hashes first, so lengths never matter). */
export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  if (!expected) return false;
  const [a, b] = await Promise.all([sha256Bytes(given), sha256Bytes(expected)]);
  return timingSafeEqual(a.buffer, b.buffer);
}

/** An address as the operator endpoints take it: `<workchain>:<64 lowercase hex>`. */
export const OPERATOR_ADDRESS = /^-?\d{1,3}:[0-9a-f]{64}$/;

/**
 * What every operator endpoint checks first, in this order: POST only, the write rate limit (before
 * the secret, so guesses count too), the bearer `OPERATOR_TOKEN`, then a JSON body of at most 2 MiB
 * (the API's limit; nothing is read before the secret is checked). Returns the body,
 * or the error answer to send.
 */
export async function operatorRequestBody(request: Request, env: Env, path: string): Promise<{ body: unknown } | Response> {
  if (request.method !== 'POST') {
    return Response.json({ error: `Method ${request.method} is not allowed here` }, { status: 405, headers: { Allow: 'POST' } });
  }
  const limited = await overWriteLimit(env, request, path);
  if (limited) return limited;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!(await secretsMatch(token, env.OPERATOR_TOKEN ?? ''))) {
    return Response.json({ error: 'Operator token is missing or wrong' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const text = await bodyTextWithin(request);
  if (text === null) return Response.json({ error: BODY_TOO_LARGE, field: 'body' }, { status: 413 });
  try {
    return { body: JSON.parse(text) };
  } catch {
    return Response.json({ error: 'Body is not valid JSON', field: 'body' }, { status: 400 });
  }
}
