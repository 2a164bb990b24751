import { describe, expect, it } from 'vitest';
import type { NftEvent } from '@shared/contract/schemas';
import { summarizeEvent } from '~/view-model/event-summary';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const T = `0:${'c'.repeat(64)}`;
const NFT = `0:${'d'.repeat(64)}`;

function event(partial: Partial<NftEvent> & Pick<NftEvent, 'eventType'>): NftEvent {
  return {
    id: 1,
    name: 'Item',
    description: null,
    datetime: 1_700_000_000,
    address: NFT,
    previewUrl: null,
    directSell: null,
    directBuy: null,
    auction: null,
    mint: null,
    transfer: null,
    ...partial,
  };
}

const sell = {
  creator: A,
  startTime: 1,
  endTime: null,
  durationTime: null,
  price: '5000',
  usdPrice: '2.5',
  status: 3,
  paymentToken: T,
  newOwner: B,
};
const buy = {
  creator: B,
  startTime: 1,
  endTime: 0,
  durationTime: null,
  price: '700',
  usdPrice: null,
  status: 3,
  spentToken: T,
  oldOwner: A,
};
const state = {
  nftOwner: A,
  auctionStartTime: 1,
  auctionEndTime: 2,
  auctionDuration: 1,
  state: 1,
  paymentToken: T,
  price: '100',
  usdPrice: '1',
};

describe('summarizeEvent', () => {
  it('a sale: seller to buyer at the listing price', () => {
    expect(summarizeEvent(event({ eventType: 'sell_purchased', directSell: sell }))).toEqual({
      from: A,
      to: B,
      price: '5000',
      token: T,
      usd: '2.5',
    });
  });
  it('a listing or cancel: only the seller', () => {
    expect(summarizeEvent(event({ eventType: 'sell_active', directSell: sell }))).toEqual({
      from: A,
      to: null,
      price: '5000',
      token: T,
      usd: '2.5',
    });
  });
  it('an accepted offer: owner to offer maker', () => {
    expect(summarizeEvent(event({ eventType: 'offer_filled', directBuy: buy }))).toEqual({
      from: A,
      to: B,
      price: '700',
      token: T,
      usd: null,
    });
    expect(summarizeEvent(event({ eventType: 'offer_active', directBuy: buy }))).toMatchObject({ from: B, to: null });
  });
  it('auctions: started, bid, completed', () => {
    const auction = { auctionActive: state, auctionComplete: null, auctionCanceled: null, auctionBidPlaced: null };
    expect(summarizeEvent(event({ eventType: 'auction_active', auction }))).toMatchObject({ from: A, price: '100' });
    const bid = {
      auctionActive: null,
      auctionComplete: null,
      auctionCanceled: null,
      auctionBidPlaced: { bidSender: B, paymentToken: T, bidValue: '150', usdPrice: null },
    };
    expect(summarizeEvent(event({ eventType: 'auction_bid_placed', auction: bid }))).toEqual({
      from: B,
      to: null,
      price: '150',
      token: T,
      usd: null,
    });
    const done = {
      auctionActive: null,
      auctionCanceled: null,
      auctionBidPlaced: null,
      auctionComplete: { ...state, state: 3, maxBidValue: '150', maxBidAddress: B },
    };
    expect(summarizeEvent(event({ eventType: 'auction_complete', auction: done }))).toEqual({
      from: A,
      to: B,
      price: '150',
      token: T,
      usd: '1',
    });
  });
  it('mints and transfers carry no price', () => {
    expect(summarizeEvent(event({ eventType: 'mint', mint: { owner: B, creator: A } }))).toEqual({
      from: A,
      to: B,
      price: null,
      token: null,
      usd: null,
    });
    expect(summarizeEvent(event({ eventType: 'transfer', transfer: { from: A, to: B } }))).toMatchObject({ from: A, to: B, price: null });
  });
  it('an event without its sub-object summarises to nothing', () => {
    const empty = { from: null, to: null, price: null, token: null, usd: null };
    for (const eventType of [
      'sell_purchased',
      'offer_filled',
      'auction_complete',
      'auction_bid_placed',
      'auction_canceled',
      'mint',
      'transfer',
      'sell_canceled',
      'offer_canceled',
    ] as const) {
      expect(summarizeEvent(event({ eventType }))).toEqual(empty);
    }
  });
});
