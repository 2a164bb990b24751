// The watch button with the session: shows whether the viewer watches this NFT or collection, toggles
// it (signing in first when needed), and for a collection keeps a floor price to be alerted at.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Watch } from '@shared/contract/schemas';
import { $session } from '../../stores/session';
import { WATCH_BUTTON_CLASS, WATCH_INPUT_CLASS, type WatchLiveProps } from './WatchButton';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

type Status = 'unknown' | 'watching' | 'not-watching';

export default function WatchLive({ apiBase, kind, target, clickedAt }: WatchLiveProps) {
  const session = useStore($session);
  const [status, setStatus] = useState<Status>('unknown');
  const [floor, setFloor] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const floorId = useId();
  const token = session?.token ?? null;

  const call = useCallback(
    async (path: string, body?: unknown): Promise<{ items: Watch[] } | { error: string } | null> => {
      const current = $session.get()?.token;
      if (!current) return null;
      const res = await fetch(`${apiBase}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${current}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json().catch(() => null)) as { items: Watch[] } | { error: string } | null;
    },
    [apiBase],
  );

  const show = useCallback(
    (body: { items: Watch[] } | { error: string } | null) => {
      if (!body) return;
      if ('error' in body) return setMessage(body.error);
      const mine = body.items.find((w) => w.kind === kind && w.target === target);
      setStatus(mine ? 'watching' : 'not-watching');
      setFloor(mine?.floorBelowUsd != null ? String(mine.floorBelowUsd) : '');
      setMessage(null);
    },
    [kind, target],
  );

  useEffect(() => {
    if (token) void call(ROUTE_PATHS.watchlist).then(show, () => undefined);
    else setStatus('not-watching');
  }, [token, call, show]);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { ensureSession } = await import('../../market/session-flow');
      if (!(await ensureSession())) return;
      const path = status === 'watching' ? ROUTE_PATHS.unwatch : ROUTE_PATHS.watch;
      show(await call(path, { kind, target }));
    } catch {
      setMessage('Could not update your watchlist. Try again.');
    } finally {
      setBusy(false);
    }
  };

  // The click that loaded this code.
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (clickedAt === null || handled.current === clickedAt || status === 'unknown') return;
    handled.current = clickedAt;
    if (status === 'not-watching') void toggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clickedAt, status]);

  const saveFloor = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = floor.trim() === '' ? undefined : Number(floor);
    if (value !== undefined && !(value > 0)) return setMessage('Enter a price above 0 in USD');
    show(await call(ROUTE_PATHS.watch, { kind, target, ...(value === undefined ? {} : { floorBelowUsd: value }) }));
  };

  const watching = status === 'watching';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={WATCH_BUTTON_CLASS}
        aria-pressed={watching}
        data-testid="watch"
        data-ready={status !== 'unknown' || undefined}
        disabled={busy || status === 'unknown'}
        onClick={() => void toggle()}
      >
        {watching ? 'Watching' : 'Watch'}
      </button>
      {watching && kind === 'collection' && (
        <form className="flex items-center gap-2" onSubmit={(e) => void saveFloor(e)}>
          <label htmlFor={floorId} className="text-xs font-600">
            Alert when floor ≤ $
          </label>
          <input
            id={floorId}
            className={WATCH_INPUT_CLASS}
            inputMode="decimal"
            value={floor}
            onChange={(e) => setFloor(e.target.value)}
            data-testid="watch-floor"
          />
          <button type="submit" className={WATCH_BUTTON_CLASS}>
            Save
          </button>
        </form>
      )}
      {message && (
        <p role="status" className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
    </div>
  );
}
