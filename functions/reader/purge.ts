/**
 * Drops the cached HTML (functions/platform/html-cache.ts) of what an ingest touched. The chain reader calls
 * it after each commit, whatever the chain and whoever woke it (alarm, cron, devnet poke, page refresh,
 * backfill). The Cache API is per data centre: this purges where the reader runs; other data centres
 * keep their copies until the pages' TTL.
 */
import { pagesOf, purgePages } from '../platform/html-cache';
import { defaultCache } from '../platform/runtime';

export type Touched = { readonly nfts: readonly string[]; readonly collections: readonly string[]; readonly profiles: readonly string[] };

/** Page paths purged per call at most (each with all its views); a huge backfill leaves the rest to their TTL. */
export const MAX_PURGED_PAGES = 250;

/** The origin part of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  const parsed = URL.parse(url ?? '');
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

/** Drops the cached pages of what ingest touched, on `origin`. */
export async function purgeTouched(origin: string, touched: Touched | undefined): Promise<void> {
  if (!touched) return;
  const pages = [...new Set(pagesOf(touched))].slice(0, MAX_PURGED_PAGES);
  if (pages.length > 0) await purgePages(defaultCache(), origin, pages);
}
