import { useEffect, useRef, useState, type ComponentType } from 'react';
import { islandOf, takeCapturedClicks } from '../../page-scripts/captured-clicks';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';

/** The watch button looks like the page tools' buttons beside it (src/components/NftTools). */
export const WATCH_BUTTON_CLASS =
  'inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-2.5 py-1.5 text-xs font-600 hover:bg-gray-100 aria-pressed:bg-brand-light aria-pressed:text-brand-deep dark:border-gray-700 dark:hover:bg-gray-800 dark:aria-pressed:bg-gray-800 dark:aria-pressed:text-gray-100';
export const WATCH_INPUT_CLASS = 'w-24 rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-700 dark:bg-gray-900';

export interface WatchButtonProps {
  readonly apiBase: string;
  readonly kind: 'nft' | 'collection';
  readonly target: string;
}

export interface WatchLiveProps extends WatchButtonProps {
  /** A click made before this code was loaded. */
  readonly clickedAt: number | null;
}

/**
 * "Watch" on an NFT or collection page. The first paint is the plain button; the session code (./WatchLive)
 * loads on the first click, or at once when this browser may have a session (to show "Watching").
 */
export default function WatchButton(props: WatchButtonProps) {
  const [Live, setLive] = useState<ComponentType<WatchLiveProps> | null>(null);
  const [clickedAt, setClickedAt] = useState<number | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => {
    loading.current ??= import('./WatchLive').then(
      (mod) => setLive(() => mod.default),
      () => {
        loading.current = null;
      },
    );
  };
  useEffect(() => {
    // A click kept by the page's capture script before this island was ready.
    const [first] = takeCapturedClicks(islandOf(button.current));
    if (first) setClickedAt(Date.now());
    if (first || mayHaveSession()) load();
    window.addEventListener(SESSION_EVENT, load, { once: true });
    return () => window.removeEventListener(SESSION_EVENT, load);
  }, []);
  if (Live) return <Live {...props} clickedAt={clickedAt} />;
  return (
    <button
      ref={button}
      type="button"
      className={WATCH_BUTTON_CLASS}
      aria-pressed="false"
      data-capture="watch"
      data-testid="watch"
      onClick={() => {
        setClickedAt(Date.now());
        load();
      }}
    >
      Watch
    </button>
  );
}
