// What the NFT page's viewer sees, from the market and the session alone (the island only renders it).
import { describe, expect, it } from 'vitest';
import type { DirectBuy, DirectSell } from '@shared/contract/schemas';
import { acceptsInMarketBox, nftViewOf, offerActionOf } from '~/market/nft-page';
import type { MarketState } from '~/view-model/market';

const NOW = 1_700_000_000;
const OWNER = `0:${'aa'.repeat(32)}`;
const BUYER = `0:${'bb'.repeat(32)}`;
const VISITOR = `0:${'cc'.repeat(32)}`;
const SELL = `0:${'dd'.repeat(32)}`;
const TOKEN = `0:${'ee'.repeat(32)}`;

const sale = {
  address: SELL,
  status: 'active',
  expiredAt: 0,
  createdAt: NOW - 60,
  price: { token: TOKEN, priceToken: '1000' },
} as unknown as DirectSell;
const offer = (buyer: string, expiredAt = NOW + 3600) =>
  ({ address: `0:${'0f'.repeat(32)}`, buyer, status: 'active', expiredAt, createdAt: NOW - 60 }) as unknown as DirectBuy;

const state = (patch: Partial<MarketState> = {}): MarketState => ({
  owner: OWNER,
  manager: OWNER,
  forsale: null,
  sale: null,
  auctionAddress: null,
  auction: null,
  bestOffer: null,
  offers: [],
  bids: [],
  ...patch,
});

describe('nftViewOf', () => {
  it('gives the owner the owner’s buttons and tools, whatever case the session address is in', () => {
    const view = nftViewOf(state(), NOW, OWNER.toUpperCase().replace('0X', '0x'), null);
    expect(view.isOwner).toBe(true);
    expect(view.kinds).toEqual(['startSell', 'createAuction']);
    expect(view.sendRefusal).toBeNull();
    expect(view.editListing).toBe(false);
  });

  it('lets the owner edit a listing’s price, but not send the NFT or accept an offer while it stands', () => {
    const view = nftViewOf(state({ forsale: SELL, sale, offers: [offer(BUYER)] }), NOW, OWNER, SELL);
    expect(view.editListing).toBe(true);
    expect(view.sendRefusal).not.toBeNull();
    expect(view.acceptWaitsForSale).toBe(true);
    expect(view.cartOffered).toBe(false);
    expect(acceptsInMarketBox(view)).toBe(false);
  });

  it('offers a visitor the cart only for the listing the page’s button names', () => {
    const listed = state({ forsale: SELL, sale });
    expect(nftViewOf(listed, NOW, VISITOR, SELL).cartOffered).toBe(true);
    expect(nftViewOf(listed, NOW, null, SELL).cartOffered).toBe(true);
    expect(nftViewOf(listed, NOW, VISITOR, `0:${'99'.repeat(32)}`).cartOffered).toBe(false);
    expect(nftViewOf(listed, NOW, VISITOR, null).cartOffered).toBe(false);
    expect(nftViewOf(listed, NOW, VISITOR, SELL).isOwner).toBe(false);
  });
});

describe('offerActionOf', () => {
  it('lets the owner accept an open offer, its maker edit or cancel it, and nobody act on an expired one', () => {
    const open = offer(BUYER);
    const market = state({ offers: [open] });
    expect(offerActionOf(nftViewOf(market, NOW, OWNER, null), open)).toBe('accept');
    expect(offerActionOf(nftViewOf(market, NOW, BUYER, null), open)).toBe('mine');
    expect(offerActionOf(nftViewOf(market, NOW, VISITOR, null), open)).toBeNull();
    const expired = offer(BUYER, NOW - 1);
    expect(offerActionOf(nftViewOf(state({ offers: [expired] }), NOW, OWNER, null), expired)).toBeNull();
    expect(nftViewOf(market, NOW, BUYER, null).ownOffer).toBe(true);
  });
});
