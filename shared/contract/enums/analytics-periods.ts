import { isOneOf } from './one-of';

/** The windows of a collection's analytics (ours): the last 24 hours, 7 days, 30 days, or its whole history. */
export const ANALYTICS_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const isAnalyticsPeriod = (value: unknown): value is AnalyticsPeriod => isOneOf(ANALYTICS_PERIODS, value);
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '24h': '24 h', '7d': '7 d', '30d': '30 d', all: 'All' };
