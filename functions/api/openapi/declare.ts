import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { requireAuth } from '../auth/require-auth';
import { errorResponses, type ErrorStatus } from './errors';
import { readJsonBody } from './json-body';

/** The security requirement of routes that need a session (components.securitySchemes.bearerAuth). */
export const BEARER_AUTH = 'bearerAuth';

interface Common<R extends z.ZodType, S extends 200 | 202 = 200> {
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** The success body; `status` defaults to 200. */
  response: R;
  status?: S;
  /** Error statuses besides the ones every JSON route has (400, 413, 415 and 429 where they apply). */
  errors?: readonly ErrorStatus[];
  /** Needs `Authorization: Bearer <jwt>`: adds the middleware, 401 and the security requirement. */
  auth?: boolean;
  /** Extra middleware before validation (after auth), such as the write rate limit. */
  middleware?: MiddlewareHandler[];
}

function responses<R extends z.ZodType, S extends 200 | 202>(spec: Common<R, S>, always: readonly ErrorStatus[]) {
  const statuses = new Set<ErrorStatus>([...always, ...(spec.auth ? [401 as const] : []), ...(spec.errors ?? [])]);
  const ok = { description: 'Success', content: { 'application/json': { schema: spec.response } } };
  // Typed as the success answer alone: handlers throw ApiError for the others.
  return { [spec.status ?? 200]: ok, ...errorResponses([...statuses]) } as unknown as Record<S, typeof ok>;
}

function security(auth: boolean | undefined) {
  return auth ? { security: [{ [BEARER_AUTH]: [] }] } : {};
}

function middleware(spec: Common<z.ZodType, 200 | 202>, after: MiddlewareHandler[]): MiddlewareHandler[] {
  return [...(spec.auth ? [requireAuth as MiddlewareHandler] : []), ...(spec.middleware ?? []), ...after];
}

/** A POST route with a JSON body checked against `body`. */
export function jsonRoute<B extends z.ZodType, R extends z.ZodType, S extends 200 | 202 = 200>(spec: Common<R, S> & { body: B }) {
  return createRoute({
    method: 'post',
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...security(spec.auth),
    middleware: middleware(spec, [readJsonBody]),
    request: { body: { required: true, content: { 'application/json': { schema: spec.body } } } },
    responses: responses(spec, [400, 413, 415]),
  });
}

/** A GET route, optionally with query parameters checked against `query`. */
export function getRoute<Q extends z.ZodObject, R extends z.ZodType>(spec: Common<R> & { query?: Q }) {
  return createRoute({
    method: 'get',
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...security(spec.auth),
    middleware: middleware(spec, []),
    // Without a query schema the library adds no validator.
    request: { query: spec.query as Q },
    responses: responses(spec, spec.query ? [400] : []),
  });
}
