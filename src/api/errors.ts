import { formatIssuePath } from './validation';
import type { z } from 'zod';

/**
 * Why a call failed: the server answered an error status (`http`), no answer came (`network`),
 * the input was refused before sending (`invalid-request`, reported as a 400 like the server
 * would), or the answer did not match the contract (`invalid-response`).
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-request' | 'invalid-response';

// The reference reports a missing entity as 500 with one of these bodies (contract §3, gap 8).
const REFERENCE_NOT_FOUND_BODIES = new Set(['not found', 'auction not found', 'offer not found', '']);
const MESSAGE_MAX = 300;

export interface ApiRequestErrorInit {
  kind: ApiErrorKind;
  status: number;
  route: string;
  field?: string | undefined;
  notFound?: boolean;
  cause?: unknown;
}

/** Every failure of the marketplace API client. `route` is e.g. `POST /nfts`. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly route: string;
  /** The request field the server (or the client-side check) blamed, when it named one. */
  readonly field: string | undefined;
  readonly notFound: boolean;

  constructor(message: string, init: ApiRequestErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.route = init.route;
    this.field = init.field;
    this.notFound = init.notFound ?? false;
  }

  /** From an error response: our JSON `{error, field?}` or the reference's plain text. */
  static fromResponse(route: string, status: number, body: string): ApiRequestError {
    const text = body.trim();
    const json = parseErrorJson(text);
    const message = truncate(json?.error ?? text) || `HTTP ${status}`;
    const notFound = status === 404 || (status === 500 && json === undefined && REFERENCE_NOT_FOUND_BODIES.has(text));
    return new ApiRequestError(message, { kind: 'http', status, route, field: json?.field, notFound });
  }

  static invalidRequest(route: string, issue: { message: string; field?: string }): ApiRequestError {
    return new ApiRequestError(issue.message, { kind: 'invalid-request', status: 400, route, field: issue.field });
  }

  static invalidResponse(route: string, status: number, error: z.ZodError): ApiRequestError {
    const issue = error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${formatIssuePath(issue.path)}` : '';
    const message = `Invalid response from ${route}${where}: ${issue?.message ?? 'does not match the contract'}`;
    return new ApiRequestError(message, { kind: 'invalid-response', status, route, cause: error });
  }
}

/** True for a missing entity: our 404, or the reference's 500 with a "not found" body. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.notFound;
}

/**
 * True when the API could not answer for now (503: its database or the external indexer is down, or no
 * answer came at all): a page says "try again shortly" with 503 rather than an error of its own.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 503 || error.kind === 'network');
}

function parseErrorJson(text: string): { error: string; field?: string } | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('error' in value) || typeof value.error !== 'string') {
      return undefined;
    }
    const field = 'field' in value && typeof value.field === 'string' ? value.field : undefined;
    return field === undefined ? { error: value.error } : { error: value.error, field };
  } catch {
    return undefined;
  }
}

function truncate(text: string): string {
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text;
}
