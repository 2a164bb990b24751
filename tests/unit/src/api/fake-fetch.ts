import { readFileSync } from 'node:fs';

/** One request as the fake fetch saw it. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export interface FakeResponse {
  status?: number;
  body?: string;
  contentType?: string;
}

/**
 * A fetch that records every request and answers with the queued responses in order (the last
 * one repeats), so tests assert exactly what the client sent.
 */
export function createFakeFetch(...responses: FakeResponse[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    requests.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof body === 'string' ? body : undefined,
    });
    const answer = responses[Math.min(requests.length - 1, responses.length - 1)] ?? {};
    const status = answer.status ?? 200;
    const headers = { 'content-type': answer.contentType ?? 'application/json' };
    return new Response(answer.body ?? '', { status, headers });
  };
  return {
    fetch,
    requests,
    /** The only request made; fails the test when there were none or several. */
    get last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
  };
}

/** A fixture's raw text: read as text so duplicated JSON keys reach the client as served. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export const json = (body: string): FakeResponse => ({ body });
export const plainText = (status: number, body: string): FakeResponse => ({
  status,
  body,
  contentType: 'text/plain; charset=utf-8',
});
