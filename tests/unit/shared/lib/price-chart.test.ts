import { describe, expect, it } from 'vitest';
import { chartGeometry, dateTicks, priceTicks } from '@shared/lib/price-chart';

const DAY = 86_400;
const BOX = { width: 1000, height: 200, left: 0, right: 0, top: 0, bottom: 0 };

describe('priceTicks', () => {
  it('runs from 0 to a round value at or above the highest price', () => {
    expect(priceTicks(136.09)).toEqual([0, 50, 100, 150]);
    expect(priceTicks(1.57)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(priceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(priceTicks(0)).toEqual([0, 1]);
  });
});

describe('dateTicks', () => {
  it('spreads evenly over the range, both ends included', () => {
    expect(dateTicks(0, 30 * DAY)).toEqual([0, 10 * DAY, 20 * DAY, 30 * DAY]);
  });
});

describe('chartGeometry', () => {
  it('is null without sales', () => {
    expect(chartGeometry([], BOX, 100)).toBeNull();
  });

  it('draws a single sale as a line from its dot to today, not a lone dot', () => {
    const now = 100 * DAY;
    const g = chartGeometry([{ ts: 40 * DAY, usd: 3 }], BOX, now)!;
    expect(g.dots).toHaveLength(1);
    expect(g.path).toMatch(/^M[\d.]+ [\d.]+ H1000\.0$/);
    expect(g.dots[0]!.x).toBeLessThan(100);
    expect(g.min).toBe(3);
    expect(g.max).toBe(3);
    expect(g.last).toBe(3);
    // Price ticks label the y axis; the top tick sits at the top of the plot.
    expect(g.yTicks.at(-1)).toEqual({ y: 0, value: 3 });
    expect(g.yTicks[0]).toEqual({ y: 200, value: 0 });
    expect(g.xTicks.map((t) => t.x)).toEqual([0, 1000 / 3, 2000 / 3, 1000]);
    expect(g.xTicks.at(-1)!.ts).toBe(now);
  });

  it('steps from sale to sale in time order, the newest reaching the right edge', () => {
    const g = chartGeometry(
      [
        { ts: 20 * DAY, usd: 4 },
        { ts: 10 * DAY, usd: 2 },
      ],
      BOX,
      30 * DAY,
    )!;
    expect(g.dots.map((d) => d.usd)).toEqual([2, 4]);
    expect(g.dots[1]!.y).toBe(0);
    expect(g.dots[0]!.y).toBe(100);
    expect(g.path).toMatch(/^M[\d.]+ 100\.0 H[\d.]+ V0\.0 H1000\.0$/);
    expect(g.area.endsWith('Z')).toBe(true);
    expect([g.min, g.max, g.last]).toEqual([2, 4, 4]);
  });

  it('skips values that are not prices', () => {
    expect(
      chartGeometry(
        [
          { ts: 1, usd: Number.NaN },
          { ts: 2, usd: -1 },
        ],
        BOX,
        10,
      ),
    ).toBeNull();
  });
});
