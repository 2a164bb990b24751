import { describe, expect, it } from 'vitest';
import { longerRankingPeriod, openRanking, rankingHasSales, rankingPeriod, volumeChange } from '@shared/lib/collection-ranking';

describe('collection ranking', () => {
  it('reads the period, none when the URL names none', () => {
    expect(rankingPeriod('7d')).toBe('7d');
    expect(rankingPeriod('1y')).toBeNull();
    expect(rankingPeriod(null)).toBeNull();
    // time_period first, then the old period= links; the spec's "d" is one day; the hour is no ranking window.
    expect(rankingPeriod('30d', '7d')).toBe('30d');
    expect(rankingPeriod(null, '7d')).toBe('7d');
    expect(rankingPeriod('d')).toBe('1d');
    expect(rankingPeriod('1h', '30d')).toBe('30d');
  });
  it('opens on the shortest window with sales when none is asked, and on the asked one otherwise', async () => {
    const volumes: Record<string, string[]> = { '1d': ['0', '0'], '7d': ['0', '12.5'], '30d': ['40', '12.5'] };
    const asked: string[] = [];
    const load = async (period: string) => {
      asked.push(period);
      return volumes[period]!.map((totalVolumeUsdNow) => ({ totalVolumeUsdNow }));
    };
    expect((await openRanking(null, load)).period).toBe('7d');
    expect(asked).toEqual(['1d', '7d']);
    // Asked for: that window, sales or not.
    expect((await openRanking('1d', load)).period).toBe('1d');
    // No window with sales: the longest.
    const none = await openRanking(null, async () => [{ totalVolumeUsdNow: '0' }]);
    expect(none.period).toBe('30d');
    expect(rankingHasSales([{ totalVolumeUsdNow: '0' }, { totalVolumeUsdNow: '0.01' }])).toBe(true);
    expect(rankingHasSales([])).toBe(false);
    expect([longerRankingPeriod('1d'), longerRankingPeriod('7d'), longerRankingPeriod('30d')]).toEqual(['7d', '30d', null]);
  });
  it('gives the volume change in percent, none without a previous volume', () => {
    expect(volumeChange('150', '100')).toBe('+50.0%');
    expect(volumeChange('50', '100')).toBe('-50.0%');
    expect(volumeChange('50', '0')).toBeNull();
  });
});
