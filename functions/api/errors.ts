import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@shared/lib/constants';

/** An API failure with an honest status and, for invalid input, the field that was wrong. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  body(): { error: string; field?: string } {
    return this.field === undefined ? { error: this.message } : { error: this.message, field: this.field };
  }
}

/** The stable `code` of the answer while the database cannot answer; clients may retry after `Retry-After`. */
export const DATABASE_UNAVAILABLE_CODE = 'database_unavailable';

/** 503 JSON with Retry-After, for any request that needed the database while it failed. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { error: 'The marketplace cannot reach its database right now. Please try again shortly.', code: DATABASE_UNAVAILABLE_CODE },
    { status: 503, headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  );
}
