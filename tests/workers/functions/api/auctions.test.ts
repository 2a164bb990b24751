import { beforeAll, describe, expect, it } from 'vitest';
import {
  auctionBidListSchema,
  auctionListSchema,
  getAuctionResultSchema,
  getNftResultSchema,
  nftListSchema,
  type AuctionList,
} from '@shared/contract/schemas';
import { DAY, T0, USDT, W, WV, buildWorld, get, json, post, type Times } from './fixtures';

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
});

const { auction, nft, tokens } = W;
async function auctions(body: unknown): Promise<AuctionList> {
  return auctionListSchema.parse(await json(await post('/auctions', body)));
}
const addressesOf = (list: { items: { address: string }[] }) => list.items.map((i) => i.address);

describe('POST /api/auctions', () => {
  it('lists whitelisted auctions of every status, newest start first, with the nft and collection maps', async () => {
    const list = await auctions({});
    expect(addressesOf(list)).toEqual([auction.stale, auction.done, auction.a1]);
    expect(list.totalCount).toBe(3);
    // The stale auction ended without being finished: computed expired.
    expect(list.items.map((a) => a.status)).toEqual(['expired', 'completed', 'active']);
    expect(list.items[1]).toEqual({
      address: auction.done,
      nft: nft.p10,
      status: 'completed',
      bidToken: tokens.wvenom,
      walletForBids: null,
      startBid: WV(5),
      startUsdBid: '0.5',
      minBid: WV(6.3),
      minUsdBid: '0.63',
      maxBid: WV(6),
      maxUsdBid: '0.6',
      startTime: T0 + 6 * DAY + 100,
      finishTime: T0 + 7 * DAY + 100,
      lastBidFrom: W.dave,
      lastBidTime: T0 + 6 * DAY + 200,
      lastBidValue: WV(6),
      lastBidUsdValue: '0.6',
      fee: { numerator: 30, denominator: 1000 },
    });
    expect(Object.keys(list.nft!).sort()).toEqual([nft.p3, nft.p10, nft.o2].sort());
    expect(Object.keys(list.collection!).sort()).toEqual([W.punks, W.orbs].sort());
    expect(list.auction).toBeNull();
  });

  it('sorts by bid count (most first) and filters by owner, collection and payment token', async () => {
    expect(addressesOf(await auctions({ sort: 'bids-count' }))).toEqual([auction.a1, auction.done, auction.stale]);
    expect(addressesOf(await auctions({ sort: 'average' }))).toEqual([auction.stale, auction.done, auction.a1]);
    const usdt = await auctions({ tokens: [tokens.usdt] });
    expect(addressesOf(usdt)).toEqual([auction.stale]);
    expect(usdt.totalCount).toBe(1);
    // The reference matched `tokens` against the NFT: an NFT address finds nothing here.
    expect((await auctions({ tokens: [nft.p3] })).items).toEqual([]);
    expect(addressesOf(await auctions({ owners: [W.alice] }))).toEqual([auction.done, auction.a1]);
    expect(addressesOf(await auctions({ collections: [W.orbs] }))).toEqual([auction.stale]);
    const page = await auctions({ limit: 1, offset: 1 });
    expect(addressesOf(page)).toEqual([auction.done]);
    expect(page.totalCount).toBe(3);
    expect(await json(await post('/auctions', { sort: 'price' }), 400)).toMatchObject({ field: 'sort' });
    expect(await json(await post('/auctions', { tokens: ['0:1'] }), 400)).toMatchObject({ field: 'tokens.0' });
  });
});

describe('POST /api/auction', () => {
  it('answers the auction, its leading bid, the NFT and the collection', async () => {
    const result = getAuctionResultSchema.parse(await json(await post('/auction', { auction: auction.a1 })));
    expect(result.auction).toMatchObject({ address: auction.a1, status: 'active', lastBidFrom: W.carol, maxBid: WV(3), minBid: WV(3.15) });
    expect(result.bid).toEqual({
      from: W.carol,
      auction: auction.a1,
      nft: nft.p3,
      price: WV(3),
      usdPrice: '0.3',
      active: true,
      createdAt: times.outbidAt,
    });
    expect(Object.keys(result.nft)).toEqual([nft.p3]);
    expect(result.nft[nft.p3]).toMatchObject({ auction: auction.a1, owner: W.alice });
    expect(Object.keys(result.collection)).toEqual([W.punks]);
    const stale = getAuctionResultSchema.parse(await json(await post('/auction', { auction: auction.stale })));
    expect(stale.auction).toMatchObject({
      status: 'expired',
      bidToken: tokens.usdt,
      startBid: USDT(1),
      startUsdBid: '1',
      maxBid: null,
      lastBidFrom: null,
    });
    expect(stale.bid).toBeNull();
  });

  it('is 404 for an unknown auction and 400 for a bad address', async () => {
    expect(await json(await post('/auction', { auction: nft.p3 }), 404)).toEqual({ error: 'Auction not found', field: 'auction' });
    expect(await json(await post('/auction', { auction: 42 }), 400)).toMatchObject({ field: 'auction' });
    expect((await get('/auction')).status).toBe(405);
  });
});

describe('the expired status, computed the same everywhere', () => {
  it('shows an active auction past its end as expired in the NFT details, not as the live auction of lists', async () => {
    const details = getNftResultSchema.parse(await json(await post('/nft/details', { nft: nft.o2 })));
    expect(details.nft.auction).toBe(auction.stale);
    expect(details.auction[auction.stale]).toMatchObject({ status: 'expired', finishTime: T0 + 8 * DAY + 50 });
    const list = nftListSchema.parse(await json(await post('/nfts', { collections: [W.orbs], auction: true })));
    expect(list.items).toEqual([]);
  });
});

describe('POST /api/auction/bids', () => {
  it('lists accepted bids newest first; only the leading one is active', async () => {
    const list = auctionBidListSchema.parse(await json(await post('/auction/bids', { auction: auction.a1 })));
    expect(list.items.map((b) => [b.from, b.price, b.usdPrice, b.active])).toEqual([
      [W.carol, WV(3), '0.3', true],
      [W.bob, WV(2), '0.2', false],
    ]);
    expect(list.totalCount).toBe(2);
    expect(Object.keys(list.auction!)).toEqual([auction.a1]);
    expect(Object.keys(list.nft!)).toEqual([nft.p3]);
    expect(Object.keys(list.collection!)).toEqual([W.punks]);
    const page = auctionBidListSchema.parse(await json(await post('/auction/bids', { auction: auction.a1, limit: 1, offset: 1 })));
    expect(page.items.map((b) => b.from)).toEqual([W.bob]);
    expect(page.totalCount).toBe(2);
    const none = auctionBidListSchema.parse(await json(await post('/auction/bids', { auction: auction.stale })));
    expect(none).toMatchObject({ totalCount: 0, items: [] });
  });

  it('is 404 for an unknown auction', async () => {
    expect(await json(await post('/auction/bids', { auction: nft.p1 }), 404)).toMatchObject({ field: 'auction' });
    expect(await json(await post('/auction/bids', { auction: auction.a1, limit: 1000 }), 400)).toMatchObject({ field: 'limit' });
  });
});
