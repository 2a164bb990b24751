/**
 * Direct sells (listings): DirectSellStateChanged 0->2 active, 2->3 purchased, 2->4 cancelled,
 * 2->5 expired (contract-semantics ST.1, EV.6). Every state event carries the full listing, so each
 * one upserts the row: a missed earlier event does not lose the listing.
 */
import { addressIdSql } from '../../db/address-ids';
import { insertActivity, sellPart } from '../activity';
import type { BatchContext } from '../context';
import type { EventOf, SellInfo } from '../envelope';
import { recordDeal } from './deals';
import { ZERO_ADDRESS } from './nfts';
import { feeSql, terminalGuardSql, whitelistedSql } from './offer-sql';

type SellStatus = 'active' | 'filled' | 'cancelled' | 'expired';

/** Upserts the listing (its addresses get ids at the head of the batch). */
function upsertSell(ctx: BatchContext, p: SellInfo, status: SellStatus, ts: number, buyer: string | null): void {
  // ?1 sell ?2 nft ?3 collection ?4 seller ?5 buyer ?6 token ?7 price ?8 status ?9 start ?10 end
  // ?11 finished ?12 ts ?13 root ?14 fee numerator ?15 fee denominator
  ctx.registerNft(p.nft, p.collection ?? ZERO_ADDRESS);
  ctx.registerAddresses(p.seller, buyer, p.token, p.root);
  ctx.run(
    `INSERT INTO direct_sells (address, nft, collection, seller, buyer, token, price, price_num, price_usd, status,
       created_at, expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live)
     SELECT ?1, ${addressIdSql('?2')}, ${addressIdSql('coalesce((SELECT collection FROM nfts WHERE address = ?2), ?3)')},
       ${addressIdSql('?4')}, ${addressIdSql('?5')}, ${addressIdSql('?6')}, ?7, CAST(?7 AS REAL),
       CAST(?7 AS REAL) * (SELECT usd_price_real FROM token_usd_prices WHERE token = ?6), ?8,
       ?9, ?10, ?11, ?12, ${feeSql('numerator', 14, 1, 13)}, ${feeSql('denominator', 15, 1, 13)}, ${addressIdSql('?13')},
       w.ok, w.ok AND ?8 = 'active' AND (?10 = 0 OR ?10 > ?12)
     FROM (SELECT ${whitelistedSql(13, 9)} AS ok) w WHERE true
     ON CONFLICT (address) DO UPDATE SET ${terminalGuardSql('direct_sells')},
       seller = excluded.seller, buyer = coalesce(excluded.buyer, buyer), token = excluded.token, price = excluded.price,
       price_num = excluded.price_num, price_usd = excluded.price_usd, expired_at = excluded.expired_at,
       finished_at = coalesce(finished_at, excluded.finished_at), updated_at = max(updated_at, excluded.updated_at),
       fee_numerator = excluded.fee_numerator, fee_denominator = excluded.fee_denominator,
       whitelisted = excluded.whitelisted`,
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
  );
  ctx.market(p.nft);
  ctx.collection(p.collection);
  ctx.profiles(p.seller);
}

export function applySellActive(ctx: BatchContext, e: EventOf<'sell_active'>): void {
  insertActivity(ctx, e, 'sell_active', e.payload.nft, sellPart(e.payload, 'active', null), [e.payload.seller]);
  upsertSell(ctx, e.payload, 'active', e.ts, null);
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
