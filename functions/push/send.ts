/**
 * Web Push: the notifications the indexer wrote, sent to their recipients' browsers (RFC 8030) once each,
 * encrypted for the browser (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by
 * @block65/webcrypto-web-push, which uses only WebCrypto and so runs in the Worker.
 *
 * Each notification is claimed before it is sent (functions/db/queries/push.ts): at most once, so a crash
 * mid-send loses an alert rather than doubling it, and the in-app bell still has it.
 */
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import { notificationHref, notificationText } from '@shared/lib/notification-text';
import type { Token } from '@shared/lib/tokens';
import { claimUnpushed, deleteEndpoint, type StoredSubscription } from '../db/queries/push';
import { toAppNotification, type NotificationRow } from '../db/queries/watchlist';

/** Notifications claimed per round. */
const CLAIM_BATCH = 100;
/** How long a push service keeps a message for a browser that is offline (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushDeps {
  readonly db: D1Database;
  readonly vapid: VapidKeys;
  readonly tokens: readonly Token[];
  /** Reaches the push services (./transport.ts). */
  readonly fetch: (request: Request) => Promise<Response>;
}

/** What the service worker (public/push-sw.js) shows, and where a click goes. */
export interface PushMessageData {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
}

export interface PushReport {
  readonly claimed: number;
  readonly sent: number;
  readonly gone: number;
  readonly failed: number;
}

export function pushMessageData(row: NotificationRow, tokens: readonly Token[]): PushMessageData {
  const notification = toAppNotification(row);
  return {
    title: 'Venom NFT Marketplace',
    body: notificationText(notification, tokens),
    url: notificationHref(notification),
    tag: `notification-${notification.id}`,
  };
}

/** Sends one message to one browser; deletes the subscription when the push service says it is gone. */
async function deliver(deps: PushDeps, subscription: StoredSubscription, data: PushMessageData): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const payload = await buildPushPayload(
      { data: { ...data }, options: { ttl: PUSH_TTL_SECONDS, urgency: 'high' } },
      { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      deps.vapid,
    );
    const response = await deps.fetch(new Request(subscription.endpoint, payload));
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deleteEndpoint(deps.db, subscription.endpoint);
      return 'gone';
    }
    if (!response.ok) console.warn(`push: ${new URL(subscription.endpoint).host} answered ${response.status}`);
    return response.ok ? 'sent' : 'failed';
  } catch (error) {
    console.warn('push: a message could not be sent', error);
    return 'failed';
  }
}

/** Pushes every notification not pushed yet, in rounds of CLAIM_BATCH. */
export async function pushNotifications(deps: PushDeps): Promise<PushReport> {
  const report = { claimed: 0, sent: 0, gone: 0, failed: 0 };
  for (;;) {
    const { claimed, deliveries } = await claimUnpushed(deps.db, CLAIM_BATCH);
    report.claimed += claimed;
    const outcomes = await Promise.all(
      deliveries.map(({ notification, subscription }) => deliver(deps, subscription, pushMessageData(notification, deps.tokens))),
    );
    for (const outcome of outcomes) report[outcome] += 1;
    if (claimed < CLAIM_BATCH) return report;
  }
}
