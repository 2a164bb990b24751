// A collection's Analytics period in the URL: `time_period`, the name every list's period has (spec §2).
// Its values are the analytics' own (24h, 7d, 30d, all), and the lists' spellings of a day ("1d", "d")
// read as 24h. Links made before it said `period=`: the page sends them to the same view under
// `time_period` (analyticsLegacyRedirect).
import { DEFAULT_ANALYTICS_PERIOD, isAnalyticsPeriod, type AnalyticsPeriod } from '@shared/contract/enums/analytics-periods';
import { parseListPeriod } from '@shared/lib/list-periods';

export const ANALYTICS_PERIOD_PARAM = 'time_period';
const LEGACY_PARAM = 'period';

/** A period as written in a URL, or null when it names none of the analytics' windows. */
function readPeriod(value: string | null): AnalyticsPeriod | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (isAnalyticsPeriod(text)) return text;
  const listPeriod = parseListPeriod(text);
  if (listPeriod === '1d') return '24h';
  return listPeriod !== null && isAnalyticsPeriod(listPeriod) ? listPeriod : null;
}

/** The period a URL asks for (`time_period`), else the default. */
export function analyticsPeriod(params: URLSearchParams): AnalyticsPeriod {
  return readPeriod(params.get(ANALYTICS_PERIOD_PARAM)) ?? DEFAULT_ANALYTICS_PERIOD;
}

/** The page's link to a period: the default is the bare path. */
export function analyticsPeriodHref(path: string, period: AnalyticsPeriod): string {
  return period === DEFAULT_ANALYTICS_PERIOD ? path : `${path}?${ANALYTICS_PERIOD_PARAM}=${period}`;
}

/**
 * Where an old `period=` link goes (its path and query, the rest of the query kept), or null when the URL
 * has no `period=`. A `time_period` beside it wins; a value naming no period is dropped.
 */
export function analyticsLegacyRedirect(url: URL): string | null {
  if (!url.searchParams.has(LEGACY_PARAM)) return null;
  const params = new URLSearchParams(url.searchParams);
  const legacy = readPeriod(params.get(LEGACY_PARAM));
  params.delete(LEGACY_PARAM);
  if (!params.has(ANALYTICS_PERIOD_PARAM) && legacy !== null && legacy !== DEFAULT_ANALYTICS_PERIOD)
    params.set(ANALYTICS_PERIOD_PARAM, legacy);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
