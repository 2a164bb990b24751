// Price history as chart geometry: pure, so the page can draw it as inline SVG with no JS.
export interface ChartPoint {
  ts: number;
  usd: number;
}

export interface ChartGeometry {
  path: string;
  dots: { x: number; y: number; ts: number; usd: number }[];
  min: number;
  max: number;
}

export function chartGeometry(points: readonly ChartPoint[], width: number, height: number, padding = 8): ChartGeometry | null {
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.ts - b.ts);
  const min = Math.min(...sorted.map((p) => p.usd));
  const max = Math.max(...sorted.map((p) => p.usd));
  const first = sorted[0]!.ts;
  const span = sorted[sorted.length - 1]!.ts - first || 1;
  const range = max - min || 1;
  const dots = sorted.map((p) => ({
    x: padding + ((p.ts - first) / span) * (width - 2 * padding),
    y: height - padding - ((p.usd - min) / range) * (height - 2 * padding),
    ts: p.ts,
    usd: p.usd,
  }));
  if (dots.length === 1) dots[0]!.x = width / 2;
  const path = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x.toFixed(1)} ${d.y.toFixed(1)}`).join(' ');
  return { path, dots, min, max };
}
