/**
 * Off-chain metadata: an NFT whose `_json` holds a URL (ipfs:// or https://) instead of the JSON. The
 * reader fetches it under the media proxy's rules (functions/media): https on a public host only
 * (no IP literals, internal names or this site, every redirect checked again, at most MAX_REDIRECTS),
 * IPFS through the configured gateways, the proxy's time limit, and a size cap. Anything refused or
 * unreadable leaves the NFT without metadata, as a broken on-chain JSON would.
 */
import { DEFAULT_TIMEOUT_MS, MAX_REDIRECTS } from '../media/proxy';
import { checkWebUrl, gatewayChain, normaliseCid, normaliseIpfsPath } from '../media/targets';
import { streamTextWithin } from '../platform/capped-text';

/** Metadata JSON is small; anything larger is refused. */
export const MAX_META_BYTES = 256 * 1024;

export interface OffChainDeps {
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** IPFS gateway base URLs (MEDIA_GATEWAYS), in order. */
  readonly gateways?: string | readonly string[] | null;
  /** The site's own host: never fetched. */
  readonly selfHost: string;
  readonly timeoutMs?: number;
}

/** The URL a `_json` field names instead of holding JSON; null when it holds JSON (or nothing usable). */
export function offChainUrl(json: string): string | null {
  const text = json.trim();
  return /^(?:ipfs|https?):\/\/\S+$/i.test(text) ? text : null;
}

/** The URLs to try for `url`, in order; empty when the rules refuse it. */
export function metaSources(url: string, deps: Pick<OffChainDeps, 'gateways' | 'selfHost'>): { url: string; web: boolean }[] {
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([^/?#]+)((?:\/[^?#]*)?)$/i.exec(url);
  if (ipfs) {
    const cid = normaliseCid(ipfs[1]!);
    const path = normaliseIpfsPath((ipfs[2] ?? '').split('/'));
    if (!cid || path === null) return [];
    return gatewayChain(deps.gateways).map((gateway) => ({ url: `${gateway}${cid}${path ? `/${path}` : ''}`, web: false }));
  }
  const checked = checkWebUrl(url, deps.selfHost);
  return typeof checked === 'string' ? [] : [{ url: checked.href, web: true }];
}

async function readCapped(response: Response, max: number): Promise<string | null> {
  const stated = Number(response.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(stated) && stated > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return null;
  return streamTextWithin(response.body, max);
}

/** One source within the time limit, following web redirects by hand under the same checks. */
async function fetchOne(source: { url: string; web: boolean }, deps: OffChainDeps): Promise<Record<string, unknown> | undefined> {
  const signal = AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let current = source.url;
  for (let hop = 0; ; hop++) {
    const response = await deps.fetch(current, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: source.web ? 'manual' : 'follow',
      signal,
    });
    if (source.web && [301, 302, 303, 307, 308].includes(response.status)) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) return undefined;
      const next = checkWebUrl(new URL(response.headers.get('location') ?? '', current).href, deps.selfHost);
      if (typeof next === 'string') return undefined;
      current = next.href;
      continue;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    const text = await readCapped(response, MAX_META_BYTES);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  }
}

/** The metadata JSON at `url`, or undefined when refused, missing, too large, too slow or not a JSON object. */
export async function fetchOffChainMeta(url: string, deps: OffChainDeps): Promise<Record<string, unknown> | undefined> {
  for (const source of metaSources(url, deps)) {
    try {
      const meta = await fetchOne(source, deps);
      if (meta) return meta;
    } catch {
      // unreachable, timed out or not JSON: the next gateway, if any
    }
  }
  return undefined;
}
