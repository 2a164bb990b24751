// The media proxy: NFT media from IPFS and the web, served same-origin so pages never load untrusted URLs.
//   /media/ipfs/<cid>/<path>  through an ordered chain of IPFS gateways (MEDIA_GATEWAYS, or the defaults),
//                             each given DEFAULT_TIMEOUT_MS; timeouts, network errors and non-2xx fall through.
//   /media/web?src=<https>    one fetch, public https hosts only, at most MAX_REDIRECTS redirects, each checked.
// What comes back is recognised by its bytes (sniff.ts) and served only if it is an allowed type within its
// size limit, with nosniff and a sandboxing CSP (SVG can never run scripts). Results are kept in the
// Cache API under the normalised proxy URL: a day and immutable for IPFS (content-addressed), an hour for the web.
import { isRefusedDeclaredType, MAX_MEDIA_BYTES, maxBytesFor, SNIFF_BYTES, sniffMediaType, type MediaType } from './sniff';
import { checkWebUrl, gatewayChain, isRetiredGateway, parseMediaRequest, type MediaTarget } from './targets';
import { defaultCache } from '../platform/runtime';

export const MEDIA_PREFIX = '/media/';
/** Per gateway (IPFS) or for the whole redirect chain (web): until the response headers and first bytes arrive. */
export const DEFAULT_TIMEOUT_MS = 4_000;
/** Reading a body of unknown length (no Content-Length), which is buffered so an oversized one is a clean 413. */
export const BODY_TIMEOUT_MS = 30_000;
export const MAX_REDIRECTS = 3;
export const IPFS_CACHE_CONTROL = 'public, max-age=86400, immutable';
export const WEB_CACHE_CONTROL = 'public, max-age=3600';
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const MEDIA_CSP = "default-src 'none'; sandbox";

const UPSTREAM_HEADERS = {
  Accept: 'image/avif,image/webp,image/*,video/*,audio/*,application/pdf;q=0.9,*/*;q=0.5',
  'User-Agent': 'venom-nft-marketplace-media-proxy',
};

export interface MediaProxyDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Gateway base URLs, in order; a CID and path are appended. */
  gateways: readonly string[];
  timeoutMs: number;
  cache: Cache;
  bodyTimeoutMs?: number;
}

type FailureReason = 'notfound' | 'timeout' | 'error' | 'content';
interface Failure {
  ok: false;
  status: 400 | 404 | 413 | 415 | 502 | 504;
  message: string;
  /** The content itself was refused (type, size): another gateway would serve the same bytes. */
  reason: FailureReason;
}
interface Media {
  ok: true;
  type: MediaType;
  body: ReadableStream<Uint8Array> | Uint8Array;
  length: number | null;
}
/** Headers in and first bytes read; the rest still to come. */
interface Opened {
  ok: 'opened';
  type: MediaType;
  head: Uint8Array;
  done: boolean;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  /** Exact body length, when the upstream states it and the body is not re-encoded on the way. */
  length: number | null;
}

const fail = (status: Failure['status'], message: string, reason: FailureReason): Failure => ({ ok: false, status, message, reason });
const TIMED_OUT = fail(504, 'The media source timed out', 'timeout');

function plain(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': MEDIA_CSP,
      ...extra,
    },
  });
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, want: number): Promise<{ bytes: Uint8Array; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < want) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(chunks, total), done: true };
    chunks.push(value);
    total += value.byteLength;
  }
  return { bytes: concat(chunks, total), done: false };
}

function statedLength(response: Response): number | null {
  const value = response.headers.get('content-length');
  return value !== null && /^\d{1,15}$/.test(value.trim()) ? Number(value) : null;
}

const isRedirect = (status: number) => status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

/** Fetches (following redirects: gateways natively, the web by hand with the SSRF checks), then reads and recognises the first bytes. */
async function open(url: string, deps: MediaProxyDeps, signal: AbortSignal, webHost: string | null): Promise<Opened | Failure> {
  let current = url;
  let response: Response;
  for (let hop = 0; ; hop++) {
    try {
      response = await deps.fetch(current, {
        method: 'GET',
        headers: UPSTREAM_HEADERS,
        redirect: webHost === null ? 'follow' : 'manual',
        signal,
      });
    } catch {
      return signal.aborted ? TIMED_OUT : fail(502, 'The media source could not be reached', 'error');
    }
    if (webHost === null || !isRedirect(response.status)) break;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) return fail(502, 'The media source redirects too often', 'error');
    let next: URL | string;
    try {
      next = checkWebUrl(new URL(response.headers.get('location') ?? '', current).href, webHost);
    } catch {
      next = 'bad location';
    }
    if (typeof next === 'string') return fail(502, 'The media source redirects to a refused URL', 'error');
    current = next.href;
  }
  const refuse = async (failure: Failure) => (await response.body?.cancel(), failure);
  if (response.status === 404 || response.status === 410) return refuse(fail(404, 'Media not found', 'notfound'));
  if (response.status === 504 || response.status === 408) return refuse(TIMED_OUT);
  if (response.status !== 200 || !response.body) return refuse(fail(502, `The media source answered ${response.status}`, 'error'));
  if (isRefusedDeclaredType(response.headers.get('content-type'))) return refuse(fail(415, 'Not an allowed media type', 'content'));
  const stated = statedLength(response);
  if (stated !== null && stated > MAX_MEDIA_BYTES) return refuse(fail(413, 'Media too large', 'content'));
  const reader = response.body.getReader();
  const head = await readAtLeast(reader, SNIFF_BYTES);
  const type = sniffMediaType(head.bytes);
  const tooLarge = type !== null && ((stated ?? 0) > maxBytesFor(type) || head.bytes.byteLength > maxBytesFor(type));
  if (type === null || tooLarge) {
    if (!head.done) await reader.cancel();
    return type === null ? fail(415, 'Not an allowed media type', 'content') : fail(413, 'Media too large', 'content');
  }
  const encoded = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase() !== 'identity';
  return { ok: 'opened', type, head: head.bytes, done: head.done, reader, length: encoded ? null : stated };
}

/** The rest of a body of known length, streamed, erroring past `max` bytes (so it is never stored in the cache). */
function cappedStream(opened: Opened, max: number): ReadableStream<Uint8Array> {
  let sent = 0;
  let headSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Uint8Array;
      if (!headSent) {
        headSent = true;
        chunk = opened.head;
      } else {
        const { done, value } = await opened.reader.read();
        if (done) return controller.close();
        chunk = value;
      }
      sent += chunk.byteLength;
      if (sent > max) {
        controller.error(new Error('media exceeds its size limit'));
        await opened.reader.cancel();
        return;
      }
      controller.enqueue(chunk);
    },
    cancel: (reason) => opened.reader.cancel(reason),
  });
}

/** A body of unknown length, read whole up to the type's limit. */
async function buffered(opened: Opened, max: number, timeoutMs: number): Promise<Media | Failure> {
  const chunks = [opened.head];
  let total = opened.head.byteLength;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()))));
    const next = await Promise.race([opened.reader.read(), late]).finally(() => clearTimeout(timer));
    if (next === 'late') {
      await opened.reader.cancel().catch(() => undefined);
      return TIMED_OUT;
    }
    if (next.done) break;
    chunks.push(next.value);
    total += next.value.byteLength;
    if (total > max) {
      await opened.reader.cancel();
      return fail(413, 'Media too large', 'content');
    }
  }
  return { ok: true, type: opened.type, body: concat(chunks, total), length: total };
}

/** One source: open it within the timeout (the body's remainder is not bound by it), then stream or buffer the rest. */
async function fetchMedia(url: string, deps: MediaProxyDeps, webHost: string | null): Promise<Media | Failure> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('The media source timed out', 'TimeoutError'));
      resolve('late');
    }, deps.timeoutMs);
  });
  // Raced, so a fetch that ignores its signal cannot hold the chain up either.
  const opening = open(url, deps, controller.signal, webHost);
  const opened = await Promise.race([opening, late]).finally(() => clearTimeout(timer));
  if (opened === 'late') {
    void opening.then((o) => (o.ok === 'opened' && !o.done ? o.reader.cancel() : undefined)).catch(() => undefined);
    return TIMED_OUT;
  }
  if (opened.ok !== 'opened') return opened;
  const max = maxBytesFor(opened.type);
  if (opened.done) return { ok: true, type: opened.type, body: opened.head, length: opened.head.byteLength };
  if (opened.length !== null) return { ok: true, type: opened.type, body: cappedStream(opened, opened.length), length: opened.length };
  return buffered(opened, max, deps.bodyTimeoutMs ?? BODY_TIMEOUT_MS);
}

/** The gateways in turn: the first to serve wins; a refusal of the content itself ends the chain (every gateway has the same bytes). */
async function fromGateways(target: Extract<MediaTarget, { kind: 'ipfs' }>, deps: MediaProxyDeps): Promise<Media | Failure> {
  const reasons: FailureReason[] = [];
  for (const gateway of gatewayChain(deps.gateways)) {
    if (isRetiredGateway(gateway)) continue;
    const result = await fetchMedia(`${gateway}${target.cid}${target.path ? `/${target.path}` : ''}`, deps, null);
    if (result.ok || result.reason === 'content') return result;
    reasons.push(result.reason);
  }
  if (reasons.length > 0 && reasons.every((r) => r === 'notfound')) return fail(404, 'Media not found on any IPFS gateway', 'notfound');
  if (reasons.length > 0 && reasons.every((r) => r === 'timeout')) return fail(504, 'Every IPFS gateway timed out', 'timeout');
  return fail(502, 'No IPFS gateway could serve the media', 'error');
}

function mediaResponse(media: Media, cacheControl: string): Response {
  const headers = new Headers({
    'Content-Type': media.type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': media.type === 'image/svg+xml' ? SVG_CSP : MEDIA_CSP,
    'Content-Disposition': 'inline',
    'Cross-Origin-Resource-Policy': 'same-site',
  });
  if (media.length !== null) headers.set('Content-Length', String(media.length));
  return new Response(media.body as BodyInit, { status: 200, headers });
}

function withXCache(response: Response, state: 'HIT' | 'MISS', head: boolean): Response {
  const out = new Response(head ? null : response.body, response);
  if (head) void response.body?.cancel();
  out.headers.set('X-Cache', state);
  return out;
}

/** The deps a Worker runs with: the global fetch, MEDIA_GATEWAYS (or the defaults), the zone's cache. */
export function mediaDeps(env: Env, overrides: Partial<MediaProxyDeps> = {}): MediaProxyDeps {
  return {
    fetch: overrides.fetch ?? ((url, init) => fetch(url, init)),
    gateways: gatewayChain(overrides.gateways ?? env.MEDIA_GATEWAYS),
    timeoutMs: overrides.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    cache: overrides.cache ?? defaultCache(),
    ...(overrides.bodyTimeoutMs !== undefined ? { bodyTimeoutMs: overrides.bodyTimeoutMs } : {}),
  };
}

/** Answers GET and HEAD under /media/: from the cache, else from the source, storing what may be stored. */
export async function handleMedia(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  overrides: Partial<MediaProxyDeps> = {},
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const head = request.method === 'HEAD';
  const url = new URL(request.url);
  const target = parseMediaRequest(url);
  if ('error' in target) return plain(target.status, target.error);
  const deps = mediaDeps(env, overrides);
  const key = new URL(target.key, url.origin).href;

  // A Range header is answered from a stored copy with a 206 (video seeking).
  const range = request.headers.get('range');
  const hit = await deps.cache.match(new Request(key, range ? { headers: { range } } : {}));
  if (hit?.status === 416) return plain(416, 'Range not satisfiable', { 'Content-Range': hit.headers.get('content-range') ?? '' });
  if (hit) return withXCache(hit, 'HIT', head);

  const media = target.kind === 'ipfs' ? await fromGateways(target, deps) : await fetchMedia(target.url.href, deps, url.hostname);
  if (!media.ok) return plain(media.status, media.message);
  const response = mediaResponse(media, target.kind === 'ipfs' ? IPFS_CACHE_CONTROL : WEB_CACHE_CONTROL);
  const [forCache, forClient] = response.body!.tee();
  ctx.waitUntil(deps.cache.put(key, new Response(forCache, response)).catch(() => undefined));
  return withXCache(new Response(forClient, response), 'MISS', head);
}
