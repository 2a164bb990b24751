import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
