/**
 * Direct sells (listings): DirectSellStateChanged 0->2 active, 2->3 purchased, 2->4 cancelled,
 * 2->5 expired (contract-semantics ST.1, EV.6). Every state event carries the full listing, so each
 * one upserts the row: a missed earlier event does not lose the listing.
 */
import { addressIdSql } from '../../db/address-ids';
import { insertActivities, insertActivity, sellPart } from '../activity';
import type { BatchContext } from '../context';
import type { EventOf, SellInfo } from '../envelope';
import { recordDeal } from './deals';
import { ZERO_ADDRESS } from './nfts';
import { feeSql, terminalGuardSql, whitelistedSql } from './offer-sql';

type SellStatus = 'active' | 'filled' | 'cancelled' | 'expired';

/** A listing's values as the upsert reads them from its JSON rows, in this order. */
const SELL_COLUMNS = [
  'sell',
  'nft',
  'collection',
  'seller',
  'buyer',
  'token',
  'price',
  'status',
  'start_at',
  'end_at',
  'finished_at',
  'ts',
  'root',
  'fee_numerator',
  'fee_denominator',
] as const;
const SELL_ROWS_SQL = `SELECT r.key AS seq, ${SELL_COLUMNS.map((column, i) => `r.value ->> ${i} AS ${column}`).join(', ')} FROM json_each(?1) r`;

/**
 * Upserts listings from a JSON list of rows (SELL_COLUMNS), in the list's order: one statement for a run of
 * them, as for one (D1's cost is per statement). Their addresses get ids at the head of the batch.
 */
const UPSERT_SELLS_SQL = `INSERT INTO direct_sells (address, nft, collection, seller, buyer, token, price, price_num, price_usd, status,
    created_at, expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live)
  SELECT s.sell, ${addressIdSql('s.nft')}, ${addressIdSql('coalesce((SELECT collection FROM nfts WHERE address = s.nft), s.collection)')},
    ${addressIdSql('s.seller')}, ${addressIdSql('s.buyer')}, ${addressIdSql('s.token')}, s.price, CAST(s.price AS REAL),
    CAST(s.price AS REAL) * (SELECT usd_price_real FROM token_usd_prices WHERE token = s.token), s.status,
    s.start_at, s.end_at, s.finished_at, s.ts, ${feeSql('numerator', 's.fee_numerator', 's.sell', 's.root')},
    ${feeSql('denominator', 's.fee_denominator', 's.sell', 's.root')}, ${addressIdSql('s.root')},
    s.ok, s.ok AND s.status = 'active' AND (s.end_at = 0 OR s.end_at > s.ts)
  FROM (SELECT v.*, ${whitelistedSql('v.root', 'v.start_at')} AS ok FROM (${SELL_ROWS_SQL}) v) s WHERE true ORDER BY s.seq
  ON CONFLICT (address) DO UPDATE SET ${terminalGuardSql('direct_sells')},
    seller = excluded.seller, buyer = coalesce(excluded.buyer, buyer), token = excluded.token, price = excluded.price,
    price_num = excluded.price_num, price_usd = excluded.price_usd, expired_at = excluded.expired_at,
    finished_at = coalesce(finished_at, excluded.finished_at), updated_at = max(updated_at, excluded.updated_at),
    fee_numerator = excluded.fee_numerator, fee_denominator = excluded.fee_denominator,
    whitelisted = excluded.whitelisted`;

/** The listing's row for UPSERT_SELLS_SQL, its addresses noted for ids and the pages it touches. */
function sellRow(ctx: BatchContext, p: SellInfo, status: SellStatus, ts: number, buyer: string | null): unknown[] {
  ctx.registerNft(p.nft, p.collection ?? ZERO_ADDRESS);
  ctx.registerAddresses(p.seller, buyer, p.token, p.root);
  ctx.market(p.nft);
  ctx.collection(p.collection);
  ctx.profiles(p.seller);
  return [
    p.sell,
    p.nft,
    p.collection ?? ZERO_ADDRESS,
    p.seller,
    buyer,
    p.token,
    p.price,
    status,
    p.start,
    p.end,
    status === 'filled' ? ts : null,
    ts,
    p.root,
    p.fee?.numerator ?? null,
    p.fee?.denominator ?? null,
  ];
}

function upsertSell(ctx: BatchContext, p: SellInfo, status: SellStatus, ts: number, buyer: string | null): void {
  ctx.run(UPSERT_SELLS_SQL, JSON.stringify([sellRow(ctx, p, status, ts, buyer)]));
}

/** At most this many new listings in one pair of statements (their values are bound as one JSON parameter). */
export const LISTINGS_PER_FLUSH = 200;

/**
 * A new listing. A run of them (a collection listed at once, a busy block) is written together, like a run of
 * mints: its activity rows, then its listings, before any other event's statements. A listing someone
 * watches is written at once: its alert reads the listing's row (../notify.ts).
 */
export function applySellActive(ctx: BatchContext, e: EventOf<'sell_active'>): void {
  ctx.pendingListings.push(e);
  const watched = ctx.watchedNfts === null || ctx.watchedNfts.has(e.payload.nft);
  if (watched || ctx.pendingListings.length >= LISTINGS_PER_FLUSH) flushListings(ctx);
}

/** Writes the new listings applied since the last other event (before that event's statements, and at the batch's end). */
export function flushListings(ctx: BatchContext): void {
  while (ctx.pendingListings.length > 0) {
    const run = ctx.pendingListings.splice(0, LISTINGS_PER_FLUSH);
    insertActivities(
      ctx,
      'sell_active',
      run.map((e) => ({ e, nft: e.payload.nft, part: sellPart(e.payload, 'active', null), participants: [e.payload.seller] })),
    );
    ctx.run(UPSERT_SELLS_SQL, JSON.stringify(run.map((e) => sellRow(ctx, e.payload, 'active', e.ts, null))));
  }
}

export function applySellPurchased(ctx: BatchContext, e: EventOf<'sell_purchased'>): void {
  const p = e.payload;
  insertActivity(ctx, e, 'sell_purchased', p.nft, sellPart(p, 'filled', p.buyer), [p.seller, p.buyer]);
  upsertSell(ctx, p, 'filled', e.ts, p.buyer);
  recordDeal(ctx, {
    table: 'direct_sells',
    offer: p.sell,
    nft: p.nft,
    token: p.token,
    amount: p.price,
    buyer: p.buyer,
    seller: p.seller,
    ts: e.ts,
  });
}

export function applySellCanceled(ctx: BatchContext, e: EventOf<'sell_canceled'>): void {
  insertActivity(ctx, e, 'sell_canceled', e.payload.nft, sellPart(e.payload, 'cancelled', null), [e.payload.seller]);
  upsertSell(ctx, e.payload, 'cancelled', e.ts, null);
}

/** Expiry has no activity item (api-contract §12.2). */
export function applySellExpired(ctx: BatchContext, e: EventOf<'sell_expired'>): void {
  upsertSell(ctx, e.payload, 'expired', e.ts, null);
}
