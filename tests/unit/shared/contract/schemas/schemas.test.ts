import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from '@shared/contract/schemas';
import { AUCTION2, BIDDER1, COLLECTION1, COLLECTION2, DAI, NFT1, NFT2, NFT3, SELL2, USDT, WVENOM } from '../../../src/api/addresses';
import { fixture } from '../../../src/api/fake-fetch';

const load = (name: string): unknown => JSON.parse(fixture(name));

// Every fixture with the schema of the route that answers it.
const fixtures: [string, z.ZodType][] = [
  ['nfts.json', api.nftListSchema],
  ['nfts-top.json', api.nftListSchema],
  ['reference-nft-details.json', api.getNftResultSchema],
  ['reference-collection-details.json', api.collectionDetailsSchema],
  ['banner.json', z.array(api.nftForBannerSchema)],
  ['nft-direct-buy.json', api.directBuyListSchema],
  ['price-history.json', z.array(api.pricePointSchema)],
  ['nft-types.json', z.array(z.string())],
  ['price-range.json', api.nftsPriceRangeSchema],
  ['sell-count.json', api.nftSellCountSchema],
  ['my-best-offer.json', api.directBuySchema],
  ['collections.json', api.collectionDetailsListSchema],
  ['collections-simple.json', api.collectionSimpleListSchema],
  ['collections-evaluation.json', api.collectionEvaluationsSchema],
  ['collections-by-owner.json', api.collectionListSchema],
  ['auction-bids.json', api.auctionBidListSchema],
  ['owner-direct-buy.json', api.directBuyListSchema],
  ['owner-direct-sell.json', api.directSellListSchema],
  ['owner-fee.json', api.ownerFeeSchema],
  ['auctions.json', api.auctionListSchema],
  ['auction.json', api.getAuctionResultSchema],
  ['events.json', api.nftEventsSchema],
  ['search.json', api.searchResultsSchema],
  ['metrics-summary.json', api.metricsSummaryBaseSchema],
  ['user.json', api.userSchema],
  ['roots.json', api.rootsSchema],
];

describe('response schemas against the fixtures', () => {
  it.each(fixtures)('%s parses', (name, schema) => {
    const result = schema.safeParse(load(name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  // The server builds responses and checks them with these schemas, so a parsed value must parse again unchanged.
  it.each(fixtures)('%s parses to a value that parses to itself', (name, schema) => {
    const once = schema.parse(load(name));
    expect(schema.parse(once)).toEqual(once);
  });
});

describe('an NFT list (VecWith<NFT>)', () => {
  const list = api.nftListSchema.parse(load('nfts.json'));

  it('keeps items and side-loaded maps keyed by address', () => {
    expect(list.totalCount).toBe(3);
    expect(list.items.map((nft) => nft.name)).toEqual(['Venom Punk #2', 'Venom Punk #10']);
    expect(list.nft).toBeNull();
    expect(list.collection?.[COLLECTION1]?.social).toEqual({
      twitter: 'https://twitter.com/venompunks',
      website: 'https://venompunks.io',
    });
    expect(list.auction?.[list.items[1]?.auction ?? '']?.minBid).toBe('11000000000');
    expect(list.directBuy?.[list.items[0]?.bestOffer ?? '']?.price).toEqual({
      priceToken: USDT,
      price: '2500000',
      usdPrice: '2.5',
    });
  });

  it('rejects an item whose address is not raw', () => {
    const raw = load('nfts.json') as { items: { address: string }[] };
    raw.items[0]!.address = NFT1.toUpperCase();
    const issue = api.nftListSchema.safeParse(raw).error?.issues[0];
    expect(issue?.path).toEqual(['items', 0, 'address']);
  });
});

describe('reference-indexer quirks', () => {
  const details = api.getNftResultSchema.parse(load('reference-nft-details.json'));
  const collection = api.collectionDetailsSchema.parse(load('reference-collection-details.json'));

  it('normalises exponent decimals to plain strings', () => {
    expect(details.nft.dealPriceUsd).toBe('0.000000384');
    expect(details.nft.floorPrice).toEqual({ priceToken: WVENOM, price: '1000', usdPrice: '0.000000384277347387' });
    expect(details.directSell[SELL2]?.price).toEqual({
      priceToken: DAI,
      price: '1000000000000000000000',
      usdPrice: '999.280251036',
    });
    expect(details.auction[AUCTION2]?.minUsdBid).toBe('0.000000384277347387');
    expect(collection.floorPriceUsd).toBe('1500');
    expect(collection.totalVolumeUsd).toBe('0');
  });

  it('takes the last of the duplicated `verified` keys', () => {
    expect(fixture('reference-nft-details.json').match(/"verified": null/g)).toHaveLength(2);
    expect(details.collection[COLLECTION2]?.verified).toBe(true);
    expect(collection.verified).toBe(true);
  });

  it('keeps Social with only the keys that were sent', () => {
    expect(details.collection[COLLECTION2]?.social).toEqual({ telegram: 'https://t.me/oasiscats' });
    expect(collection.social).toEqual({});
  });

  it('accepts the empty owner of CollectionDetails and always-object maps', () => {
    expect(collection.owner).toBe('');
    expect(collection.previews).toEqual([]);
    expect(details.directBuy).toEqual({});
    expect(details.nft.address).toBe(NFT3);
  });

  it('keeps trait values as the JSON they were', () => {
    expect(details.traits).toEqual([
      { traitType: 'Fur', traitValue: 'Golden', cnt: 4 },
      { traitType: 'Lives', traitValue: 9, cnt: 120 },
      { traitType: null, traitValue: null, cnt: 1 },
    ]);
  });
});

describe('the activity feed', () => {
  const events = api.nftEventsSchema.parse(load('events.json'));

  it('parses every kind with its sub-object', () => {
    expect(events.totalRows).toBe(7);
    expect(events.data.map((event) => event.eventType)).toEqual([
      'sell_purchased',
      'offer_filled',
      'auction_complete',
      'auction_bid_placed',
      'auction_active',
      'transfer',
      'mint',
    ]);
    const [sold, offer, complete, bid] = events.data;
    expect(sold?.directSell?.status).toBe(3);
    expect(sold?.directSell?.durationTime).toBeNull();
    expect(offer?.directBuy?.spentToken).toBe(USDT);
    expect(complete?.auction?.auctionComplete?.maxBidAddress).toBe(BIDDER1);
    expect(complete?.auction?.auctionActive).toBeNull();
    expect(bid?.auction?.auctionBidPlaced?.bidValue).toBe('10500000000');
    expect(complete?.address).toBe(NFT2);
  });

  it('refuses an event type outside the contract', () => {
    const raw = load('events.json') as { data: { eventType: string }[] };
    raw.data[0]!.eventType = 'sell_cancelled';
    expect(api.nftEventsSchema.safeParse(raw).success).toBe(false);
  });
});

describe('enumerations', () => {
  it('keep the exact wire strings', () => {
    expect(api.auctionStatusSchema.options).toEqual(['active', 'cancelled', 'completed', 'expired']);
    expect(api.directBuyStateSchema.options).toContain('await_tokens');
    expect(api.directSellStateSchema.options).toContain('await_nft');
    expect(api.auctionsSortOrderSchema.options).toEqual(['start-date', 'bids-count', 'average', 'average-in-hour', 'average-in-day']);
    expect(api.walletTypeSchema.options).toHaveLength(16);
  });

  it('refuse the auction status `created` that the reference cannot represent either', () => {
    const auction = api.getAuctionResultSchema.parse(load('auction.json')).auction;
    expect(api.auctionSchema.safeParse({ ...auction, status: 'created' }).success).toBe(false);
  });
});

describe('envelope builders', () => {
  it('vecWithSchema builds the side-loaded envelope for any item', () => {
    const schema = api.vecWithSchema(api.rootSchema);
    const value = {
      totalCount: 0,
      items: [],
      nft: null,
      collection: {},
      auction: null,
      directBuy: null,
      directSell: null,
    };
    expect(schema.parse(value)).toEqual(value);
    expect(schema.safeParse({ totalCount: 0, items: [] }).success).toBe(false);
  });

  it('vecWithTotalSchema needs only the total and the items', () => {
    expect(api.vecWithTotalSchema(z.string()).parse({ totalCount: 2, items: ['a'] })).toEqual({
      totalCount: 2,
      items: ['a'],
    });
  });

  it('the price range may be null', () => {
    expect(api.nftsPriceRangeSchema.nullable().parse(null)).toBeNull();
    expect(api.nftsPriceRangeSchema.parse(load('price-range.json'))).toEqual({ from: '0.52', to: '1840' });
  });

  it('side-loaded maps refuse keys that are not addresses', () => {
    const raw = load('auction.json') as { nft: Record<string, unknown> };
    raw.nft = { 'not-an-address': raw.nft[NFT2] };
    expect(api.getAuctionResultSchema.safeParse(raw).success).toBe(false);
  });
});
