// A collection's analytics answers -> chart geometry and table rows, pure, so the page draws them as
// server SVG with no JS. Figures are in the collection's main token (the server's choice, `market.token`),
// as a market trading mostly in one coin charts in it; the tables give USD beside. Both time charts share the period's x axis (bucket edges, UTC); the y axes
// start at 0 with the price chart's "nice" ticks.
import type { CollectionHolders, CollectionListings, CollectionMarket, MarketBucket } from '@shared/contract/schemas';
import type { AnalyticsPeriod } from '@shared/contract/enums/analytics-periods';
import { formatAmount } from '@shared/lib/amounts';
import { dateTicks, priceTicks } from '@shared/lib/price-chart';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';

export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 240;

export interface Tick {
  at: number;
  label: number;
}

/** An amount in a token's smallest units, with the token's root. */
export interface TokenAmount {
  token: string;
  amount: string;
}

/**
 * The figures' unit: the collection's main token. An amount in it is exact; one in another token is
 * converted at today's USD prices (`converts` says whether it takes that), and is left out when either
 * token has no price today, as sales without a USD value are left out of a USD chart.
 */
export interface FigureToken {
  token: Token;
  /** An amount of any token in whole main tokens; null when it cannot be converted. */
  of(amount: TokenAmount): number | null;
  /** A USD value (today's) in whole main tokens; null without the main token's price. */
  ofUsd(usd: string): number | null;
  converts(amount: TokenAmount): boolean;
}

export function figureToken(market: CollectionMarket, tokens: readonly Token[]): FigureToken {
  // A collection that never traded nor listed has nothing to chart: its figures read in the chain's own coin.
  const token = tokenOrFallback(market.token ?? tokens[0]!.address, tokens);
  const rate = (root: string) => {
    const value = Number(market.usdPerUnit[root]);
    return value > 0 && Number.isFinite(value) ? value : null;
  };
  const mainRate = rate(token.address);
  const whole = (units: number) => units / 10 ** token.decimals;
  return {
    token,
    of: (a) => {
      if (a.token === token.address) return whole(Number(a.amount));
      const from = rate(a.token);
      return from === null || mainRate === null ? null : whole((Number(a.amount) * from) / mainRate);
    },
    ofUsd: (usd) => (mainRate === null ? null : whole(Number(usd) / mainRate)),
    converts: (a) => a.token !== token.address,
  };
}

export interface MarketChart {
  /** The floor as a step line; a gap where no listing was on sale. */
  floorPath: string;
  floorTicks: Tick[];
  /** Each sale in the main token (sales that cannot be shown in it are left out of the chart, not the table). */
  dots: { x: number; y: number; ts: number; value: number; usd: string | null }[];
  saleTicks: Tick[];
  /** One bar per bucket. */
  bars: { x: number; y: number; width: number; height: number; start: number; value: number; usd: string }[];
  volumeTicks: Tick[];
  dateTicks: { x: number; ts: number }[];
  /** Some figure was in another token and is shown converted at today's prices. */
  converted: boolean;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The bucket's volume in the main token: the sum of what can be converted. */
export function bucketVolume(bucket: MarketBucket, unit: FigureToken): number {
  return bucket.volume.reduce((sum, a) => sum + (unit.of(a) ?? 0), 0);
}

export function marketChart(market: CollectionMarket, unit: FigureToken): MarketChart {
  const { from, to } = market;
  const x = (ts: number) => round(((ts - from) / (to - from)) * CHART_WIDTH);
  const floors = market.buckets.map((b) => (b.floor === null ? null : unit.of(b.floor)));
  const sales = market.sales.flatMap((s) => {
    const value = unit.of(s);
    return value === null ? [] : [{ ts: s.ts, value, usd: s.usd }];
  });
  // Floor and sales each on their own scale: a few dear sales would flatten the floor line.
  const yScale = (ticks: number[]) => (value: number) => round(CHART_HEIGHT - (value / ticks.at(-1)!) * CHART_HEIGHT);
  const floorTicks = priceTicks(Math.max(0, ...floors.map((f) => f ?? 0)));
  const saleTicks = priceTicks(Math.max(0, ...sales.map((s) => s.value)));
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

  const volumes = market.buckets.map((b) => bucketVolume(b, unit));
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
      value: volumes[i]!,
      usd: b.volumeUsd,
    };
  });
  const amounts = [...market.buckets.flatMap((b) => [...(b.floor ? [b.floor] : []), ...b.volume]), ...market.sales];

  return {
    floorPath: floorPath.trim(),
    floorTicks: floorTicks.map((value) => ({ at: yFloor(value), label: value })),
    dots: sales.map((s) => ({ x: x(s.ts), y: ySale(s.value), ts: s.ts, value: s.value, usd: s.usd })),
    saleTicks: saleTicks.map((value) => ({ at: ySale(value), label: value })),
    bars,
    volumeTicks: volumeTicks.map((value) => ({ at: round(CHART_HEIGHT - (value / volumeTop) * CHART_HEIGHT), label: value })),
    dateTicks: dateTicks(from, to, 5).map((ts) => ({ x: x(ts), ts })),
    converted: amounts.some((a) => unit.converts(a)),
  };
}

/** A figure in whole tokens as the page shows it: "1 234.5 WVENOM" (rounded down like every amount). */
export function tokenFigure(value: number, token: Token): string {
  return `${tokenNumber(value)} ${token.symbol}`;
}

/** The number alone, for axis labels (the unit is in the chart's caption). */
export function tokenNumber(value: number): string {
  return formatAmount(value.toFixed(12));
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
