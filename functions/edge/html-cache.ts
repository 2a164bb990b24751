// The HTML cache for pages (and the NFT share cards): the Cache API keyed by URL. Found pages are fresh for 900 s and not-found pages
// for 60 s (spec §9), then served stale while one request re-renders them in the background. Entries for an
// NFT, collection or profile are purged when the indexer writes an event that touches it.
import { PAGE_CACHE_EXISTING_SECONDS, PAGE_CACHE_NOT_FOUND_SECONDS } from '../../src/lib/constants';
import { ogCardPath, ogCollectionCardPath } from '../../src/lib/og-card';
import { PROFILE_STATUS_FILTERS } from '../../src/lib/profile-filters';

/** How long past freshness a page may still be served while it re-renders. */
export const STALE_WHILE_REVALIDATE_SECONDS = 86_400;
const STORED_AT = 'x-cache-stored-at';

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

/**
 * The URL without the cache's internal parameters, or null when it had none. A request carrying one is
 * redirected there before anything renders, or a page whose links carry the visitor's value would be
 * stored under the clean key and served to everyone.
 */
export function withoutInternalParams(url: URL): URL | null {
  if (!url.searchParams.has(VARIANT_PARAM)) return null;
  const clean = new URL(url);
  clean.searchParams.delete(VARIANT_PARAM);
  return clean;
}

/** The URL, plus the page variant (the state of the flags a page shows), so a flip never serves the old variant. */
function cacheKey(request: Request, variant: string): Request {
  const url = new URL(request.url);
  url.hash = '';
  if (variant) url.searchParams.set(VARIANT_PARAM, variant);
  return new Request(url.toString(), { method: 'GET' });
}

function withCacheHeaders(response: Response, state: 'HIT' | 'MISS' | 'STALE'): Response {
  const out = new Response(response.body, response);
  out.headers.set('X-Cache', state);
  out.headers.set('Cache-Control', pageCacheControl(response.status));
  out.headers.delete(STORED_AT);
  return out;
}

async function store(cache: Cache, key: Request, response: Response, now: number): Promise<void> {
  const copy = new Response(response.body, response);
  const fresh = freshSecondsFor(response.status) ?? 0;
  // The Cache API evicts by this header; staleness is judged by STORED_AT.
  copy.headers.set('Cache-Control', `public, max-age=${fresh + STALE_WHILE_REVALIDATE_SECONDS}`);
  copy.headers.set(STORED_AT, String(now));
  await cache.put(key, copy);
}

/**
 * A background re-render replaces the stale entry, or drops it when the page may no longer be stored;
 * a server error (a failure, or a renderer too busy to draw) keeps it, for the next visit to retry.
 */
async function refresh(cache: Cache, key: Request, fresh: Response, storable: boolean, now: number): Promise<void> {
  if (storable) return store(cache, key, fresh, now);
  await fresh.body?.cancel();
  if (fresh.status < 500) await cache.delete(key);
}

export interface HtmlCacheDeps {
  cache: Cache;
  /** What else, besides the URL, the page's HTML depends on (e.g. `banner`); empty for none. */
  variant?: string;
  waitUntil(promise: Promise<unknown>): void;
  now?: () => number;
  /** The content types it stores (default: HTML only, so Astro's other endpoints pass through). */
  storedTypes?: readonly string[];
}

const HTML_ONLY = ['text/html'];

/** Serves a page from the cache, or renders it and stores it when it may be stored. */
export async function cachedPage(request: Request, render: () => Promise<Response>, deps: HtmlCacheDeps): Promise<Response> {
  const clean = withoutInternalParams(new URL(request.url));
  if (clean) return new Response(null, { status: 301, headers: { Location: `${clean.pathname}${clean.search}`, 'Cache-Control': 'no-store' } });
  if (!isCacheable(request)) return render();
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
  const key = cacheKey(request, deps.variant ?? '');
  const storable = (response: Response) => mayStore(response, deps.storedTypes ?? HTML_ONLY);
  const hit = await deps.cache.match(key);
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
    const fresh = freshSecondsFor(hit.status) ?? 0;
    if (now() - storedAt <= fresh) return withCacheHeaders(hit, 'HIT');
    deps.waitUntil(render().then((fresh) => refresh(deps.cache, key, fresh, storable(fresh), now())));
    return withCacheHeaders(hit, 'STALE');
  }
  const rendered = await render();
  if (!storable(rendered)) {
    const out = new Response(rendered.body, rendered);
    out.headers.set('X-Cache', 'MISS');
    if (!out.headers.has('cache-control')) out.headers.set('Cache-Control', 'no-store');
    return out;
  }
  const [forCache, forClient] = rendered.body ? rendered.body.tee() : [null, null];
  deps.waitUntil(store(deps.cache, key, new Response(forCache, rendered), now()));
  return withCacheHeaders(new Response(forClient, rendered), 'MISS');
}

/**
 * The page paths an entity appears on, and an NFT's or a collection's share card. A profile's Bids and Offers tabs
 * count their status links (Active is the plain path, Ended and All carry `?status=`): those are the
 * views an action on the tab leads to. Other query-string variants expire on their own.
 */
export function pagesOf(touched: { nfts?: readonly string[]; collections?: readonly string[]; profiles?: readonly string[] }): string[] {
  const statusViews = (path: string) => [path, ...PROFILE_STATUS_FILTERS.filter((s) => s !== 'active').map((s) => `${path}?status=${s}`)];
  return [
    ...(touched.nfts ?? []).flatMap((a) => [`/nft/${a}`, ogCardPath(a)]),
    ...(touched.collections ?? []).flatMap((a) => [`/collection/${a}`, `/collection/${a}/activity`, ogCollectionCardPath(a)]),
    ...(touched.profiles ?? []).flatMap((a) => [`/profile/${a}`, `/profile/${a}/activity`, ...statusViews(`/profile/${a}/bids`), ...statusViews(`/profile/${a}/offers`)]),
  ];
}

/** Drops the cached pages of what an indexed event touched, so the next load shows it. */
export async function purgePages(cache: Cache, origin: string, paths: readonly string[], buildId = currentBuildId()): Promise<void> {
  const variants = [pageVariant(buildId, false), pageVariant(buildId, true)];
  const keys = paths.flatMap((path) => variants.map((variant) => cacheKey(new Request(new URL(path, origin)), variant)));
  await Promise.all(keys.map((key) => cache.delete(key)));
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
