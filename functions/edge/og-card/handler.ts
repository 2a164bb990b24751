// GET /og/nft/<address>.png and /og/collection/<address>.png: an NFT's or a collection's share card for
// social previews (og:image, twitter:image; social sites show no SVG), a 1200x630 PNG drawn at the edge from
// the marketplace API's data. Cached like a page (the HTML cache: 900 s found, 60 s not found, then stale
// while re-rendering; purged with its page when an event touches it), so a card is drawn once, not per crawler. The renderer is imported on first use, so pages
// never load it.
// Drawing costs about half a second of CPU, so nothing a visitor controls may force it: the query string
// is no part of the card's cache key, and each isolate draws one card at a time and starts at most one
// every two seconds; a miss beyond that gets 503 with Retry-After (never stored), so misses cannot
// starve the pages the isolate serves.
import { ogCardPath, ogCollectionCardPath } from '@shared/lib/og-card';
import { routeAddress } from '@shared/lib/route-address';
import type { CollectionDetails, GetNftResult } from '@shared/contract/schemas';
import { networkTokens } from '@shared/lib/network-config';
import { ARTWORK_TIMEOUT_MS, loadArtwork } from './artwork';
import { cardDataFrom, collectionCardDataFrom } from './card-data';
import { cachedPage, currentBuildId, pageCacheControl, pageVariant } from '../../platform/html-cache';
import { handleMedia } from '../../media/proxy';
import { defaultCache } from '../../platform/runtime';

const CARD_PATH = /^\/og\/(nft|collection)\/([^/]+)\.png$/;
type CardKind = 'nft' | 'collection';
const CARD_PATHS: Record<CardKind, (address: string) => string> = { nft: ogCardPath, collection: ogCollectionCardPath };
/** Cards an isolate draws at once. */
const MAX_CONCURRENT_DRAWS = 1;
/** Between two draws' starts: a draw takes about 0.3-0.8 s of CPU, so pages keep most of the isolate's time. */
export const MIN_DRAW_SPACING_MS = 2_000;
/** What a refused miss is told to wait: about a few draws. */
const BUSY_RETRY_SECONDS = 5;
let drawing = 0;
let lastDrawStartedAt = Number.NEGATIVE_INFINITY;
/** What the cache keeps for a card URL: the card, or the plain not-found answer. */
const CARD_TYPES = ['image/png', 'text/plain'];

function notFound(kind: CardKind | undefined): Response {
  return new Response(`No such ${kind === 'collection' ? 'collection' : 'NFT'}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': pageCacheControl(404) },
  });
}

function busy(): Response {
  return new Response('Share cards are being drawn; try again shortly\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(BUSY_RETRY_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/** What a card reads: the marketplace API as the server calls it (the Worker entry passes its client). */
export interface CardApi {
  nftDetails(address: string): Promise<GetNftResult | null>;
  collectionDetails(address: string): Promise<CollectionDetails | null>;
}

/** What a card shows, read through the API: its picture's URL and how to draw it once the picture is loaded. */
async function cardSource(kind: CardKind, address: string, api: CardApi, env: Env) {
  type Draw = (artwork: string | null) => Promise<Uint8Array<ArrayBuffer>>;
  if (kind === 'collection') {
    const collection = await api.collectionDetails(address);
    if (!collection) return null;
    const card = collectionCardDataFrom(collection);
    const draw: Draw = async (artwork) => (await import('./render')).renderCollectionCardPng(card, artwork);
    return { image: card.image, draw };
  }
  const details = await api.nftDetails(address);
  if (!details) return null;
  const card = cardDataFrom(details, networkTokens(env));
  const draw: Draw = async (artwork) => (await import('./render')).renderCardPng(card, artwork);
  return { image: card.image, draw };
}

async function drawCard(kind: CardKind, address: string, origin: string, api: CardApi, env: Env, ctx: ExecutionContext): Promise<Response> {
  const source = await cardSource(kind, address, api, env);
  if (!source) return notFound(kind);
  const now = Date.now();
  if (drawing >= MAX_CONCURRENT_DRAWS || now - lastDrawStartedAt < MIN_DRAW_SPACING_MS) return busy();
  drawing++;
  lastDrawStartedAt = now;
  try {
    const artwork = await loadArtwork(source.image, {
      media: (path) =>
        handleMedia(new Request(new URL(path, origin)), env, ctx, { timeoutMs: ARTWORK_TIMEOUT_MS, bodyTimeoutMs: ARTWORK_TIMEOUT_MS }),
      timeoutMs: ARTWORK_TIMEOUT_MS,
    });
    const png = await source.draw(artwork);
    return new Response(png, { headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength) } });
  } finally {
    drawing--;
  }
}

export async function handleOgCard(request: Request, api: CardApi, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed\n', { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
  }
  const match = CARD_PATH.exec(url.pathname);
  const kind = match?.[1] as CardKind | undefined;
  const route = routeAddress(match?.[2]);
  if (!kind || route.kind === 'invalid') return notFound(kind);
  if (route.kind === 'redirect') return Response.redirect(new URL(CARD_PATHS[kind](route.address), url.origin).href, 301);
  // A card never depends on who asks, nor on a query string: GET and HEAD alike are answered from the
  // cache by path alone, so neither a HEAD nor `?anything` can make the Worker draw a card it holds.
  const response = await cachedPage(
    new Request(new URL(url.pathname, url.origin)),
    async () => {
      try {
        return await drawCard(kind, route.address, url.origin, api, env, ctx);
      } catch (error) {
        console.error('og card error', error);
        return new Response('The card could not be drawn\n', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }
    },
    {
      cache: defaultCache(),
      variant: pageVariant(currentBuildId(), false),
      waitUntil: (promise) => ctx.waitUntil(promise),
      storedTypes: CARD_TYPES,
    },
  );
  if (request.method === 'GET') return response;
  void response.body?.cancel();
  return new Response(null, response);
}
