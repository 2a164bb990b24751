import { describe, expect, it } from 'vitest';
import type { CollectionMarket } from '../../../../shared/contract/schemas';
import {
  bandBars,
  CHART_HEIGHT,
  CHART_WIDTH,
  holdingLabel,
  marketChart,
  percent,
  periodTime,
} from '../../../../src/view-model/collection-analytics';

const HOUR = 3_600;
const TOKEN = `0:${'1'.repeat(64)}`;
const bucket = (i: number, floorUsd: string | null, volumeUsd: string) => ({
  start: i * HOUR,
  end: (i + 1) * HOUR,
  floorUsd,
  floor: floorUsd === null ? null : { token: TOKEN, amount: '1' },
  sales: volumeUsd === '0' ? 0 : 1,
  volumeUsd,
  volume: [],
});

const market: CollectionMarket = {
  collection: TOKEN,
  period: '24h',
  from: 0,
  to: 4 * HOUR,
  bucketSeconds: HOUR,
  buckets: [bucket(0, null, '0'), bucket(1, '2', '8'), bucket(2, '4', '0'), bucket(3, '3', '4')],
  sales: [
    { ts: 3 * HOUR + 10, usd: '4', token: TOKEN, amount: '4' },
    { ts: HOUR + 5, usd: null, token: TOKEN, amount: '8' },
  ],
  salesTotal: 2,
  volumeUsd: '12',
};

describe('marketChart', () => {
  const chart = marketChart(market);

  it('draws the floor as steps across each bucket, with a gap where there was none', () => {
    // Floor ticks 0..4 (step 1): 2 USD is y 120, 4 is 0, 3 is 60; x is 250 per hour.
    expect(chart.floorPath).toBe('M250 120 H500 V0 H750 V60 H1000');
    expect(chart.floorTicks.map((t) => t.label)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.floorTicks.at(-1)!.at).toBe(0);
  });

  it('puts each priced sale on its own scale and leaves unpriced ones out', () => {
    expect(chart.dots).toEqual([{ x: 750.7, y: 0, ts: 3 * HOUR + 10, usd: 4 }]);
    expect(chart.saleTicks.map((t) => t.label)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives a bar per bucket, 80% of its width, as tall as its share of the top tick', () => {
    expect(chart.bars.map((b) => b.height)).toEqual([0, 240, 0, 120]);
    expect(chart.bars[1]).toMatchObject({ x: 275, width: 200, y: 0, usd: 8 });
    expect(chart.volumeTicks.map((t) => t.label)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.dateTicks.map((t) => t.x)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('has no floor line and flat ticks when nothing happened', () => {
    const empty = marketChart({ ...market, buckets: [bucket(0, null, '0')], sales: [], salesTotal: 0, volumeUsd: '0' });
    expect(empty.floorPath).toBe('');
    expect(empty.dots).toEqual([]);
    expect(empty.bars[0]!.height).toBe(0);
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
