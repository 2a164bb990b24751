// What an activity row shows: who, to whom, and for how much, from the event's sub-object (§8.14).
import type { NftEvent } from '@shared/contract/schemas';

export interface EventSummary {
  from: string | null;
  to: string | null;
  price: string | null;
  token: string | null;
  usd: string | null;
}

export function summarizeEvent(event: NftEvent): EventSummary {
  const none: EventSummary = { from: null, to: null, price: null, token: null, usd: null };
  const sell = event.directSell;
  const buy = event.directBuy;
  const auction = event.auction;
  switch (event.eventType) {
    case 'sell_active':
    case 'sell_canceled':
      return sell ? { ...none, from: sell.creator, price: sell.price, token: sell.paymentToken, usd: sell.usdPrice } : none;
    case 'sell_purchased':
      return sell ? { from: sell.creator, to: sell.newOwner, price: sell.price, token: sell.paymentToken, usd: sell.usdPrice } : none;
    case 'offer_active':
    case 'offer_canceled':
      return buy ? { ...none, from: buy.creator, price: buy.price, token: buy.spentToken, usd: buy.usdPrice } : none;
    case 'offer_filled':
      return buy ? { from: buy.oldOwner, to: buy.creator, price: buy.price, token: buy.spentToken, usd: buy.usdPrice } : none;
    case 'auction_active':
    case 'auction_canceled': {
      const state = auction?.auctionActive ?? auction?.auctionCanceled;
      return state ? { ...none, from: state.nftOwner, price: state.price, token: state.paymentToken, usd: state.usdPrice } : none;
    }
    case 'auction_bid_placed': {
      const bid = auction?.auctionBidPlaced;
      return bid ? { ...none, from: bid.bidSender, price: bid.bidValue, token: bid.paymentToken, usd: bid.usdPrice } : none;
    }
    case 'auction_complete': {
      const done = auction?.auctionComplete;
      return done
        ? { from: done.nftOwner, to: done.maxBidAddress, price: done.maxBidValue, token: done.paymentToken, usd: done.usdPrice }
        : none;
    }
    case 'mint':
      return event.mint ? { ...none, from: event.mint.creator, to: event.mint.owner } : none;
    case 'transfer':
      return event.transfer ? { ...none, from: event.transfer.from, to: event.transfer.to } : none;
  }
}

/** Everyone the events' rows name (from and to), for looking up their usernames. */
export function eventParties(events: readonly NftEvent[]): (string | null)[] {
  return events.flatMap((event) => {
    const summary = summarizeEvent(event);
    return [summary.from, summary.to];
  });
}
