import { useEffect, useState } from 'react';
import { countdown } from '@shared/lib/countdown';

interface Props {
  /** Unix seconds when the auction ends. */
  endsAt: number;
  /** Server time at render, so the first paint matches the HTML. */
  renderedAt: number;
}

const PARTS = [
  ['days', 'D'],
  ['hours', 'H'],
  ['minutes', 'M'],
  ['seconds', 'S'],
] as const;

/** The auction countdown in D/H/M/S, ticking once a second while on screen. */
export default function Countdown({ endsAt, renderedAt }: Props) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Math.floor(Date.now() / 1000));
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdown(endsAt, now);
  if (left.ended) return <p className="font-700">Auction ended</p>;
  return (
    <p className="flex gap-2 font-700 tabular-nums" role="timer" aria-label="Time left">
      {PARTS.map(([key, unit]) => (
        <span key={key} className="rounded-lg bg-gray-100 px-2 py-1 dark:bg-gray-800">
          {String(left[key]).padStart(2, '0')}
          <span className="ml-0.5 text-xs font-600 text-gray-600 dark:text-gray-300">{unit}</span>
        </span>
      ))}
    </p>
  );
}
