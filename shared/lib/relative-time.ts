// "3 min ago": how long ago something happened, as activity feeds on other marketplaces say it. The
// exact time stays one hover or focus away (RelativeTime). Past 30 days the date itself reads better.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTimeLabel(seconds: number, nowSeconds: number): string {
  const ago = Math.floor(nowSeconds - seconds);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 30 * DAY) {
    const days = Math.floor(ago / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
