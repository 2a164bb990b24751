// Price history as chart geometry: pure, so the NFT page draws it as server SVG with no JS.
// The y axis starts at 0 with "nice" ticks; the x axis runs from the first sale to now, so a price
// holds (a step) until the next sale and the last one reaches today: a single sale is a line with
// its dot, not a lone dot in an empty box. Ticks are evenly spaced on both axes (the y axis from 0,
// the x axis edge to edge), so HTML labels can sit beside the plot with flex spacing, no inline styles.

export interface ChartPoint {
  /** Unix seconds. */
  ts: number;
  usd: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartGeometry {
  /** The step line through the sales, to `now`. */
  path: string;
  /** The same line closed down to the x axis (the shaded area). */
  area: string;
  dots: { x: number; y: number; ts: number; usd: number }[];
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; ts: number }[];
  /** The plot area inside the labels. */
  plot: { x0: number; x1: number; y0: number; y1: number };
  min: number;
  max: number;
  last: number;
}

const DAY = 86_400;

/** 1, 2 or 5 times a power of ten, at least `step`. */
function niceStep(step: number): number {
  const power = 10 ** Math.floor(Math.log10(step));
  const unit = step / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Ticks from 0 to a round value at or above `max`, about `count` of them. */
export function priceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max / count);
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + step / 1e6; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** `count` evenly spaced times over [from, to], both ends included (labels spread edge to edge). */
export function dateTicks(from: number, to: number, count = 4): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(from + ((to - from) * i) / (count - 1)));
}

export function chartGeometry(points: readonly ChartPoint[], box: ChartBox, now: number): ChartGeometry | null {
  const sorted = points.filter((p) => Number.isFinite(p.usd) && p.usd >= 0).sort((a, b) => a.ts - b.ts);
  if (sorted.length === 0) return null;
  const plot = { x0: box.left, x1: box.width - box.right, y0: box.top, y1: box.height - box.bottom };
  // At least a week wide, so a sale made today still has a line to the right edge.
  const start = sorted[0]!.ts;
  const end = Math.max(now, sorted[sorted.length - 1]!.ts, start + 7 * DAY);
  const from = start - (end - start) * 0.02;
  const values = sorted.map((p) => p.usd);
  const ticks = priceTicks(Math.max(...values));
  const top = ticks[ticks.length - 1]!;
  const x = (ts: number) => plot.x0 + ((ts - from) / (end - from)) * (plot.x1 - plot.x0);
  const y = (usd: number) => plot.y1 - (usd / top) * (plot.y1 - plot.y0);
  const dots = sorted.map((p) => ({ x: x(p.ts), y: y(p.usd), ts: p.ts, usd: p.usd }));
  const f = (n: number) => n.toFixed(1);
  let path = `M${f(dots[0]!.x)} ${f(dots[0]!.y)}`;
  for (let i = 1; i < dots.length; i += 1) path += ` H${f(dots[i]!.x)} V${f(dots[i]!.y)}`;
  path += ` H${f(plot.x1)}`;
  const area = `${path} V${f(plot.y1)} H${f(dots[0]!.x)} Z`;
  return {
    path,
    area,
    dots,
    yTicks: ticks.map((value) => ({ y: y(value), value })),
    xTicks: dateTicks(from, end).map((ts) => ({ x: x(ts), ts })),
    plot,
    min: Math.min(...values),
    max: Math.max(...values),
    last: values[values.length - 1]!,
  };
}
