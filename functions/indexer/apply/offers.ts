/**
 * Direct buys (offers on an NFT): DirectBuyStateChanged 0->2 active, 2->3 filled (the owner
 * accepted), 2->4 cancelled, 2->5 expired (contract-semantics ST.3, EV.8). Each event upserts the
 * whole offer; the NFT's best offer is recomputed at the end of the batch.
 */
import { addressIdSql } from '../../db/address-ids';
import { insertActivity, offerPart } from '../activity';
import type { BatchContext } from '../context';
import type { EventOf, OfferInfo } from '../envelope';
import { recordDeal } from './deals';
import { ZERO_ADDRESS } from './nfts';
import { feeSql, terminalGuardSql, whitelistedSql } from './offer-sql';

type OfferStatus = 'active' | 'filled' | 'cancelled' | 'expired';

function upsertOffer(ctx: BatchContext, p: OfferInfo, status: OfferStatus, ts: number, seller: string | null): void {
  // ?1 offer ?2 nft ?3 collection ?4 buyer ?5 seller ?6 token ?7 price ?8 status ?9 start ?10 end
  // ?11 finished ?12 ts ?13 root ?14 fee numerator ?15 fee denominator ?16 duration
  ctx.registerNft(p.nft, p.collection ?? ZERO_ADDRESS);
  ctx.registerAddresses(p.buyer, seller, p.token, p.root);
  ctx.run(
    `INSERT INTO direct_buys (address, nft, collection, buyer, seller, token, price, price_num, price_usd, status,
       created_at, duration, expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live)
     SELECT ?1, ${addressIdSql('?2')}, ${addressIdSql('coalesce((SELECT collection FROM nfts WHERE address = ?2), ?3)')},
       ${addressIdSql('?4')}, ${addressIdSql('?5')}, ${addressIdSql('?6')}, ?7, CAST(?7 AS REAL),
       CAST(?7 AS REAL) * (SELECT usd_price_real FROM token_usd_prices WHERE token = ?6), ?8,
       ?9, ?16, ?10, ?11, ?12, ${feeSql('numerator', 14, 1, 13)}, ${feeSql('denominator', 15, 1, 13)}, ${addressIdSql('?13')},
       w.ok, w.ok AND ?8 = 'active' AND (?10 = 0 OR ?10 > ?12)
     FROM (SELECT ${whitelistedSql(13, 9)} AS ok) w WHERE true
     ON CONFLICT (address) DO UPDATE SET ${terminalGuardSql('direct_buys')},
       buyer = excluded.buyer, seller = coalesce(excluded.seller, seller), token = excluded.token, price = excluded.price,
       price_num = excluded.price_num, price_usd = excluded.price_usd, expired_at = excluded.expired_at,
       duration = coalesce(excluded.duration, duration), finished_at = coalesce(finished_at, excluded.finished_at),
       updated_at = max(updated_at, excluded.updated_at), fee_numerator = excluded.fee_numerator,
       fee_denominator = excluded.fee_denominator, whitelisted = excluded.whitelisted`,
    p.offer,
    p.nft,
    p.collection ?? ZERO_ADDRESS,
    p.buyer,
    seller,
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
    p.duration ?? (p.end > 0 ? p.end - p.start : null),
  );
  ctx.market(p.nft);
  ctx.profiles(p.buyer);
}

export function applyOfferActive(ctx: BatchContext, e: EventOf<'offer_active'>): void {
  upsertOffer(ctx, e.payload, 'active', e.ts, null);
  insertActivity(ctx, e, 'offer_active', e.payload.nft, offerPart(e.payload, 'active', null), [e.payload.buyer]);
}

export function applyOfferFilled(ctx: BatchContext, e: EventOf<'offer_filled'>): void {
  const p = e.payload;
  upsertOffer(ctx, p, 'filled', e.ts, p.seller);
  insertActivity(ctx, e, 'offer_filled', p.nft, offerPart(p, 'filled', p.seller), [p.buyer, p.seller]);
  recordDeal(ctx, {
    table: 'direct_buys',
    offer: p.offer,
    nft: p.nft,
    token: p.token,
    amount: p.price,
    buyer: p.buyer,
    seller: p.seller,
    ts: e.ts,
  });
}

export function applyOfferCanceled(ctx: BatchContext, e: EventOf<'offer_canceled'>): void {
  upsertOffer(ctx, e.payload, 'cancelled', e.ts, null);
  insertActivity(ctx, e, 'offer_canceled', e.payload.nft, offerPart(e.payload, 'cancelled', null), [e.payload.buyer]);
}

/** Expiry has no activity item (api-contract §12.2). */
export function applyOfferExpired(ctx: BatchContext, e: EventOf<'offer_expired'>): void {
  upsertOffer(ctx, e.payload, 'expired', e.ts, null);
}
