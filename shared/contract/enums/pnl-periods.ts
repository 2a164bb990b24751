/** The periods of realised profit and loss (the Portfolio's `time_period`, GET /user/pnl `period`). */
export const PNL_PERIODS = ['24h', '7d', '30d', '1y', 'all'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

/** The period the Portfolio shows when the URL names none or an unknown one. */
export const DEFAULT_PNL_PERIOD: PnlPeriod = '30d';

export function parsePnlPeriod(value: string | null | undefined): PnlPeriod {
  const text = value?.trim().toLowerCase() ?? '';
  return (PNL_PERIODS as readonly string[]).includes(text) ? (text as PnlPeriod) : DEFAULT_PNL_PERIOD;
}
