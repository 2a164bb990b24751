import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hydrateOnNeed from '~/directives/on';
import { TOAST_EVENT } from '~/stores/toasts';
import { SESSION_EVENT } from '~/stores/session-hint';

/** An island as the directive sees it, and how often it was loaded and hydrated. */
function island(value: string) {
  const element = new EventTarget() as unknown as HTMLElement;
  const counts = { loads: 0, hydrations: 0 };
  hydrateOnNeed(
    async () => {
      counts.loads++;
      return async () => void counts.hydrations++;
    },
    { name: 'Island', value },
    element,
  );
  return { element, counts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:on', () => {
  let stored: Record<string, string>;
  beforeEach(() => {
    stored = {};
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing for a visitor until they reach for the island', async () => {
    const { counts } = island('interaction session');
    window.dispatchEvent(new Event(TOAST_EVENT));
    await settle();
    expect(counts).toEqual({ loads: 0, hydrations: 0 });
  });

  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'island:wake']) {
    it(`hydrates once on ${type}, however many follow`, async () => {
      const { element, counts } = island('interaction');
      element.dispatchEvent(new Event(type));
      element.dispatchEvent(new Event('pointerdown'));
      await settle();
      expect(counts).toEqual({ loads: 1, hydrations: 1 });
    });
  }

  it('hydrates at idle when this browser holds a session, and on a sign-in made on the page', async () => {
    const idle = (run: () => void) => setTimeout(run, 0);
    vi.stubGlobal('window', Object.assign(new EventTarget(), { requestIdleCallback: idle }));
    vi.stubGlobal('requestIdleCallback', idle);
    stored['venom-nft:access-token'] = 'token';
    const signedIn = island('session');
    stored = {};
    const visitor = island('session');
    await settle();
    expect(signedIn.counts.hydrations).toBe(1);
    expect(visitor.counts.hydrations).toBe(0);
    window.dispatchEvent(new Event(SESSION_EVENT));
    await settle();
    expect(visitor.counts.hydrations).toBe(1);
  });

  it('hydrates the toaster on the first toast only', async () => {
    const { element, counts } = island('toast');
    element.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(counts.loads).toBe(0);
    window.dispatchEvent(new Event(TOAST_EVENT));
    window.dispatchEvent(new Event(TOAST_EVENT));
    await settle();
    expect(counts).toEqual({ loads: 1, hydrations: 1 });
  });

  it('hydrates `later` once the page has loaded, is idle and the first market refresh is due, and no sooner', async () => {
    vi.useFakeTimers();
    try {
      const idle = (run: () => void) => setTimeout(run, 0);
      const page = { readyState: 'loading' };
      vi.stubGlobal('window', Object.assign(new EventTarget(), { requestIdleCallback: idle }));
      vi.stubGlobal('document', page);
      vi.stubGlobal('performance', { now: () => 1_000 });
      const { counts } = island('later');
      // The refresh is due 5 s after the page started: 4 s from now.
      await vi.advanceTimersByTimeAsync(3_900);
      expect(counts.loads).toBe(0);
      // Due, but the page has not loaded: it waits for the load event, then idle time.
      await vi.advanceTimersByTimeAsync(200);
      expect(counts.loads).toBe(0);
      page.readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(10);
      expect(counts).toEqual({ loads: 1, hydrations: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates `later` at once on an interaction, and not again when the refresh is due', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', Object.assign(new EventTarget(), { requestIdleCallback: (run: () => void) => setTimeout(run, 0) }));
      vi.stubGlobal('document', { readyState: 'complete' });
      vi.stubGlobal('performance', { now: () => 0 });
      const { element, counts } = island('interaction later');
      element.dispatchEvent(new Event('pointerover'));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(counts).toEqual({ loads: 1, hydrations: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
