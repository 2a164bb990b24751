import { describe, expect, it } from 'vitest';
import { chartGeometry } from '~/lib/price-chart';

describe('chartGeometry', () => {
  it('is null without points', () => {
    expect(chartGeometry([], 100, 50)).toBeNull();
  });
  it('spans the box from the oldest to the newest sale, low at the bottom', () => {
    const g = chartGeometry([{ ts: 20, usd: 5 }, { ts: 10, usd: 1 }], 100, 50, 0)!;
    expect(g.min).toBe(1);
    expect(g.max).toBe(5);
    expect(g.dots.map((d) => [d.x, d.y])).toEqual([[0, 50], [100, 0]]);
    expect(g.path).toBe('M0.0 50.0 L100.0 0.0');
  });
  it('centres a single sale', () => {
    const g = chartGeometry([{ ts: 5, usd: 3 }], 100, 50)!;
    expect(g.dots[0]!.x).toBe(50);
  });
});
