/**
 * Generative demo artwork: `renderArtwork(seed, kind)` returns a self-contained SVG, the same for
 * the same seed on every machine (no network, no randomness beyond the seed). The demo world points
 * NFT previews, collection logos and wallpapers at /demo-art/<kind>/<seed>.svg, served from here.
 *
 * Safe by construction: the output holds only shapes, gradients and numbers computed here, plus a
 * logo monogram reduced to [A-Z0-9]; the seed itself is never echoed, so no markup or script can
 * get in. No external references (no <image>, no href, no fonts to fetch).
 */
import { Random } from '@shared/lib/prng';

export type ArtKind = 'nft' | 'logo' | 'wallpaper';

/** The demo world's seeded generator (cyrb128 -> sfc32, one home in the seed's prng.ts). */
function randomFor(seed: string): () => number {
  const random = new Random(seed);
  return () => random.next();
}

interface Brush {
  r: () => number;
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** A color of the palette: hsl(hue, s%, l%). */
  color: (i: number, lightShift?: number) => string;
}

const n = (value: number) => (Math.round(value * 10) / 10).toString();

function brushFor(seed: string): Brush {
  const r = randomFor(seed);
  for (let i = 0; i < 8; i++) r();
  const between = (min: number, max: number) => min + r() * (max - min);
  const base = r() * 360;
  // Analogous, complementary or triadic harmony around a random base hue.
  const offsets = [
    [0, 30, 60, 200],
    [0, 180, 30, 210],
    [0, 120, 240, 60],
  ][Math.floor(r() * 3)]!;
  const saturation = between(55, 85);
  const lightness = between(48, 64);
  return {
    r,
    between,
    pick: (items) => items[Math.floor(r() * items.length)]!,
    // Whole-degree hues: resvg, which rasterises the art for the share cards, reads no fractional hue.
    color: (i, lightShift = 0) =>
      `hsl(${Math.round(base + offsets[i % offsets.length]!) % 360} ${n(saturation)}% ${n(Math.min(92, Math.max(8, lightness + lightShift)))}%)`,
  };
}

function gradient(id: string, b: Brush, from: string, to: string): string {
  const angle = b.between(0, Math.PI * 2);
  const [x1, y1, x2, y2] = [50 - 50 * Math.cos(angle), 50 - 50 * Math.sin(angle), 50 + 50 * Math.cos(angle), 50 + 50 * Math.sin(angle)];
  return `<linearGradient id="${id}" x1="${n(x1)}%" y1="${n(y1)}%" x2="${n(x2)}%" y2="${n(y2)}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function glow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth closed blob around (cx, cy). */
function blob(b: Brush, cx: number, cy: number, radius: number): string {
  const points = Math.floor(b.between(5, 9));
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = radius * b.between(0.7, 1.15);
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as const;
  });
  const mid = (p: readonly [number, number], q: readonly [number, number]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as const;
  const start = mid(pts[points - 1]!, pts[0]!);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % points]!);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

function wave(b: Brush, width: number, y: number, amplitude: number, bottom: number): string {
  const steps = 4;
  let d = `M0 ${n(y)}`;
  for (let i = 0; i < steps; i++) {
    const x0 = (i * width) / steps;
    const x1 = ((i + 1) * width) / steps;
    const up = (i % 2 === 0 ? -1 : 1) * amplitude * b.between(0.6, 1.2);
    d += `C${n(x0 + (x1 - x0) / 3)} ${n(y + up)} ${n(x0 + (2 * (x1 - x0)) / 3)} ${n(y + up)} ${n(x1)} ${n(y + b.between(-amplitude, amplitude) / 3)}`;
  }
  return `${d}L${width} ${bottom}L0 ${bottom}Z`;
}

function nft(b: Brush): string {
  const S = 512;
  const defs = [gradient('bg', b, b.color(0, -22), b.color(1, -8)), glow('glow', b.color(2, 20))];
  const parts = [
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<circle cx="${n(b.between(140, 372))}" cy="${n(b.between(140, 372))}" r="${n(b.between(160, 260))}" fill="url(#glow)"/>`,
  ];
  const style = b.pick(['orbs', 'blobs', 'rings', 'tiles'] as const);
  if (style === 'orbs') {
    const count = Math.floor(b.between(4, 9));
    for (let i = 0; i < count; i++) {
      defs.push(
        `<radialGradient id="o${i}" cx="35%" cy="30%"><stop offset="0" stop-color="${b.color(i + 1, 28)}"/><stop offset="1" stop-color="${b.color(i, -12)}"/></radialGradient>`,
      );
      parts.push(
        `<circle cx="${n(b.between(60, 452))}" cy="${n(b.between(60, 452))}" r="${n(b.between(28, 120))}" fill="url(#o${i})" opacity="${n(b.between(0.65, 0.95))}"/>`,
      );
    }
  } else if (style === 'blobs') {
    for (let i = 0; i < 4; i++)
      parts.push(
        `<path d="${blob(b, b.between(120, 392), b.between(120, 392), b.between(60, 170))}" fill="${b.color(i + 1, b.between(-10, 20))}" opacity="${n(b.between(0.55, 0.9))}"/>`,
      );
  } else if (style === 'rings') {
    const [cx, cy] = [b.between(180, 332), b.between(180, 332)];
    for (let i = 9; i > 0; i--)
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${i * 26}" fill="none" stroke="${b.color(i, i * 3 - 10)}" stroke-width="${n(b.between(6, 16))}" stroke-dasharray="${n(b.between(0, 60))} ${n(b.between(4, 24))}" opacity="0.85"/>`,
      );
  } else {
    const cell = 64;
    for (let x = 0; x < S; x += cell)
      for (let y = 0; y < S; y += cell)
        if (b.r() < 0.55)
          parts.push(
            `<rect x="${x + 6}" y="${y + 6}" width="${cell - 12}" height="${cell - 12}" rx="${n(b.between(4, 26))}" fill="${b.color(Math.floor(b.r() * 4), b.between(-14, 24))}" opacity="${n(b.between(0.6, 1))}"/>`,
          );
  }
  for (let i = 0; i < 24; i++)
    parts.push(
      `<circle cx="${n(b.between(0, S))}" cy="${n(b.between(0, S))}" r="${n(b.between(1, 3.5))}" fill="#fff" opacity="${n(b.between(0.15, 0.6))}"/>`,
    );
  return svg(S, S, defs, parts);
}

/** Up to two letters or digits from the seed's words ("venom-punks" -> "VP"), for the logo. */
function monogram(seed: string): string {
  const words = seed
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '');
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return letters.replace(/[^A-Z0-9]/g, '');
}

function logo(b: Brush, seed: string): string {
  const S = 256;
  const defs = [gradient('bg', b, b.color(0, -5), b.color(1, -25)), glow('glow', b.color(2, 25))];
  const letters = monogram(seed);
  const parts = [
    `<rect width="${S}" height="${S}" rx="56" fill="url(#bg)"/>`,
    `<circle cx="${n(b.between(60, 196))}" cy="${n(b.between(40, 120))}" r="120" fill="url(#glow)"/>`,
    `<circle cx="128" cy="128" r="${n(b.between(76, 92))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`,
    letters === ''
      ? `<path d="${blob(b, 128, 128, 54)}" fill="#fff" opacity="0.9"/>`
      : `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${letters.length > 1 ? 88 : 110}" fill="#fff">${letters}</text>`,
  ];
  return svg(S, S, defs, parts);
}

function wallpaper(b: Brush): string {
  const [W, H] = [1600, 400];
  const defs = [gradient('bg', b, b.color(0, -28), b.color(1, -12)), glow('glow', b.color(2, 18))];
  const parts = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<ellipse cx="${n(b.between(300, 1300))}" cy="${n(b.between(80, 200))}" rx="520" ry="260" fill="url(#glow)"/>`,
  ];
  for (let i = 0; i < 4; i++)
    parts.push(
      `<path d="${wave(b, W, 170 + i * 55, b.between(30, 80), H)}" fill="${b.color(i + 1, i * 6 - 14)}" opacity="${n(0.35 + i * 0.15)}"/>`,
    );
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${n(b.between(0, W))}" cy="${n(b.between(0, H * 0.6))}" r="${n(b.between(1, 4))}" fill="#fff" opacity="${n(b.between(0.2, 0.7))}"/>`,
    );
  return svg(W, H, defs, parts);
}

function svg(width: number, height: number, defs: string[], parts: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}

export function renderArtwork(seed: string, kind: ArtKind): string {
  const b = brushFor(`${kind}:${seed}`);
  if (kind === 'logo') return logo(b, seed);
  if (kind === 'wallpaper') return wallpaper(b);
  return nft(b);
}
