// Live rows (src/components/LiveRows): each `[data-live-rows="<topic>"]` follows its topic after first
// paint; on a pushed change the page is re-read (the server purged its cached copy when it indexed the
// change) and the element's content replaced by the fresh copy's, keeping the scroll position.
import { followLater } from '../stores/live-later';
import { $liveChange } from '../stores/live-status';
import { LIVE_ROWS_EVENT } from './live-rows-event';

/** Lets the server's purge land first, and spreads many viewers' re-reads. */
const SETTLE_MS = 400;
const SPREAD_MS = 300;
/** When the first re-read still shows the old rows (the purge was late), one more try. */
const RETRY_MS = 1_500;

async function freshRows(topic: string): Promise<string | null> {
  const res = await fetch(location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
  if (!res.ok) return null;
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const fresh = [...doc.querySelectorAll<HTMLElement>('[data-live-rows]')].find((el) => el.dataset.liveRows === topic);
  return fresh ? fresh.innerHTML : null;
}

function follow(element: HTMLElement): void {
  const topic = element.dataset.liveRows;
  if (!topic) return;
  followLater(topic);
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Never under someone's hands: while a dialog is open, a row's action runs or items are selected
  // (`data-live-hold`), the rows wait. Asked again once the fresh copy is read: a box ticked meanwhile holds too.
  const held = () => !!(document.querySelector('dialog[open]') || element.querySelector('[aria-busy="true"], [data-live-hold]'));
  const refresh = async (retry: boolean) => {
    if (held()) {
      timer = setTimeout(() => void refresh(retry), RETRY_MS);
      return;
    }
    const html = await freshRows(topic).catch(() => null);
    if (html === null) return;
    if (held()) {
      timer = setTimeout(() => void refresh(retry), RETRY_MS);
      return;
    }
    if (html === element.innerHTML) {
      if (retry) timer = setTimeout(() => void refresh(false), RETRY_MS);
      return;
    }
    element.innerHTML = html;
    window.dispatchEvent(new Event(LIVE_ROWS_EVENT));
  };
  $liveChange.listen((change) => {
    if (change?.topic !== topic) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void refresh(true), SETTLE_MS + Math.random() * SPREAD_MS);
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-live-rows]')) follow(element);
