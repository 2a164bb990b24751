// The countdown timer's parts (spec section 2: "a countdown timer in D/H/M/S").

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** True once the end time is reached; the parts are then all 0. */
  readonly ended: boolean;
}

/** Splits the time left until `endSeconds` (unix seconds) into D/H/M/S; never negative. */
export function countdown(endSeconds: number, nowSeconds: number): CountdownParts {
  const left = Math.max(0, Math.floor(endSeconds - nowSeconds));
  if (!Number.isFinite(left) || left === 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: false,
  };
}

/** Two-digit form for the H, M and S cells ("07"). */
export function padPart(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * An auction card's time left in its two largest units ("Ends in 2d 4h", "Ends in 3h 12m",
 * "Ends in 45m"; under a minute "Ends in <1m"), or "Ended".
 */
export function timeLeftLabel(endSeconds: number, nowSeconds: number): string {
  const { days, hours, minutes, ended } = countdown(endSeconds, nowSeconds);
  if (ended) return 'Ended';
  if (days > 0) return `Ends in ${days}d ${hours}h`;
  if (hours > 0) return `Ends in ${hours}h ${minutes}m`;
  return minutes > 0 ? `Ends in ${minutes}m` : 'Ends in <1m';
}
