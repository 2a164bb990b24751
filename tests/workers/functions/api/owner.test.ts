import { beforeAll, describe, expect, it } from 'vitest';
import {
  auctionBidListSchema,
  directBuyListSchema,
  directSellListSchema,
  ownerFeeSchema,
  type AuctionBidList,
} from '@shared/contract/schemas';
import { USDT, W, WV, buildWorld, get, json, post, type Times } from './fixtures';

const { sell, offer, auction, nft } = W;
const addressesOf = (list: { items: { address: string }[] }) => list.items.map((i) => i.address);

describe('GET /api/owner/fee before any root is known', () => {
  it('is 404 with a JSON error, not 500', async () => {
    expect(await json(await get(`/owner/fee?owner=${W.bob}&rootCode=sell`), 404)).toMatchObject({ field: 'rootCode' });
  });
});

describe('with the world', () => {
  let times: Times;
  beforeAll(async () => {
    times = await buildWorld();
  });

  async function bids(path: string, body: unknown): Promise<AuctionBidList> {
    return auctionBidListSchema.parse(await json(await post(path, body)));
  }

  describe('POST /api/owner/bids-out', () => {
    it("lists the bidder's accepted bids, newest first; active says whether the bid still leads", async () => {
      const bob = await bids('/owner/bids-out', { owner: W.bob });
      expect(bob.items).toEqual([
        { from: W.bob, auction: auction.a1, nft: nft.p3, price: WV(2), usdPrice: '0.2', active: false, createdAt: times.outbidAt - 100 },
      ]);
      expect(bob.totalCount).toBe(1);
      expect(Object.keys(bob.nft!)).toEqual([nft.p3]);
      expect(Object.keys(bob.collection!)).toEqual([W.punks]);
      expect(bob.auction![auction.a1]).toMatchObject({ lastBidFrom: W.carol, maxBid: WV(3) });
      expect(bob.directBuy).toBeNull();
      const carol = await bids('/owner/bids-out', { owner: W.carol, lastbid: true });
      expect(carol.items).toEqual([
        { from: W.carol, auction: auction.a1, nft: nft.p3, price: WV(3), usdPrice: '0.3', active: true, createdAt: times.outbidAt },
      ]);
      // dave's declined bid on a1 is not a bid; his winning bid on the finished auction is.
      const dave = await bids('/owner/bids-out', { owner: W.dave });
      expect(dave.items.map((b) => [b.auction, b.price, b.active])).toEqual([[auction.done, WV(6), true]]);
      expect((await bids('/owner/bids-out', { owner: W.bob, collections: [W.orbs] })).items).toEqual([]);
      expect(await json(await post('/owner/bids-out', { owner: W.bob, lastbid: 'yes' }), 400)).toMatchObject({ field: 'lastbid' });
    });

    it('`running` pages the bids on auctions still running, or on those that ended, with their own count', async () => {
      const page = async (owner: string, running: boolean) => {
        const list = await bids('/owner/bids-out', { owner, lastbid: true, running });
        return [list.items.map((b) => b.auction), list.totalCount];
      };
      expect(await page(W.carol, true)).toEqual([[auction.a1], 1]);
      expect(await page(W.carol, false)).toEqual([[], 0]);
      expect(await page(W.dave, false)).toEqual([[auction.done], 1]);
      expect(await page(W.dave, true)).toEqual([[], 0]);
      expect(await json(await post('/owner/bids-out', { owner: W.bob, running: 1 }), 400)).toMatchObject({ field: 'running' });
    });
  });

  describe('POST /api/owner/bids-in', () => {
    it("lists bids on the owner's auctions, newest first; `active` keeps the leading ones", async () => {
      const all = await bids('/owner/bids-in', { owner: W.alice });
      expect(all.items.map((b) => [b.from, b.price, b.active])).toEqual([
        [W.dave, WV(6), true],
        [W.carol, WV(3), true],
        [W.bob, WV(2), false],
      ]);
      expect(all.totalCount).toBe(3);
      expect(Object.keys(all.auction!).sort()).toEqual([auction.a1, auction.done].sort());
      const leading = await bids('/owner/bids-in', { owner: W.alice, active: true, limit: 1 });
      expect(leading.items.map((b) => b.from)).toEqual([W.dave]);
      expect(leading.totalCount).toBe(2);
      const second = await bids('/owner/bids-in', { owner: W.alice, limit: 1, offset: 1 });
      expect(second.items.map((b) => b.from)).toEqual([W.carol]);
      expect(await json(await post('/owner/bids-in', {}), 400)).toMatchObject({ field: 'owner' });
    });
  });

  describe('POST /api/owner/direct/buy and /buy-in', () => {
    it('lists offers made, newest first, with computed statuses and filters', async () => {
      const dave = directBuyListSchema.parse(await json(await post('/owner/direct/buy', { owner: W.dave })));
      expect(addressesOf(dave)).toEqual([offer.usd, offer.wv]);
      expect(dave.totalCount).toBe(2);
      expect(dave.items[1]).toMatchObject({
        nft: nft.p2,
        buyer: W.dave,
        status: 'active',
        price: { price: WV(4), usdPrice: '0.4' },
        fee: { numerator: 20, denominator: 1000 },
      });
      expect(Object.keys(dave.nft!)).toEqual([nft.p2]);
      const carol = directBuyListSchema.parse(await json(await post('/owner/direct/buy', { owner: W.carol })));
      expect(carol.items).toEqual([
        {
          address: offer.accepted,
          nft: nft.p4,
          buyer: W.carol,
          price: { priceToken: W.tokens.usdt, price: USDT(1.5), usdPrice: '1.5' },
          status: 'filled',
          createdAt: times.acceptedAt - 50,
          finishedAt: times.acceptedAt,
          expiredAt: 0,
          fee: { numerator: 20, denominator: 1000 },
        },
      ]);
      const filled = directBuyListSchema.parse(await json(await post('/owner/direct/buy', { owner: W.carol, status: ['active'] })));
      expect(filled.items).toEqual([]);
      const page = directBuyListSchema.parse(await json(await post('/owner/direct/buy', { owner: W.dave, limit: 1, offset: 1 })));
      expect(addressesOf(page)).toEqual([offer.wv]);
      expect(page.totalCount).toBe(2);
    });

    it('lists offers received on NFTs the address holds now', async () => {
      const alice = directBuyListSchema.parse(await json(await post('/owner/direct/buy-in', { owner: W.alice })));
      expect(addressesOf(alice)).toEqual([offer.p3, offer.usd, offer.wv]);
      // p4 now belongs to carol: the accepted offer is hers to see.
      const carol = directBuyListSchema.parse(await json(await post('/owner/direct/buy-in', { owner: W.carol, status: ['filled'] })));
      expect(addressesOf(carol)).toEqual([offer.accepted]);
      expect(await json(await post('/owner/direct/buy-in', { owner: W.alice, status: ['bought'] }), 400)).toMatchObject({
        field: 'status.0',
      });
    });
  });

  describe('POST /api/owner/direct/sell', () => {
    it('lists listings created, whitelisted only, with the computed expired status', async () => {
      const bob = directSellListSchema.parse(await json(await post('/owner/direct/sell', { owner: W.bob })));
      // The rogue root's listing is not whitelisted; the one past its end is expired.
      expect(bob.items.map((s) => [s.address, s.status])).toEqual([
        [sell.sExpired, 'expired'],
        [sell.s3, 'active'],
      ]);
      expect(bob.items[1]).toMatchObject({
        seller: W.bob,
        price: { price: USDT(2), usdPrice: '2' },
        fee: { numerator: 25, denominator: 1000 },
        expiredAt: 0,
      });
      const expired = directSellListSchema.parse(await json(await post('/owner/direct/sell', { owner: W.bob, status: ['expired'] })));
      expect(addressesOf(expired)).toEqual([sell.sExpired]);
      expect(expired.totalCount).toBe(1);
      const alice = directSellListSchema.parse(await json(await post('/owner/direct/sell', { owner: W.alice })));
      expect(alice.items.map((s) => [s.address, s.status])).toEqual([
        [sell.sGlyph, 'active'],
        [sell.s2, 'active'],
        [sell.s1, 'filled'],
        [sell.sCanceled, 'cancelled'],
      ]);
      expect(alice.items[2]).toMatchObject({ finishedAt: times.saleAt, price: { price: WV(10), usdPrice: '1' } });
      expect(Object.keys(alice.collection!).sort()).toEqual([W.glyphs, W.punks].sort());
      const glyphs = directSellListSchema.parse(await json(await post('/owner/direct/sell', { owner: W.alice, collections: [W.glyphs] })));
      expect(addressesOf(glyphs)).toEqual([sell.sGlyph]);
      const sold = directSellListSchema.parse(
        await json(await post('/owner/direct/sell', { owner: W.alice, status: ['filled', 'cancelled'], limit: 1 })),
      );
      expect(addressesOf(sold)).toEqual([sell.s1]);
      expect(sold.totalCount).toBe(2);
    });
  });

  describe('GET /api/owner/fee', () => {
    it("answers a collection rule the owner qualifies for, else the root's default fee", async () => {
      const bob = ownerFeeSchema.parse(await json(await get(`/owner/fee?owner=${W.bob}&rootCode=sell`)));
      expect(bob).toEqual({ fee: { numerator: 5, denominator: 1000 }, nftId: '1', collection: W.orbs });
      const alice = ownerFeeSchema.parse(await json(await get(`/owner/fee?owner=${W.alice}&rootCode=sell`)));
      expect(alice).toEqual({ fee: { numerator: 25, denominator: 1000 }, nftId: null, collection: null });
      expect(ownerFeeSchema.parse(await json(await get(`/owner/fee?owner=${W.bob}&rootCode=buy`)))).toEqual({
        fee: { numerator: 20, denominator: 1000 },
        nftId: null,
        collection: null,
      });
      expect(ownerFeeSchema.parse(await json(await get(`/owner/fee?owner=${W.bob}&rootCode=auction`))).fee).toEqual({
        numerator: 30,
        denominator: 1000,
      });
    });

    it('refuses a bad query naming the parameter', async () => {
      expect(await json(await get(`/owner/fee?owner=${W.bob}&rootCode=swap`), 400)).toMatchObject({ field: 'rootCode' });
      expect(await json(await get('/owner/fee?rootCode=sell'), 400)).toMatchObject({ field: 'owner' });
      expect((await post('/owner/fee', {})).status).toBe(405);
    });
  });
});
