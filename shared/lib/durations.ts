// Offer durations (spec section 5: "Duration choices: None, 1 day, 3 days, 7 days, 1 month, custom date").
// A month is 30 days: the spec does not define it, and a fixed length keeps "1 month" the same
// whatever the start date.
import type { ValidationError } from './errors';

const DAY_SECONDS = 86_400;

export const DURATION_CHOICES = ['none', '1d', '3d', '7d', '1m', 'custom'] as const;
export type DurationChoice = (typeof DURATION_CHOICES)[number];

export const DURATION_LABELS: Readonly<Record<DurationChoice, string>> = {
  none: 'None',
  '1d': '1 day',
  '3d': '3 days',
  '7d': '7 days',
  '1m': '1 month',
  custom: 'Custom date',
};

/** Seconds for the fixed choices. "None" is 0: the contracts read a 0 duration as unlimited. */
export const DURATION_SECONDS: Readonly<Record<Exclude<DurationChoice, 'custom'>, number>> = {
  none: 0,
  '1d': DAY_SECONDS,
  '3d': 3 * DAY_SECONDS,
  '7d': 7 * DAY_SECONDS,
  '1m': 30 * DAY_SECONDS,
};

export type DurationResult = { ok: true; seconds: number } | { ok: false; error: ValidationError };

/**
 * The duration in seconds for a choice. A custom date (unix seconds) must lie strictly after `now`
 * (unix seconds); otherwise the error is `incorrectDate` ("Incorrect date"), and a missing one is
 * `required` ("Field is required").
 */
export function durationSeconds(choice: DurationChoice, nowSeconds: number, customDateSeconds: number | null = null): DurationResult {
  if (choice !== 'custom') return { ok: true, seconds: DURATION_SECONDS[choice] };
  if (customDateSeconds === null) return { ok: false, error: 'required' };
  if (!Number.isFinite(customDateSeconds) || customDateSeconds <= nowSeconds) return { ok: false, error: 'incorrectDate' };
  return { ok: true, seconds: Math.floor(customDateSeconds - nowSeconds) };
}
