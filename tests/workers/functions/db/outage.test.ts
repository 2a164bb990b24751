// Serving through a database outage: the API answers 503 JSON with Retry-After and a stable code while
// D1 fails, and 200 again once it answers; a page's stored copy stands in for a render that fails
// (stale-if-error, bounded), marked for the operator.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiApp } from '@functions/api/app';
import { isDatabaseUnavailable } from '@functions/db/outage';
import { cachedPage, purgePages, RENDER_RETRY_SECONDS, STALE_WHILE_REVALIDATE_SECONDS } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';
import { OUTAGE_RETRY_AFTER_SECONDS, PAGE_CACHE_EXISTING_SECONDS, PAGE_CACHE_STALE_IF_ERROR_SECONDS } from '@shared/lib/constants';

/**
 * What a query gets while D1's SQLite file is held locked by another process: the binding's own error
 * (the local D1 opens the file on demand; a query that finds it locked fails with workerd's internal error).
 */
const LOCKED = 'internal error; reference = c2qfmpju3d224idglgc91sb4';
const BUSY = 'D1_ERROR: database is locked: SQLITE_BUSY';

/** A D1 binding whose every query fails as D1 does when it cannot answer. */
function failingD1(message = LOCKED): D1Database {
  const fail = async () => {
    throw new Error(message);
  };
  const statement = { bind: () => statement, all: fail, first: fail, run: fail, raw: fail };
  const session = { prepare: () => statement, batch: fail, getBookmark: () => null };
  return { ...session, withSession: () => session, exec: fail, dump: fail } as unknown as D1Database;
}

async function api(path: string, db: D1Database, body?: unknown): Promise<Response> {
  const init: RequestInit =
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const ctx = createExecutionContext();
  const response = await apiApp.fetch(new Request(`http://localhost/api${path}`, init), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the API while the database fails', () => {
  const reads: [string, unknown?][] = [
    ['/nfts', { limit: 24 }],
    ['/collections', { limit: 10 }],
    ['/events', { limit: 10 }],
    ['/nft/details', { nft: '0:' + '1'.repeat(64) }],
    ['/search', 'punk'],
    ['/user/0:' + '2'.repeat(64), undefined],
    ['/roots', undefined],
  ];

  it.each(reads)('%s answers 503 JSON with Retry-After and the code database_unavailable, then 200 once D1 answers', async (path, body) => {
    const failed = await api(path, failingD1(), body);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await failed.json()).toEqual({ error: expect.stringMatching(/database/), code: 'database_unavailable' });
    const recovered = await api(path, env.DB, body);
    expect(recovered.status).toBeLessThan(500);
  });

  it('every way D1 says it cannot answer is an outage; a statement this code got wrong is not', async () => {
    for (const message of [
      LOCKED,
      BUSY,
      'D1_ERROR: Network connection lost.',
      'D1_ERROR: D1 DB is overloaded. Too many requests queued.',
      'D1_EXEC_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    const caught = async (query: () => Promise<unknown>) => {
      try {
        await query();
      } catch (error) {
        return error;
      }
      throw new Error('the query did not fail');
    };
    const statementFault = await caught(() => env.DB.prepare('SELECT * FROM no_such_table').all());
    expect(String(statementFault)).toMatch(/^Error: D1_ERROR: no such table/);
    expect(isDatabaseUnavailable(statementFault)).toBe(false);
    const bindFault = await caught(async () =>
      env.DB.prepare('SELECT ?1')
        .bind({} as unknown as string)
        .all(),
    );
    expect(String(bindFault)).toMatch(/D1_TYPE_ERROR/);
    expect(isDatabaseUnavailable(bindFault)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('a statement fault stays a 500', async () => {
    const broken = failingD1('D1_ERROR: no such column: nope: SQLITE_ERROR');
    const response = await api('/nfts', broken, { limit: 1 });
    expect(response.status).toBe(500);
  });
});

describe('pages while the database fails', () => {
  const page = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  /** What the site's error page answers while the API cannot (src/pages/500.astro). */
  const unavailable = () =>
    new Response('<h1>Temporarily unavailable</h1>', {
      status: 503,
      headers: { 'content-type': 'text/html', 'retry-after': '30', 'cache-control': 'no-store' },
    });

  function harness(url: string) {
    let now = 100_000;
    let renders = 0;
    let answer = () => page('v1');
    const pending: Promise<unknown>[] = [];
    const deps = { cache: defaultCache(), waitUntil: (p: Promise<unknown>) => pending.push(p), now: () => now, variant: 'dev' };
    return {
      async get() {
        const res = await cachedPage(new Request(url), async () => (renders++, answer()), deps);
        const text = await res.text();
        await Promise.all(pending.splice(0));
        return { status: res.status, cache: res.headers.get('x-cache'), text, retryAfter: res.headers.get('retry-after') };
      },
      at: (seconds: number) => void (now = 100_000 + seconds),
      answer: (make: () => Response) => void (answer = make),
      renders: () => renders,
    };
  }

  it('a page without a stored copy gets the error page, and renders again once the database is back', async () => {
    const h = harness('https://market.test/nft/0:' + 'a'.repeat(64));
    h.answer(unavailable);
    expect(await h.get()).toMatchObject({ status: 503, cache: 'MISS', retryAfter: '30', text: '<h1>Temporarily unavailable</h1>' });
    h.answer(() => page('back'));
    expect(await h.get()).toMatchObject({ status: 200, cache: 'MISS', text: 'back' });
  });

  it('within the stale window: served STALE while a re-render fails, then STALE-IF-ERROR without re-rendering for a few seconds, then retried', async () => {
    const h = harness('https://market.test/nft/0:' + 'b'.repeat(64));
    await h.get();
    h.answer(unavailable);
    h.at(PAGE_CACHE_EXISTING_SECONDS + 1);
    expect(await h.get()).toMatchObject({ status: 200, cache: 'STALE', text: 'v1' });
    expect(h.renders()).toBe(2);
    h.at(PAGE_CACHE_EXISTING_SECONDS + 2);
    expect(await h.get()).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', text: 'v1' });
    expect(h.renders()).toBe(2);
    h.answer(() => page('v2'));
    h.at(PAGE_CACHE_EXISTING_SECONDS + 1 + RENDER_RETRY_SECONDS);
    expect(await h.get()).toMatchObject({ cache: 'STALE', text: 'v1' });
    expect(await h.get()).toMatchObject({ cache: 'HIT', text: 'v2' });
  });

  it('past the stale window, the stored copy stands in for a failed render for up to an hour, and no longer', async () => {
    const h = harness('https://market.test/nft/0:' + 'c'.repeat(64));
    await h.get();
    h.answer(unavailable);
    const staleEnd = PAGE_CACHE_EXISTING_SECONDS + STALE_WHILE_REVALIDATE_SECONDS;
    h.at(staleEnd + 60);
    expect(await h.get()).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', text: 'v1' });
    expect(h.renders()).toBe(2);
    h.at(staleEnd + PAGE_CACHE_STALE_IF_ERROR_SECONDS + 1);
    expect(await h.get()).toMatchObject({ status: 503, cache: 'MISS', retryAfter: '30' });
  });

  it('a purge during the few seconds without re-renders is rendered at once: the stored copy never hides the change', async () => {
    const path = '/profile/0:' + 'e'.repeat(64);
    const h = harness(`https://market.test${path}`);
    await h.get();
    h.answer(unavailable);
    h.at(PAGE_CACHE_EXISTING_SECONDS + 1);
    expect(await h.get()).toMatchObject({ cache: 'STALE', text: 'v1' });
    h.at(PAGE_CACHE_EXISTING_SECONDS + 2);
    expect(await h.get()).toMatchObject({ cache: 'STALE-IF-ERROR', text: 'v1' });
    // The profile is saved (its pages purged) while the last re-render's failure is a second old.
    await purgePages(defaultCache(), 'https://market.test', [path]);
    h.answer(() => page('v2, saved'));
    expect(await h.get()).toMatchObject({ status: 200, cache: 'MISS', text: 'v2, saved' });
    expect(h.renders()).toBe(3);
    // A purge while the database is still down: one render is tried, then the copy stands in again.
    await purgePages(defaultCache(), 'https://market.test', [path]);
    h.answer(unavailable);
    h.at(PAGE_CACHE_EXISTING_SECONDS + 3);
    expect(await h.get()).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', text: 'v2, saved' });
    expect(await h.get()).toMatchObject({ cache: 'STALE-IF-ERROR', text: 'v2, saved' });
    expect(h.renders()).toBe(4);
  });

  it('past the stale window, a render that works replaces the copy', async () => {
    const h = harness('https://market.test/nft/0:' + 'd'.repeat(64));
    await h.get();
    h.answer(() => page('v2'));
    h.at(PAGE_CACHE_EXISTING_SECONDS + STALE_WHILE_REVALIDATE_SECONDS + 60);
    expect(await h.get()).toMatchObject({ status: 200, cache: 'MISS', text: 'v2' });
    expect(await h.get()).toMatchObject({ cache: 'HIT', text: 'v2' });
  });
});
