// Auction bid rules: the 5-decimal comparison the bid flow polls with, the outbid flag, and the
// next minimal bid from the auction's bid delta.
import { BigNumber } from 'bignumber.js';
import { decimalOrThrow, unitsToBigInt, type DecimalInput, type UnitsInput } from './amounts';
import { BID_COMPARE_DECIMALS } from './constants';
import { ceilMulDiv } from './fees';

/**
 * A bid in whole tokens rounded UP to 5 decimals (spec section 9: "Bid confirmation compares at
 * 5 decimals rounded up"). `roundBidUp('1.000001')` is `'1.00001'`.
 */
export function roundBidUp(bid: DecimalInput): string {
  return decimalOrThrow(bid).decimalPlaces(BID_COMPARE_DECIMALS, BigNumber.ROUND_CEIL).toFixed();
}

/**
 * Spec section 4: after placing a bid, the product polls until "max bid is not below the bid
 * rounded up to 5 decimals". Both values are in whole tokens (already shifted by decimals).
 */
export function isBidReflected(maxBid: DecimalInput, bid: DecimalInput): boolean {
  return decimalOrThrow(maxBid).isGreaterThanOrEqualTo(roundBidUp(bid));
}

/** Spec section 3, auction bid: "outbid flag (true when the auction max bid exceeds this price)". */
export function isOutbid(maxBid: DecimalInput, bidPrice: DecimalInput): boolean {
  return decimalOrThrow(maxBid).isGreaterThan(decimalOrThrow(bidPrice));
}

/** Whether an auction has an accepted bid (the API sends no max bid, or 0, before the first). */
export function hasBid(maxBid: string | null | undefined): boolean {
  return maxBid != null && maxBid !== '0';
}

/** The auction's bid delta: `auctionBidDelta / auctionBidDeltaDecimals` (e.g. 500 / 10000 = 5 %). */
export interface BidDelta {
  readonly delta: number | bigint;
  /** Despite its name, the contract uses this field as the denominator. */
  readonly deltaDecimals: number | bigint;
}

/**
 * The smallest next bid, in integer units, after an accepted bid `amount`
 * (contract-semantics 2.d: "nextBidValue := amount + ceilMulDiv(amount, bidDelta, bidDeltaDecimals)").
 * Example X.6: 4 000 000 000 with 500/10000 gives 4 200 000 000.
 */
export function nextBidValue(amount: UnitsInput, bidDelta: BidDelta): bigint {
  const value = unitsToBigInt(amount);
  return value + ceilMulDiv(value, BigInt(bidDelta.delta), BigInt(bidDelta.deltaDecimals));
}

/** Where one bid stands, for the bidder's list: while the auction runs, then once it is over. */
export type BidOutcome = 'leading' | 'outbid' | 'won' | 'lost' | 'cancelled';

export const BID_OUTCOME_LABELS: Readonly<Record<BidOutcome, string>> = {
  leading: 'Highest bid',
  outbid: 'Outbid',
  won: 'Won',
  lost: 'Lost',
  cancelled: 'Auction cancelled',
};

/**
 * The bid's outcome from its auction. While it runs, a bid leads when it is the highest; once the
 * auction is completed or past its end, every bid of the highest bidder is marked won (their earlier,
 * lower bids too: they won the auction) and everyone else's lost.
 */
export function bidOutcome(
  bid: { readonly from: string; readonly price: string },
  auction: {
    readonly status: string;
    readonly maxBid: string | null;
    readonly lastBidFrom: string | null;
    readonly finishTime: number | null;
  },
  now: number,
): BidOutcome {
  if (auction.status === 'cancelled') return 'cancelled';
  const winner = auction.maxBid !== null && auction.lastBidFrom === bid.from;
  const running = auction.status === 'active' && (auction.finishTime === null || auction.finishTime > now);
  if (running) return winner && !isOutbid(auction.maxBid!, bid.price) ? 'leading' : 'outbid';
  return winner ? 'won' : 'lost';
}

/** Still open: the auction takes bids. */
export function isBidActive(outcome: BidOutcome): boolean {
  return outcome === 'leading' || outcome === 'outbid';
}
