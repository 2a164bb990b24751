// Follows a live topic once the page has painted and is idle, so the socket code (./live.ts) never
// weighs on the first load. Returns a function that stops following (or cancels the wait).
import type { FollowOptions } from './live';

function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const go = () => !cancelled && run();
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 2_000 }) : setTimeout(go, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
  };
}

export function followLater(topic: string, options: FollowOptions = {}): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const cancelWait = afterPaint(() => {
    void import('./live').then((live) => {
      if (!cancelled) stop = live.follow(topic, options);
    });
  });
  return () => {
    cancelled = true;
    cancelWait();
    stop?.();
  };
}
