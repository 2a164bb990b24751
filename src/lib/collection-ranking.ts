// The collections ranking (Explore > Collections > Ranking, and Home's Top collections): volume over a
// period against the period before it, as on other marketplaces' stats pages.
const DAY = 86_400;

export const RANKING_PERIODS = { '1d': DAY, '7d': 7 * DAY, '30d': 30 * DAY } as const;
export type RankingPeriod = keyof typeof RANKING_PERIODS;
export const RANKING_PERIOD_LABELS: Readonly<Record<RankingPeriod, string>> = { '1d': '24 h', '7d': '7 days', '30d': '30 days' };

/** `?period=` as given, else 24 hours. */
export function rankingPeriod(value: string | null): RankingPeriod {
  return value === '7d' || value === '30d' ? value : '1d';
}

/** The volume's change against the previous period in percent ("+12.5%"), or null without a previous volume. */
export function volumeChange(now: string, previous: string): string | null {
  const before = Number(previous);
  if (!(before > 0)) return null;
  const pct = ((Number(now) - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
