import { describe, expect, it } from 'vitest';
import type { CollectionMarket } from '@shared/contract/schemas';
import {
  bandBars,
  CHART_HEIGHT,
  CHART_WIDTH,
  figureToken,
  holdingLabel,
  marketChart,
  percent,
  periodTime,
  tokenFigure,
} from '~/view-model/collection-analytics';
import type { Token } from '@shared/lib/tokens';

const HOUR = 3_600;
const MAIN = `0:${'1'.repeat(64)}`;
const OTHER = `0:${'2'.repeat(64)}`;
const UNPRICED = `0:${'3'.repeat(64)}`;
// Whole units (0 decimals) keep the figures readable: MAIN is worth 2 USD, OTHER 1 USD, UNPRICED has no price.
const token = (address: string, symbol: string): Token => ({ address, symbol, name: symbol, decimals: 0, logoURI: null, isNative: false });
const TOKENS = [token(MAIN, 'MAIN'), token(OTHER, 'OTH'), token(UNPRICED, 'UNP')];
const amount = (t: string, n: number) => ({ token: t, amount: String(n) });
const bucket = (i: number, floor: { token: string; amount: string } | null, volume: { token: string; amount: string }[]) => ({
  start: i * HOUR,
  end: (i + 1) * HOUR,
  floorUsd: null,
  floor,
  sales: volume.length,
  volumeUsd: '0',
  volume,
});

const market: CollectionMarket = {
  collection: MAIN,
  period: '24h',
  from: 0,
  to: 4 * HOUR,
  bucketSeconds: HOUR,
  buckets: [
    bucket(0, null, []),
    bucket(1, amount(MAIN, 2), [amount(MAIN, 8)]),
    // A floor listed in another token: 8 OTH is 4 MAIN at today's prices.
    bucket(2, amount(OTHER, 8), []),
    bucket(3, amount(MAIN, 3), [amount(OTHER, 4), amount(MAIN, 2), amount(UNPRICED, 5)]),
  ],
  sales: [
    { ts: 3 * HOUR + 10, usd: '8', token: MAIN, amount: '4' },
    { ts: HOUR + 5, usd: null, token: UNPRICED, amount: '8' },
  ],
  salesTotal: 2,
  volumeUsd: '12',
  token: MAIN,
  usdPerUnit: { [MAIN]: '2', [OTHER]: '1' },
};

describe('figureToken', () => {
  const unit = figureToken(market, TOKENS);

  it("shows amounts of the main token as they are, and others at today's prices; without a price, none", () => {
    expect(unit.token.symbol).toBe('MAIN');
    expect(unit.of(amount(MAIN, 7))).toBe(7);
    expect(unit.of(amount(OTHER, 8))).toBe(4);
    expect(unit.of(amount(UNPRICED, 8))).toBeNull();
    expect(unit.ofUsd('6')).toBe(3);
    expect(unit.converts(amount(OTHER, 1))).toBe(true);
    expect(unit.converts(amount(MAIN, 1))).toBe(false);
  });

  it("reads in the chain's own coin (the first token) when the collection has no main token", () => {
    expect(figureToken({ ...market, token: null }, TOKENS).token.address).toBe(MAIN);
  });

  it('writes a figure like every amount, rounded down, with its symbol', () => {
    expect(tokenFigure(1234.567, unit.token)).toBe('1 234.56 MAIN');
  });
});

describe('marketChart', () => {
  const chart = marketChart(market, figureToken(market, TOKENS));

  it('draws the floor in the main token as steps across each bucket, with a gap where there was none', () => {
    // Floor ticks 0..4 (step 1): 2 MAIN is y 120, 4 (8 OTH) is 0, 3 is 60; x is 250 per hour.
    expect(chart.floorPath).toBe('M250 120 H500 V0 H750 V60 H1000');
    expect(chart.floorTicks.map((t) => t.label)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.floorTicks.at(-1)!.at).toBe(0);
    expect(chart.converted).toBe(true);
  });

  it('puts each sale that can be shown in the main token on its own scale, with its USD, and leaves the rest out', () => {
    expect(chart.dots).toEqual([{ x: 750.7, y: 0, ts: 3 * HOUR + 10, value: 4, usd: '8' }]);
    expect(chart.saleTicks.map((t) => t.label)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives a bar per bucket of its volume in the main token, 80% of its width, as tall as its share of the top tick', () => {
    // Bucket 3: 4 OTH (2 MAIN) + 2 MAIN; its unpriced part cannot be shown in MAIN.
    expect(chart.bars.map((b) => b.value)).toEqual([0, 8, 0, 4]);
    expect(chart.bars.map((b) => b.height)).toEqual([0, 240, 0, 120]);
    expect(chart.bars[1]).toMatchObject({ x: 275, width: 200, y: 0, value: 8 });
    expect(chart.volumeTicks.map((t) => t.label)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.dateTicks.map((t) => t.x)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('has no floor line and flat ticks when nothing happened', () => {
    const quiet = { ...market, buckets: [bucket(0, null, [])], sales: [], salesTotal: 0, volumeUsd: '0' };
    const empty = marketChart(quiet, figureToken(quiet, TOKENS));
    expect(empty.floorPath).toBe('');
    expect(empty.dots).toEqual([]);
    expect(empty.bars[0]!.height).toBe(0);
    expect(empty.converted).toBe(false);
    expect(empty.floorTicks.every((t) => t.at >= 0 && t.at <= CHART_HEIGHT)).toBe(true);
  });
});

describe('labels', () => {
  it('shows hours for short periods and days beyond (UTC)', () => {
    const ts = Date.UTC(2026, 10, 27, 13, 45) / 1000;
    expect(periodTime(ts, '24h')).toBe('11-27 13:45');
    expect(periodTime(ts, '7d')).toBe('11-27 13:45');
    expect(periodTime(ts, '30d')).toBe('2026-11-27');
    expect(periodTime(ts, 'all')).toBe('2026-11-27');
  });

  it('names holding bands and shares', () => {
    expect(
      [
        { min: 1, max: 1 },
        { min: 2, max: 5 },
        { min: 21, max: null },
      ].map((b) => holdingLabel({ ...b, holders: 0 })),
    ).toEqual(['1 NFT', '2-5 NFTs', '21+ NFTs']);
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(1, 0)).toBe('—');
  });

  it('scales band bars to the largest count', () => {
    expect(bandBars([2, 4, 0], (n) => n).map((b) => b.width)).toEqual([CHART_WIDTH / 2, CHART_WIDTH, 0]);
    expect(bandBars([0], (n) => n)[0]!.width).toBe(0);
  });
});
