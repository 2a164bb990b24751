/**
 * Auctions and bids (contract-semantics ST.2, EV.7, api-contract §12.3). A placed bid outbids the
 * previous leader, raises max_bid to the bid and min_bid to the contract's next acceptable bid.
 * A declined bid is recorded but changes nothing else.
 */
import { addressIdSql, addressSql } from '../../db/address-ids';
import { orderKeyParam, storedOrderKeySql } from '../../db/order-key';
import { auctionActivePart, auctionCanceledPart, auctionCompletePart, bidPlacedPart, insertActivity } from '../activity';
import type { BatchContext } from '../context';
import type { AuctionInfo, EventOf } from '../envelope';
import { recordDeal } from './deals';
import { ZERO_ADDRESS } from './nfts';
import { feeSql, terminalGuardSql, whitelistedSql } from './offer-sql';

type AuctionStatus = 'active' | 'completed' | 'cancelled';

function upsertAuction(ctx: BatchContext, p: AuctionInfo, status: AuctionStatus, ts: number, winningBid: string | null): void {
  // ?1 auction ?2 nft ?3 collection ?4 owner ?5 token ?6 wallet ?7 start price ?8 status ?9 start ?10 duration
  // ?11 end ?12 ts ?13 root ?14 fee numerator ?15 fee denominator ?16 finished ?17 winning bid
  ctx.registerNft(p.nft, p.collection ?? ZERO_ADDRESS);
  ctx.registerAddresses(p.owner, p.token, p.root);
  ctx.run(
    `INSERT INTO auctions (address, nft, collection, owner, token, wallet_for_bids, start_price, min_bid, min_bid_usd, max_bid,
       start_time, duration, finish_time, status, bids_count, fee_numerator, fee_denominator, root,
       created_at, finished_at, updated_at, whitelisted, live)
     SELECT ?1, ${addressIdSql('?2')}, ${addressIdSql('coalesce((SELECT collection FROM nfts WHERE address = ?2), ?3)')},
       ${addressIdSql('?4')}, ${addressIdSql('?5')}, ?6, ?7, ?7,
       CAST(?7 AS REAL) * (SELECT usd_price_real FROM token_usd_prices WHERE token = ?5), ?17,
       ?9, ?10, ?11, ?8, 0, ${feeSql('numerator', 14, 1, 13)}, ${feeSql('denominator', 15, 1, 13)}, ${addressIdSql('?13')},
       ?9, ?16, ?12, w.ok, w.ok AND ?8 = 'active' AND ?11 > ?12
     FROM (SELECT ${whitelistedSql(13, 9)} AS ok) w WHERE true
     ON CONFLICT (address) DO UPDATE SET ${terminalGuardSql('auctions')},
       max_bid = coalesce(excluded.max_bid, max_bid), finished_at = coalesce(finished_at, excluded.finished_at),
       updated_at = max(updated_at, excluded.updated_at), wallet_for_bids = coalesce(excluded.wallet_for_bids, wallet_for_bids),
       fee_numerator = excluded.fee_numerator, fee_denominator = excluded.fee_denominator, whitelisted = excluded.whitelisted`,
    p.auction,
    p.nft,
    p.collection ?? ZERO_ADDRESS,
    p.owner,
    p.token,
    p.walletForBids ?? null,
    p.price,
    status,
    p.start,
    p.duration,
    p.end,
    ts,
    p.root,
    p.fee?.numerator ?? null,
    p.fee?.denominator ?? null,
    status === 'active' ? null : ts,
    winningBid,
  );
  ctx.market(p.nft);
  ctx.collection(p.collection);
  ctx.profiles(p.owner);
}

export function applyAuctionActive(ctx: BatchContext, e: EventOf<'auction_active'>): void {
  upsertAuction(ctx, e.payload, 'active', e.ts, null);
  insertActivity(ctx, e, 'auction_active', e.payload.nft, auctionActivePart(e.payload), [e.payload.owner]);
}

export function applyAuctionCanceled(ctx: BatchContext, e: EventOf<'auction_canceled'>): void {
  upsertAuction(ctx, e.payload, 'cancelled', e.ts, null);
  insertActivity(ctx, e, 'auction_canceled', e.payload.nft, auctionCanceledPart(e.payload), [e.payload.owner]);
}

export function applyAuctionComplete(ctx: BatchContext, e: EventOf<'auction_complete'>): void {
  const p = e.payload;
  upsertAuction(ctx, p, 'completed', e.ts, p.amount);
  insertActivity(ctx, e, 'auction_complete', p.nft, auctionCompletePart(p, p.buyer, p.amount), [p.owner, p.buyer]);
  // The deal is dated at completion (the reference used the start time: api-contract §13 gap 26).
  recordDeal(ctx, {
    table: 'auctions',
    offer: p.auction,
    nft: p.nft,
    token: p.token,
    amount: p.amount,
    buyer: p.buyer,
    seller: p.owner,
    ts: e.ts,
  });
}

// ?1 auction ?2 bidder ?3 amount ?4 ts ?5 lt ?6 declined
const INSERT_BID = `
INSERT INTO bids (auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner)
SELECT ${addressIdSql('a.address')}, a.nft, a.collection, ${addressIdSql('?2')}, a.token, ?3, ?4, ${storedOrderKeySql('?5')}, ?6, 0, 1, a.owner
FROM auctions a WHERE a.address = ?1`;
// ?1 auction ?2 bidder
const NOT_LATEST = `UPDATE bids SET bidder_latest = 0 WHERE bidder = ${addressIdSql('?2')} AND auction = ${addressIdSql('?1')} AND bidder_latest = 1`;

export function applyBidPlaced(ctx: BatchContext, e: EventOf<'auction_bid_placed'>): void {
  const p = e.payload;
  ctx.registerAddresses(p.bidder, p.auction);
  ctx.run(`UPDATE bids SET outbid = 1 WHERE auction = ${addressIdSql('?1')} AND declined = 0 AND outbid = 0`, p.auction);
  ctx.run(NOT_LATEST, p.auction, p.bidder);
  ctx.run(INSERT_BID, p.auction, p.bidder, p.amount, e.ts, orderKeyParam(e.lt), 0);
  ctx.run(
    `UPDATE auctions SET max_bid = ?3, min_bid = ?4,
       min_bid_usd = CAST(?4 AS REAL) * (SELECT p.usd_price_real FROM token_usd_prices p JOIN addresses t ON t.address = p.token WHERE t.id = auctions.token),
       last_bid_from = ${addressIdSql('?2')}, last_bid_time = ?5, last_bid_value = ?3, bids_count = bids_count + 1, updated_at = max(updated_at, ?5)
     WHERE address = ?1`,
    p.auction,
    p.bidder,
    p.amount,
    p.nextBidValue,
    e.ts,
  );
  insertActivity(ctx, e, 'auction_bid_placed', p.nft, bidPlacedPart(p.bidder, p.amount), [p.bidder], {
    auction: p.auction,
    paymentTokenSql: (param) => `SELECT ${addressSql('token')} FROM auctions WHERE address = ${param}`,
    // The auction's owner receives the bid: the profile feed shows it (api-contract §13 gap 22).
    participantsSql: (param) => `SELECT ${addressSql('owner')} FROM auctions WHERE address = ${param}`,
  });
  ctx.market(p.nft);
}

export function applyBidDeclined(ctx: BatchContext, e: EventOf<'auction_bid_declined'>): void {
  const p = e.payload;
  ctx.registerAddresses(p.bidder, p.auction);
  ctx.run(NOT_LATEST, p.auction, p.bidder);
  ctx.run(INSERT_BID, p.auction, p.bidder, p.amount, e.ts, orderKeyParam(e.lt), 1);
  ctx.profiles(p.bidder);
  ctx.nft(p.nft);
}
