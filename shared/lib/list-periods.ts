// A list's time period, the `time_period` URL parameter (spec §2 lists it; §4: "time periods h, d"):
// the ranking's volume window and the activity feed's "last …" filter. Written as a count and a unit
// ("1h", "1d", "7d", "30d"); the spec's bare units read as one of them ("h" is 1h, "d" is 1d).
const HOUR = 3_600;
const DAY = 24 * HOUR;

export const LIST_PERIODS = { '1h': HOUR, '1d': DAY, '7d': 7 * DAY, '30d': 30 * DAY } as const;
export type ListPeriod = keyof typeof LIST_PERIODS;
export const LIST_PERIOD_LABELS: Readonly<Record<ListPeriod, string>> = { '1h': '1 h', '1d': '24 h', '7d': '7 days', '30d': '30 days' };

const ALIASES: Readonly<Record<string, ListPeriod>> = { h: '1h', d: '1d' };
const isListPeriod = (value: string): value is ListPeriod => Object.hasOwn(LIST_PERIODS, value);

/** A period as written in a URL (any case), or null when it names none. */
export function parseListPeriod(value: string | null | undefined): ListPeriod | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (isListPeriod(text)) return text;
  return ALIASES[text] ?? null;
}
