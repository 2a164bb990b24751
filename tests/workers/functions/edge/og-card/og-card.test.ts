import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionDetailsSchema, getNftResultSchema, type GetNftResult } from '@shared/contract/schemas';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH, ogCardPath, ogCollectionCardPath } from '@shared/lib/og-card';
import { supportedTokens } from '@shared/lib/tokens';
import { handleOgCard } from '@functions/edge/og-card/handler';
import { serverApi } from '~/server-api';
import { loadArtwork, MAX_ARTWORK_SIDE, rasterSize } from '@functions/edge/og-card/artwork';
import { cardDataFrom, clampText, collectionCardDataFrom, MAX_NAME_CHARS } from '@functions/edge/og-card/card-data';
import { addr, buildWorld, json, post, W, WV, USDT } from '../../api/fixtures';

const tokens = supportedTokens({ WVENOM: W.tokens.wvenom, USDT: W.tokens.usdt, USDC: addr('token:usdc'), DAI: addr('token:dai') });
const ORIGIN = 'http://localhost';
/** A valid 1x1 PNG. */
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A PNG header claiming `width` x `height` (only the IHDR the size check reads). */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A baseline JPEG's start: SOI, an APP0 segment, then SOF0 with the size. */
function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0)];
  const sof0 = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array<number>(9).fill(0)];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0]);
}

async function details(nft: string): Promise<GetNftResult> {
  return getNftResultSchema.parse(await json(await post('/nft/details', { nft })));
}

beforeAll(async () => {
  await buildWorld();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the card data', () => {
  it('shows a listing at its fixed price, rounded down by the amount rules, with the token symbol', async () => {
    const card = cardDataFrom(await details(W.nft.p2), tokens);
    expect(card).toMatchObject({ name: 'Punk #2', collection: 'Venom Punks', verified: true });
    expect(card.price).toEqual({ label: 'Fixed price', amount: '5', symbol: 'WVENOM' });
  });

  it('shows a running auction at its highest bid', async () => {
    expect(cardDataFrom(await details(W.nft.p3), tokens).price).toEqual({ label: 'Auction · Highest bid', amount: '3', symbol: 'WVENOM' });
  });

  it('shows no price for an NFT that is not on the market, and marks an unverified collection', async () => {
    const sold = cardDataFrom(await details(W.nft.p1), tokens);
    expect(sold.price).toBeNull();
    expect(cardDataFrom(await details(W.nft.g1), tokens)).toMatchObject({ collection: 'Aurora Glyphs', verified: false });
  });

  it('takes the starting price before any bid, and a token it does not know as UNKNOWN', async () => {
    const base = await details(W.nft.p3);
    const auction = { ...base.auction[W.auction.a1]!, maxBid: '0', startBid: USDT(1234567.891), bidToken: addr('token:other') };
    const card = cardDataFrom({ ...base, auction: { [W.auction.a1]: auction } }, tokens);
    // An unknown token falls back to 9 decimals (spec): 1 234 567 890 000 units are 1 234.56789, shown rounded down.
    expect(card.price).toEqual({ label: 'Auction · Starting price', amount: '1 234.56', symbol: 'UNKNOWN' });
  });

  it('shows a listing that is no longer active as not for sale', async () => {
    const base = await details(W.nft.p2);
    const sale = {
      ...base.directSell[W.sell.s2]!,
      status: 'filled' as const,
      price: { ...base.directSell[W.sell.s2]!.price, price: WV(5) },
    };
    expect(cardDataFrom({ ...base, directSell: { [W.sell.s2]: sale } }, tokens).price).toBeNull();
  });

  it('flattens untrusted names to one line of plain text and clamps them', async () => {
    const base = await details(W.nft.p2);
    const hostile = `  <b>Bold</b>\n\tname\u202e\u0000 ${'x'.repeat(200)}`;
    const card = cardDataFrom({ ...base, nft: { ...base.nft, name: hostile } }, tokens);
    expect(card.name.startsWith('<b>Bold</b> name ')).toBe(true);
    expect(Array.from(card.name)).toHaveLength(MAX_NAME_CHARS);
    expect(card.name.endsWith('…')).toBe(true);
    expect(cardDataFrom({ ...base, nft: { ...base.nft, name: '\u200b \n' } }, tokens).name).toBe('Untitled NFT');
  });

  it("shows a collection's name, mark and the figures its page leads with", async () => {
    const punks = collectionDetailsSchema.parse(await json(await post('/collection/details', { collection: W.punks })));
    const card = collectionCardDataFrom(punks);
    expect(card).toMatchObject({ name: 'Venom Punks', verified: true, image: punks.logo });
    expect(card.stats.map((s) => s.label)).toEqual(['Floor', 'Total volume', 'Items', 'Owners']);
    expect(card.stats[2]!.value).toBe(String(punks.nftCount));
    const empty = collectionCardDataFrom({ ...punks, name: ' \u200b', floorPriceUsd: null, totalVolumeUsd: '0' });
    expect(empty.name).toBe('Unnamed collection');
    expect(empty.stats.slice(0, 2).map((s) => s.value)).toEqual(['—', '—']);
  });

  it('never cuts a character in half', () => {
    expect(clampText('🐉🐉🐉🐉', 3)).toBe('🐉🐉…');
    expect(clampText('short', 10)).toBe('short');
  });
});

describe('the card artwork', () => {
  const never = { media: () => Promise.reject(new Error('not called')), timeoutMs: 100 };

  it('draws the demo art in-process', async () => {
    const art = await loadArtwork('/demo-art/nft/orbs-1.svg', never);
    expect(art).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(art!.split(',')[1]!)).toContain('<svg');
  });

  it('fetches other art through the media proxy and keeps PNG and JPEG of a drawable size', async () => {
    const asked: string[] = [];
    const media = async (path: string) => (asked.push(path), new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    expect(await loadArtwork('ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png', { media, timeoutMs: 1000 })).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(asked).toEqual(['/media/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png']);
  });

  it('skips art that is slow, refused, vector, oversized or not a local demo file', async () => {
    const answer = (body: BodyInit, type: string, status = 200) => ({
      media: async () => new Response(body, { status, headers: { 'content-type': type } }),
      timeoutMs: 1000,
    });
    const web = 'https://img.example/a.png';
    expect(await loadArtwork(web, { media: () => new Promise<Response>(() => {}), timeoutMs: 50 })).toBeNull();
    expect(await loadArtwork(web, { media: () => Promise.reject(new TypeError('offline')), timeoutMs: 50 })).toBeNull();
    expect(await loadArtwork(web, answer('missing', 'text/plain', 404))).toBeNull();
    expect(await loadArtwork(web, answer('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'))).toBeNull();
    expect(await loadArtwork(web, answer(pngHeader(MAX_ARTWORK_SIDE + 1, 10), 'image/png'))).toBeNull();
    expect(await loadArtwork(web, answer(jpegHeader(10, MAX_ARTWORK_SIDE + 1), 'image/jpeg'))).toBeNull();
    expect(await loadArtwork('/admin/secret.png', never)).toBeNull();
    expect(await loadArtwork('javascript:alert(1)', never)).toBeNull();
    expect(await loadArtwork(null, never)).toBeNull();
  });

  it('reads the size of PNG and JPEG images', () => {
    expect(rasterSize(pngHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(rasterSize(jpegHeader(1200, 900))).toEqual({ width: 1200, height: 900 });
    expect(rasterSize(new TextEncoder().encode('GIF89a and more bytes here'))).toBeNull();
  });
});

describe('GET /og/nft/<address>.png', () => {
  async function card(path: string, init?: RequestInit) {
    const ctx = createExecutionContext();
    const response = await handleOgCard(new Request(`${ORIGIN}${path}`, init), serverApi(ORIGIN), env, ctx);
    const body = new Uint8Array(await response.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { response, body };
  }

  it('draws a 1200x630 PNG for an NFT, once: the next request is served from the edge cache', async () => {
    // The test world's art is on img.example: answer it here, so no test reaches the network.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    const first = await card(ogCardPath(W.nft.p2));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=900, stale-while-revalidate=86400');
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(Array.from(first.body.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(rasterSize(first.body)).toEqual({ width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT });

    const second = await card(ogCardPath(W.nft.p2));
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);

    // HEAD (and a request carrying credentials) is answered from the same cache entry, not drawn again.
    const head = await card(ogCardPath(W.nft.p2), { method: 'HEAD' });
    expect([head.response.status, head.response.headers.get('x-cache'), head.body.byteLength]).toEqual([200, 'HIT', 0]);
    const signedIn = await card(ogCardPath(W.nft.p2), { headers: { authorization: 'Bearer x' } });
    expect(signedIn.response.headers.get('x-cache')).toBe('HIT');
  }, 60_000); // the first card of a run loads and compiles the renderer's Wasm

  it('answers 404 for an address with no NFT (kept 60 s) and for a malformed one', async () => {
    const unknown = await card(ogCardPath(addr('nft:nobody')));
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    for (const path of ['/og/nft/0:123.png', '/og/nft/%E0%A4%A.png', `/og/nft/${W.nft.p2}.jpg`, '/og/nft/']) {
      expect((await card(path)).response.status, path).toBe(404);
    }
  });

  it('refuses other methods', async () => {
    const { response } = await card(ogCardPath(W.nft.p2), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('redirects another spelling of an address to the canonical card', async () => {
    const { response } = await card(ogCardPath(W.nft.p2.toUpperCase()));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${ORIGIN}${ogCardPath(W.nft.p2)}`);
  });
});

describe('GET /og/collection/<address>.png', () => {
  async function card(path: string) {
    const ctx = createExecutionContext();
    const response = await handleOgCard(new Request(`${ORIGIN}${path}`), serverApi(ORIGIN), env, ctx);
    const body = new Uint8Array(await response.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { response, body };
  }

  it("draws a collection's 1200x630 PNG (social sites show no SVG), cached like its page", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }));
    // One draw every two seconds per isolate: the NFT cards above may have just drawn.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const first = await card(ogCollectionCardPath(W.punks));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(rasterSize(first.body)).toEqual({ width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT });
    expect((await card(ogCollectionCardPath(W.punks))).response.headers.get('x-cache')).toBe('HIT');
  }, 60_000);

  it('answers 404 for no such collection, and redirects another spelling to the canonical card', async () => {
    const unknown = await card(ogCollectionCardPath(addr('collection:nobody')));
    expect(unknown.response.status).toBe(404);
    expect(new TextDecoder().decode(unknown.body)).toBe('No such collection\n');
    expect((await card('/og/collection/0:123.png')).response.status).toBe(404);
    expect((await card('/og/profile/' + W.punks + '.png')).response.status).toBe(404);
    const upper = await card(ogCollectionCardPath(W.punks.toUpperCase()));
    expect(upper.response.status).toBe(301);
    expect(upper.response.headers.get('location')).toBe(`${ORIGIN}${ogCollectionCardPath(W.punks)}`);
  });
});
