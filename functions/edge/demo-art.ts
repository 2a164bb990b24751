// The demo world's artwork: deterministic SVGs drawn by the Worker, so the seeded marketplace needs no
// internet. Served like any untrusted SVG: no scripts, sandboxed, and cached for good (same URL, same image).
import { renderArtwork, type ArtKind } from './demo-art-svg';

export const DEMO_ART_PREFIX = '/demo-art/';
const PATH = /^\/demo-art\/(nft|logo|wallpaper)\/([A-Za-z0-9_-]{1,80})\.svg$/;

export function demoArtResponse(pathname: string): Response {
  const match = PATH.exec(pathname);
  if (!match) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const svg = renderArtwork(match[2]!, match[1] as ArtKind);
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
