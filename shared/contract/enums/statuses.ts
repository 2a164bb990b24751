// Offer statuses, as the API spells them (spec section 4, api-contract section 9), with UI labels.
import { isOneOf } from './one-of';

export const AUCTION_STATUSES = ['active', 'cancelled', 'completed', 'expired'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const DIRECT_BUY_STATUSES = ['create', 'await_tokens', 'active', 'filled', 'cancelled', 'expired'] as const;
export type DirectBuyStatus = (typeof DIRECT_BUY_STATUSES)[number];

export const DIRECT_SELL_STATUSES = ['create', 'await_nft', 'active', 'filled', 'cancelled', 'expired'] as const;
export type DirectSellStatus = (typeof DIRECT_SELL_STATUSES)[number];

export type OfferStatus = AuctionStatus | DirectBuyStatus | DirectSellStatus;

export const isAuctionStatus = (value: unknown): value is AuctionStatus => isOneOf(AUCTION_STATUSES, value);
export const isDirectBuyStatus = (value: unknown): value is DirectBuyStatus => isOneOf(DIRECT_BUY_STATUSES, value);
export const isDirectSellStatus = (value: unknown): value is DirectSellStatus => isOneOf(DIRECT_SELL_STATUSES, value);

/** Human labels for every status of the three offer kinds. */
export const STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  create: 'Created',
  await_tokens: 'Awaiting tokens',
  await_nft: 'Awaiting NFT',
  active: 'Active',
  filled: 'Filled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Finished statuses: nothing can change them any more (contract-semantics section 4). */
const TERMINAL: ReadonlySet<OfferStatus> = new Set(['filled', 'completed', 'cancelled', 'expired']);

export function isTerminalStatus(status: OfferStatus): boolean {
  return TERMINAL.has(status);
}
