// The NFT's artwork for its share card, as a data URL the renderer decodes, or null for the text-only card.
// Our own demo art is drawn in-process. Anything else goes through the media proxy (its SSRF, type and size
// rules, and its cache) under one short deadline: a slow or odd image costs the card its picture, never the
// card. Only PNG and JPEG of bounded size are drawn: remote SVG is skipped (untrusted vector work for the
// rasteriser), and so is a raster so large that decoding it would strain the Worker's memory.
import { mediaSrc } from '@shared/lib/media-url';
import { DEMO_ART_PREFIX, demoArtResponse } from '../demo-art';

/** For the whole remote artwork: proxy, gateways and body together. */
export const ARTWORK_TIMEOUT_MS = 2_500;
export const MAX_ARTWORK_BYTES = 3 * 1024 * 1024;
/** Per side; 2048 x 2048 RGBA decodes to 16 MiB. */
export const MAX_ARTWORK_SIDE = 2048;

export interface ArtworkSources {
  /** A same-origin /media/ path answered by the media proxy. */
  media(path: string): Promise<Response>;
  timeoutMs: number;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${toBase64(bytes)}`;

const isPng = (b: Uint8Array) => b.length > 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b.length > 4 && b[0] === 0xff && b[1] === 0xd8;

/** Width and height from a PNG's IHDR or a JPEG's frame header; null when they cannot be read. */
export function rasterSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(bytes)) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (!isJpeg(bytes)) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start-of-frame markers (all but DHT C4, JPG C8 and DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** A proxied raster as a data URL, or null when it is not one the card draws. */
async function drawableRaster(response: Response): Promise<string | null> {
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const type = response.headers.get('content-type') ?? '';
  const stated = Number(response.headers.get('content-length') ?? 0);
  if ((type !== 'image/png' && type !== 'image/jpeg') || stated > MAX_ARTWORK_BYTES) {
    await response.body?.cancel();
    return null;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const size = rasterSize(bytes);
  const fits = size !== null && size.width > 0 && size.height > 0 && size.width <= MAX_ARTWORK_SIDE && size.height <= MAX_ARTWORK_SIDE;
  return fits && bytes.byteLength <= MAX_ARTWORK_BYTES ? dataUrl(type, bytes) : null;
}

async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function loadArtwork(image: string | null, sources: ArtworkSources): Promise<string | null> {
  const src = mediaSrc(image);
  if (!src) return null;
  if (src.startsWith(DEMO_ART_PREFIX)) {
    const art = demoArtResponse(new URL(src, 'http://local').pathname);
    return art.ok ? dataUrl('image/svg+xml', new Uint8Array(await art.arrayBuffer())) : null;
  }
  if (!src.startsWith('/media/')) return null;
  try {
    return await withinDeadline(sources.media(src).then(drawableRaster), sources.timeoutMs);
  } catch {
    return null; // an unreachable or refused source is a card without its picture
  }
}
