// The edge caches cannot be steered by visitors: a share card's query string
// is no part of its key, card misses are drawn one at a time per isolate, and the cache's internal
// variant parameter is never taken from a request.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, pageVariant } from '@functions/platform/html-cache';
import { handleOgCard, MIN_DRAW_SPACING_MS } from '@functions/edge/og-card/handler';
import { serverApi } from '~/server-api';
import { defaultCache } from '@functions/platform/runtime';
import { ogCardPath } from '@shared/lib/og-card';
import { buildWorld, W } from '../api/fixtures';
import { isPageParam } from '~/page-query/page-params';

const ORIGIN = 'http://localhost';
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function card(path: string) {
  const ctx = createExecutionContext();
  const response = await handleOgCard(new Request(`${ORIGIN}${path}`), serverApi(ORIGIN), env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

beforeAll(async () => {
  await buildWorld();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('share cards under attack', () => {
  /** The isolate's clock, moved past the spacing between draws before each test. */
  let clock = Date.now();
  const stepClock = (ms: number) => {
    clock += ms;
  };
  beforeEach(() => {
    stepClock(MIN_DRAW_SPACING_MS);
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
  });

  it('a query string never makes a card miss the cache', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    const first = await card(`${ogCardPath(W.nft.p4)}?anything=1`);
    expect([first.status, first.headers.get('x-cache')]).toEqual([200, 'MISS']);
    for (const query of ['?anything=2', '?__variant=x', '', '?a=1&b=2']) {
      const again = await card(`${ogCardPath(W.nft.p4)}${query}`);
      expect([again.status, again.headers.get('x-cache')], query).toEqual([200, 'HIT']);
    }
  }, 60_000);

  it('misses beyond one draw at a time get 503 with Retry-After, are not stored, and draw later', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    const nfts = [W.nft.p1, W.nft.p3, W.nft.g1];
    const responses = await Promise.all(nfts.map((nft) => card(ogCardPath(nft))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
    for (const refused of responses.filter((r) => r.status === 503)) {
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    for (const [index, nft] of nfts.entries()) {
      stepClock(MIN_DRAW_SPACING_MS);
      const later = await card(ogCardPath(nft));
      expect([later.status, later.headers.get('x-cache')]).toEqual([200, statuses[index] === 200 ? 'HIT' : 'MISS']);
    }
  }, 60_000);

  it('spaces draws out, even one after another', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    const first = await card(ogCardPath(W.nft.o1));
    expect(first.status).toBe(200);
    stepClock(MIN_DRAW_SPACING_MS - 1);
    const soon = await card(ogCardPath(W.nft.o2));
    expect([soon.status, soon.headers.get('retry-after')]).toEqual([503, '5']);
    expect((await card(ogCardPath(W.nft.o1))).headers.get('x-cache')).toBe('HIT'); // cached cards are never refused
    stepClock(1);
    expect((await card(ogCardPath(W.nft.o2))).status).toBe(200);
  }, 60_000);

  it('a stale card is kept when its re-render is refused', async () => {
    let now = 1_000;
    const pending: Promise<unknown>[] = [];
    const deps = {
      cache: defaultCache(),
      variant: 'dev',
      now: () => now,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      storedTypes: ['image/png'],
    };
    const url = `${ORIGIN}/og/nft/stale-test.png`;
    const png = () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } });
    await (await cachedPage(new Request(url), async () => png(), deps)).arrayBuffer();
    await Promise.all(pending.splice(0));
    now += 10_000;
    const stale = await cachedPage(new Request(url), async () => new Response('busy', { status: 503 }), deps);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    await stale.arrayBuffer();
    await Promise.all(pending.splice(0));
    // Kept, and served without another draw for a few seconds (stale-if-error).
    const still = await cachedPage(new Request(url), async () => new Response('busy', { status: 503 }), deps);
    expect([still.status, still.headers.get('x-cache')]).toEqual([200, 'STALE-IF-ERROR']);
    await still.arrayBuffer();
    await Promise.all(pending.splice(0));
  });
});

describe('the cache variant parameter', () => {
  it('is never taken from a request: the page is not rendered and the visitor goes to the clean URL', async () => {
    const pending: Promise<unknown>[] = [];
    const deps = { cache: defaultCache(), variant: pageVariant('dev', false), waitUntil: (p: Promise<unknown>) => pending.push(p) };
    let renders = 0;
    const render = (url: string) => async () => {
      renders++;
      return new Response(`<a href="${new URL(url).search}">next</a>`, { headers: { 'content-type': 'text/html' } });
    };
    const poisoned = 'https://market.test/explore/items?page=2&__variant=evil';
    const refused = await cachedPage(new Request(poisoned), render(poisoned), deps);
    expect(refused.status).toBe(301);
    expect(refused.headers.get('location')).toBe('/explore/items?page=2');
    expect(renders).toBe(0);
    await Promise.all(pending.splice(0));

    const clean = 'https://market.test/explore/items?page=2';
    const page = await cachedPage(new Request(clean), render(clean), deps);
    expect([page.headers.get('x-cache'), await page.text()]).toEqual(['MISS', '<a href="?page=2">next</a>']);
    // Also for requests the cache never stores (credentials), so nothing renders with it.
    const signedIn = await cachedPage(new Request(poisoned, { headers: { authorization: 'Bearer x' } }), render(poisoned), deps);
    expect(signedIn.status).toBe(301);
    expect(renders).toBe(1);
  });
});

describe('parameters no page reads', () => {
  it('are dropped with a 301 before the cache key: junk never renders, never is a stored copy, never reaches a link', async () => {
    const pending: Promise<unknown>[] = [];
    const deps = {
      cache: defaultCache(),
      variant: pageVariant('dev', false),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      keepParam: (name: string) => isPageParam(name, false),
    };
    let renders = 0;
    const render = (url: string) => async () => {
      renders++;
      return new Response(`<a href="${new URL(url).search}">next</a>`, { headers: { 'content-type': 'text/html' } });
    };
    const junk = `https://market.test/explore/collections?sort=name&junk=${'x'.repeat(60_000)}&utm_source=ad&page=3`;
    const refused = await cachedPage(new Request(junk), render(junk), deps);
    expect(refused.status).toBe(301);
    expect(refused.headers.get('location')).toBe('/explore/collections?sort=name&page=3');
    expect(renders).toBe(0);
    expect(await defaultCache().match(junk)).toBeUndefined();

    const clean = 'https://market.test/explore/collections?sort=name&page=3';
    const first = await cachedPage(new Request(clean), render(clean), deps);
    expect([first.status, first.headers.get('x-cache'), await first.text()]).toEqual([200, 'MISS', '<a href="?sort=name&page=3">next</a>']);
    await Promise.all(pending.splice(0));
    // Another junk value is the same 301, and the clean page is one stored copy, rendered once.
    expect((await cachedPage(new Request(`${clean}&other=${Math.random()}`), render(clean), deps)).status).toBe(301);
    expect((await cachedPage(new Request(clean), render(clean), deps)).headers.get('x-cache')).toBe('HIT');
    expect(renders).toBe(1);
  });

  it("keeps what pages read: the list filters, a list's own page, the NFT page's action link, and on the devnet the dev wallet's link", () => {
    for (const name of ['page', 'sort', 'attributes', 'price_from', 'rank_to', 'listed', 'q', 'status', 'received_page', 'action', 'offer'])
      expect(isPageParam(name, false), name).toBe(true);
    for (const name of ['junk', 'utm_source', '__variant', 'PAGE', 'devnet-wallet', '_page'])
      expect(isPageParam(name, false), name).toBe(false);
    expect(isPageParam('devnet-wallet', true)).toBe(true);
  });
});
