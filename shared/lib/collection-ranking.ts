// The collections ranking (Explore > Collections > Ranking, and Home's Top collections): volume over a
// period against the period before it, as on other marketplaces' stats pages.
import { LIST_PERIODS, parseListPeriod, type ListPeriod } from './list-periods';

export const RANKING_PERIODS = ['1d', '7d', '30d'] as const satisfies readonly ListPeriod[];
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** The window's length in seconds. */
export const rankingSeconds = (period: RankingPeriod): number => LIST_PERIODS[period];

/**
 * `time_period` when it is one of the ranking's, else the old `period=` of links made before it
 * (same values), else 24 hours.
 */
export function rankingPeriod(timePeriod: string | null, legacyPeriod: string | null = null): RankingPeriod {
  for (const value of [timePeriod, legacyPeriod]) {
    const period = parseListPeriod(value);
    if (period !== null && (RANKING_PERIODS as readonly string[]).includes(period)) return period as RankingPeriod;
  }
  return '1d';
}

/** The volume's change against the previous period in percent ("+12.5%"), or null without a previous volume. */
export function volumeChange(now: string, previous: string): string | null {
  const before = Number(previous);
  if (!(before > 0)) return null;
  const pct = ((Number(now) - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
