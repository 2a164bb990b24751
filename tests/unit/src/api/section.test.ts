import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, isUnavailable } from '~/api/errors';
import { sectionOrFallback } from '~/api/section';

const unavailable = ApiRequestError.fromResponse(
  'POST /nfts',
  503,
  '{"error":"The marketplace cannot reach its database right now.","code":"database_unavailable"}',
);

describe('a page section while the API cannot answer', () => {
  it('503 and no answer at all are the API being unavailable; other failures are not', () => {
    expect(isUnavailable(unavailable)).toBe(true);
    expect(isUnavailable(new ApiRequestError('Network error: refused', { kind: 'network', status: 0, route: 'POST /nfts' }))).toBe(true);
    expect(isUnavailable(ApiRequestError.fromResponse('POST /nfts', 500, '{"error":"Internal error"}'))).toBe(false);
    expect(isUnavailable(ApiRequestError.fromResponse('POST /nfts', 400, '{"error":"bad","field":"limit"}'))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
  });

  it('fails the whole page (so an empty section is never rendered and cached as the page)', async () => {
    await expect(sectionOrFallback(Promise.reject(unavailable), [], 'latest collections')).rejects.toBe(unavailable);
  });

  it('falls back on any other failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await sectionOrFallback(Promise.reject(ApiRequestError.fromResponse('POST /nfts', 500, 'oops')), [], 'latest collections'),
    ).toEqual([]);
    log.mockRestore();
  });
});
