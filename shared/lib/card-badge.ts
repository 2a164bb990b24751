// The market badge of an NFT card in lists. The spec names no wording for an auction past its end
// that nobody has finished (its contract stays active until someone calls finishAuction); ours is
// "Auction ended", next to the highest bid, so such an NFT never looks idle.
import { hasBid } from './bids';

export const CARD_BADGES = { auction: 'On auction', auctionEnded: 'Auction ended', sale: 'Buy now' } as const;
export type CardBadge = keyof typeof CARD_BADGES;

export interface CardMarket {
  /** The running auction (lists), or null. */
  readonly auction: string | null;
  readonly forsale: string | null;
  /** The ended, unfinished auction (the API's list extension). */
  readonly endedAuction?: string | null | undefined;
}

/** The auction a card shows: the running one, else the ended one. */
export function cardAuction(nft: CardMarket): string | null {
  return nft.auction ?? nft.endedAuction ?? null;
}

/**
 * The card's badge; `auctionStatus` is the list's status of `cardAuction(nft)` (the API reports a
 * running auction "expired" once past its end, before the indexer's sweep catches up).
 */
export function cardBadge(nft: CardMarket, auctionStatus: string | undefined): CardBadge | null {
  if (nft.auction !== null && auctionStatus !== 'expired') return 'auction';
  if (cardAuction(nft) !== null) return 'auctionEnded';
  return nft.forsale !== null ? 'sale' : null;
}

/** A price as the API sends it: units of `priceToken`, and its USD value when known. */
export interface CardPriceTag {
  readonly price: string;
  readonly priceToken: string;
  readonly usdPrice: string | null;
}

/** The price a card shows: an ended auction's highest bid (none without a bid), else the floor. */
export function cardPrice(
  badge: CardBadge | null,
  auction: { readonly maxBid: string | null; readonly bidToken: string; readonly maxUsdBid: string | null } | undefined,
  floor: CardPriceTag | null,
): CardPriceTag | null {
  if (badge !== 'auctionEnded') return floor;
  return auction && hasBid(auction.maxBid) ? { price: auction.maxBid!, priceToken: auction.bidToken, usdPrice: auction.maxUsdBid } : null;
}
