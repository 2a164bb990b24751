import { beforeAll, describe, expect, it } from 'vitest';
import { nftEventsSchema, type NftEvents } from '@shared/contract/schemas';
import { DAY, T0, USDT, W, WV, buildWorld, get, imageOf, json, post, type Times } from './fixtures';

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
});

const { nft, tokens } = W;
async function events(body: unknown): Promise<NftEvents> {
  return nftEventsSchema.parse(await json(await post('/events', body)));
}
const kinds = (feed: NftEvents) => feed.data.map((e) => e.eventType);
const t = (days: number, seconds = 0) => T0 + days * DAY + seconds;

describe('POST /api/events', () => {
  it("pages one collection's events of some types, newest first", async () => {
    const types = ['sell_active', 'sell_purchased', 'sell_canceled'];
    const all = await events({ collections: [W.punks], types });
    expect(all.data.map((e) => [e.eventType, e.datetime])).toEqual([
      ['sell_active', t(4, 1)],
      ['sell_purchased', times.saleAt],
      ['sell_active', t(3)],
      ['sell_canceled', t(2, 60)],
      ['sell_active', t(2)],
    ]);
    expect(all.totalRows).toBe(5);
    const first = await events({ collections: [W.punks], types, limit: 2 });
    expect(first.data.map((e) => e.id)).toEqual(all.data.slice(0, 2).map((e) => e.id));
    expect(first.totalRows).toBe(3);
    const last = await events({ collections: [W.punks], types, limit: 2, offset: 4 });
    expect(last.data.map((e) => e.id)).toEqual(all.data.slice(4).map((e) => e.id));
    expect(last.totalRows).toBe(5);
    const counted = await events({ collections: [W.punks], types, limit: 1, withCount: true });
    expect(counted.totalRows).toBe(5);
  });

  it('fills each event kind with its part, NFT fields and USD at the current price', async () => {
    const sale = (await events({ nft: nft.p1, types: ['sell_purchased'] })).data[0]!;
    expect(sale).toEqual({
      id: sale.id,
      eventType: 'sell_purchased',
      name: 'Punk #1',
      description: 'Punk #1 description',
      datetime: times.saleAt,
      address: nft.p1,
      previewUrl: imageOf('Punk #1'),
      directSell: {
        creator: W.alice,
        startTime: t(3),
        endTime: 0,
        durationTime: null,
        price: WV(10),
        usdPrice: '1',
        status: 3,
        paymentToken: tokens.wvenom,
        newOwner: W.bob,
      },
      directBuy: null,
      auction: null,
      mint: null,
      transfer: null,
      // This world's event ids name no transaction (tests/workers/functions/reader/activity-transactions.test.ts has one that does).
      transactionHash: null,
    });
    const feed = await events({ nft: nft.p3 });
    expect(kinds(feed)).toEqual(['offer_active', 'auction_bid_placed', 'auction_bid_placed', 'auction_active', 'mint']);
    expect(feed.data[1]!.auction).toEqual({
      auctionActive: null,
      auctionComplete: null,
      auctionCanceled: null,
      auctionBidPlaced: { bidSender: W.carol, paymentToken: tokens.wvenom, bidValue: WV(3), usdPrice: '0.3' },
    });
    expect(feed.data[0]!.directBuy).toMatchObject({
      creator: W.bob,
      price: USDT(2),
      usdPrice: '2',
      status: 2,
      spentToken: tokens.usdt,
      oldOwner: null,
    });
    expect(feed.data[4]!.mint).toEqual({ owner: W.alice, creator: W.alice });
    const accepted = (await events({ nft: nft.p4, types: ['offer_filled'] })).data[0]!;
    expect(accepted.directBuy).toMatchObject({ creator: W.carol, status: 3, oldOwner: W.alice, price: USDT(1.5), usdPrice: '1.5' });
    const complete = (await events({ nft: nft.p10, types: ['auction_complete'] })).data[0]!;
    expect(complete.auction?.auctionComplete).toEqual({
      nftOwner: W.alice,
      auctionStartTime: t(6, 100),
      auctionEndTime: t(7, 100),
      auctionDuration: DAY,
      state: 3,
      paymentToken: tokens.wvenom,
      price: WV(6),
      usdPrice: '0.6',
      maxBidValue: WV(6),
      maxBidAddress: W.dave,
    });
    const transfer = (await events({ nft: nft.p1, types: ['transfer'] })).data[0]!;
    expect(transfer.transfer).toEqual({ from: W.alice, to: W.bob });
  });

  it("matches an owner's sales, purchases, bids placed and received, and mints", async () => {
    const bob = await events({ owner: W.bob });
    expect(kinds(bob)).toEqual([
      'auction_active',
      'sell_active',
      'sell_active',
      'sell_active',
      'offer_active',
      'auction_bid_placed',
      'transfer',
      'sell_purchased',
      'mint',
      'mint',
    ]);
    const received = await events({ owner: W.alice, types: ['auction_bid_placed'] });
    expect(received.data.map((e) => e.auction?.auctionBidPlaced?.bidSender)).toEqual([W.dave, W.carol, W.bob]);
    const mints = await events({ owner: W.alice, types: ['mint'], collections: [W.glyphs] });
    expect(mints.data.map((e) => e.address)).toEqual([nft.g1]);
  });

  it('honours verified in every combination', async () => {
    const all = await events({ withCount: true, limit: 100 });
    expect(all.totalRows).toBe(31);
    const verified = await events({ verified: true, withCount: true });
    expect(verified.totalRows).toBe(29);
    expect(verified.data.some((e) => e.address === nft.g1)).toBe(false);
    expect((await events({ nft: nft.g1 })).data).toHaveLength(2);
    expect((await events({ nft: nft.g1, verified: true })).data).toEqual([]);
    expect((await events({ owner: W.alice, verified: true })).data.some((e) => e.address === nft.g1)).toBe(false);
    expect((await events({ collections: [W.glyphs], verified: true })).data).toEqual([]);
  });

  it('gives the same order whichever index path serves it', async () => {
    const all = await events({ limit: 100 });
    const merged = await events({ collections: [W.punks, W.orbs, W.glyphs], limit: 100 });
    const filtered = await events({
      collections: [W.punks, W.orbs, W.glyphs],
      types: [
        'sell_active',
        'sell_purchased',
        'sell_canceled',
        'offer_active',
        'offer_filled',
        'offer_canceled',
        'auction_active',
        'auction_bid_placed',
        'auction_canceled',
        'auction_complete',
        'mint',
        'transfer',
      ],
      limit: 100,
    });
    expect(merged.data.map((e) => e.id)).toEqual(all.data.map((e) => e.id));
    expect(filtered.data.map((e) => e.id)).toEqual(all.data.map((e) => e.id));
    const ids = all.data.map((e) => e.id);
    // Pages of the merged walks (the whole feed: one per verified flag; collections: one per kind).
    expect((await events({ limit: 5, offset: 10 })).data.map((e) => e.id)).toEqual(ids.slice(10, 15));
    expect((await events({ collections: [W.punks, W.orbs, W.glyphs], limit: 5, offset: 20 })).data.map((e) => e.id)).toEqual(
      ids.slice(20, 25),
    );
    // The most collections a request may name (100; most never seen), with and without a type: the filtered path.
    const unseen = Array.from({ length: 97 }, (_, i) => `0:${(i + 1).toString(16).padStart(64, '0')}`);
    const many = [W.punks, W.orbs, W.glyphs, ...unseen];
    expect((await events({ collections: many, limit: 100 })).data.map((e) => e.id)).toEqual(ids);
    const mints = (await events({ types: ['mint'], limit: 100 })).data.map((e) => e.id);
    expect(mints.length).toBeGreaterThan(0);
    expect((await events({ collections: many, types: ['mint'], limit: 100 })).data.map((e) => e.id)).toEqual(mints);
    expect((await events({ collections: many.slice(0, 10), types: ['mint'], limit: 100 })).data.map((e) => e.id)).toEqual(mints);
    expect(new Set(ids).size).toBe(31);
    const datetimes = all.data.map((e) => e.datetime);
    expect([...datetimes].sort((a, b) => b - a)).toEqual(datetimes);
  });

  it('keeps only events at or after `from` (our extension) on every index path', async () => {
    const all = await events({ limit: 100 });
    const from = t(5);
    const since = (body: object) => events({ ...body, from, limit: 100, withCount: true });
    const expected = all.data.filter((e) => e.datetime >= from).map((e) => e.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.data.length);
    const whole = await since({});
    expect(whole.data.map((e) => e.id)).toEqual(expected);
    expect(whole.totalRows).toBe(expected.length);
    expect((await since({ collections: [W.punks, W.orbs, W.glyphs] })).data.map((e) => e.id)).toEqual(expected);
    expect((await since({ verified: true })).data.every((e) => e.datetime >= from)).toBe(true);
    const alice = (await events({ owner: W.alice, limit: 100 })).data.filter((e) => e.datetime >= from).map((e) => e.id);
    expect((await since({ owner: W.alice })).data.map((e) => e.id)).toEqual(alice);
    const p3 = (await events({ nft: nft.p3, limit: 100 })).data.filter((e) => e.datetime >= from).map((e) => e.id);
    expect((await since({ nft: nft.p3 })).data.map((e) => e.id)).toEqual(p3);
    expect(await json(await post('/events', { from: -1 }), 400)).toMatchObject({ field: 'from' });
    expect(await json(await post('/events', { from: 'yesterday' }), 400)).toMatchObject({ field: 'from' });
  });

  it('refuses bad input naming the field', async () => {
    expect(await json(await post('/events', { types: ['sold'] }), 400)).toMatchObject({ field: 'types.0' });
    expect(await json(await post('/events', { owner: 'me' }), 400)).toMatchObject({ field: 'owner' });
    expect(await json(await post('/events', { limit: 101 }), 400)).toMatchObject({ field: 'limit' });
    expect((await get('/events')).status).toBe(405);
  });
});
