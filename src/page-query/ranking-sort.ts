// The ranking's column sorts (`sort=volume:desc`, `floor:asc`, …), as on OpenSea's and Magic Eden's
// stats tables. The ranking is the top collections by volume over the period (one page of the
// metrics, up to 100); a column sort reorders those. A missing value (no floor, no change) sorts
// last both ways; the volume order breaks ties.
import type { MetricsSummary } from '@shared/contract/schemas';
import type { SortDirection } from '@shared/contract/enums/sorting';

export const RANKING_SORT_COLUMNS = ['volume', 'change', 'floor', 'owners'] as const;
export type RankingSortColumn = (typeof RANKING_SORT_COLUMNS)[number];

export interface RankingSort {
  readonly column: RankingSortColumn;
  readonly direction: SortDirection;
}

export const DEFAULT_RANKING_SORT: RankingSort = { column: 'volume', direction: 'desc' };

/** `column` or `column:direction` (descending by default); anything else is the default. */
export function parseRankingSort(value: string | null): RankingSort {
  const [column, direction = 'desc', ...rest] = (value ?? '').trim().split(':');
  if (rest.length > 0 || !(RANKING_SORT_COLUMNS as readonly string[]).includes(column ?? '')) return DEFAULT_RANKING_SORT;
  if (direction !== 'asc' && direction !== 'desc') return DEFAULT_RANKING_SORT;
  return { column: column as RankingSortColumn, direction };
}

/** The sort a column header's link applies: the column's own sort flipped, or the column descending. */
export function nextRankingSort(current: RankingSort, column: RankingSortColumn): RankingSort {
  if (current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

export const rankingSortValue = (sort: RankingSort): string => `${sort.column}:${sort.direction}`;

/** The volume's change against the previous period as a fraction, or null without a previous volume. */
function change(item: MetricsSummary): number | null {
  const before = Number(item.totalVolumeUsdPrevious);
  return before > 0 ? (Number(item.totalVolumeUsdNow) - before) / before : null;
}

const VALUE: Readonly<Record<RankingSortColumn, (item: MetricsSummary) => number | null>> = {
  volume: (item) => Number(item.totalVolumeUsdNow),
  change,
  floor: (item) => (item.floorPrice !== null && Number(item.floorPrice) > 0 ? Number(item.floorPrice) : null),
  owners: (item) => item.ownersCount,
};

/** The rows in the sort's order (a new array); the input is in volume order. */
export function sortRanking(items: readonly MetricsSummary[], sort: RankingSort): MetricsSummary[] {
  const value = VALUE[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, key: value(item) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return sign * (a.key - b.key) || a.index - b.index;
    })
    .map(({ item }) => item);
}
