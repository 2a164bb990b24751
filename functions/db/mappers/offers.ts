/** direct_sells / direct_buys / auctions / bids rows -> DirectSell, DirectBuy, Auction, AuctionBid (§8.10-§8.13). */
import type { Auction, AuctionBid, DirectBuy, DirectSell, Fee } from '../../../src/api/schemas';
import type { AuctionRow, BidRow, DirectBuyRow, DirectSellRow } from '../rows';
import { usdOf, type TokenPrices } from '../usd';

/**
 * The offer's fee. The indexer fills it from the event, the factory's MarketFeeChanged or the
 * root's default (fixing §13 gap 16); the reference's 2/100 remains only when nothing is known.
 */
export function feeOf(numerator: number | null, denominator: number | null): Fee {
  return numerator !== null && denominator !== null ? { numerator, denominator } : { numerator: 2, denominator: 100 };
}

/** "active" past its end reads as "expired" (§1.7); 0 means no end. */
function computed<S extends string>(status: S, end: number, now: number): S | 'expired' {
  return status === 'active' && end > 0 && end < now ? 'expired' : status;
}

export function directSellFromRow(row: DirectSellRow, prices: TokenPrices, now: number, computeExpired = true): DirectSell {
  return {
    address: row.address,
    nft: row.nft,
    seller: row.seller,
    price: { priceToken: row.token, price: row.price, usdPrice: usdOf(row.price, row.token, prices) },
    status: computeExpired ? computed(row.status, row.expired_at, now) : row.status,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiredAt: row.expired_at,
    fee: feeOf(row.fee_numerator, row.fee_denominator),
  };
}

export function directBuyFromRow(row: DirectBuyRow, prices: TokenPrices, now: number): DirectBuy {
  return {
    address: row.address,
    nft: row.nft,
    buyer: row.buyer,
    price: { priceToken: row.token, price: row.price, usdPrice: usdOf(row.price, row.token, prices) },
    status: computed(row.status, row.expired_at, now),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiredAt: row.expired_at,
    fee: feeOf(row.fee_numerator, row.fee_denominator),
  };
}

export function auctionFromRow(row: AuctionRow, prices: TokenPrices, now: number): Auction {
  // The wire enum has no "created" (§13 gap 15); the indexer never stores it, an activation does.
  const status = row.status === 'created' ? 'active' : row.status;
  return {
    address: row.address,
    nft: row.nft,
    status: status === 'active' && row.finish_time < now ? 'expired' : status,
    bidToken: row.token,
    walletForBids: row.wallet_for_bids,
    startBid: row.start_price,
    startUsdBid: usdOf(row.start_price, row.token, prices),
    minBid: row.min_bid,
    minUsdBid: usdOf(row.min_bid, row.token, prices),
    maxBid: row.max_bid,
    maxUsdBid: usdOf(row.max_bid, row.token, prices),
    startTime: row.start_time,
    finishTime: row.finish_time,
    lastBidFrom: row.last_bid_from,
    lastBidTime: row.last_bid_time,
    lastBidValue: row.last_bid_value,
    lastBidUsdValue: usdOf(row.last_bid_value, row.token, prices),
    fee: feeOf(row.fee_numerator, row.fee_denominator),
  };
}

/**
 * `active` differs per route (§10.18, §10.19, §10.26): the auction's leading bid is
 * `declined = 0 AND outbid = 0`; "this bidder's latest here" is `bidder_latest = 1`.
 */
export function auctionBidFromRow(row: BidRow, prices: TokenPrices, active: boolean): AuctionBid {
  return {
    from: row.bidder,
    auction: row.auction,
    nft: row.nft,
    price: row.price,
    usdPrice: usdOf(row.price, row.token, prices),
    active,
    createdAt: row.created_at,
  };
}
