/**
 * A signed-in address's watchlist and notifications. Every function takes the
 * session's address as `owner`: no query here reads or writes another address's rows.
 */
import type { AppNotification, Watch } from '@shared/contract/schemas';
import { addressIdSql } from '../address-ids';
import { notificationKindOf } from '../notification-kinds';
import { nowSeconds } from './sql';

/** How many NFTs and collections one address may watch. */
export const MAX_WATCHES = 200;

type WatchKind = Watch['kind'];

export async function listWatches(db: D1Database, owner: string): Promise<Watch[]> {
  const rows = await db
    .prepare(
      `SELECT w.kind, w.target, w.floor_below_usd, w.created_at, w.start_price_usd,
         CASE w.kind WHEN 'nft' THEN n.floor_price_usd ELSE c.floor_price_usd END AS price_usd,
         CASE w.kind WHEN 'nft' THEN n.floor_price ELSE c.floor_price END AS price,
         CASE w.kind WHEN 'nft' THEN n.floor_token ELSE c.floor_token END AS price_token,
         CASE w.kind WHEN 'nft' THEN n.name ELSE coalesce(cc.name, c.name) END AS name,
         CASE w.kind WHEN 'nft' THEN n.image ELSE coalesce(cc.logo, c.logo) END AS image
       FROM watches w
       LEFT JOIN nfts n ON w.kind = 'nft' AND n.address = w.target
       LEFT JOIN collections c ON w.kind = 'collection' AND c.address = w.target
       LEFT JOIN collection_custom cc ON w.kind = 'collection' AND cc.address = w.target
       WHERE w.owner = ?1 ORDER BY w.created_at DESC, w.target`,
    )
    .bind(owner)
    .all<{
      kind: WatchKind;
      target: string;
      floor_below_usd: number | null;
      created_at: number;
      start_price_usd: number | null;
      price_usd: number | null;
      price: string | null;
      price_token: string | null;
      name: string | null;
      image: string | null;
    }>();
  return rows.results.map((r) => ({
    kind: r.kind,
    target: r.target,
    name: r.name,
    image: r.image,
    floorBelowUsd: r.floor_below_usd,
    createdAt: r.created_at,
    priceUsd: r.price_usd,
    startPriceUsd: r.start_price_usd,
    price: r.price !== null && r.price_token !== null ? { token: r.price_token, amount: r.price } : null,
  }));
}

/** Whether the NFT (not burned) or collection exists. */
export async function watchTargetExists(db: D1Database, kind: WatchKind, target: string): Promise<boolean> {
  const sql =
    kind === 'nft' ? 'SELECT 1 AS ok FROM nfts WHERE address = ?1 AND burned = 0' : 'SELECT 1 AS ok FROM collections WHERE address = ?1';
  return (await db.prepare(sql).bind(target).first()) !== null;
}

/**
 * Adds or updates a watch; false when the list is full. A new or changed floor price starts un-alerted
 * if the floor is above it now, and as already alerted if it is not (no alert for the state at setup).
 * A new watch keeps the price it started at (the NFT's, or the collection's floor); an update keeps it.
 */
export async function saveWatch(
  db: D1Database,
  owner: string,
  kind: WatchKind,
  target: string,
  floorBelowUsd: number | null,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO watches (owner, kind, target, floor_below_usd, floor_alerted, created_at, start_price_usd)
       SELECT ?1, ?2, ?3, ?4, coalesce((SELECT floor_price_usd <= ?4 FROM collections WHERE address = ?3 AND ?2 = 'collection'), 0), ?5,
         CASE ?2 WHEN 'nft' THEN (SELECT floor_price_usd FROM nfts WHERE address = ?3) ELSE (SELECT floor_price_usd FROM collections WHERE address = ?3) END
       WHERE (SELECT count(*) FROM watches WHERE owner = ?1) < ${MAX_WATCHES}
          OR EXISTS (SELECT 1 FROM watches WHERE owner = ?1 AND kind = ?2 AND target = ?3)
       ON CONFLICT (owner, kind, target) DO UPDATE SET floor_below_usd = excluded.floor_below_usd, floor_alerted = excluded.floor_alerted`,
    )
    .bind(owner, kind, target, floorBelowUsd, nowSeconds())
    .run();
  return result.meta.changes > 0;
}

export async function removeWatch(db: D1Database, owner: string, kind: WatchKind, target: string): Promise<void> {
  await db.prepare('DELETE FROM watches WHERE owner = ?1 AND kind = ?2 AND target = ?3').bind(owner, kind, target).run();
}

export async function unreadCount(db: D1Database, owner: string): Promise<number> {
  return (
    (
      await db
        .prepare(`SELECT count(*) AS n FROM notifications WHERE recipient = ${addressIdSql('?1')} AND read = 0`)
        .bind(owner)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** A notification row as `notificationsSql` reads it. */
export interface NotificationRow {
  id: number;
  recipient: string;
  kind: number;
  nft: string | null;
  nft_name: string | null;
  collection: string | null;
  collection_name: string | null;
  token: string | null;
  amount: string | null;
  counterparty: string | null;
  created_at: number;
  read: number;
}

/**
 * The notifications `picked` selects (a query of `notifications r` giving its rows, newest first or oldest
 * first as it orders them), with the names and addresses the bell and the push messages show.
 */
export function notificationsSql(picked: string, order: 'ASC' | 'DESC'): string {
  return `SELECT x.id, x.recipient, x.kind, x.nft, n.name AS nft_name, coalesce(x.collection, n.collection) AS collection,
       coalesce(cc.name, c.name) AS collection_name, x.token, x.amount, x.counterparty, x.created_at, x.read
     FROM (SELECT r.id, ra.address AS recipient, r.kind, na.address AS nft, ca.address AS collection, ta.address AS token, r.amount,
         pa.address AS counterparty, r.created_at, r.read
       FROM (${picked}) r
       JOIN addresses ra ON ra.id = r.recipient
       LEFT JOIN addresses na ON na.id = r.nft LEFT JOIN addresses ca ON ca.id = r.collection
       LEFT JOIN addresses ta ON ta.id = r.token LEFT JOIN addresses pa ON pa.id = r.counterparty) x
     LEFT JOIN nfts n ON n.address = x.nft
     LEFT JOIN collections c ON c.address = coalesce(x.collection, n.collection)
     LEFT JOIN collection_custom cc ON cc.address = c.address
     ORDER BY x.id ${order}`;
}

export function toAppNotification(r: NotificationRow): AppNotification {
  return {
    id: r.id,
    kind: notificationKindOf(r.kind)!,
    nft: r.nft,
    nftName: r.nft_name,
    collection: r.collection,
    collectionName: r.collection_name,
    token: r.token,
    amount: r.amount,
    counterparty: r.counterparty,
    createdAt: r.created_at,
    read: r.read === 1,
  };
}

export async function listNotifications(
  db: D1Database,
  owner: string,
  limit: number,
  before: number | undefined,
): Promise<AppNotification[]> {
  const rows = await db
    .prepare(
      notificationsSql(`SELECT * FROM notifications WHERE recipient = ${addressIdSql('?1')} AND id < ?2 ORDER BY id DESC LIMIT ?3`, 'DESC'),
    )
    .bind(owner, before ?? Number.MAX_SAFE_INTEGER, limit)
    .all<NotificationRow>();
  return rows.results.map(toAppNotification);
}

/** Marks the owner's notifications read (`ids`, or all); others' ids are ignored. */
export async function markRead(db: D1Database, owner: string, ids: readonly number[] | undefined): Promise<void> {
  const mine = `recipient = ${addressIdSql('?1')} AND read = 0`;
  if (ids)
    await db
      .prepare(`UPDATE notifications SET read = 1 WHERE ${mine} AND id IN (SELECT value FROM json_each(?2))`)
      .bind(owner, JSON.stringify(ids))
      .run();
  else await db.prepare(`UPDATE notifications SET read = 1 WHERE ${mine}`).bind(owner).run();
}
