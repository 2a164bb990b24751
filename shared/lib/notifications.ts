// Toast wording for the market actions (spec section 8, "Per-action notifications: in progress,
// success, failed with description").
//
// The failure descriptions are the spec's exact strings. The spec only names the success and
// progress outcomes ("offer accepted, placed, cancelled; finish auction cancelled, success"), so
// those sentences are ours, derived from the outcome names.
import { NOTIFICATION_AUTO_CLOSE_MS } from './constants';
import type { MarketAction } from './errors';

export const NOTIFICATION_TITLES = {
  progress: 'Transaction in progress',
  success: 'Success',
  failed: 'Failed',
} as const;

/** Failure descriptions, exactly as the spec lists them. */
export const FAILURE_DESCRIPTIONS = {
  offer: 'Offer failed',
  purchase: 'NFT purchase failed',
  bid: 'Bid failed',
  sale: 'Sale failed',
  auction: 'Auction failed',
} as const;

export interface ActionNotificationText {
  readonly progress: string;
  readonly success: string;
  readonly failure: string;
}

export const ACTION_NOTIFICATIONS: Readonly<Record<Exclude<MarketAction, 'finishAuction'>, ActionNotificationText>> = {
  startSell: { progress: 'Putting the NFT on sale', success: 'NFT put on sale', failure: FAILURE_DESCRIPTIONS.sale },
  closeSell: { progress: 'Cancelling the sale', success: 'Sale cancelled', failure: FAILURE_DESCRIPTIONS.sale },
  buy: { progress: 'Buying the NFT', success: 'NFT purchased', failure: FAILURE_DESCRIPTIONS.purchase },
  createAuction: { progress: 'Starting the auction', success: 'Auction started', failure: FAILURE_DESCRIPTIONS.auction },
  placeBid: { progress: 'Placing the bid', success: 'Bid placed', failure: FAILURE_DESCRIPTIONS.bid },
  makeOffer: { progress: 'Placing the offer', success: 'Offer placed', failure: FAILURE_DESCRIPTIONS.offer },
  cancelOffer: { progress: 'Cancelling the offer', success: 'Offer cancelled', failure: FAILURE_DESCRIPTIONS.offer },
  acceptOffer: { progress: 'Accepting the offer', success: 'Offer accepted', failure: FAILURE_DESCRIPTIONS.offer },
};

/**
 * Finishing an auction has two successful outcomes: "cancelled" when no bid reached the price,
 * "success" when it completed (contract-semantics ST.2).
 */
export const FINISH_AUCTION_NOTIFICATIONS = {
  progress: 'Finishing the auction',
  cancelled: 'Auction cancelled',
  success: 'Auction completed',
  failure: FAILURE_DESCRIPTIONS.auction,
} as const;

/**
 * The person turned the request down in the wallet: nothing was sent and nothing failed, so the toast
 * is neutral, not the spec's "Failed" with a failure description (our wording).
 */
export const REJECTED_NOTIFICATION = {
  title: 'Transaction rejected',
  description: 'You rejected the request in your wallet. Nothing was sent.',
} as const;

/** `rejected`: the neutral toast of a request turned down in the wallet (REJECTED_NOTIFICATION). */
export type NotificationKind = 'progress' | 'success' | 'failed' | 'rejected';

/** "Failed and success notifications auto-close after 10 seconds" (a rejection too); progress stays until replaced. */
export function autoCloseMs(kind: NotificationKind): number | null {
  return kind === 'progress' ? null : NOTIFICATION_AUTO_CLOSE_MS;
}
