// The collections ranking (Explore > Collections > Ranking, and Home's Top collections): volume over a
// period against the period before it, as on other marketplaces' stats pages.
import { LIST_PERIODS, parseListPeriod, type ListPeriod } from './list-periods';

export const RANKING_PERIODS = ['1d', '7d', '30d'] as const satisfies readonly ListPeriod[];
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** The window's length in seconds. */
export const rankingSeconds = (period: RankingPeriod): number => LIST_PERIODS[period];

/**
 * `time_period` when it is one of the ranking's, else the old `period=` of links made before it
 * (same values), else null: the URL asks for none (see openRanking).
 */
export function rankingPeriod(timePeriod: string | null, legacyPeriod: string | null = null): RankingPeriod | null {
  for (const value of [timePeriod, legacyPeriod]) {
    const period = parseListPeriod(value);
    if (period !== null && (RANKING_PERIODS as readonly string[]).includes(period)) return period as RankingPeriod;
  }
  return null;
}

/** The next longer window (24 h, then 7 days, then 30 days), or null after the longest. */
export function longerRankingPeriod(period: RankingPeriod): RankingPeriod | null {
  return RANKING_PERIODS[RANKING_PERIODS.indexOf(period) + 1] ?? null;
}

/** A ranking row's volume over its window, in USD. */
interface RankedVolume {
  readonly totalVolumeUsdNow: string;
}

/** Whether any collection of a ranking sold something in its window. */
export const rankingHasSales = (rows: readonly RankedVolume[]): boolean => rows.some((row) => Number(row.totalVolumeUsdNow) > 0);

/**
 * The ranking a visitor opens: the asked period's; with none asked, the shortest window that has sales
 * (24 h, else 7 days, else 30 days), so a quiet day does not open on a table of $0.00.
 */
export async function openRanking<Row extends RankedVolume>(
  asked: RankingPeriod | null,
  load: (period: RankingPeriod) => Promise<readonly Row[]>,
): Promise<{ period: RankingPeriod; rows: readonly Row[] }> {
  let period = asked ?? RANKING_PERIODS[0];
  let rows = await load(period);
  for (
    let next = longerRankingPeriod(period);
    asked === null && next !== null && !rankingHasSales(rows);
    next = longerRankingPeriod(next)
  ) {
    period = next;
    rows = await load(period);
  }
  return { period, rows };
}

/** The volume's change against the previous period in percent ("+12.5%"), or null without a previous volume. */
export function volumeChange(now: string, previous: string): string | null {
  const before = Number(previous);
  if (!(before > 0)) return null;
  const pct = ((Number(now) - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
