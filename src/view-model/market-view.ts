// How the NFT page presents its market: offers best first, the best open offer, and whether a
// listing has ended (an expired or closed listing is history, not a price to act on).
import type { AuctionBid, DirectBuy, DirectSell } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';

const usdOf = (offer: DirectBuy): number => {
  const usd = Number(offer.price.usdPrice);
  return Number.isFinite(usd) ? usd : -1;
};

/** Open offers first, each group by USD value (highest first), then newest first, as collectors sort them. */
export function offersBestFirst(offers: readonly DirectBuy[], now: number): DirectBuy[] {
  return [...offers].sort(
    (a, b) => Number(isOfferOpen(b, now)) - Number(isOfferOpen(a, now)) || usdOf(b) - usdOf(a) || b.createdAt - a.createdAt,
  );
}

/** Active and not past its end (`expiredAt` 0 or null means no end). */
export function isOfferOpen(offer: DirectBuy, now: number): boolean {
  return offer.status === 'active' && !(offer.expiredAt && offer.expiredAt <= now);
}

/** The highest open offer, or null. */
export function bestOpenOffer(offers: readonly DirectBuy[], now: number): DirectBuy | null {
  const best = offersBestFirst(offers, now)[0];
  return best && isOfferOpen(best, now) ? best : null;
}

const by = (viewer: string | null | undefined) => {
  const me = viewer ? normalizeAddress(viewer) : null;
  return (address: string | null) => me !== null && address !== null && normalizeAddress(address) === me;
};

/** The viewer's best open offer, or null (none, or no viewer). */
export function ownBestOffer(offers: readonly DirectBuy[], now: number, viewer: string | null | undefined): DirectBuy | null {
  const mine = by(viewer);
  return offersBestFirst(offers, now).find((offer) => isOfferOpen(offer, now) && mine(offer.buyer)) ?? null;
}

/**
 * The viewer's latest bid in the auction, or null. Each accepted bid beats the highest so far, so a
 * bidder's latest bid is their highest.
 */
export function ownLatestBid(bids: readonly AuctionBid[], viewer: string | null | undefined): AuctionBid | null {
  const mine = by(viewer);
  return bids
    .filter((bid) => mine(bid.from))
    .reduce<AuctionBid | null>((latest, bid) => (latest && latest.createdAt >= bid.createdAt ? latest : bid), null);
}

/** A listing that can no longer be bought: closed, sold, or past its end. */
export function isListingOver(sale: DirectSell, now: number): boolean {
  return sale.status !== 'active' || (!!sale.expiredAt && sale.expiredAt <= now);
}

/** Who is looking at an auction: its seller (the NFT's owner), its highest bidder, or anyone else. */
export type AuctionViewer = 'seller' | 'leader' | 'other';

/**
 * What happens next once an auction is past its end and nobody has finished it yet. Anyone may call
 * finishAuction (contract-semantics AU-C.1): with a bid the NFT goes to the highest bidder and the
 * seller is paid (AU-C.2); without one the seller gets the NFT's management back (AU-C.3).
 */
export function endedAuctionNote(viewer: AuctionViewer, withBid: boolean): string {
  if (!withBid)
    return viewer === 'seller'
      ? 'The auction ended without bids. Finish it to get your NFT back, then list it again.'
      : 'The auction ended without bids. The seller can finish it to get the NFT back.';
  if (viewer === 'seller')
    return 'The auction has ended. Finish it to send the NFT to the highest bidder and receive the payment; the winner can finish it too.';
  if (viewer === 'leader') return 'You won this auction. Finish it to receive the NFT; the seller can finish it too.';
  return 'The auction has ended. The seller or the winner can finish it to complete the sale.';
}
