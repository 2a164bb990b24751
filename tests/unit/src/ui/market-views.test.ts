// The NFT page's live parts, rendered as the server renders them (the island renders the same
// components): the rules that had drifted between the Astro and React copies now have one answer.
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  getNftResultSchema,
  nftEventsSchema,
  type Auction,
  type AuctionBid,
  type DirectBuy,
  type GetNftResult,
} from '@shared/contract/schemas';
import ActivityItem from '~/ui/ActivityItem';
import ActivityTable from '~/ui/ActivityTable';
import AddressLink from '~/ui/AddressLink';
import PriceTag from '~/ui/PriceTag';
import MarketBlock from '~/ui/MarketBlock';
import MarketFee from '~/ui/MarketFee';
import { blockedButtons, buttonLabel, marketStateFrom, otherButtons, ownerButtons } from '~/view-model/market';
import type { Token } from '@shared/lib/tokens';
import { fixture } from '../api/fake-fetch';

const details = getNftResultSchema.parse(JSON.parse(fixture('reference-nft-details.json')));
const auction = Object.values(details.auction)[0]!;
const sale = Object.values(details.directSell)[0]!;
const TOKENS: readonly Token[] = [
  { address: auction.bidToken, name: 'Wrapped Venom', symbol: 'WVENOM', decimals: 9, logoURI: null, isNative: false },
];
const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");
const PERSON = `0:${'12'.repeat(32)}`;

function withAuction(patch: Partial<Auction>): GetNftResult {
  return { ...details, auction: { [auction.address]: { ...auction, ...patch } } };
}

interface Extra {
  viewer?: string | null;
  offers?: readonly DirectBuy[];
  bids?: readonly AuctionBid[];
  offerAction?: (offer: DirectBuy) => ReactNode;
}

function marketHtml(d: GetNftResult, now = 1_700_000_000, extra: Extra = {}): string {
  const state = marketStateFrom(d, extra.offers ?? [], extra.bids ?? []);
  const props = {
    state,
    tokens: TOKENS,
    now,
    countdown: h('p', null, 'COUNTDOWN'),
    offerAction: extra.offerAction,
    ...(extra.viewer !== undefined ? { viewer: extra.viewer } : {}),
  };
  return renderToStaticMarkup(h(MarketBlock, props));
}

describe('MarketBlock', () => {
  it('shows a running auction’s end and countdown only when it has an end time', () => {
    const running = marketHtml(withAuction({ status: 'active', finishTime: 1_800_000_000 }));
    expect(text(running)).toContain('Ends 2027-01-15 08:00 UTC');
    expect(running).toContain('COUNTDOWN');
    const open = marketHtml(withAuction({ status: 'active', finishTime: null }));
    expect(text(open)).not.toContain('Ends');
    expect(open).not.toContain('COUNTDOWN');
    const over = marketHtml(withAuction({ status: 'expired', finishTime: 1_800_000_000 }));
    expect(over).not.toContain('COUNTDOWN');
  });

  it('shows the auction the answer carries when the NFT no longer names it, as the server page did', () => {
    const ended = { ...withAuction({ status: 'expired' }), nft: { ...details.nft, auction: null, forsale: null } };
    expect(marketStateFrom(ended, [], []).auction?.address).toBe(auction.address);
    expect(text(marketHtml(ended))).toContain('Auction · ');
  });

  it('names the ended listing expired only once its time is past', () => {
    const listed = { ...details, nft: { ...details.nft, auction: null }, auction: {} };
    const until = 1_700_000_100;
    const withSale = { ...listed, directSell: { [sale.address]: { ...sale, status: 'active' as const, expiredAt: until } } };
    expect(text(marketHtml(withSale, until - 1))).toContain('Fixed price · ');
    expect(text(marketHtml(withSale, until))).toMatch(/Not for sale.*Last listed at .* · Expired/);
  });
});

describe('MarketBlock and the buttons by viewer', () => {
  const NOW = 1_700_000_000;
  const seller = details.nft.owner!;
  const onAuction = (patch: Partial<Auction>): GetNftResult => ({
    ...withAuction(patch),
    nft: { ...details.nft, forsale: null, auction: auction.address },
  });
  const bidding = onAuction({ status: 'active', finishTime: NOW + 3600, maxBid: '2000000000', lastBidFrom: PERSON });
  const ended = onAuction({ status: 'active', finishTime: NOW - 60, maxBid: '2000000000', lastBidFrom: PERSON });

  it('tells the highest bidder so, and offers a raise instead of a first bid', () => {
    expect(text(marketHtml(bidding, NOW, { viewer: PERSON }))).toContain("You're the highest bidder");
    expect(text(marketHtml(bidding, NOW, { viewer: null }))).toMatch(/Leading bidder 0:1212/);
    const state = marketStateFrom(bidding, [], []);
    expect(buttonLabel('placeBid', state, PERSON)).toBe('Raise bid');
    expect(buttonLabel('placeBid', state, seller)).toBe('Place bid');
  });

  it('refuses Make offer during an active auction with the spec’s reason, and not after its end', () => {
    const state = marketStateFrom(bidding, [], []);
    expect(otherButtons(state, NOW)).toEqual(['placeBid', 'makeOffer']);
    expect(blockedButtons(state, NOW)).toEqual({ makeOffer: 'There is currently an active auction.' });
    expect(blockedButtons(marketStateFrom(ended, [], []), NOW)).toEqual({});
  });

  it('after the end: the winner may finish it too, and each side reads what happens next', () => {
    const state = marketStateFrom(ended, [], []);
    expect(otherButtons(state, NOW, PERSON)).toEqual(['finishAuction', 'makeOffer']);
    expect(otherButtons(state, NOW, `0:${'34'.repeat(32)}`)).toEqual(['makeOffer']);
    expect(ownerButtons(state, NOW)).toEqual(['finishAuction']);
    expect(text(marketHtml(ended, NOW, { viewer: seller }))).toContain(
      'Finish it to send the NFT to the highest bidder and receive the payment',
    );
    expect(text(marketHtml(ended, NOW, { viewer: PERSON }))).toContain('You won this auction. Finish it to receive the NFT');
    expect(text(marketHtml(ended, NOW))).toContain('The seller or the winner can finish it');
    expect(text(marketHtml(ended, NOW))).toContain('Auction · Ended');
    expect(text(marketHtml(ended, NOW))).not.toContain('Next bid at least');
    const noBid = onAuction({ status: 'active', finishTime: NOW - 60, maxBid: null, lastBidFrom: null });
    expect(text(marketHtml(noBid, NOW, { viewer: seller }))).toContain('ended without bids. Finish it to get your NFT back');
  });

  const OTHER = `0:${'34'.repeat(32)}`;
  const bidOf = (from: string, price: string, createdAt: number): AuctionBid => ({
    from,
    auction: auction.address,
    nft: details.nft.address,
    price,
    usdPrice: null,
    active: true,
    createdAt,
  });

  it('tells an outbid bidder their bid against the highest, and offers Bid again', () => {
    const bids = [bidOf(PERSON, '2000000000', NOW - 10), bidOf(OTHER, '1500000000', NOW - 20), bidOf(OTHER, '1000000000', NOW - 30)];
    const shown = text(marketHtml(bidding, NOW, { viewer: OTHER, bids }));
    expect(shown).toContain('You were outbid: your bid 1.5 WVENOM, highest 2 WVENOM');
    expect(shown).toMatch(/Leading bidder 0:1212/);
    const state = marketStateFrom(bidding, [], bids);
    expect(buttonLabel('placeBid', state, OTHER)).toBe('Bid again');
    expect(buttonLabel('placeBid', state, PERSON)).toBe('Raise bid');
    // The leader, the seller and someone who never bid read no such line.
    for (const viewer of [PERSON, seller, `0:${'56'.repeat(32)}`, null]) {
      expect(text(marketHtml(bidding, NOW, { viewer, bids }))).not.toContain('You were outbid');
    }
    expect(buttonLabel('placeBid', state, `0:${'56'.repeat(32)}`)).toBe('Place bid');
  });

  it('after the end the winner reads that they won, never their own address as the leading bidder', () => {
    const winner = text(marketHtml(ended, NOW, { viewer: PERSON }));
    expect(winner).toContain("You're the winning bidder");
    expect(winner).not.toContain('Leading bidder');
    expect(text(marketHtml(ended, NOW, { viewer: null }))).toMatch(/Winning bidder 0:1212/);
  });

  const offerOf = (buyer: string, price: string, address: string): DirectBuy => ({
    address,
    nft: details.nft.address,
    buyer,
    price: { price, priceToken: auction.bidToken, usdPrice: price.slice(0, -9) },
    status: 'active',
    createdAt: NOW - 100,
    finishedAt: null,
    expiredAt: null,
    fee: { numerator: 25, denominator: 1000 },
  });
  const idle = { ...details, nft: { ...details.nft, auction: null, forsale: null }, auction: {}, directSell: {} };
  const actions = (offer: DirectBuy) => h('button', { type: 'button' }, `ACT ${offer.address.slice(2, 6)}`);

  it('shows a maker their own offer with its buttons when it is not the best, and marks it when it is', () => {
    const offers = [offerOf(OTHER, '1000000000', `0:${'a1'.repeat(32)}`), offerOf(PERSON, '3000000000', `0:${'b2'.repeat(32)}`)];
    const other = text(marketHtml(idle, NOW, { viewer: OTHER, offers, offerAction: actions }));
    expect(other).toContain('Your offer 1 WVENOM');
    expect(other).toContain('ACT a1a1');
    expect(other).toContain('Best offer 3 WVENOM');
    const best = text(marketHtml(idle, NOW, { viewer: PERSON, offers, offerAction: actions }));
    expect(best).toContain('Best offer, yours: 3 WVENOM');
    expect(best).not.toContain('Your offer');
    // Listed or in an auction, the maker still finds their own offer in the box.
    const listed = { ...details, nft: { ...details.nft, auction: null, forsale: sale.address }, auction: {} };
    expect(text(marketHtml(listed, NOW, { viewer: OTHER, offers, offerAction: actions }))).toContain('Your offer 1 WVENOM');
    expect(text(marketHtml(bidding, NOW, { viewer: OTHER, offers, offerAction: actions }))).toContain('Your offer 1 WVENOM');
    expect(text(marketHtml(idle, NOW, { viewer: null, offers }))).not.toContain('Your offer');
  });

  it('does not invite the owner to make an offer on their own NFT', () => {
    expect(text(marketHtml(idle, NOW, { viewer: seller }))).not.toContain('You can still make an offer');
    expect(text(marketHtml(idle, NOW, { viewer: null }))).toContain('No offers yet. You can still make an offer.');
    // Unknown viewer (the server's render): the hint is marked to hide while a session may exist.
    expect(marketHtml(idle, NOW)).toContain('data-visitor-only');
  });
});

describe('AddressLink', () => {
  it('links a profile by default and the page the kind names, with the username when known', () => {
    expect(renderToStaticMarkup(h(AddressLink, { address: PERSON }))).toContain(`href="/profile/${PERSON}"`);
    const collection = renderToStaticMarkup(h(AddressLink, { address: PERSON, kind: 'collection', name: 'Orbs' }));
    expect(collection).toContain(`href="/collection/${PERSON}"`);
    expect(text(collection)).toBe('Orbs');
    expect(text(renderToStaticMarkup(h(AddressLink, { address: `0:${'0'.repeat(64)}` })))).toBe('—');
  });
});

describe('PriceTag and MarketFee', () => {
  it('prices in the token with its USD value, and a dash without a price', () => {
    expect(text(renderToStaticMarkup(h(PriceTag, { units: '1500000000', token: auction.bidToken, usd: '2.5', tokens: TOKENS })))).toBe(
      '1.5 WVENOM$2.50',
    );
    expect(text(renderToStaticMarkup(h(PriceTag, { units: null, token: auction.bidToken, tokens: TOKENS })))).toBe('—');
  });

  it('renders the listing’s market fee once, and nothing without a listing', () => {
    expect(text(renderToStaticMarkup(h(MarketFee, { sale: { ...sale, fee: { numerator: 25, denominator: 1000 } } })))).toBe(
      ' · Market fee 2.5%',
    );
    expect(renderToStaticMarkup(h(MarketFee, { sale: null }))).toBe('');
  });
});

describe('ActivityTable', () => {
  const events = nftEventsSchema.parse(JSON.parse(fixture('events.json'))).data;
  it('has the item column only where the page gives it one (not on the NFT page)', () => {
    const withItems = renderToStaticMarkup(h(ActivityTable, { events, tokens: TOKENS, Item: ActivityItem }));
    expect(withItems).toContain('data-cell="item"');
    expect(withItems).toContain(`href="/nft/${events[0]!.address}"`);
    const nftPage = renderToStaticMarkup(h(ActivityTable, { events, tokens: TOKENS }));
    expect(nftPage).not.toContain('data-cell="item"');
    expect(nftPage).not.toContain('>Item<');
    expect(text(renderToStaticMarkup(h(ActivityTable, { events: [], tokens: TOKENS })))).toBe('No activity yet');
  });
});
