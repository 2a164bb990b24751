// A collection's analytics answers -> chart geometry and table rows, pure, so the page draws them as
// server SVG with no JS. Both time charts share the period's x axis (bucket edges, UTC); the y axes
// start at 0 with the price chart's "nice" ticks.
import type { CollectionHolders, CollectionListings, CollectionMarket } from '@shared/contract/schemas';
import type { AnalyticsPeriod } from '@shared/contract/enums/analytics-periods';
import { dateTicks, priceTicks } from '@shared/lib/price-chart';

export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 240;

export interface Tick {
  at: number;
  label: number;
}

export interface MarketChart {
  /** The floor as a step line; a gap where no listing was on sale. */
  floorPath: string;
  floorTicks: Tick[];
  /** Each sale at its USD value (sales without a USD value are left out of the chart, not the table). */
  dots: { x: number; y: number; ts: number; usd: number }[];
  saleTicks: Tick[];
  /** One bar per bucket. */
  bars: { x: number; y: number; width: number; height: number; start: number; usd: number }[];
  volumeTicks: Tick[];
  dateTicks: { x: number; ts: number }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

export function marketChart(market: CollectionMarket): MarketChart {
  const { from, to } = market;
  const x = (ts: number) => round(((ts - from) / (to - from)) * CHART_WIDTH);
  const floors = market.buckets.map((b) => (b.floorUsd === null ? null : Number(b.floorUsd)));
  const sales = market.sales.flatMap((s) => (s.usd === null ? [] : [{ ts: s.ts, usd: Number(s.usd) }]));
  // Floor and sales each on their own scale: a few dear sales would flatten the floor line.
  const yScale = (ticks: number[]) => (usd: number) => round(CHART_HEIGHT - (usd / ticks.at(-1)!) * CHART_HEIGHT);
  const floorTicks = priceTicks(Math.max(0, ...floors.map((f) => f ?? 0)));
  const saleTicks = priceTicks(Math.max(0, ...sales.map((s) => s.usd)));
  const yFloor = yScale(floorTicks);
  const ySale = yScale(saleTicks);

  // Each bucket's floor holds across the bucket (it is the floor at its end).
  let floorPath = '';
  market.buckets.forEach((b, i) => {
    const floor = floors[i];
    if (floor == null) return;
    const y = yFloor(floor);
    floorPath += `${floors[i - 1] == null ? `M${x(b.start)} ${y}` : ` V${y}`} H${x(b.end)}`;
  });

  const volumes = market.buckets.map((b) => Number(b.volumeUsd));
  const volumeTicks = priceTicks(Math.max(0, ...volumes));
  const volumeTop = volumeTicks.at(-1)!;
  const bars = market.buckets.map((b, i) => {
    const height = round((volumes[i]! / volumeTop) * CHART_HEIGHT);
    const width = x(b.end) - x(b.start);
    return {
      x: round(x(b.start) + width * 0.1),
      y: round(CHART_HEIGHT - height),
      width: round(width * 0.8),
      height,
      start: b.start,
      usd: volumes[i]!,
    };
  });

  return {
    floorPath: floorPath.trim(),
    floorTicks: floorTicks.map((value) => ({ at: yFloor(value), label: value })),
    dots: sales.map((s) => ({ x: x(s.ts), y: ySale(s.usd), ts: s.ts, usd: s.usd })),
    saleTicks: saleTicks.map((value) => ({ at: ySale(value), label: value })),
    bars,
    volumeTicks: volumeTicks.map((value) => ({ at: round(CHART_HEIGHT - (value / volumeTop) * CHART_HEIGHT), label: value })),
    dateTicks: dateTicks(from, to, 5).map((ts) => ({ x: x(ts), ts })),
  };
}

/** A time as the period shows it (UTC): hours for 24 h and 7 d, days beyond. */
export function periodTime(ts: number, period: AnalyticsPeriod): string {
  const iso = new Date(ts * 1000).toISOString();
  return period === '24h' || period === '7d' ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

/** Bars of a count per band, as widths of the largest (horizontal bars). */
export function bandBars<T>(bands: readonly T[], count: (band: T) => number): { band: T; count: number; width: number }[] {
  const max = Math.max(1, ...bands.map(count));
  return bands.map((band) => ({ band, count: count(band), width: round((count(band) / max) * CHART_WIDTH) }));
}

export function holdingLabel(band: CollectionHolders['distribution'][number]): string {
  if (band.max === null) return `${band.min}+ NFTs`;
  return band.min === band.max ? `${band.min} NFT` : `${band.min}-${band.max} NFTs`;
}

/** The share of `part` in `whole` as a percentage with one decimal ("42.5%"); "—" when whole is 0. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—';
}

export type ListingBand = CollectionListings['bands'][number];
