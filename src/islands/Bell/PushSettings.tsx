// The bell's "Browser notifications": turn them on in this browser (the permission is asked on the click
// only) or off, and choose which kinds are pushed (stored on the server, for every browser of the person).
import { useCallback, useEffect, useId, useState } from 'react';
import type { PushSettings as Settings } from '@shared/contract/schemas';
import { NOTIFICATION_KIND_VALUES } from '@shared/contract/schemas/users';
import { currentSubscription, pushSupported, subscribeThisBrowser } from './push-subscription';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

type Kind = (typeof NOTIFICATION_KIND_VALUES)[number];

const KIND_LABELS: Record<Kind, string> = {
  outbid: 'Outbid',
  sold: 'Sold (sale or auction)',
  offer_received: 'Offer received',
  offer_accepted: 'Offer accepted',
  watched_listed: 'Watched NFT listed',
  floor_below: 'Watched collection at or below my floor price',
  auction_won: 'Auction won',
  auction_ended: 'My auction ended without a sale',
};

type Call = (path: string, init?: RequestInit) => Promise<unknown>;

export default function PushSettings({ call }: { readonly call: Call }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const headingId = useId();
  const supported = pushSupported();

  const load = useCallback(async () => {
    const body = (await call(ROUTE_PATHS.pushSettings).catch(() => null)) as Settings | null;
    if (body) setSettings(body);
    // A browser drops its subscriptions when the permission is taken back: one that exists means on.
    if (supported) setOn((await currentSubscription().catch(() => null)) !== null);
  }, [call, supported]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!settings?.vapidPublicKey) return null;
  const key = settings.vapidPublicKey;

  const turnOn = async () => {
    setBusy(true);
    setMessage('');
    try {
      const outcome = await subscribeThisBrowser(key);
      if ('denied' in outcome) {
        setMessage('Notifications are blocked for this site in your browser settings');
        return;
      }
      const body = (await call(ROUTE_PATHS.pushSubscribe, {
        method: 'POST',
        body: JSON.stringify(outcome.subscription.toJSON()),
      })) as Settings | null;
      if (!body) {
        setMessage('Could not turn on browser notifications. Please try again.');
        return;
      }
      setSettings(body);
      setOn(true);
    } catch {
      setMessage('Could not turn on browser notifications. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setMessage('');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const body = (await call(ROUTE_PATHS.pushUnsubscribe, {
          method: 'POST',
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        })) as Settings | null;
        await subscription.unsubscribe();
        if (body) setSettings(body);
      }
      setOn(false);
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (kind: Kind, value: boolean) => {
    const before = settings;
    setMessage('');
    setSettings({ ...settings, kinds: { ...settings.kinds, [kind]: value } });
    const body = (await call(ROUTE_PATHS.updatePushSettings, { method: 'POST', body: JSON.stringify({ kinds: { [kind]: value } }) }).catch(
      () => null,
    )) as Settings | null;
    if (body) {
      setSettings(body);
      return;
    }
    // Not saved: the switch shows what the server still has.
    setSettings(before);
    setMessage('Could not save the setting. Please try again.');
  };

  const chosen = NOTIFICATION_KIND_VALUES.filter((kind) => settings.kinds[kind]).length;
  return (
    // A group, not a region: the bell's panel is the landmark ("Notifications").
    <div
      role="group"
      aria-labelledby={headingId}
      className="mx-2 mb-2 rounded-lg border border-gray-200 p-2 dark:border-gray-700"
      data-testid="push-settings"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-700">
          Browser notifications{on && <span className="font-400 text-ink-soft dark:text-gray-300">: on</span>}
        </h3>
        {!supported ? null : on ? (
          <button type="button" className="link shrink-0 text-sm font-600" disabled={busy} onClick={() => void turnOff()}>
            Turn off
          </button>
        ) : (
          <button type="button" className="btn-primary shrink-0 px-3 py-1.5 text-sm" disabled={busy} onClick={() => void turnOn()}>
            Turn on browser notifications
          </button>
        )}
      </div>
      {!supported && <p className="mt-1 text-sm text-ink-soft dark:text-gray-300">This browser cannot show notifications from websites.</p>}
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
      {on && (
        <details className="mt-1 text-sm">
          <summary className="link cursor-pointer py-1 font-600">
            Alert me when… ({chosen} of {NOTIFICATION_KIND_VALUES.length})
          </summary>
          <ul className="mt-1 space-y-0.5" data-testid="push-kinds">
            {NOTIFICATION_KIND_VALUES.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded px-1 hover:bg-gray-100 dark:hover:bg-gray-800">
                  <span>{KIND_LABELS[kind]}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    className="h-5 w-5 shrink-0 accent-[#0b7d5c]"
                    checked={settings.kinds[kind]}
                    onChange={(e) => void toggle(kind, e.currentTarget.checked)}
                  />
                </label>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
