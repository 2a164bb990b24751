import { describe, expect, it } from 'vitest';
import { cachedPage, pagesOf, pageVariant, purgePages } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';

function htmlPage(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

function harness(nowSeconds: () => number) {
  const pending: Promise<unknown>[] = [];
  let renders = 0;
  const deps = { cache: defaultCache(), waitUntil: (p: Promise<unknown>) => pending.push(p), now: nowSeconds, variant: 'dev' };
  return {
    async get(url: string, make: () => Response | Promise<Response>, init?: RequestInit) {
      const res = await cachedPage(new Request(url, init), async () => (renders++, make()), deps);
      const text = await res.text();
      await Promise.all(pending.splice(0));
      return { res, text };
    },
    renders: () => renders,
  };
}

describe('the HTML cache', () => {
  it('renders once, then serves the stored page with X-Cache HIT and edge-friendly Cache-Control', async () => {
    const h = harness(() => 1_000);
    const url = 'https://market.test/nft/0:' + '1'.repeat(64);
    const first = await h.get(url, () => htmlPage(200, 'v1'));
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=900, stale-while-revalidate=86400');
    const second = await h.get(url, () => htmlPage(200, 'v2'));
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe('v1');
    expect(h.renders()).toBe(1);
  });

  it('keeps not-found pages 60 s and then serves them stale while re-rendering', async () => {
    let now = 5_000;
    const h = harness(() => now);
    const url = 'https://market.test/nft/0:' + '2'.repeat(64);
    await h.get(url, () => htmlPage(404, 'missing'));
    now += 61;
    const stale = await h.get(url, () => htmlPage(200, 'found now'));
    expect(stale.res.headers.get('x-cache')).toBe('STALE');
    expect(stale.text).toBe('missing');
    const fresh = await h.get(url, () => htmlPage(200, 'never'));
    expect(fresh.res.headers.get('x-cache')).toBe('HIT');
    expect(fresh.text).toBe('found now');
  });

  it('keeps no copy in memory that a purge made while it was being read outdated: the next load renders again', async () => {
    const h = harness(() => 12_000);
    const url = 'https://market.test/profile/0:' + '7'.repeat(64);
    await h.get(url, () => htmlPage(200, 'old name'));
    // A load in flight (it read the stored copy before the purge; a prefetch, say) while the profile is saved.
    const cache = defaultCache();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowCache = {
      match: async (request: RequestInfo) => {
        const found = await cache.match(request);
        await gate;
        return found;
      },
      put: cache.put.bind(cache),
      delete: cache.delete.bind(cache),
    } as unknown as Cache;
    const inFlight = cachedPage(new Request(url), async () => htmlPage(200, 'never'), {
      cache: slowCache,
      waitUntil: () => undefined,
      now: () => 12_000,
      variant: 'dev',
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await purgePages(cache, 'https://market.test', pagesOf({ profiles: ['0:' + '7'.repeat(64)] }));
    release();
    expect(await (await inFlight).text()).toBe('old name');
    const reload = await h.get(url, () => htmlPage(200, 'new name'));
    expect(reload.text).toBe('new name');
  });

  it("a reload asks past the isolate's memory: a copy kept hot here never hides a purge made in another isolate", async () => {
    const h = harness(() => 13_000);
    const path = '/profile/0:' + '6'.repeat(64);
    const url = `https://market.test${path}`;
    await h.get(url, () => htmlPage(200, 'old name'));
    expect((await h.get(url, () => htmlPage(200, 'x'))).res.headers.get('x-cache')).toBe('HIT');
    // Another isolate saves the profile: its purge drops the path's generation marker in the shared cache
    // (as purgePages does there), and this isolate's memory does not hear of it.
    await defaultCache().delete(new Request(`https://market.test${path}?__generation`));
    // A plain visit within the hot second may still get this isolate's copy; the reload after Save may not.
    const reload = await h.get(url, () => htmlPage(200, 'new name'), { headers: { 'cache-control': 'max-age=0' } });
    expect([reload.res.headers.get('x-cache'), reload.text]).toEqual(['MISS', 'new name']);
    const liveRows = await h.get(url, () => htmlPage(200, 'newer'), { headers: { pragma: 'no-cache', 'cache-control': 'no-cache' } });
    expect(liveRows.text).toBe('new name');
  });

  it('never stores a response that depends on who asks, nor errors', async () => {
    const h = harness(() => 9_000);
    const url = 'https://market.test/profile/0:' + '3'.repeat(64);
    await h.get(url, () => htmlPage(200, 'a', { 'set-cookie': 'session=1' }));
    await h.get(url, () => htmlPage(200, 'b', { 'cache-control': 'private' }));
    await h.get(url, () => htmlPage(500, 'c'));
    await h.get(url, () => htmlPage(200, 'd'), { headers: { authorization: 'Bearer x' } });
    expect(h.renders()).toBe(4);
  });

  it('stores only HTML unless told which other types to keep', async () => {
    const png = () => new Response('png bytes', { headers: { 'content-type': 'image/png' } });
    const pending: Promise<unknown>[] = [];
    const deps = { cache: defaultCache(), waitUntil: (p: Promise<unknown>) => pending.push(p), now: () => 30_000, variant: 'dev' };
    const get = async (url: string, storedTypes?: readonly string[]) => {
      const res = await cachedPage(new Request(url), async () => png(), storedTypes ? { ...deps, storedTypes } : deps);
      await res.arrayBuffer();
      await Promise.all(pending.splice(0));
      return res.headers.get('x-cache');
    };
    const card = 'https://market.test/og/nft/0:' + '6'.repeat(64) + '.png';
    await get(card);
    expect(await get(card)).toBe('MISS');
    await get(card, ['image/png']);
    expect(await get(card, ['image/png'])).toBe('HIT');
  });

  it('a purge makes the next load a MISS that shows the new state', async () => {
    const h = harness(() => 20_000);
    const nft = '0:' + '4'.repeat(64);
    const url = `https://market.test/nft/${nft}`;
    await h.get(url, () => htmlPage(200, 'owner A'));
    expect((await h.get(url, () => htmlPage(200, 'x'))).res.headers.get('x-cache')).toBe('HIT');
    await purgePages(defaultCache(), 'https://market.test', pagesOf({ nfts: [nft] }));
    const after = await h.get(url, () => htmlPage(200, 'owner B'));
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(after.text).toBe('owner B');
  });

  it('a purge of a path takes every view of it: sorted, filtered, page 2, with and without the banner', async () => {
    const h = harness(() => 21_000);
    const collection = '0:' + '7'.repeat(64);
    const views = ['', '?sort=price:asc', '?sale_type=sell&price_from=1&price_token=venom', '?page=2'].map(
      (query) => `https://market.test/collection/${collection}${query}`,
    );
    for (const url of views) await h.get(url, () => htmlPage(200, 'listed'));
    for (const url of views) expect((await h.get(url, () => htmlPage(200, 'x'))).text).toBe('listed');
    const other = `https://market.test/collection/0:${'8'.repeat(64)}?sort=price:asc`;
    await h.get(other, () => htmlPage(200, 'other'));
    await purgePages(defaultCache(), 'https://market.test', pagesOf({ collections: [collection] }));
    for (const url of views) {
      const after = await h.get(url, () => htmlPage(200, 'sold'));
      expect(after.res.headers.get('x-cache'), url).toBe('MISS');
      expect(after.text).toBe('sold');
    }
    expect((await h.get(other, () => htmlPage(200, 'never'))).text).toBe('other');
  });

  it('a copy rendered while its path was purged is outdated at once', async () => {
    const h = harness(() => 22_000);
    const nft = '0:' + '9'.repeat(64);
    const url = `https://market.test/nft/${nft}?tab=history`;
    await h.get(url, () => htmlPage(200, 'seed'));
    await purgePages(defaultCache(), 'https://market.test', pagesOf({ nfts: [nft] }));
    // The render reads the old state; the indexer commits and purges before the copy is stored.
    const raced = await h.get(url, async () => {
      await purgePages(defaultCache(), 'https://market.test', pagesOf({ nfts: [nft] }));
      return htmlPage(200, 'owner A (read before the sale)');
    });
    expect(raced.text).toBe('owner A (read before the sale)');
    const next = await h.get(url, () => htmlPage(200, 'owner B'));
    expect(next.res.headers.get('x-cache')).toBe('MISS');
    expect(next.text).toBe('owner B');
  });

  it('the generation marker is never a visitor parameter', async () => {
    const h = harness(() => 23_000);
    const res = await h.get('https://market.test/explore/items?page=2&__generation', () => htmlPage(200, 'x'));
    expect(res.res.status).toBe(301);
    expect(res.res.headers.get('location')).toBe('/explore/items?page=2');
  });
});

describe('page variants', () => {
  it('a page cached by one build is not served by the next one', async () => {
    const url = 'https://market.test/nft/0:' + '5'.repeat(64);
    const pending: Promise<unknown>[] = [];
    const deps = (variant: string) => ({
      cache: defaultCache(),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      now: () => 1,
      variant,
    });
    await cachedPage(new Request(url), async () => htmlPage(200, 'build A'), deps(pageVariant('a', false)));
    await Promise.all(pending.splice(0));
    const next = await cachedPage(new Request(url), async () => htmlPage(200, 'build B'), deps(pageVariant('b', false)));
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await next.text()).toBe('build B');
    const banner = await cachedPage(new Request(url), async () => htmlPage(200, 'B with banner'), deps(pageVariant('b', true)));
    expect(banner.headers.get('x-cache')).toBe('MISS');
  });
});

describe('pagesOf', () => {
  it('lists the paths an NFT and a collection (each with its share card and the lists) and a profile appear on, each standing for all its views', () => {
    expect(pagesOf({ nfts: ['0:a'], collections: ['0:c'], profiles: ['0:p'] })).toEqual([
      '/',
      '/explore/items',
      '/explore/activity',
      '/explore/collections',
      '/buy',
      '/search',
      '/nft/0:a',
      '/og/nft/0:a.png',
      '/collection/0:c',
      '/collection/0:c/activity',
      '/collection/0:c/analytics',
      '/og/collection/0:c.png',
      '/profile/0:p',
      '/profile/0:p/activity',
      '/profile/0:p/bids',
      '/profile/0:p/offers',
      '/profile/0:p/watchlist',
    ]);
    // A profile alone (an edit) touches no list.
    expect(pagesOf({ profiles: ['0:p'] })).not.toContain('/');
  });

  it('a purge takes the page however its address is spelled in the path (a percent-encoded colon)', async () => {
    const cache = await caches.open('html-cache-colon');
    const pending: Promise<unknown>[] = [];
    let renders = 0;
    const page = async (path: string) => {
      const res = await cachedPage(
        new Request(`https://market.test${path}`),
        async () => new Response(`render ${++renders}`, { headers: { 'content-type': 'text/html' } }),
        { cache, waitUntil: (p) => pending.push(p) },
      );
      const body = await res.text();
      await Promise.all(pending.splice(0));
      return { cache: res.headers.get('x-cache'), body };
    };
    expect((await page('/profile/0%3Ap/bids')).cache).toBe('MISS');
    expect((await page('/profile/0%3Ap/bids')).cache).toBe('HIT');
    await purgePages(cache, 'https://market.test', pagesOf({ profiles: ['0:p'] }));
    expect(await page('/profile/0%3Ap/bids')).toEqual({ cache: 'MISS', body: 'render 2' });
  });
});
