// The push service worker (public/push-sw.js), run against a stand-in of the browser's service worker
// scope: a push shows the notification the site sent, a click opens (or focuses) the page it is about.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://market.example';
const source = readFileSync(new URL('../../../public/push-sw.js', import.meta.url), 'utf8');

type Listener = (event: unknown) => void;

function serviceWorker(windows: { url: string; focused: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; tag?: string; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => {
            w.focused = true;
          },
        })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  runInNewContext(source, { self, URL });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { dispatch, shown, opened };
}

const pushOf = (data: unknown) => ({ data: { json: () => data, text: () => JSON.stringify(data) } });

describe('push-sw.js', () => {
  it('shows the pushed message, with the page it is about', async () => {
    const sw = serviceWorker();
    await sw.dispatch('push', pushOf({ title: 'Venom NFT Marketplace', body: 'You were outbid on Glyph #6', url: '/nft/0:01', tag: 'notification-7' }));
    expect(sw.shown).toEqual([
      {
        title: 'Venom NFT Marketplace',
        options: { body: 'You were outbid on Glyph #6', tag: 'notification-7', icon: '/favicon.svg', data: { url: '/nft/0:01' } },
      },
    ]);
  });

  it('opens the NFT page on a click, or focuses the tab that shows it', async () => {
    const tab = { url: `${ORIGIN}/nft/0:02`, focused: false };
    const sw = serviceWorker([tab]);
    let closed = 0;
    const click = (url: string) => ({ notification: { data: { url }, close: () => closed++ } });
    await sw.dispatch('notificationclick', click('/nft/0:01'));
    expect(sw.opened).toEqual([`${ORIGIN}/nft/0:01`]);
    await sw.dispatch('notificationclick', click('/nft/0:02'));
    expect(tab.focused).toBe(true);
    expect(sw.opened).toHaveLength(1);
    expect(closed).toBe(2);
  });

  it('opens no page of another site', async () => {
    const sw = serviceWorker();
    await sw.dispatch('notificationclick', { notification: { data: { url: 'https://evil.example/x' }, close: () => undefined } });
    expect(sw.opened).toEqual([]);
  });
});
