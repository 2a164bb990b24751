// The HTML cache for pages (and the NFT share cards): the Cache API keyed by URL. Found pages are fresh for 900 s and not-found pages
// for 60 s (spec §9), then served stale while one request re-renders them in the background. Entries for an
// NFT, collection or profile are purged when the indexer writes an event that touches it: the purge drops
// the path's generation marker, which every stored copy of that path names, so all its views go at once
// (`?sort=`, `?price_from=`, page 2...), not only the URLs a purge could list.
// When a page cannot be rendered (a 5xx: the database is down), its stored copy stands in for it
// (stale-if-error, up to an hour past the stale window), marked `X-Cache: STALE-IF-ERROR`, and the copy
// is not re-rendered again for a few seconds, so an outage is not met with a render per visit.
import { PAGE_CACHE_EXISTING_SECONDS, PAGE_CACHE_NOT_FOUND_SECONDS, PAGE_CACHE_STALE_IF_ERROR_SECONDS } from '@shared/lib/constants';
import { ogCardPath, ogCollectionCardPath } from '@shared/lib/og-card';

/** How long past freshness a page may still be served while it re-renders. */
export const STALE_WHILE_REVALIDATE_SECONDS = 86_400;
const STORED_AT = 'x-cache-stored-at';
/** The generation of its path a copy was rendered in; a copy of an older generation is outdated. */
const GENERATION = 'x-cache-generation';
/** When a re-render of the stored page last failed (seconds), and in which generation of its path. */
const RENDER_FAILED_AT = 'x-cache-render-failed-at';
const RENDER_FAILED_IN = 'x-cache-render-failed-in';
/** How long after a failed re-render the stored copy is served without trying again. */
export const RENDER_RETRY_SECONDS = 10;

export function freshSecondsFor(status: number): number | null {
  if (status === 200) return PAGE_CACHE_EXISTING_SECONDS;
  if (status === 404) return PAGE_CACHE_NOT_FOUND_SECONDS;
  return null;
}

/** The Cache-Control a page is sent with: browsers revalidate, the edge keeps it. */
export function pageCacheControl(status: number): string {
  const fresh = freshSecondsFor(status);
  if (fresh === null) return 'no-store';
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** A browser's reload, or a fetch that bypasses its cache, says so in Cache-Control (Pragma for old clients). */
function revalidates(request: Request): boolean {
  const control = request.headers.get('cache-control') ?? '';
  return /\b(max-age=0|no-cache)\b/i.test(control) || /no-cache/i.test(request.headers.get('pragma') ?? '');
}

function isCacheable(request: Request): boolean {
  return request.method === 'GET' && !request.headers.has('authorization');
}

/** A response that depends on who asked, or says so, is never stored; nor one of a type not meant for this cache. */
function mayStore(response: Response, types: readonly string[]): boolean {
  const control = response.headers.get('cache-control') ?? '';
  const type = response.headers.get('content-type') ?? '';
  return (
    freshSecondsFor(response.status) !== null &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/i.test(control) &&
    types.some((stored) => type.startsWith(stored))
  );
}

/** The query parameter that carries the page variant in cache keys; never taken from a visitor. */
const VARIANT_PARAM = '__variant';
/** The query parameter of a path's generation marker in the cache; never taken from a visitor either. */
const GENERATION_PARAM = '__generation';
const INTERNAL_PARAMS = [VARIANT_PARAM, GENERATION_PARAM];

/**
 * The URL without the cache's internal parameters, nor those `keepParam` does not keep, or null when it
 * had none. A request carrying one is redirected there before anything renders: an internal one, or a
 * page whose links carry the visitor's value would be stored under the clean key and served to everyone;
 * one the page does not read, or junk would make a stored copy and a render of its own.
 */
export function withoutStrayParams(url: URL, keepParam: (name: string) => boolean = () => true): URL | null {
  const stray = (name: string) => INTERNAL_PARAMS.includes(name) || !keepParam(name);
  const names = [...new Set(url.searchParams.keys())];
  if (!names.some(stray)) return null;
  const clean = new URL(url);
  for (const name of names) if (stray(name)) clean.searchParams.delete(name);
  return clean;
}

/** The URL, plus the page variant (the state of the flags a page shows), so a flip never serves the old variant. */
function cacheKeyUrl(requestUrl: URL, variant: string): string {
  const url = new URL(requestUrl);
  url.hash = '';
  if (variant) url.searchParams.set(VARIANT_PARAM, variant);
  return url.toString();
}

const cacheKey = (keyUrl: string) => new Request(keyUrl, { method: 'GET' });

/** The cache key of a path's generation marker: one per path, whatever the query, build or banner. */
function generationKey(url: URL): Request {
  return cacheKey(`${url.origin}${pathKey(url)}?${GENERATION_PARAM}`);
}

/** The path as the purge names it: `/profile/0%3Aab…` and `/profile/0:ab…` are one page (its route takes both). */
function pathKey(url: URL): string {
  return url.pathname.replace(/%3a/gi, ':');
}

/**
 * The path's current generation, made (and stored) when the path has none. It is taken before a render,
 * so a purge during the render leaves the rendered copy in the old generation: outdated at once.
 */
async function currentGeneration(cache: Cache, marker: Request, found: Response | undefined): Promise<string> {
  const known = found?.headers.get(GENERATION);
  if (known) return known;
  const generation = crypto.randomUUID();
  const seconds = keptSeconds(200);
  await cache.put(marker, new Response(null, { headers: { [GENERATION]: generation, 'Cache-Control': `public, max-age=${seconds}` } }));
  return generation;
}

/**
 * Hot pages: a fresh page found in the Cache API is also kept in this isolate's memory for a moment, so
 * a page under load is served without a Cache API round trip per visit. A purge or a new copy stored by
 * this isolate drops it at once; one stored or purged elsewhere shows here within HOT_MS, as the flags do.
 */
export const HOT_MS = 1_000;
const HOT_MAX_ENTRIES = 64;
const HOT_MAX_BYTES = 8 * 1024 * 1024;
interface HotPage {
  status: number;
  /** The headers it is sent with (X-Cache HIT, the page's Cache-Control). */
  headers: Headers;
  body: ArrayBuffer;
  storedAt: number;
  /** Date.now() after which the Cache API is asked again. */
  until: number;
}
const hotPages = new Map<string, HotPage>();
let hotBytes = 0;
/**
 * How many purges this isolate has made: a request that read its copy before a purge must not keep that
 * copy hot after it (the reload right after a profile's save would be answered from memory, unchanged).
 */
let purges = 0;

function forgetHot(keyUrl: string): void {
  const page = hotPages.get(keyUrl);
  if (!page) return;
  hotPages.delete(keyUrl);
  hotBytes -= page.body.byteLength;
}

function keepHot(keyUrl: string, page: HotPage): void {
  forgetHot(keyUrl);
  if (page.body.byteLength > HOT_MAX_BYTES / 4) return;
  hotPages.set(keyUrl, page);
  hotBytes += page.body.byteLength;
  // Map order is insertion order: the oldest copies go first.
  for (const oldest of hotPages.keys()) {
    if (hotPages.size <= HOT_MAX_ENTRIES && hotBytes <= HOT_MAX_BYTES) break;
    forgetHot(oldest);
  }
}

/** A fresh page from the Cache API, answered, and remembered as a hot page unless a purge came since `purgesBefore`. */
async function servedHot(keyUrl: string, hit: Response, storedAt: number, purgesBefore: number): Promise<Response> {
  const headers = withCacheHeaders(new Response(null, hit), 'HIT').headers;
  const body = await hit.arrayBuffer();
  if (purges === purgesBefore) keepHot(keyUrl, { status: hit.status, headers, body, storedAt, until: Date.now() + HOT_MS });
  return new Response(body, { status: hit.status, headers });
}

function withCacheHeaders(response: Response, state: 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR'): Response {
  const out = new Response(response.body, response);
  out.headers.set('X-Cache', state);
  out.headers.set('Cache-Control', pageCacheControl(response.status));
  out.headers.delete(STORED_AT);
  out.headers.delete(RENDER_FAILED_AT);
  out.headers.delete(RENDER_FAILED_IN);
  out.headers.delete(GENERATION);
  return out;
}

/** Seconds a stored page is kept, counted from when it was rendered: fresh, stale, then stale-if-error. */
function keptSeconds(status: number): number {
  return (freshSecondsFor(status) ?? 0) + STALE_WHILE_REVALIDATE_SECONDS + PAGE_CACHE_STALE_IF_ERROR_SECONDS;
}

/** Stores a page; `storedAt` is when it was rendered, so a re-stored copy keeps its age and generation. */
async function put(cache: Cache, key: Request, response: Response, storedAt: number, now: number): Promise<void> {
  forgetHot(key.url);
  const copy = new Response(response.body, response);
  // The Cache API evicts by this header; staleness is judged by STORED_AT.
  copy.headers.set('Cache-Control', `public, max-age=${Math.max(1, storedAt + keptSeconds(response.status) - now)}`);
  copy.headers.set(STORED_AT, String(storedAt));
  await cache.put(key, copy);
}

/** Stores a new render, in the generation its path had when the render began. */
function store(cache: Cache, key: Request, response: Response, generation: string, now: number): Promise<void> {
  const copy = new Response(response.body, response);
  copy.headers.set(GENERATION, generation);
  return put(cache, key, copy, now, now);
}

/**
 * Notes on the stored copy that its re-render failed in this generation of its path, so visits in the next
 * seconds do not retry; a purge since (a new generation) is rendered again at once.
 */
async function markRenderFailed(cache: Cache, key: Request, now: number, generation: string): Promise<void> {
  const stored = await cache.match(key);
  if (!stored) return;
  const copy = new Response(stored.body, stored);
  copy.headers.set(RENDER_FAILED_AT, String(now));
  copy.headers.set(RENDER_FAILED_IN, generation);
  await put(cache, key, copy, Number(stored.headers.get(STORED_AT) ?? now), now);
}

/**
 * A background re-render replaces the stale entry, or drops it when the page may no longer be stored;
 * a server error (a failure, or a renderer too busy to draw) keeps it, for stale-if-error.
 */
async function refresh(cache: Cache, key: Request, fresh: Response, storable: boolean, generation: string, now: number): Promise<void> {
  if (storable) return store(cache, key, fresh, generation, now);
  await fresh.body?.cancel();
  if (fresh.status >= 500) await markRenderFailed(cache, key, now, generation);
  else await cache.delete(key);
}

export interface HtmlCacheDeps {
  cache: Cache;
  /** What else, besides the URL, the page's HTML depends on (e.g. `banner`); empty for none. */
  variant?: string;
  waitUntil(promise: Promise<unknown>): void;
  now?: () => number;
  /** The query parameters the page reads (default: all); the others are dropped with a 301. */
  keepParam?: (name: string) => boolean;
  /** The content types it stores (default: HTML only, so Astro's other endpoints pass through). */
  storedTypes?: readonly string[];
}

const HTML_ONLY = ['text/html'];

/** Serves a page from the cache, or renders it and stores it when it may be stored. */
export async function cachedPage(request: Request, render: () => Promise<Response>, deps: HtmlCacheDeps): Promise<Response> {
  const url = new URL(request.url);
  const clean = withoutStrayParams(url, deps.keepParam);
  if (clean)
    return new Response(null, { status: 301, headers: { Location: `${clean.pathname}${clean.search}`, 'Cache-Control': 'no-store' } });
  if (!isCacheable(request)) return render();
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
  const keyUrl = cacheKeyUrl(url, deps.variant ?? '');
  // A reload (Cache-Control: max-age=0 or no-cache) asks past this isolate's memory: right after a save, a
  // copy kept hot here may predate a purge made in another isolate.
  const hot = revalidates(request) ? undefined : hotPages.get(keyUrl);
  if (hot && Date.now() < hot.until && now() - hot.storedAt <= (freshSecondsFor(hot.status) ?? 0)) {
    return new Response(hot.body, { status: hot.status, headers: hot.headers });
  }
  const purgesBefore = purges;
  const key = cacheKey(keyUrl);
  const marker = generationKey(url);
  const storable = (response: Response) => mayStore(response, deps.storedTypes ?? HTML_ONLY);
  const [hit, markerHit] = await Promise.all([deps.cache.match(key), deps.cache.match(marker)]);
  const generation = await currentGeneration(deps.cache, marker, markerHit);
  let rendered: Response | undefined;
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
    const age = now() - storedAt;
    const fresh = freshSecondsFor(hit.status) ?? 0;
    const current = hit.headers.get(GENERATION) === generation;
    if (current && age <= fresh) return servedHot(keyUrl, hit, storedAt, purgesBefore);
    // A render that failed moments ago is not tried again, unless the path was purged since: that copy
    // would hide the change (a profile just saved, shown unchanged after its reload).
    const failedRecently =
      hit.headers.get(RENDER_FAILED_IN) === generation &&
      now() - Number(hit.headers.get(RENDER_FAILED_AT) ?? -Infinity) < RENDER_RETRY_SECONDS;
    if (age <= keptSeconds(hit.status) && failedRecently) {
      return withCacheHeaders(hit, 'STALE-IF-ERROR');
    }
    if (current && age <= fresh + STALE_WHILE_REVALIDATE_SECONDS) {
      deps.waitUntil(render().then((fresh) => refresh(deps.cache, key, fresh, storable(fresh), generation, now())));
      return withCacheHeaders(hit, 'STALE');
    }
    // Past the stale window, or purged, the page is rendered on the request; if that fails, the copy stands in.
    rendered = await render();
    if (rendered.status >= 500 && age <= keptSeconds(hit.status)) {
      await rendered.body?.cancel();
      deps.waitUntil(markRenderFailed(deps.cache, key, now(), generation));
      return withCacheHeaders(hit, 'STALE-IF-ERROR');
    }
    await hit.body?.cancel();
  }
  rendered ??= await render();
  if (!storable(rendered)) {
    const out = new Response(rendered.body, rendered);
    out.headers.set('X-Cache', 'MISS');
    if (!out.headers.has('cache-control')) out.headers.set('Cache-Control', 'no-store');
    return out;
  }
  const [forCache, forClient] = rendered.body ? rendered.body.tee() : [null, null];
  deps.waitUntil(store(deps.cache, key, new Response(forCache, rendered), generation, now()));
  return withCacheHeaders(new Response(forClient, rendered), 'MISS');
}

/** A collection's and a profile's tab pages besides the plain path (every tab: each shows the header's figures). */
const COLLECTION_TABS = ['activity', 'analytics'];
const PROFILE_TABS = ['activity', 'bids', 'offers', 'watchlist'];
/**
 * The lists an NFT or a collection appears in: the home page (top collections, trending), Explore's items,
 * activity and collections (with the ranking), the buy-now list and the search results (collections with
 * their floor). Any market or NFT change can move them, so a change to an NFT or a collection purges them all.
 */
export const LIST_PAGES = ['/', '/explore/items', '/explore/activity', '/explore/collections', '/buy', '/search'] as const;

/**
 * The page paths that show what an event changed: the NFT's page and share card, its collection's tabs and
 * share card, every tab of each profile it touched, and (for an NFT or a collection) the lists. A purge of
 * a path takes all its views. The lists come first, so a purge cut short at its cap still drops them.
 */
export function pagesOf(touched: { nfts?: readonly string[]; collections?: readonly string[]; profiles?: readonly string[] }): string[] {
  const nfts = touched.nfts ?? [];
  const collections = touched.collections ?? [];
  return [
    ...(nfts.length + collections.length > 0 ? LIST_PAGES : []),
    ...nfts.flatMap((a) => [`/nft/${a}`, ogCardPath(a)]),
    ...collections.flatMap((a) => [
      `/collection/${a}`,
      ...COLLECTION_TABS.map((tab) => `/collection/${a}/${tab}`),
      ogCollectionCardPath(a),
    ]),
    ...(touched.profiles ?? []).flatMap((a) => [`/profile/${a}`, ...PROFILE_TABS.map((tab) => `/profile/${a}/${tab}`)]),
  ];
}

/** Drops the cached pages of what an indexed event touched, every view of each path, so the next load shows it. */
export async function purgePages(cache: Cache, origin: string, paths: readonly string[]): Promise<void> {
  const urls = paths.map((path) => new URL(path, origin));
  const purged = new Set(urls.map((url) => `${url.origin}${pathKey(url)}`));
  purges++;
  for (const keyUrl of hotPages.keys()) {
    const url = new URL(keyUrl);
    if (purged.has(`${url.origin}${pathKey(url)}`)) forgetHot(keyUrl);
  }
  await Promise.all(urls.map((url) => cache.delete(generationKey(url))));
}

/** This build's id (set by astro.config.mjs); 'dev' where no build defines it (tests). */
export function currentBuildId(): string {
  return import.meta.env.BUILD_ID ?? 'dev';
}

/**
 * What a page's HTML depends on besides its URL: the build (its asset file names, so cached HTML never
 * outlives them) and the wallet-upgrade banner flag.
 */
export function pageVariant(buildId: string, banner: boolean): string {
  return banner ? `${buildId}-banner` : buildId;
}
