import { describe, expect, it } from 'vitest';
import { rankingPeriod, volumeChange } from '../../../../shared/lib/collection-ranking';

describe('collection ranking', () => {
  it('reads the period, 24 h by default', () => {
    expect(rankingPeriod('7d')).toBe('7d');
    expect(rankingPeriod('1y')).toBe('1d');
    expect(rankingPeriod(null)).toBe('1d');
    // time_period first, then the old period= links; the spec's "d" is one day; the hour is no ranking window.
    expect(rankingPeriod('30d', '7d')).toBe('30d');
    expect(rankingPeriod(null, '7d')).toBe('7d');
    expect(rankingPeriod('d')).toBe('1d');
    expect(rankingPeriod('1h', '30d')).toBe('30d');
  });
  it('gives the volume change in percent, none without a previous volume', () => {
    expect(volumeChange('150', '100')).toBe('+50.0%');
    expect(volumeChange('50', '100')).toBe('-50.0%');
    expect(volumeChange('50', '0')).toBeNull();
  });
});
