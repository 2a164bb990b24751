import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ApiError } from '../errors';

/** The first problem zod found, as our JSON error: the field's dotted path and what is wrong with it. */
export function validationError(error: z.ZodError, where: string): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  return new ApiError(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`, field);
}

const WHERE: Record<string, string> = { json: 'body', query: 'query', param: 'path', header: 'header' };

/**
 * A router whose routes are declared with `createRoute` (functions/api/specs): the declaration feeds
 * both the library's validator and the OpenAPI document. A refused input answers our 400 shape.
 */
export function openApiRouter<Variables extends object = object>() {
  return new OpenAPIHono<{ Bindings: Env; Variables: Variables }>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as z.ZodError, WHERE[result.target] ?? result.target);
    },
  });
}
