// `client:on`: an island that hydrates when it is needed, not at load, so a first visit loads no React
// (every page's 80 KB budget of JS before interaction). Its value names the triggers, any of:
//   interaction  a pointer over or down on the island, a touch, focus or a key inside it, or a click the
//                page's capture script kept (click-capture.inline.js: it keeps a click that lands before the
//                code does, a script's own click included, and the island replays it);
//   session      this browser holds a session or a wallet connection (the island hydrates at idle), or one
//                starts on this page;
//   toast        the first toast is queued;
//   later        the page has loaded and the main thread is idle, no sooner than one market refresh period
//                (REPOSITORY_REFETCH_INTERVAL_MS) after the page started: a visitor's live parts follow the
//                market from then on, and the first load, its blocking time included, has none of their code.
import type { ClientDirective } from 'astro';
import { TOAST_EVENT } from '../stores/toasts';
import { mayHaveSession, SESSION_EVENT } from '../stores/session-hint';
import { afterLoadIdle } from '../stores/after-load-idle';
import { REPOSITORY_REFETCH_INTERVAL_MS } from '@shared/lib/constants';

/** `island:wake` is the capture script's: a click it kept, which it stopped before the island saw it. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'island:wake'];

const hydrateOnNeed: ClientDirective = (load, { value }, island) => {
  const triggers = new Set(value.split(/\s+/));
  const stops: (() => void)[] = [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    void load().then((hydrate) => hydrate());
  };
  const on = (target: EventTarget, type: string) => {
    target.addEventListener(type, start, { passive: true });
    stops.push(() => target.removeEventListener(type, start));
  };
  if (triggers.has('interaction')) for (const type of INTERACTIONS) on(island, type);
  if (triggers.has('session')) {
    on(window, SESSION_EVENT);
    if (mayHaveSession()) {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2_000 });
      else setTimeout(start, 200);
    }
  }
  if (triggers.has('toast')) on(window, TOAST_EVENT);
  if (triggers.has('later')) {
    const wait = setTimeout(() => stops.push(afterLoadIdle(start)), Math.max(0, REPOSITORY_REFETCH_INTERVAL_MS - performance.now()));
    stops.push(() => clearTimeout(wait));
  }
};

export default hydrateOnNeed;
