import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { handleMedia, IPFS_CACHE_CONTROL, MEDIA_CSP, SVG_CSP, WEB_CACHE_CONTROL, type MediaProxyDeps } from '@functions/media/proxy';
import { sniffMediaType } from '@functions/media/sniff';
import { DEFAULT_GATEWAYS, gatewayChain } from '@functions/media/targets';
import { defaultCache } from '@functions/platform/runtime';

const MB = 1024 * 1024;
const ORIGIN = 'https://market.test';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const MP4_HEAD = new Uint8Array([0, 0, 0, 24, ...bytes('ftypisom'), 0, 0, 2, 0, ...bytes('isommp41')]);
const SCRIPTED_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="4" height="4"/></svg>';

function bytes(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

let serial = 0;
/** A fresh valid CIDv0 per call, so tests never share cache entries. */
function cid(): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  serial++;
  return `Qm${'Y'.repeat(41)}${alphabet[serial % 58]}${alphabet[Math.floor(serial / 58) % 58]}${alphabet[Math.floor(serial / 3364) % 58]}`;
}

function image(body: BodyInit, type = 'image/png', headers: Record<string, string> = {}): Response {
  return new Response(body, { status: 200, headers: { 'content-type': type, ...headers } });
}

/** A body that arrives in `chunk`-byte pieces, starting with `head`, `total` bytes in all. */
function streamOf(head: Uint8Array, total: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      const piece = new Uint8Array(size);
      if (sent === 0) piece.set(head.subarray(0, size));
      sent += size;
      controller.enqueue(piece);
    },
  });
}

type Script = (url: string, init: RequestInit) => Response | Promise<Response>;
const hang: Script = () => new Promise<Response>(() => {});

/** A fake network: calls are recorded; each URL is answered by the first script whose host it matches. */
function network(scripts: Record<string, Script>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: MediaProxyDeps['fetch'] = async (url, init) => {
    calls.push({ url, init });
    const script = scripts[new URL(url).hostname];
    if (!script) throw new TypeError(`no route to ${url}`);
    return script(url, init);
  };
  return { fetch, calls, urls: () => calls.map((c) => c.url), hosts: () => calls.map((c) => new URL(c.url).hostname) };
}

async function get(path: string, deps: Partial<MediaProxyDeps>, init: RequestInit & { env?: Partial<Env> } = {}) {
  const ctx = createExecutionContext();
  const { env: envOverride, ...requestInit } = init;
  const res = await handleMedia(new Request(`${ORIGIN}${path}`, requestInit), { ...env, ...envOverride } as Env, ctx, {
    cache: defaultCache(),
    ...deps,
  });
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body, text: new TextDecoder().decode(body) };
}

const TWO = ['https://one.test/ipfs/', 'https://two.test/ipfs/'];

describe('IPFS through the gateway chain', () => {
  it('a gateway that hangs is given up after the timeout and the next one serves', async () => {
    const c = cid();
    let hungSignal: AbortSignal | undefined;
    const net = network({
      'one.test': (_url, init) => ((hungSignal = init.signal ?? undefined), new Promise<Response>(() => {})),
      'two.test': () => image(PNG),
    });
    const started = Date.now();
    const { res, body } = await get(`/media/ipfs/${c}/art/1.png`, { fetch: net.fetch, gateways: TWO, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...body]).toEqual([...PNG]);
    expect(net.urls()).toEqual([`https://one.test/ipfs/${c}/art/1.png`, `https://two.test/ipfs/${c}/art/1.png`]);
    expect(hungSignal?.aborted).toBe(true);
  });

  it('falls through on a network error and on a non-2xx answer', async () => {
    const net = network({
      'one.test': () => Promise.reject(new TypeError('connection reset')),
      'two.test': () => new Response('busy', { status: 429 }),
      'three.test': () => image(PNG),
    });
    const { res } = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch, gateways: [...TWO, 'https://three.test/ipfs'] });
    expect(res.status).toBe(200);
    expect(net.hosts()).toEqual(['one.test', 'two.test', 'three.test']);
  });

  it('answers 404 when every gateway says not found, 504 when every one times out, 502 otherwise', async () => {
    const notFound = network({
      'one.test': () => new Response('no', { status: 404 }),
      'two.test': () => new Response('gone', { status: 410 }),
    });
    const a = await get(`/media/ipfs/${cid()}/x.png`, { fetch: notFound.fetch, gateways: TWO });
    expect(a.res.status).toBe(404);
    expect(a.res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(a.res.headers.get('cache-control')).toBe('no-store');

    const slow = network({ 'one.test': hang, 'two.test': () => new Response('gateway timeout', { status: 504 }) });
    const b = await get(`/media/ipfs/${cid()}/x.png`, { fetch: slow.fetch, gateways: TWO, timeoutMs: 30 });
    expect(b.res.status).toBe(504);
    expect(slow.calls).toHaveLength(2);

    const broken = network({
      'one.test': () => new Response('no', { status: 404 }),
      'two.test': () => new Response('oops', { status: 500 }),
    });
    const c = await get(`/media/ipfs/${cid()}/x.png`, { fetch: broken.fetch, gateways: TWO });
    expect(c.res.status).toBe(502);
  });

  it('uses the default chain in order when MEDIA_GATEWAYS is empty', async () => {
    const net = network({});
    const c = cid();
    const { res } = await get(`/media/ipfs/${c}/a.png`, { fetch: net.fetch }, { env: { MEDIA_GATEWAYS: '' } });
    expect(res.status).toBe(502);
    expect(net.urls()).toEqual([
      `https://ipfs.io/ipfs/${c}/a.png`,
      `https://dweb.link/ipfs/${c}/a.png`,
      `https://gateway.pinata.cloud/ipfs/${c}/a.png`,
      `https://w3s.link/ipfs/${c}/a.png`,
    ]);
  });

  it('never calls the retired Cloudflare gateway, even when it is configured', async () => {
    const net = network({
      'cloudflare-ipfs.com': () => image(PNG),
      'cf-ipfs.com': () => image(PNG),
      'gw.test': () => image(PNG),
      'ipfs.io': () => image(PNG),
    });
    const configured = 'https://cloudflare-ipfs.com/ipfs/, https://cf-ipfs.com/ipfs,https://gw.test/ipfs';
    const a = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch }, { env: { MEDIA_GATEWAYS: configured } });
    expect(a.res.status).toBe(200);
    // Injected directly too: with only the retired gateway listed, the defaults are used instead.
    const b = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch, gateways: ['https://cloudflare-ipfs.com/ipfs/'] });
    expect(b.res.status).toBe(200);
    expect(net.hosts()).toEqual(['gw.test', 'ipfs.io']);
    expect(gatewayChain(configured)).toEqual(['https://gw.test/ipfs/']);
    expect(gatewayChain('https://cloudflare-ipfs.com/ipfs/,http://plain.test/ipfs/')).toEqual([...DEFAULT_GATEWAYS]);
  });

  it('serves the second request from the edge cache (HIT) without fetching, under the normalised URL', async () => {
    const c = cid();
    const net = network({ 'one.test': () => image(PNG) });
    const first = await get(`/media/ipfs/${c}/art/1.png`, { fetch: net.fetch, gateways: TWO });
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(first.res.headers.get('cache-control')).toBe(IPFS_CACHE_CONTROL);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const second = await get(`/media/ipfs/${c}//art/1.png?cachebust=1`, { fetch: net.fetch, gateways: TWO });
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.res.headers.get('content-type')).toBe('image/png');
    expect(second.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...second.body]).toEqual([...PNG]);
    expect(net.calls).toHaveLength(1);
  });

  it('answers a Range request from the cached copy with 206', async () => {
    const c = cid();
    const net = network({ 'one.test': () => image(PNG) });
    await get(`/media/ipfs/${c}`, { fetch: net.fetch, gateways: TWO });
    const ranged = await get(`/media/ipfs/${c}`, { fetch: net.fetch, gateways: TWO }, { headers: { range: 'bytes=0-3' } });
    expect(ranged.res.status).toBe(206);
    expect(ranged.res.headers.get('content-range')).toBe(`bytes 0-3/${PNG.length}`);
    expect([...ranged.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(net.calls).toHaveLength(1);
  });

  it('folds an upper-case CIDv1 to lower case and keeps the path encoded', async () => {
    const v1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
    const net = network({ 'one.test': () => image(PNG) });
    const { res } = await get(`/media/ipfs/${v1.toUpperCase()}/my%20art/n%C3%A9.png`, { fetch: net.fetch, gateways: TWO });
    expect(res.status).toBe(200);
    expect(net.urls()).toEqual([`https://one.test/ipfs/${v1}/my%20art/n%C3%A9.png`]);
  });
});

describe('what the proxy serves', () => {
  it('serves a scripted SVG as an image that cannot run scripts: sandbox CSP, nosniff, inline', async () => {
    const net = network({ 'one.test': () => image(SCRIPTED_SVG, 'image/svg+xml') });
    const { res, text } = await get(`/media/ipfs/${cid()}/evil.svg`, { fetch: net.fetch, gateways: TWO });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(text).toBe(SCRIPTED_SVG);
  });

  it('gives every other proxied type a sandbox CSP too, and serves what the bytes are, not what was declared', async () => {
    const net = network({ 'one.test': () => image(PNG, 'image/jpeg') });
    const { res } = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch, gateways: TWO });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses text/html from a gateway with 415 and does not try the others (same CID, same bytes)', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    const net = network({ 'one.test': () => image(html, 'text/html; charset=utf-8'), 'two.test': () => image(PNG) });
    const { res, text } = await get(`/media/ipfs/${cid()}/index.html`, { fetch: net.fetch, gateways: TWO });
    expect(res.status).toBe(415);
    expect(text).toBe('Not an allowed media type\n');
    expect(net.calls).toHaveLength(1);
    // Declared as an image, but the bytes are HTML: refused as well.
    const lying = network({ 'one.test': () => image(html, 'image/png') });
    expect((await get(`/media/ipfs/${cid()}`, { fetch: lying.fetch, gateways: TWO })).res.status).toBe(415);
    // Declared HTML, whatever the bytes.
    const polyglot = network({ 'one.test': () => image(PNG, 'text/html') });
    expect((await get(`/media/ipfs/${cid()}`, { fetch: polyglot.fetch, gateways: TWO })).res.status).toBe(415);
  });

  it('refuses an oversized body with 413: by its Content-Length, and when it has none', async () => {
    const stated = network({ 'one.test': () => image(streamOf(PNG, 64), 'image/png', { 'content-length': String(11 * MB) }) });
    const a = await get(`/media/ipfs/${cid()}`, { fetch: stated.fetch, gateways: TWO });
    expect(a.res.status).toBe(413);
    expect(a.text).toBe('Media too large\n');

    const unstated = network({ 'one.test': () => image(streamOf(PNG, 10 * MB + 1)) });
    const b = await get(`/media/ipfs/${cid()}`, { fetch: unstated.fetch, gateways: TWO });
    expect(b.res.status).toBe(413);
    expect(unstated.calls).toHaveLength(1);

    // Video may be larger than an image.
    const video = network({ 'one.test': () => image(streamOf(MP4_HEAD, 12 * MB), 'video/mp4') });
    const c = await get(`/media/ipfs/${cid()}/clip.mp4`, { fetch: video.fetch, gateways: TWO });
    expect(c.res.status).toBe(200);
    expect(c.res.headers.get('content-type')).toBe('video/mp4');
    expect(c.body.byteLength).toBe(12 * MB);
  });

  it('cuts off a body that outgrows its Content-Length, and does not cache it', async () => {
    const c = cid();
    const net = network({
      'one.test': () => {
        const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
        const writer = writable.getWriter();
        void writer
          .write(PNG)
          .then(() => writer.write(new Uint8Array(5000)))
          .then(() => writer.close());
        return image(readable, 'image/png', { 'content-length': String(PNG.length + 100) });
      },
    });
    const ctx = createExecutionContext();
    const res = await handleMedia(new Request(`${ORIGIN}/media/ipfs/${c}`), env, ctx, {
      fetch: net.fetch,
      gateways: TWO,
      cache: defaultCache(),
    });
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await waitOnExecutionContext(ctx);
    expect(await defaultCache().match(`${ORIGIN}/media/ipfs/${c}`)).toBeUndefined();
  });

  it('answers HEAD without a body and refuses other methods with 405', async () => {
    const net = network({ 'one.test': () => image(PNG) });
    const head = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch, gateways: TWO }, { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-type')).toBe('image/png');
    expect(head.body.byteLength).toBe(0);
    const post = await get(`/media/ipfs/${cid()}`, { fetch: net.fetch, gateways: TWO }, { method: 'POST', body: 'x' });
    expect(post.res.status).toBe(405);
    expect(post.res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('web sources', () => {
  const web = (src: string) => `/media/web?src=${encodeURIComponent(src)}`;

  it('refuses SSRF attempts with 400 and never fetches', async () => {
    const net = network({});
    const attempts = [
      'http://example.com/a.png',
      'https://127.0.0.1/a.png',
      'https://10.0.0.1/a.png',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/a.png',
      'https://0x7f.1/a.png',
      'https://[::1]/a.png',
      'https://localhost/a.png',
      'https://api.localhost/a.png',
      'https://metadata.google.internal/a.png',
      'https://intranet/a.png',
      'https://user:pass@example.com/a.png',
      'https://example.com:8443/a.png',
      'https://market.test/media/web?src=x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ];
    for (const src of attempts) {
      const { res } = await get(web(src), { fetch: net.fetch });
      expect([src, res.status]).toEqual([src, 400]);
    }
    expect((await get('/media/web', { fetch: net.fetch })).res.status).toBe(400);
    expect((await get(`${web('https://a.example.com/1.png')}&src=x`, { fetch: net.fetch })).res.status).toBe(400);
    expect(net.calls).toHaveLength(0);
  });

  it('fetches a public https URL once, without following redirects itself, and caches it for an hour', async () => {
    const net = network({ 'cdn.example.com': () => image(PNG) });
    const src = 'https://cdn.example.com/art/1.png?v=2';
    const first = await get(web(src), { fetch: net.fetch });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe(WEB_CACHE_CONTROL);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(net.urls()).toEqual([src]);
    expect(net.calls[0]!.init.redirect).toBe('manual');
    const second = await get(web(`${src}#fragment`), { fetch: net.fetch });
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(net.calls).toHaveLength(1);
  });

  it('follows up to three redirects, each checked like the first URL', async () => {
    const to = (location: string) => () => new Response(null, { status: 302, headers: { location } });
    // a → b/1 → (relative) b/2 → c/3: three redirects, then the image.
    let hops = 0;
    const chain = network({
      'a.example.com': to('https://b.example.com/1'),
      'b.example.com': () => (hops++ === 0 ? to('/2')() : to('https://c.example.com/3')()),
      'c.example.com': () => image(PNG),
    });
    const three = await get(web(`https://a.example.com/${cid()}`), { fetch: chain.fetch });
    expect(three.res.status).toBe(200);
    expect(chain.urls().slice(1)).toEqual(['https://b.example.com/1', 'https://b.example.com/2', 'https://c.example.com/3']);

    const loop = network({ 'loop.example.com': (url) => to(`https://loop.example.com/${Number(new URL(url).pathname.slice(1)) + 1}`)() });
    const four = await get(web('https://loop.example.com/0'), { fetch: loop.fetch });
    expect(four.res.status).toBe(502);
    expect(loop.calls).toHaveLength(4);

    const inward = network({ 'evil.example.com': to('https://127.0.0.1/admin') });
    const refused = await get(web(`https://evil.example.com/${cid()}`), { fetch: inward.fetch });
    expect(refused.res.status).toBe(502);
    expect(inward.calls).toHaveLength(1);

    const downgrade = network({ 'evil.example.com': to('http://cdn.example.com/a.png') });
    expect((await get(web(`https://evil.example.com/${cid()}`), { fetch: downgrade.fetch })).res.status).toBe(502);
  });

  it('answers 504 when the source hangs and 404 when it says not found', async () => {
    const slow = network({ 'slow.example.com': hang });
    expect((await get(web(`https://slow.example.com/${cid()}`), { fetch: slow.fetch, timeoutMs: 30 })).res.status).toBe(504);
    const missing = network({ 'gone.example.com': () => new Response('nope', { status: 404 }) });
    expect((await get(web(`https://gone.example.com/${cid()}`), { fetch: missing.fetch })).res.status).toBe(404);
  });
});

describe('malformed requests', () => {
  it('answers 400 for a malformed CID or an unsafe path, without fetching', async () => {
    const net = network({});
    const good = cid();
    const paths = [
      '/media/ipfs/',
      '/media/ipfs/QmTooShort',
      `/media/ipfs/Qm${'0'.repeat(44)}`, // 0 is not base58
      `/media/ipfs/${good}x`,
      '/media/ipfs/bafy!!notacid',
      '/media/ipfs/k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8', // an IPNS key, not a CID
      `/media/ipfs/${good}/a%2Fb.png`,
      `/media/ipfs/${good}/a%5Cb.png`,
      `/media/ipfs/${good}/a%00.png`,
      `/media/ipfs/${good}/%E0%A4%A`,
    ];
    for (const path of paths) {
      const { res, text } = await get(path, { fetch: net.fetch, gateways: TWO });
      expect([path, res.status]).toEqual([path, 400]);
      expect(text.length).toBeLessThan(100);
    }
    expect(net.calls).toHaveLength(0);
    expect((await get('/media/elsewhere', { fetch: net.fetch })).res.status).toBe(404);
  });
});

describe('sniffMediaType', () => {
  const b = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? bytes(p) : p)));
  it('recognises each allowed type by its leading bytes and nothing else', () => {
    expect(sniffMediaType(PNG)).toBe('image/png');
    expect(sniffMediaType(b([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(b('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffMediaType(b('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffMediaType(b('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('audio/wav');
    expect(sniffMediaType(b([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('image/avif');
    expect(sniffMediaType(MP4_HEAD)).toBe('video/mp4');
    expect(sniffMediaType(b([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffMediaType(b([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    expect(sniffMediaType(b([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffMediaType(b('OggS', [0, 2]))).toBe('audio/ogg');
    expect(sniffMediaType(b('ID3', [4, 0]))).toBe('audio/mpeg');
    expect(sniffMediaType(b([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
    expect(sniffMediaType(b('%PDF-1.7\n'))).toBe('application/pdf');
    expect(
      sniffMediaType(b([0xef, 0xbb, 0xbf], '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x" [ <!ENTITY a "b"> ]>\n<svg width="1"/>')),
    ).toBe('image/svg+xml');
    expect(sniffMediaType(b('<svgx/>'))).toBeNull();
    expect(sniffMediaType(b('<!DOCTYPE html><svg></svg>'))).toBeNull();
    expect(sniffMediaType(b('<html><svg></svg></html>'))).toBeNull();
    expect(sniffMediaType(b('{"name":"not media"}'))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});
