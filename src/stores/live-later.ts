// Follows a live topic once the page has painted and is idle, so the socket code (./live.ts) never
// weighs on the first load. Returns a function that stops following (or cancels the wait).
import type { FollowOptions } from './live';
import { afterLoadIdle } from './after-load-idle';

export function followLater(topic: string, options: FollowOptions = {}): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const cancelWait = afterLoadIdle(() => {
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
