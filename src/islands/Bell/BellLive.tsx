// The bell once a session exists: the unread count, and on click the list with "Mark all as read" and the
// browser notifications' settings (./PushSettings.tsx).
// The user's live feed (`user:<address>`, authorised by the session) refreshes it when the indexer
// writes a notification; without the socket it re-reads every 30 s.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AppNotification } from '@shared/contract/schemas';
import { liveTopic } from '@shared/contract/live';
import { followLater } from '../../stores/live-later';
import { $liveChange } from '../../stores/live-status';
import { $session } from '../../stores/session';
import type { BellProps } from './Bell';
import PushSettings from './PushSettings';
import { notificationDate, notificationHref, notificationText } from '@shared/lib/notification-text';
import Icon from '~/ui/Icon';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

const FALLBACK_REFRESH_MS = 30_000;

export default function BellLive({ apiBase, tokens }: BellProps) {
  const session = useStore($session);
  const [items, setItems] = useState<readonly AppNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const token = session?.token ?? null;
  const address = session?.address ?? null;
  // Bumped by "Mark all as read": a list read before it answers stale (a count of 1 after the 0), so it is dropped.
  const readEpoch = useRef(0);

  const call = useCallback(
    async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${apiBase}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
      return res.ok ? ((await res.json()) as unknown) : null;
    },
    [apiBase, token],
  );

  const load = useCallback(async () => {
    if (!token) return;
    const epoch = readEpoch.current;
    const body = (await call(`${ROUTE_PATHS.notifications}?limit=20`).catch(() => null)) as {
      items: AppNotification[];
      unread: number;
    } | null;
    if (!body || epoch !== readEpoch.current) return;
    setItems(body.items);
    setUnread(body.unread);
  }, [call, token]);

  useEffect(() => {
    if (!address) return;
    void load();
    const topic = liveTopic('user', address);
    const stop = followLater(topic, { page: false, token });
    const stopListening = $liveChange.listen((change) => change?.topic === topic && void load());
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), FALLBACK_REFRESH_MS);
    return () => {
      stop();
      stopListening();
      clearInterval(timer);
    };
  }, [address, token, load]);

  // Escape or a click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (!session) return null;

  const markAllRead = async () => {
    readEpoch.current++;
    const body = (await call(ROUTE_PATHS.markNotificationsRead, { method: 'POST', body: '{}' }).catch(() => null)) as {
      unread: number;
    } | null;
    if (body) {
      setUnread(body.unread);
      setItems((list) => list.map((n) => ({ ...n, read: true })));
    }
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        className="btn-ghost relative h-11 w-11 p-0"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="bell"
        onClick={() => {
          setOpen((o) => !o);
          if (!open) void load();
        }}
      >
        <Icon name="bell" size={18} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-700 leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-auto rounded-xl border border-gray-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96 dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 className="text-base font-700">Notifications</h2>
            <button
              type="button"
              className="link text-sm font-600 disabled:cursor-default disabled:opacity-60 disabled:no-underline"
              disabled={unread === 0}
              onClick={() => void markAllRead()}
            >
              Mark all as read
            </button>
          </div>
          <PushSettings call={call} />
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-ink-soft dark:text-gray-300">No notifications yet</p>
          ) : (
            <ul data-testid="notifications">
              {items.map((n) => (
                <li key={n.id}>
                  <a href={notificationHref(n)} className="flex gap-2 rounded-lg px-2 py-2 hover:bg-gray-100 dark:hover:bg-gray-800">
                    <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand'}`} />
                    <span className="min-w-0">
                      <span className={`block text-sm ${n.read ? '' : 'font-700'}`}>
                        {!n.read && <span className="sr-only">Unread: </span>}
                        {notificationText(n, tokens)}
                      </span>
                      <time
                        dateTime={new Date(n.createdAt * 1000).toISOString()}
                        className="block text-xs text-ink-soft dark:text-gray-300"
                      >
                        {notificationDate(n.createdAt)}
                      </time>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
