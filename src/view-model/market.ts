// The NFT's market state as the island sees it, and which buttons it offers (spec §4, §6).
// Kept free of heavy imports: the first paint of the island (and the server render) uses it.
import type { Auction, AuctionBid, DirectBuy, DirectSell, GetNftResult } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { MARKET_RULE_ERRORS, type MarketAction } from '@shared/lib/errors';
import type { Token } from '@shared/lib/tokens';
import { isListingOver, ownLatestBid } from './market-view';

export interface MarketState {
  readonly owner: string | null;
  readonly manager: string | null;
  /** The active listing's address (nft.forsale). */
  readonly forsale: string | null;
  readonly sale: DirectSell | null;
  /** The running (or ended, unfinished) auction's address (nft.auction). */
  readonly auctionAddress: string | null;
  readonly auction: Auction | null;
  readonly bestOffer: string | null;
  /** The NFT's offers (`/nft/direct/buy`). */
  readonly offers: readonly DirectBuy[];
  /** The auction's bids (`/auction/bids`). */
  readonly bids: readonly AuctionBid[];
}

export interface NftActionsProps {
  readonly nft: string;
  readonly collection: string;
  readonly state: MarketState;
  readonly chain: string;
  /** The API base as the browser sees it. */
  readonly apiBase: string;
  /** The supported payment tokens of the chain (the native coin is added by the island). */
  readonly tokens: readonly Token[];
  /** Unix seconds of the server render, so the first paint matches the HTML. */
  readonly renderedAt: number;
  /** Usernames of the addresses the page shows (src/api/load-user-names.ts). */
  readonly names?: Readonly<Record<string, string>>;
  /** USD per smallest unit of the tokens the page priced (shared/lib/usd-rates.ts), for the dialogs' USD previews. */
  readonly usdRates?: Readonly<Record<string, number>>;
  /** The collection's floor in USD, shown when listing. */
  readonly floorUsd?: string | null;
  /** The NFT's name and image, named at the top of each confirmation. */
  readonly item?: { readonly name: string; readonly image: string | null };
}

/**
 * The one place the NFT page picks what it shows: the listing the NFT names, and the auction it
 * names or else the one the answer carries (an API may return an ended, unfinished auction the NFT
 * no longer names). The server render and every refresh of the island go through it.
 */
export function marketStateFrom(details: GetNftResult, offers: readonly DirectBuy[], bids: readonly AuctionBid[]): MarketState {
  const { nft } = details;
  return {
    owner: nft.owner,
    manager: nft.manager,
    forsale: nft.forsale,
    sale: (nft.forsale ? details.directSell[nft.forsale] : undefined) ?? null,
    auctionAddress: nft.auction,
    auction: (nft.auction ? details.auction[nft.auction] : undefined) ?? Object.values(details.auction)[0] ?? null,
    bestOffer: nft.bestOffer,
    offers,
    bids,
  };
}

/** Listed at a fixed price and buyable at `now` (unix seconds): a listing past its end is over, as the market box says. */
export function isListed(state: Pick<MarketState, 'forsale' | 'sale'>, now: number): boolean {
  return state.forsale !== null && (state.sale === null || !isListingOver(state.sale, now));
}

/** An auction that still takes bids at `now` (unix seconds). */
export function isAuctionActive(state: MarketState, now: number): boolean {
  if (state.auctionAddress === null) return false;
  const auction = state.auction;
  if (!auction) return true;
  return auction.status === 'active' && (auction.finishTime === null || auction.finishTime > now);
}

/** An auction past its end that nobody has finished yet. */
export function isAuctionEnded(state: MarketState, now: number): boolean {
  return state.auctionAddress !== null && !isAuctionActive(state, now);
}

/** An offer the owner can still accept (or its buyer cancel). */
export { isOfferOpen } from './market-view';

/** The actions a button starts: the market actions of the actions layer. */
export type ActionKind = MarketAction;

export const BUTTON_LABELS: Readonly<Record<ActionKind, string>> = {
  startSell: 'Put on sale',
  createAuction: 'Start auction',
  closeSell: 'Cancel sale',
  finishAuction: 'Finish auction',
  acceptOffer: 'Accept offer',
  buy: 'Buy now',
  placeBid: 'Place bid',
  makeOffer: 'Make offer',
  cancelOffer: 'Cancel my offer',
};

/** Each confirmation's submit button, named by what it does. */
export const CONFIRM_LABELS: Readonly<Record<ActionKind, string>> = {
  startSell: 'List for sale',
  createAuction: 'Start auction',
  closeSell: 'Cancel listing',
  finishAuction: 'Finish auction',
  acceptOffer: 'Accept offer',
  buy: 'Buy now',
  placeBid: 'Place bid',
  makeOffer: 'Make offer',
  cancelOffer: 'Cancel offer',
};

/** The button that closes a confirmation without acting ("Cancel" unless the action itself cancels: then it says what stays). */
export const DISMISS_LABELS: Partial<Record<ActionKind, string>> = { closeSell: 'Keep listing', cancelOffer: 'Keep offer' };

/** The buttons of the market box (offer-specific ones live on each offer). */
export function ownerButtons(state: MarketState, now: number): ActionKind[] {
  const buttons: ActionKind[] = [];
  const listed = state.forsale !== null;
  const auction = state.auctionAddress !== null;
  if (!listed && !auction) buttons.push('startSell', 'createAuction');
  if (listed) buttons.push('closeSell');
  if (isAuctionEnded(state, now)) buttons.push('finishAuction');
  return buttons;
}

/** Whether `viewer` (a signed-in address, or null) made the auction's highest bid. */
export function isLeadingBidder(state: Pick<MarketState, 'auction'>, viewer: string | null): boolean {
  const leader = state.auction?.lastBidFrom;
  return viewer !== null && !!leader && normalizeAddress(leader) === normalizeAddress(viewer);
}

/**
 * Anyone but the owner (and a visitor who is not logged in): Buy now when listed, Place bid while
 * an auction runs, Finish auction for the winner of an ended one (anyone may finish it:
 * contract-semantics AU-C.1), and Make offer (shown disabled during an active auction: see
 * `blockedButtons`).
 */
export function otherButtons(state: MarketState, now: number, viewer: string | null = null): ActionKind[] {
  const buttons: ActionKind[] = [];
  if (isListed(state, now)) buttons.push('buy');
  if (isAuctionActive(state, now)) buttons.push('placeBid');
  if (isAuctionEnded(state, now) && isLeadingBidder(state, viewer)) buttons.push('finishAuction');
  buttons.push('makeOffer');
  return buttons;
}

/** Buttons shown but refused by a market rule, with the spec's reason ("Make offer refused while an auction is active"). */
export function blockedButtons(state: MarketState, now: number): Partial<Record<ActionKind, string>> {
  return isAuctionActive(state, now) ? { makeOffer: MARKET_RULE_ERRORS.activeAuction } : {};
}

/** A bidder of the auction whose bid is no longer the highest. */
export function isOutbidBidder(state: Pick<MarketState, 'auction' | 'bids'>, viewer: string | null): boolean {
  return viewer !== null && state.auction !== null && !isLeadingBidder(state, viewer) && ownLatestBid(state.bids, viewer) !== null;
}

/** The highest bidder raises their own bid rather than placing a first one; an outbid bidder bids again. */
export function buttonLabel(kind: ActionKind, state: Pick<MarketState, 'auction' | 'bids'>, viewer: string | null): string {
  if (kind !== 'placeBid') return BUTTON_LABELS[kind];
  if (isLeadingBidder(state, viewer)) return RAISE_BID_LABEL;
  return isOutbidBidder(state, viewer) ? BID_AGAIN_LABEL : BUTTON_LABELS[kind];
}

export const RAISE_BID_LABEL = 'Raise bid';
export const BID_AGAIN_LABEL = 'Bid again';

/** What a change of the NFT's market is judged by (the 5 s refetch acts when it moves). */
export function stateSignature(
  state: Pick<MarketState, 'owner' | 'forsale' | 'sale' | 'auctionAddress' | 'auction' | 'bestOffer'>,
): string {
  return JSON.stringify([
    state.owner,
    state.forsale,
    state.sale?.status,
    state.auctionAddress,
    state.auction?.status,
    state.auction?.maxBid,
    state.bestOffer,
  ]);
}
