// What a /media/ request asks for, checked before anything is fetched: an IPFS CID and path, or an https
// URL on a public host (the SSRF guard, also applied to every redirect). Each target has one normalised
// proxy URL, which is also its cache key.

export const DEFAULT_GATEWAYS: readonly string[] = [
  'https://ipfs.io/ipfs/',
  'https://dweb.link/ipfs/',
  'https://gateway.pinata.cloud/ipfs/',
  'https://w3s.link/ipfs/',
];

/** Cloudflare's public IPFS gateway, retired in 2024: never called, even when configured. */
const RETIRED_GATEWAY_HOST = /(?:^|\.)(?:cloudflare-ipfs\.com|cf-ipfs\.com)$/i;

/** The gateway chain, in order: https base URLs (each ending in "/") from a list or a comma-separated string; the defaults when none is usable. */
export function gatewayChain(configured: string | readonly string[] | undefined | null): string[] {
  const entries = typeof configured === 'string' ? configured.split(',') : (configured ?? []);
  const chain: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) continue;
    if (RETIRED_GATEWAY_HOST.test(url.hostname.replace(/\.$/, ''))) continue;
    const base = url.href.endsWith('/') ? url.href : `${url.href}/`;
    if (!chain.includes(base)) chain.push(base);
  }
  return chain.length > 0 ? chain : [...DEFAULT_GATEWAYS];
}

export function isRetiredGateway(url: string): boolean {
  try {
    return RETIRED_GATEWAY_HOST.test(new URL(url).hostname.replace(/\.$/, ''));
  } catch {
    return true;
  }
}

export type MediaTarget = { kind: 'ipfs'; cid: string; path: string; key: string } | { kind: 'web'; url: URL; key: string };
export type TargetError = { error: string; status: 400 | 404 };

const CID_V0 = /^Qm[1-9A-HJ-NP-Za-km-z]{44}$/;
const CID_V1_BASE32 = /^ba[a-z2-7]{56,200}$/;
const MAX_SEGMENTS = 32;
const MAX_SEGMENT_CHARS = 255;
const MAX_PATH_CHARS = 1024;
const MAX_SRC_CHARS = 2048;

/** A CIDv0 (base58btc, "Qm…", 46 characters) or a CIDv1 in base32 ("ba…"; upper case is folded), else null. */
export function normaliseCid(value: string): string | null {
  if (CID_V0.test(value)) return value;
  const lower = /^B[A-Z2-7]+$/.test(value) ? value.toLowerCase() : value;
  return CID_V1_BASE32.test(lower) ? lower : null;
}

/** The path inside a CID, re-encoded segment by segment; null when a segment is unsafe or it is too long. */
export function normaliseIpfsPath(segments: readonly string[]): string | null {
  const out: string[] = [];
  for (const raw of segments) {
    if (raw === '') continue; // "a//b" and a trailing "/" collapse
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (segment === '.' || segment === '..' || /[\u0000-\u001f\u007f/\\]/.test(segment)) return null;
    if (segment.length > MAX_SEGMENT_CHARS) return null;
    out.push(encodeURIComponent(segment));
  }
  if (out.length > MAX_SEGMENTS) return null;
  const path = out.join('/');
  return path.length > MAX_PATH_CHARS ? null : path;
}

const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HOST_CHARS = /^[a-z0-9._-]+$/;
/** Names that only resolve inside a network, and reserved ones. */
const PRIVATE_SUFFIX =
  /(?:^|\.)(?:localhost|local|localdomain|internal|intranet|lan|home|corp|private|home\.arpa|arpa|test|invalid|onion)$/;

/**
 * An https URL the proxy may fetch, or why not: https only, no credentials, the default port, a public
 * host name (no IP literals of any form, no single-label or internal names, not this site itself).
 */
export function checkWebUrl(raw: string, selfHost: string): URL | string {
  if (raw.length > MAX_SRC_CHARS) return 'src is too long';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'src is not a URL';
  }
  if (url.protocol !== 'https:') return 'src must be an https URL';
  if (url.username || url.password) return 'src must not carry credentials';
  if (url.port !== '') return 'src must use the default https port';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  // The URL parser turns every IPv4 spelling (decimal, hex, octal, short) into dotted decimal.
  if (host.startsWith('[') || IPV4_LITERAL.test(host)) return 'src must not be an IP address';
  if (!HOST_CHARS.test(host) || !host.includes('.')) return 'src host is not a public name';
  if (PRIVATE_SUFFIX.test(host)) return 'src host is not a public name';
  if (host === selfHost.toLowerCase().replace(/\.$/, '')) return 'src must not point at this site';
  url.hash = '';
  return url;
}

/** Parses /media/ipfs/<cid>/<path> and /media/web?src=<https URL>. */
export function parseMediaRequest(url: URL): MediaTarget | TargetError {
  const { pathname } = url;
  if (pathname.startsWith('/media/ipfs/')) {
    const [cidPart = '', ...rest] = pathname.slice('/media/ipfs/'.length).split('/');
    const cid = normaliseCid(cidPart);
    if (!cid) return { status: 400, error: 'Not a valid IPFS CID' };
    const path = normaliseIpfsPath(rest);
    if (path === null) return { status: 400, error: 'Not a valid IPFS path' };
    return { kind: 'ipfs', cid, path, key: `/media/ipfs/${cid}${path ? `/${path}` : ''}` };
  }
  if (pathname === '/media/web') {
    const sources = url.searchParams.getAll('src');
    if (sources.length !== 1 || !sources[0]) return { status: 400, error: 'Give exactly one src' };
    const checked = checkWebUrl(sources[0], url.hostname);
    if (typeof checked === 'string') return { status: 400, error: checked };
    return { kind: 'web', url: checked, key: `/media/web?src=${encodeURIComponent(checked.href)}` };
  }
  return { status: 404, error: 'Not found' };
}
