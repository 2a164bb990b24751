// A timestamp as a machine-readable <time>. Without `now` it shows the UTC date and time (stable in
// cached HTML, and the same on the server and in an island). With `now` (the server's render time) it
// says how long ago ("3 min ago") and shows the exact UTC time on hover or focus (uno.config.ts: .rel-time).
import { relativeTimeLabel } from '@shared/lib/relative-time';

export default function RelativeTime({ seconds, now }: { readonly seconds: number; readonly now?: number | undefined }) {
  const iso = new Date(seconds * 1000).toISOString();
  const exact = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  if (now === undefined) {
    return (
      <time dateTime={iso} className="whitespace-nowrap tabular-nums">
        {exact}
      </time>
    );
  }
  return (
    // Focusable so a keyboard shows its exact time, as hover does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <time dateTime={iso} className="rel-time whitespace-nowrap tabular-nums" tabIndex={0}>
      {relativeTimeLabel(seconds, now)}
      <span className="rel-time-tip" role="tooltip">
        {exact}
      </span>
    </time>
  );
}
