// The sitemaps for search engines (not a route: Astro skips files starting with "_").
//   /sitemap.xml                 an index of the parts below
//   /sitemap/pages.xml           the fixed pages: home, explore tabs, buy, guide, terms
//   /sitemap/collections.xml     every collection page
//   /sitemap/nfts-<n>.xml        NFT pages, NFTS_PER_PART per part, by name (the API's stable name order)
// Everything is read through the API client (Astro.locals.api), never D1, so an external indexer
// (API_URL) serves the same sitemaps. URLs are absolute, from the request's origin.
import type { MarketplaceApi } from '~/api/client';
import { LIMIT_MAX, OFFSET_MAX } from '@shared/contract/requests/fields';

/** At most this many NFT URLs per part (the protocol allows 50,000; small parts stay quick to build). */
export const NFTS_PER_PART = 5_000;
/** The protocol's cap on the URLs of one sitemap file. */
export const URLS_PER_FILE_MAX = 50_000;
/**
 * The API pages by offset up to OFFSET_MAX, so NFT parts stop there: 20 parts, 100,000 NFTs. Past that
 * the index lists the first 100,000 by name; more would need a cursor in the API.
 */
export const NFT_PARTS_MAX = Math.floor(OFFSET_MAX / NFTS_PER_PART);
/** How many API pages of one part are requested at once. */
const CONCURRENT_PAGES = 10;

/** Search engines may keep these for an hour; browsers always ask again. */
const HEADERS_BASE = { 'Cache-Control': 'public, max-age=0, s-maxage=3600' };
export const XML_HEADERS = { ...HEADERS_BASE, 'Content-Type': 'application/xml; charset=utf-8' };
export const TEXT_HEADERS = { ...HEADERS_BASE, 'Content-Type': 'text/plain; charset=utf-8' };

/** The fixed pages; the guide and terms change only with a deploy, so the build time is their lastmod. */
export const FIXED_PAGES: readonly { path: string; fromBuild: boolean }[] = [
  { path: '/', fromBuild: false },
  { path: '/explore/items', fromBuild: false },
  { path: '/explore/collections', fromBuild: false },
  { path: '/explore/activity', fromBuild: false },
  { path: '/buy', fromBuild: false },
  { path: '/guide', fromBuild: true },
  { path: '/terms', fromBuild: true },
];

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${date}</${tag}>`;
}

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${parts.map((p) => entry('sitemap', p)).join('\n')}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: XML_HEADERS });
}

export function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** An absolute URL on this site for a root-relative path. */
export function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** The build time (BUILD_ID is Date.now() in base 36, astro.config.mjs) as a W3C date, if this is a build. */
export function buildDate(buildId = import.meta.env.BUILD_ID): string | undefined {
  if (!buildId || !/^[0-9a-z]{6,12}$/.test(buildId)) return undefined;
  const ms = parseInt(buildId, 36);
  // Only a plausible build time (2020 to a day ahead), never a misread id.
  if (!Number.isSafeInteger(ms) || ms < Date.UTC(2020, 0, 1) || ms > Date.now() + 86_400_000) return undefined;
  return new Date(ms).toISOString().slice(0, 10);
}

/** How many NFT parts there are: from the API's count of all NFTs (verified or not). */
export async function nftPartCount(api: MarketplaceApi): Promise<number> {
  const { totalCount } = await api.nfts({ withCount: true, verified: false, limit: 1 });
  return Math.min(NFT_PARTS_MAX, Math.ceil(totalCount / NFTS_PER_PART));
}

/** The NFT addresses of part `part` (1-based), by name then address, as the API orders them. */
export async function nftPartAddresses(api: MarketplaceApi, part: number): Promise<string[]> {
  const start = (part - 1) * NFTS_PER_PART;
  const offsets = Array.from({ length: NFTS_PER_PART / LIMIT_MAX }, (_, i) => start + i * LIMIT_MAX);
  const addresses: string[] = [];
  for (let i = 0; i < offsets.length; i += CONCURRENT_PAGES) {
    const pages = await Promise.all(
      offsets
        .slice(i, i + CONCURRENT_PAGES)
        .map((offset) => api.nfts({ verified: false, limit: LIMIT_MAX, offset, order: { field: 'name', direction: 'asc' } })),
    );
    for (const page of pages) addresses.push(...page.items.map((nft) => nft.address));
    // A short page is the end of the list: no need to ask past it.
    if (pages.some((page) => page.items.length < LIMIT_MAX)) break;
  }
  return addresses;
}

/** Every collection's address (verified or not: their NFTs are listed too), up to one file's worth. */
export async function collectionAddresses(api: MarketplaceApi): Promise<string[]> {
  const seen = new Set<string>();
  for (let offset = 0; offset < URLS_PER_FILE_MAX && offset <= OFFSET_MAX; offset += LIMIT_MAX) {
    const page = await api.collectionsSimple({ verified: false, limit: LIMIT_MAX, offset });
    // Ordered by owner count, which may move between pages: a Set keeps each collection once.
    for (const collection of page.items) seen.add(collection.address);
    if (page.items.length < LIMIT_MAX || offset + LIMIT_MAX >= page.totalCount) break;
  }
  return [...seen];
}
