import { createFetch, FetchError } from 'ofetch';
import type { z } from 'zod';
import { ApiRequestError } from './errors';
import { describeValidationError } from './validation';

/** A fetch the server can hand in to call its own API in-process; may answer synchronously. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>;

/** The bearer token, or a getter read on every call (e.g. from the session store). */
export type TokenSource = string | null | undefined | (() => string | null | undefined);

export interface TransportOptions {
  /** Empty or undefined: this site's own API at `/api`. Otherwise the external API's root URL. */
  baseURL?: string | undefined;
  fetch?: FetchLike | undefined;
  token?: TokenSource;
  /** Milliseconds before a call is abandoned (default 15 s), unless the caller passes a signal. */
  timeout?: number | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Overrides the client's token for this call; null sends none. */
  token?: string | null | undefined;
}

export interface Call<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body. */
  json?: unknown;
  /** A raw text body (only `/search`). */
  text?: string;
  query?: Record<string, string | number>;
  response: S;
}

export const SAME_ORIGIN_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 15_000;

export function resolveBaseURL(baseURL: string | undefined): string {
  const trimmed = (baseURL ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' ? SAME_ORIGIN_BASE : trimmed;
}

/** Parses input with a request schema; refused input never leaves the client. */
export function parseInput<S extends z.ZodType>(route: string, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ApiRequestError.invalidRequest(route, describeValidationError(result.error));
  return result.data;
}

export function createTransport(options: TransportOptions) {
  const injected = options.fetch;
  // Resolved per call so a test (or polyfill) replacing globalThis.fetch later is honoured.
  const fetchImpl: typeof globalThis.fetch = async (input, init) => (injected ? injected(input, init) : globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: fetchImpl }).create({
    baseURL: resolveBaseURL(options.baseURL),
    // Never retry: the reference reports "not found" as 500, and POSTs are not idempotent here.
    retry: false,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
  });
  let token = options.token;

  function currentToken(override: string | null | undefined): string | null | undefined {
    if (override !== undefined) return override;
    return typeof token === 'function' ? token() : token;
  }

  async function call<S extends z.ZodType>(spec: Call<S>, callOptions: CallOptions = {}): Promise<z.output<S>> {
    const route = `${spec.method} ${spec.path}`;
    const headers = new Headers({ accept: 'application/json' });
    const bearer = currentToken(callOptions.token);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    let body: string | undefined;
    if (spec.text !== undefined) {
      headers.set('content-type', 'text/plain; charset=utf-8');
      body = spec.text;
    } else if (spec.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(spec.json);
    }

    let response: Response & { _data?: string };
    try {
      response = await $fetch.raw(spec.path, {
        method: spec.method,
        headers,
        body,
        query: spec.query,
        signal: callOptions.signal,
        responseType: 'text',
        ignoreResponseError: true,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      const reason = error instanceof FetchError && error.cause instanceof Error ? error.cause.message : String(error);
      throw new ApiRequestError(`Network error: ${reason}`, { kind: 'network', status: 0, route, cause: error });
    }

    const text = typeof response._data === 'string' ? response._data : '';
    if (!response.ok) throw ApiRequestError.fromResponse(route, response.status, text);

    let data: unknown = null;
    // Write routes answer `null`; older reference branches answer an empty body instead (§11).
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new ApiRequestError(`Invalid response from ${route}: the body is not JSON`, {
          kind: 'invalid-response',
          status: response.status,
          route,
          cause: error,
        });
      }
    }
    const parsed = spec.response.safeParse(data);
    if (!parsed.success) throw ApiRequestError.invalidResponse(route, response.status, parsed.error);
    return parsed.data;
  }

  return {
    call,
    setToken(next: TokenSource): void {
      token = next;
    },
  };
}
export type Transport = ReturnType<typeof createTransport>;
