/**
 * Web Push rows: a person's browsers (push_subscriptions) and switches (push_settings), and the
 * notifications still to be pushed. The API's functions take the session's address as `owner`.
 */
import type { PushSettings } from '@shared/contract/schemas';
import { NOTIFICATION_KIND_VALUES } from '@shared/contract/schemas/users';
import { notificationKindCode, type NotificationKind } from '../notification-kinds';
import { nowSeconds } from './sql';
import { notificationsSql, type NotificationRow } from './watchlist';

/** How many browsers one person may turn alerts on in. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const ALL_KINDS = (1 << NOTIFICATION_KIND_VALUES.length) - 1;

export interface StoredSubscription {
  readonly endpoint: string;
  readonly owner: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Saves this browser for `owner` (a browser that was someone else's changes hands). False when the owner has too many. */
export async function saveSubscription(db: D1Database, owner: string, endpoint: string, p256dh: string, auth: string): Promise<boolean> {
  const saved = await db
    .prepare(
      `INSERT INTO push_subscriptions (endpoint, owner, p256dh, auth, created_at)
       SELECT ?2, ?1, ?3, ?4, ?5 WHERE (SELECT count(*) FROM push_subscriptions WHERE owner = ?1 AND endpoint <> ?2) < ?6
       ON CONFLICT (endpoint) DO UPDATE SET owner = excluded.owner, p256dh = excluded.p256dh, auth = excluded.auth`,
    )
    .bind(owner, endpoint, p256dh, auth, nowSeconds(), MAX_PUSH_SUBSCRIPTIONS)
    .run();
  return saved.meta.changes > 0;
}

/** Forgets the owner's browser (another person's endpoint is left alone). */
export async function removeSubscription(db: D1Database, owner: string, endpoint: string): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE owner = ?1 AND endpoint = ?2').bind(owner, endpoint).run();
}

/** Forgets a browser whose push service says it is gone (404/410). */
export async function deleteEndpoint(db: D1Database, endpoint: string): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1').bind(endpoint).run();
}

function kindsOf(mask: number): PushSettings['kinds'] {
  return Object.fromEntries(
    NOTIFICATION_KIND_VALUES.map((kind) => [kind, (mask & (1 << notificationKindCode(kind))) !== 0]),
  ) as PushSettings['kinds'];
}

export async function readPushSettings(db: D1Database, owner: string): Promise<Omit<PushSettings, 'vapidPublicKey'>> {
  const row = await db
    .prepare(
      `SELECT coalesce((SELECT kinds FROM push_settings WHERE owner = ?1), ?2) AS kinds,
         (SELECT count(*) FROM push_subscriptions WHERE owner = ?1) AS devices`,
    )
    .bind(owner, ALL_KINDS)
    .first<{ kinds: number; devices: number }>();
  return { kinds: kindsOf(row?.kinds ?? ALL_KINDS), devices: row?.devices ?? 0 };
}

/** Turns the named kinds on or off; the others keep their setting. */
export async function savePushKinds(db: D1Database, owner: string, kinds: Partial<Record<NotificationKind, boolean>>): Promise<void> {
  let on = 0;
  let off = 0;
  for (const [kind, value] of Object.entries(kinds) as [NotificationKind, boolean | undefined][]) {
    if (value === undefined) continue;
    if (value) on |= 1 << notificationKindCode(kind);
    else off |= 1 << notificationKindCode(kind);
  }
  await db
    .prepare(
      `INSERT INTO push_settings (owner, kinds, updated_at) VALUES (?1, (?2 | ?3) & ~?4, ?5)
       ON CONFLICT (owner) DO UPDATE SET kinds = (kinds | ?3) & ~?4, updated_at = excluded.updated_at`,
    )
    .bind(owner, ALL_KINDS, on, off, nowSeconds())
    .run();
}

/**
 * Claims up to `limit` notifications not yet pushed, oldest first: marked pushed in the same statement, so two
 * senders never push the same one. Returns them with their recipients' browsers that want their kind,
 * never one about the recipient's own action.
 */
export async function claimUnpushed(
  db: D1Database,
  limit: number,
): Promise<{ claimed: number; deliveries: { notification: NotificationRow; subscription: StoredSubscription }[] }> {
  const claimed = await db
    .prepare(
      'UPDATE notifications SET pushed = 1 WHERE id IN (SELECT id FROM notifications WHERE pushed = 0 ORDER BY id LIMIT ?1) RETURNING id',
    )
    .bind(limit)
    .all<{ id: number }>();
  const ids = claimed.results.map((row) => row.id);
  if (ids.length === 0) return { claimed: 0, deliveries: [] };
  const rows = await db
    .prepare(
      `SELECT v.*, s.endpoint, s.p256dh, s.auth
       FROM (${notificationsSql('SELECT * FROM notifications WHERE id IN (SELECT value FROM json_each(?1))', 'ASC')}) v
       JOIN push_subscriptions s ON s.owner = v.recipient
       WHERE v.counterparty IS NOT v.recipient
         AND (coalesce((SELECT kinds FROM push_settings p WHERE p.owner = v.recipient), ?2) >> v.kind) & 1 = 1
       ORDER BY v.id, s.endpoint`,
    )
    .bind(JSON.stringify(ids), ALL_KINDS)
    .all<NotificationRow & { endpoint: string; p256dh: string; auth: string }>();
  return {
    claimed: ids.length,
    deliveries: rows.results.map(({ endpoint, p256dh, auth, ...notification }) => ({
      notification,
      subscription: { endpoint, owner: notification.recipient, p256dh, auth },
    })),
  };
}
