// How the NFT page presents its market: offers best first, the best open offer, and whether a
// listing has ended (an expired or closed listing is history, not a price to act on).
import type { DirectBuy, DirectSell } from '@contract/schemas';

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

/** A listing that can no longer be bought: closed, sold, or past its end. */
export function isListingOver(sale: DirectSell, now: number): boolean {
  return sale.status !== 'active' || (!!sale.expiredAt && sale.expiredAt <= now);
}
