/**
 * In-app notifications, written by the indexer in the same D1 batch as the event
 * that causes them, after the event's own statements, so they read the rows as the event left them.
 *
 * Exactly once: a replayed event is skipped by `chain_events` before it reaches here, a failed batch
 * rolls its notifications back with it, and every row is unique by (recipient, event key, kind)
 * and written with INSERT OR IGNORE, so nothing can insert the same alert twice.
 *
 * Only whitelisted offers alert (a fake root must not be able to send "your NFT sold"), and nobody is
 * alerted about their own action.
 */
import { addressIdSql, addressSql } from '../db/address-ids';
import { eventKey, storedEventKeySql } from '../db/event-key';
import { notificationKindCode, type NotificationKind } from '../db/notification-kinds';
import type { BatchContext } from './context';
import type { ChainEvent } from './envelope';

// The SELECT gives (recipient, nft, collection, token, amount, counterparty); ?1 = the event's key, ?2 = the kind's code, ?3 = ts.
// Rows carry address ids (functions/db/address-ids.ts). `alert` takes a SELECT of ids, read from the
// tables, whose addresses the batch's head gave ids; `alertAddresses` one of address text, for
// recipients no event of the batch names (an NFT's owner, a watcher): it gives them ids first.
const rememberFrom = (select: string): string => `
INSERT OR IGNORE INTO addresses (address)
SELECT j.value FROM (${select}) n, json_each(json_array(n.recipient, n.nft, n.collection, n.token, n.counterparty)) j
WHERE n.recipient IS NOT NULL AND j.value IS NOT NULL`;
const insertFrom = (select: string, id: (column: string) => string): string => `
INSERT OR IGNORE INTO notifications (recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at)
SELECT ${id('n.recipient')}, ?2, ${storedEventKeySql('?1')}, ${id('n.nft')}, ${id('n.collection')}, ${id('n.token')}, n.amount, ${id('n.counterparty')}, ?3
FROM (${select}) n WHERE n.recipient IS NOT NULL`;
const asIs = (column: string): string => column;

function alert(ctx: BatchContext, e: ChainEvent, kind: NotificationKind, select: string, ...params: (string | null)[]): void {
  ctx.run(insertFrom(select, asIs), eventKey(e.id), notificationKindCode(kind), e.ts, ...params);
}

function alertAddresses(ctx: BatchContext, e: ChainEvent, kind: NotificationKind, select: string, ...params: (string | null)[]): void {
  ctx.run(rememberFrom(select), eventKey(e.id), notificationKindCode(kind), e.ts, ...params);
  ctx.run(insertFrom(select, addressIdSql), eventKey(e.id), notificationKindCode(kind), e.ts, ...params);
}

const ID = addressIdSql;

/** Adds the notification statements of one applied event (call after its own statements). */
export function notifyEvent(ctx: BatchContext, e: ChainEvent): void {
  switch (e.kind) {
    case 'auction_bid_placed': {
      // The previous leader: the accepted bid before this one (this event's row is the newest), if someone else made it.
      const p = e.payload;
      alert(
        ctx,
        e,
        'outbid',
        `SELECT b.bidder AS recipient, b.nft, b.collection, b.token, ?4 AS amount, ${ID('?5')} AS counterparty
         FROM bids b JOIN auctions a ON a.address = ?6 AND a.whitelisted = 1
         WHERE b.auction = ${ID('?6')} AND b.declined = 0 AND b.bidder IS NOT ${ID('?5')}
           AND b.id = (SELECT id FROM bids WHERE auction = ${ID('?6')} AND declined = 0 ORDER BY id DESC LIMIT 1 OFFSET 1)`,
        p.amount,
        p.bidder,
        p.auction,
      );
      return;
    }
    case 'sell_purchased': {
      const p = e.payload;
      alert(
        ctx,
        e,
        'sold',
        `SELECT s.seller AS recipient, s.nft, s.collection, s.token, s.price AS amount, ${ID('?4')} AS counterparty
         FROM direct_sells s WHERE s.address = ?5 AND s.whitelisted = 1 AND s.seller IS NOT ${ID('?4')}`,
        p.buyer,
        p.sell,
      );
      return;
    }
    case 'auction_complete': {
      const p = e.payload;
      alert(
        ctx,
        e,
        'sold',
        `SELECT a.owner AS recipient, a.nft, a.collection, a.token, ?4 AS amount, ${ID('?5')} AS counterparty
         FROM auctions a WHERE a.address = ?6 AND a.whitelisted = 1 AND a.owner IS NOT ${ID('?5')}`,
        p.amount,
        p.buyer,
        p.auction,
      );
      // The winner: told the auction is theirs (the NFT moves to them with this event).
      alert(
        ctx,
        e,
        'auction_won',
        `SELECT ${ID('?5')} AS recipient, a.nft, a.collection, a.token, ?4 AS amount, a.owner AS counterparty
         FROM auctions a WHERE a.address = ?6 AND a.whitelisted = 1 AND a.owner IS NOT ${ID('?5')}`,
        p.amount,
        p.buyer,
        p.auction,
      );
      return;
    }
    case 'auction_canceled': {
      // The seller: their auction ended with no bid at its price (contract-semantics AU-C.3), the NFT is theirs
      // again. Anyone may finish an auction and the event does not say who did, so there is no counterparty.
      const p = e.payload;
      alert(
        ctx,
        e,
        'auction_ended',
        `SELECT a.owner AS recipient, a.nft, a.collection, a.token, a.start_price AS amount, NULL AS counterparty
         FROM auctions a WHERE a.address = ?4 AND a.whitelisted = 1`,
        p.auction,
      );
      return;
    }
    case 'offer_active': {
      // The NFT's owner receives the offer.
      const p = e.payload;
      alert(
        ctx,
        e,
        'offer_received',
        `SELECT n.owner_id AS recipient, d.nft, d.collection, d.token, d.price AS amount, d.buyer AS counterparty
         FROM direct_buys d JOIN nfts n ON n.id = d.nft WHERE d.address = ?4 AND d.live = 1 AND n.owner_id <> d.buyer`,
        p.offer,
      );
      return;
    }
    case 'offer_filled': {
      const p = e.payload;
      alert(
        ctx,
        e,
        'offer_accepted',
        `SELECT d.buyer AS recipient, d.nft, d.collection, d.token, d.price AS amount, ${ID('?4')} AS counterparty
         FROM direct_buys d WHERE d.address = ?5 AND d.whitelisted = 1 AND d.buyer IS NOT ${ID('?4')}`,
        p.seller,
        p.offer,
      );
      return;
    }
    case 'sell_active':
    case 'auction_active': {
      // Everyone watching the NFT, but the one who listed it.
      if (ctx.watchedNfts && !ctx.watchedNfts.has(e.payload.nft)) return;
      const listing =
        e.kind === 'sell_active'
          ? { table: 'direct_sells', id: e.payload.sell, price: 'price', by: 'seller' }
          : { table: 'auctions', id: e.payload.auction, price: 'start_price', by: 'owner' };
      alertAddresses(
        ctx,
        e,
        'watched_listed',
        `SELECT w.owner AS recipient, ${addressSql('l.nft')} AS nft, ${addressSql('l.collection')} AS collection,
           ${addressSql('l.token')} AS token, l.${listing.price} AS amount, ${addressSql(`l.${listing.by}`)} AS counterparty
         FROM ${listing.table} l JOIN watches w ON w.kind = 'nft' AND w.target = ${addressSql('l.nft')}
         WHERE l.address = ?4 AND l.live = 1 AND w.owner <> ${addressSql(`l.${listing.by}`)}`,
        listing.id,
      );
      return;
    }
    default:
      return;
  }
}

const JSON_LIST = (n: number): string => `SELECT value FROM json_each(?${n})`;

/**
 * Floor alerts, after the batch's derived recompute (the collection floors are current): a watch whose
 * collection floor is now at or below its price alerts once and is marked; one back above is re-armed.
 * `batchKey` (the batch's first event id) makes the alert's key unique per crossing.
 */
export function notifyFloorCrossings(ctx: BatchContext, batchKey: string, ts: number): void {
  const parts: string[] = [];
  const params: string[] = [];
  if (ctx.marketNfts.size > 0) {
    params.push(JSON.stringify([...ctx.marketNfts]));
    parts.push(`w.target IN (SELECT collection FROM nfts WHERE address IN (${JSON_LIST(params.length)}))`);
  }
  if (ctx.floorCollections.size > 0) {
    params.push(JSON.stringify([...ctx.floorCollections]));
    parts.push(`w.target IN (${JSON_LIST(params.length)})`);
  }
  // A token price moves every USD floor.
  if (ctx.marketTokens.size > 0 || ctx.marketRoots.size > 0) parts.push('true');
  if (parts.length === 0) return;
  const watched = `w.kind = 'collection' AND w.floor_below_usd IS NOT NULL AND (${parts.join(' OR ')})`;
  const n = params.length;
  const below = 'c.floor_price_usd IS NOT NULL AND c.floor_price_usd <= w.floor_below_usd';
  const alerting = `FROM watches w JOIN collections c ON c.address = w.target WHERE ${watched} AND w.floor_alerted = 0 AND ${below}`;
  ctx.run(`INSERT OR IGNORE INTO addresses (address) SELECT w.owner ${alerting} UNION ALL SELECT w.target ${alerting}`, ...params);
  ctx.run(
    `INSERT OR IGNORE INTO notifications (recipient, kind, event_key, collection, amount, created_at)
     SELECT f.recipient, ${notificationKindCode('floor_below')}, ${storedEventKeySql(`?${n + 1} || ':' || f.collection`)}, f.collection, f.amount, ?${n + 2}
     FROM (SELECT ${addressIdSql('w.owner')} AS recipient, ${addressIdSql('w.target')} AS collection, printf('%.15g', round(c.floor_price_usd, 6)) AS amount
       ${alerting}) f`,
    ...params,
    eventKey(batchKey),
    ts,
  );
  ctx.run(
    `UPDATE watches AS w SET floor_alerted = coalesce((SELECT ${below} FROM collections c WHERE c.address = w.target), 0)
     WHERE ${watched}`,
    ...params,
  );
}
