import { beforeAll, describe, expect, it } from 'vitest';
import {
  directBuyListSchema,
  directBuySchema,
  getNftResultSchema,
  nftBannerListSchema,
  nftListSchema,
  nftSellCountSchema,
  nftTypesSchema,
  nftsPriceRangeSchema,
  pricePointListSchema,
  type NftList,
} from '@shared/contract/schemas';
import { NOW, T0, USDT, W, WV, bearer, buildWorld, get, imageOf, json, nftIdOrder, post, send, type Times } from './fixtures';

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
});

const { nft, sell, offer, auction, tokens } = W;
const byAddress = (...addresses: string[]) => [...addresses].sort();

async function nfts(body: unknown): Promise<NftList> {
  return nftListSchema.parse(await json(await post('/nfts', body)));
}
const names = (list: NftList) => list.items.map((i) => i.name);
const addresses = (list: NftList) => list.items.map((i) => i.address);

describe('POST /api/nfts', () => {
  it('lists a collection by name (numeric order) with the side-loaded maps', async () => {
    const list = await nfts({ collections: [W.punks], verified: false });
    // p5 is burned: never listed.
    expect(names(list)).toEqual(['Punk #1', 'Punk #2', 'Punk #3', 'Punk #4', 'Punk #10']);
    expect(list.totalCount).toBe(5);
    expect(list.nft).toBeNull();
    expect(Object.keys(list.collection!)).toEqual([W.punks]);
    expect(list.collection![W.punks]).toMatchObject({ name: 'Venom Punks', owner: W.alice, verified: true, nftCount: 5, ownersCount: 4 });
    expect(Object.keys(list.auction!)).toEqual([auction.a1]);
    expect(Object.keys(list.directSell!)).toEqual([sell.s2]);
    expect(Object.keys(list.directBuy!).sort()).toEqual(byAddress(offer.usd, offer.p3));
  });

  it('shows the derived market state after a sale, an outbid and an accepted offer', async () => {
    const list = await nfts({ collections: [W.punks], verified: false });
    const item = (address: string) => list.items.find((i) => i.address === address)!;
    // Sale: p1 went to bob for 10 WVENOM (0.1 USD each).
    expect(item(nft.p1)).toMatchObject({ owner: W.bob, manager: W.bob, dealPriceUsd: '1', forsale: null, floorPrice: null });
    // Outbid: carol's 3 WVENOM beat bob's 2; the next acceptable bid (3.15) is the floor.
    expect(item(nft.p3)).toMatchObject({
      owner: W.alice,
      auction: auction.a1,
      bestOffer: offer.p3,
      floorPrice: { priceToken: tokens.wvenom, price: WV(3.15), usdPrice: '0.315' },
    });
    expect(list.auction![auction.a1]).toMatchObject({
      maxBid: WV(3),
      minBid: WV(3.15),
      lastBidFrom: W.carol,
      lastBidValue: WV(3),
      lastBidUsdValue: '0.3',
      status: 'active',
    });
    // Accepted offer: p4 went to carol for 1.5 USDT.
    expect(item(nft.p4)).toMatchObject({ owner: W.carol, dealPriceUsd: '1.5', bestOffer: null });
    // p2: listed at 5 WVENOM; the 1 USDT offer beats the 4 WVENOM one (0.4 USD).
    expect(item(nft.p2)).toMatchObject({
      forsale: sell.s2,
      bestOffer: offer.usd,
      floorPrice: { priceToken: tokens.wvenom, price: WV(5), usdPrice: '0.5' },
      nftId: '2',
      verified: true,
      image: imageOf('Punk #2'),
      royalty: { description: '5% to the artist', royaltyType: 'percent' },
    });
    expect(list.directSell![sell.s2]).toMatchObject({
      status: 'active',
      fee: { numerator: 10, denominator: 1000 },
      price: { price: WV(5), usdPrice: '0.5' },
    });
    expect(list.directBuy![offer.usd]).toMatchObject({ buyer: W.dave, price: { priceToken: tokens.usdt, price: USDT(1), usdPrice: '1' } });
  });

  it('names an auction past its end that nobody finished in endedAuction, with the auction in the map as expired', async () => {
    const list = await nfts({ collections: [W.orbs], verified: false });
    const o2 = list.items.find((i) => i.address === nft.o2)!;
    // Lists' `auction` is a running auction only (the contract); the ended one is our extension.
    expect(o2).toMatchObject({ auction: null, endedAuction: auction.stale, floorPrice: null });
    expect(list.auction![auction.stale]).toMatchObject({ status: 'expired', startBid: USDT(1), maxBid: null });
    // A finished (completed) auction is not "ended": p10's was won by dave.
    const punks = await nfts({ collections: [W.punks], verified: false });
    expect(punks.items.find((i) => i.address === nft.p10)).toMatchObject({ auction: null, endedAuction: null });
    expect(punks.items.find((i) => i.address === nft.p3)).toMatchObject({ auction: auction.a1, endedAuction: null });
  });

  it('pages with the "one more" total, or the exact total with withCount', async () => {
    const first = await nfts({ collections: [W.punks], verified: false, limit: 2 });
    expect(names(first)).toEqual(['Punk #1', 'Punk #2']);
    expect(first.totalCount).toBe(3);
    const second = await nfts({ collections: [W.punks], verified: false, limit: 2, offset: 2 });
    expect(names(second)).toEqual(['Punk #3', 'Punk #4']);
    expect(second.totalCount).toBe(5);
    const last = await nfts({ collections: [W.punks], verified: false, limit: 2, offset: 4 });
    expect(names(last)).toEqual(['Punk #10']);
    expect(last.totalCount).toBe(5);
    const counted = await nfts({ collections: [W.punks], verified: false, limit: 1, withCount: true });
    expect(counted.totalCount).toBe(5);
    expect(counted.items).toHaveLength(1);
  });

  it('orders by floor and by deal price, unpriced last both ways, ties by the NFT id (first indexed first), pages across the two', async () => {
    const order = (field: string, direction: string, page = {}) =>
      nfts({ collections: [W.punks], verified: false, order: { field, direction }, ...page }).then(addresses);
    const sortById = await nftIdOrder([nft.p1, nft.p2, nft.p3, nft.p4, nft.p10]);
    const byId = (...list: string[]) => sortById(list);
    const byIdDesc = (...list: string[]) => sortById(list).reverse();
    expect(await order('floorPriceUsd', 'asc')).toEqual([nft.p3, nft.p2, ...byId(nft.p1, nft.p4, nft.p10)]);
    expect(await order('floorPriceUsd', 'desc')).toEqual([nft.p2, nft.p3, ...byIdDesc(nft.p1, nft.p4, nft.p10)]);
    expect(await order('floorPriceUsd', 'desc', { limit: 2, offset: 1 })).toEqual([nft.p3, byIdDesc(nft.p1, nft.p4, nft.p10)[0]]);
    expect(await order('floorPriceUsd', 'desc', { limit: 2, offset: 3 })).toEqual(byIdDesc(nft.p1, nft.p4, nft.p10).slice(1));
    expect(await order('dealPriceUsd', 'desc')).toEqual([nft.p4, nft.p1, nft.p10, ...byIdDesc(nft.p2, nft.p3)]);
    expect(await order('dealPriceUsd', 'desc', { limit: 2, offset: 2 })).toEqual([nft.p10, byIdDesc(nft.p2, nft.p3)[0]]);
    expect(await order('dealPriceUsd', 'asc')).toEqual([nft.p10, nft.p1, nft.p4, ...byId(nft.p2, nft.p3)]);
    // Recently listed: listed items only (p3's auction started after p2's sale), newest first.
    expect(await order('listedAt', 'desc')).toEqual([nft.p3, nft.p2]);
    expect(await order('listedAt', 'asc')).toEqual([nft.p2, nft.p3]);
    expect(
      (await nfts({ collections: [W.punks], verified: false, order: { field: 'listedAt', direction: 'desc' }, withCount: true }))
        .totalCount,
    ).toBe(2);
    // Best offer: p3's 2 USDT beats p2's 1 USDT; NFTs without an offer last.
    expect((await order('bestOfferUsd', 'desc')).slice(0, 2)).toEqual([nft.p3, nft.p2]);
    expect((await order('bestOfferUsd', 'asc')).slice(0, 2)).toEqual([nft.p2, nft.p3]);
  });

  it('finds NFTs by part of the name, literally and case-insensitively (our extension)', async () => {
    expect(names(await nfts({ collections: [W.punks], verified: false, name: 'NK #1' }))).toEqual(['Punk #1', 'Punk #10']);
    expect(names(await nfts({ collections: [W.punks], verified: false, name: '%' }))).toEqual([]);
    expect(await json(await post('/nfts', { name: '   ' }), 400)).toMatchObject({ field: 'name' });
    expect(await json(await post('/nfts', { name: 'x'.repeat(101) }), 400)).toMatchObject({ field: 'name' });
    expect(names(await nfts({ collections: [W.punks], verified: false, order: { field: 'name', direction: 'desc' } }))).toEqual([
      'Punk #10',
      'Punk #4',
      'Punk #3',
      'Punk #2',
      'Punk #1',
    ]);
  });

  it('filters by traits: types ANDed, values ORed, case-insensitive, commas and quotes literal', async () => {
    const traits = (attributes: unknown, collections: string[] = [W.punks]) =>
      nfts({ collections, verified: false, attributes }).then(addresses);
    expect(
      await traits([
        { traitType: 'background', traitValues: ['GOLD, RARE'] },
        { traitType: 'Eyes', traitValues: ['laser'] },
      ]),
    ).toEqual([nft.p2]);
    expect(await traits([{ traitType: 'Background', traitValues: ['Midnight', 'Lagoon'] }])).toEqual([nft.p1, nft.p3, nft.p10]);
    expect(await traits([{ traitType: 'Eyes', traitValues: ['say "cheese"'] }])).toEqual([nft.p3]);
    expect(await traits([{ traitType: 'Level', traitValues: ['7'] }])).toEqual([nft.p4]);
    expect(await traits([{ traitType: 'Background', traitValues: ['Gold'] }])).toEqual([]);
    // A broad filter on a small page walks the ordered index; a selective one starts from the trait.
    const walked = await nfts({
      collections: [W.punks],
      verified: false,
      limit: 2,
      attributes: [{ traitType: 'Background', traitValues: ['midnight', 'lagoon', 'gold, rare'] }],
    });
    expect(addresses(walked)).toEqual([nft.p1, nft.p2]);
    expect(walked.totalCount).toBe(3);
    expect(await traits([{ traitType: 'Palette', traitValues: ['neon'] }], [W.punks, W.orbs])).toEqual([nft.o1]);
    // Without a collection filter (verified NFTs everywhere).
    expect(await traits([{ traitType: 'Background', traitValues: ['gold, rare'] }], [])).toEqual([nft.p2, nft.p4]);
  });

  it('filters by sale state, USD price, payment token, owner, verified flag and file type', async () => {
    expect(addresses(await nfts({ collections: [W.punks], forsale: true }))).toEqual([nft.p2]);
    expect(addresses(await nfts({ collections: [W.punks], auction: true }))).toEqual([nft.p3]);
    expect(addresses(await nfts({ collections: [W.punks], auction: true, forsale: true }))).toEqual([nft.p2, nft.p3]);
    // Verified NFTs by name: "Orb 50% off_sale" (2 USD) before "Punk #2" (0.5 USD).
    expect(addresses(await nfts({ priceFrom: '0.4', priceTo: '3' }))).toEqual([nft.o1, nft.p2]);
    expect(addresses(await nfts({ priceTo: '0.4' }))).toEqual([nft.p3]);
    expect(addresses(await nfts({ priceTokens: [tokens.usdt] }))).toEqual([nft.o1]);
    expect(names(await nfts({ owners: [W.bob], verified: false }))).toEqual(['Orb 50% off_sale', 'Punk #1', 'Stormy Orb']);
    expect(names(await nfts({ owners: [W.alice] }))).toEqual(['Punk #2', 'Punk #3']);
    expect(names(await nfts({ owners: [W.alice], verified: false }))).toEqual(['Glyph One', 'Punk #2', 'Punk #3']);
    expect(names(await nfts({ verified: false, nftTypes: ['image/svg+xml'] }))).toEqual(['Glyph One']);
    expect((await nfts({ nftTypes: ['video/mp4'] })).items).toEqual([]);
  });

  it('filters by exact bounds in one token’s smallest units (our extension), at any size', async () => {
    const wv = { priceTokens: [tokens.wvenom] };
    // p2 sells at 5 WVENOM; p3's auction asks 3.15 WVENOM next (its sell-less price is the next bid).
    expect(addresses(await nfts({ ...wv, priceAmountFrom: WV(5), priceAmountTo: WV(5) }))).toEqual([nft.p2]);
    expect(addresses(await nfts({ ...wv, priceAmountFrom: (BigInt(WV(5)) + 1n).toString() }))).toEqual([]);
    expect(addresses(await nfts({ ...wv, priceAmountTo: (BigInt(WV(5)) - 1n).toString() }))).toEqual([nft.p3]);
    expect(addresses(await nfts({ ...wv, priceAmountFrom: WV(3.15), priceAmountTo: WV(3.15) }))).toEqual([nft.p3]);
    // Beyond 2^53 and beyond a uint128: compared as integers, not floats.
    expect(addresses(await nfts({ ...wv, priceAmountTo: '9007199254740993' }))).toEqual([nft.p2, nft.p3]);
    expect(addresses(await nfts({ ...wv, priceAmountFrom: '9007199254740993' }))).toEqual([]);
    expect(addresses(await nfts({ ...wv, priceAmountFrom: '1', priceAmountTo: '1' + '0'.repeat(45) }))).toEqual([nft.p2, nft.p3]);
    // The USDT listing is not in WVENOM; an unlisted NFT has no price.
    expect(addresses(await nfts({ priceTokens: [tokens.usdt], priceAmountFrom: '0' }))).toEqual([nft.o1]);
  });

  it('refuses bad price bounds naming the field', async () => {
    const bad = async (body: object, field: string) => expect(await json(await post('/nfts', body), 400)).toMatchObject({ field });
    await bad({ priceAmountFrom: '1' }, 'priceTokens');
    await bad({ priceTokens: [tokens.wvenom, tokens.usdt], priceAmountTo: '1' }, 'priceTokens');
    await bad({ priceTokens: [tokens.wvenom], priceAmountFrom: '2', priceAmountTo: '1' }, 'priceAmountFrom');
    await bad({ priceTokens: [tokens.wvenom], priceAmountFrom: '1.5' }, 'priceAmountFrom');
    await bad({ priceTokens: [tokens.wvenom], priceAmountTo: '-1' }, 'priceAmountTo');
    await bad({ priceFrom: '3', priceTo: '1' }, 'priceFrom');
    await bad({ priceFrom: 'abc' }, 'priceFrom');
  });

  it('refuses bad input naming the field', async () => {
    expect(await json(await post('/nfts', { limit: 101 }), 400)).toMatchObject({ field: 'limit' });
    expect(await json(await post('/nfts', { offset: 100_001 }), 400)).toMatchObject({ field: 'offset' });
    expect(await json(await post('/nfts', { collections: ['0:ABC'] }), 400)).toMatchObject({ field: 'collections.0' });
    expect(await json(await post('/nfts', { order: { field: 'price', direction: 'asc' } }), 400)).toMatchObject({ field: 'order.field' });
    expect(await json(await post('/nfts', '{"limit": '), 400)).toMatchObject({ field: 'body' });
    const noJson = await send('POST', '/nfts', { body: '{}', headers: { 'content-type': 'text/plain' } });
    expect(noJson.status).toBe(415);
    const wrong = await get('/nfts');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('POST');
  });
});

describe('POST /api/nfts/random-buy and /api/nfts/sell-count', () => {
  it('picks verified NFTs with a live listing at or under the raw price', async () => {
    const list = nftListSchema.parse(await json(await post('/nfts/random-buy', { maxPrice: Number(USDT(2)), limit: 5 })));
    expect(addresses(list)).toEqual([nft.o1]);
    expect(list.totalCount).toBe(1);
    expect(Object.keys(list.directSell!)).toEqual([sell.s3]);
    const all = nftListSchema.parse(await json(await post('/nfts/random-buy', { maxPrice: Number(WV(100)), limit: 50 })));
    expect(addresses(all).sort()).toEqual(byAddress(nft.o1, nft.p2));
    expect(await json(await post('/nfts/random-buy', { limit: 5 }), 400)).toMatchObject({ field: 'maxPrice' });
    expect(await json(await post('/nfts/random-buy', { maxPrice: -1 }), 400)).toMatchObject({ field: 'maxPrice' });
  });

  it('counts live, started, unexpired listings of verified NFTs by raw price', async () => {
    const count = nftSellCountSchema.parse(await json(await post('/nfts/sell-count', { maxPrice: Number(WV(5)) })));
    expect(count.count).toBe(2);
    expect(Math.abs(count.timestamp - Math.floor(Date.now() / 1000))).toBeLessThan(60);
    expect(nftSellCountSchema.parse(await json(await post('/nfts/sell-count', { maxPrice: 1_000_000 }))).count).toBe(0);
    expect(await json(await post('/nfts/sell-count', {}), 400)).toMatchObject({ field: 'maxPrice' });
  });
});

describe('POST /api/nft/details', () => {
  it('answers the NFT with its collection, auction, best offer and traits with rarity counts', async () => {
    const details = getNftResultSchema.parse(await json(await post('/nft/details', { nft: nft.p3 })));
    expect(details.nft).toMatchObject({ address: nft.p3, name: 'Punk #3', auction: auction.a1, forsale: null, bestOffer: offer.p3 });
    expect(Object.keys(details.collection)).toEqual([W.punks]);
    expect(details.auction[auction.a1]).toMatchObject({
      status: 'active',
      bidToken: tokens.wvenom,
      startBid: WV(2),
      startUsdBid: '0.2',
      minBid: WV(3.15),
      minUsdBid: '0.315',
      maxBid: WV(3),
      maxUsdBid: '0.3',
      lastBidFrom: W.carol,
      fee: { numerator: 30, denominator: 1000 },
    });
    expect(details.directSell).toEqual({});
    expect(details.directBuy[offer.p3]).toMatchObject({
      buyer: W.bob,
      status: 'active',
      price: { price: USDT(2), usdPrice: '2' },
      fee: { numerator: 20, denominator: 1000 },
    });
    expect(details.traits).toEqual([
      { traitType: 'Background', traitValue: 'Midnight', cnt: 2 },
      { traitType: 'Eyes', traitValue: 'Say "cheese"', cnt: 1 },
    ]);
  });

  it('keeps a trait value as stored (a number stays a number) and the per-offer fee', async () => {
    const details = getNftResultSchema.parse(await json(await post('/nft/details', { nft: nft.p4 })));
    expect(details.traits).toEqual([
      { traitType: 'Background', traitValue: 'Gold, Rare', cnt: 2 },
      { traitType: 'Level', traitValue: 7, cnt: 1 },
    ]);
    expect(details.nft).toMatchObject({ owner: W.carol, dealPriceUsd: '1.5' });
    const p2 = getNftResultSchema.parse(await json(await post('/nft/details', { nft: nft.p2 })));
    expect(p2.directSell[sell.s2]).toMatchObject({
      seller: W.alice,
      status: 'active',
      expiredAt: 0,
      fee: { numerator: 10, denominator: 1000 },
    });
    expect(Object.keys(p2.directBuy)).toEqual([offer.usd]);
  });

  it('is 404 for an unknown or burned NFT and 400 for a bad address', async () => {
    expect(await json(await post('/nft/details', { nft: W.nft.p5 }), 404)).toMatchObject({ error: 'NFT not found' });
    expect(await json(await post('/nft/details', { nft: `0:${'1'.repeat(64)}` }), 404)).toMatchObject({ field: 'nft' });
    expect(await json(await post('/nft/details', { nft: 'nope' }), 400)).toMatchObject({ field: 'nft' });
    expect(await json(await post('/nft/details', {}), 400)).toMatchObject({ field: 'nft' });
  });
});

describe('POST /api/nfts/top and /api/nft/banner', () => {
  it('lists NFTs with whitelisted deals since `from`, most deals then latest update first', async () => {
    const top = nftListSchema.parse(await json(await post('/nfts/top', { from: T0 })));
    expect(addresses(top)).toEqual([nft.p10, nft.p4, nft.p1]);
    expect(top.totalCount).toBe(3);
    expect(Object.keys(top.collection!)).toEqual([W.punks]);
    const recent = nftListSchema.parse(await json(await post('/nfts/top', { from: times.acceptedAt - 1, limit: 1 })));
    expect(addresses(recent)).toEqual([nft.p10]);
    expect(await json(await post('/nfts/top', {}), 400)).toMatchObject({ field: 'from' });
  });

  it('picks one NFT with a preview per banner collection, without a body', async () => {
    const res = await send('POST', '/nft/banner');
    const banner = nftBannerListSchema.parse(await json(res));
    expect(banner).toHaveLength(1);
    expect(banner[0]).toMatchObject({ name: 'Venom Punks', collectionAddress: W.punks, mimetype: 'image/png' });
    expect([nft.p1, nft.p2, nft.p3, nft.p4, nft.p10]).toContain(banner[0]!.nftAddress);
    expect(banner[0]!.picture).toMatch(/^https:\/\/img\.example\/Punk/);
    expect((await get('/nft/banner')).status).toBe(405);
  });
});

describe('POST /api/nft/direct/buy', () => {
  it('lists the live offers on an NFT, newest first, with the nft and collection maps', async () => {
    const list = directBuyListSchema.parse(await json(await post('/nft/direct/buy', { nft: nft.p2 })));
    expect(list.items.map((i) => i.address)).toEqual([offer.usd, offer.wv]);
    expect(list.totalCount).toBe(2);
    expect(list.items[1]).toMatchObject({
      buyer: W.dave,
      status: 'active',
      price: { price: WV(4), usdPrice: '0.4' },
      fee: { numerator: 20, denominator: 1000 },
    });
    expect(Object.keys(list.nft!)).toEqual([nft.p2]);
    expect(Object.keys(list.collection!)).toEqual([W.punks]);
    expect(list.auction).toBeNull();
    const page = directBuyListSchema.parse(await json(await post('/nft/direct/buy', { nft: nft.p2, limit: 1, offset: 1 })));
    expect(page.items.map((i) => i.address)).toEqual([offer.wv]);
    expect(page.totalCount).toBe(2);
    const cancelled = directBuyListSchema.parse(await json(await post('/nft/direct/buy', { nft: nft.p2, status: ['cancelled'] })));
    expect(cancelled.items).toEqual([]);
    // The accepted offer is not live.
    expect(directBuyListSchema.parse(await json(await post('/nft/direct/buy', { nft: nft.p4 }))).items).toEqual([]);
    expect(await json(await post('/nft/direct/buy', { nft: nft.p2, status: ['sold'] }), 400)).toMatchObject({ field: 'status.0' });
  });
});

describe('POST /api/nft/price-history', () => {
  it('answers the whitelisted deals with their USD value at the time, oldest first', async () => {
    const points = pricePointListSchema.parse(await json(await post('/nft/price-history', { nft: nft.p1, from: T0, to: NOW })));
    expect(points).toEqual([{ usdPrice: '1', ts: times.saleAt }]);
    const p4 = pricePointListSchema.parse(await json(await post('/nft/price-history', { nft: nft.p4, from: T0, to: NOW, scale: 'd' })));
    expect(p4).toEqual([{ usdPrice: '1.5', ts: times.acceptedAt }]);
    const before = pricePointListSchema.parse(
      await json(await post('/nft/price-history', { nft: nft.p1, from: T0, to: times.saleAt - 1 })),
    );
    expect(before).toEqual([]);
    expect(await json(await post('/nft/price-history', { nft: nft.p1, from: NOW, to: T0 }), 400)).toMatchObject({ field: 'from' });
  });
});

describe('POST /api/nfts/types and /api/nfts/price-range', () => {
  it('lists file types of verified collections, or of all collections', async () => {
    expect(nftTypesSchema.parse(await json(await post('/nfts/types', {})))).toEqual(['image/png']);
    expect(nftTypesSchema.parse(await json(await post('/nfts/types', { verified: false })))).toEqual(['image/png', 'image/svg+xml']);
    expect(await json(await post('/nfts/types', { verified: 'yes' }), 400)).toMatchObject({ field: 'verified' });
  });

  it('answers the USD floor range of the matching NFTs, or null', async () => {
    const range = (body: unknown) =>
      post('/nfts/price-range', body)
        .then((r) => json(r))
        .then((v) => nftsPriceRangeSchema.nullable().parse(v));
    expect(await range({ collections: [W.punks] })).toEqual({ from: '0.315', to: '0.5' });
    expect(await range({ collections: [W.punks], attributes: [{ traitType: 'Background', traitValues: ['midnight'] }] })).toEqual({
      from: '0.315',
      to: '0.315',
    });
    expect(await range({ collections: [W.orbs] })).toEqual({ from: '2', to: '2' });
    expect(await range({ collections: [W.glyphs] })).toBeNull();
    expect(await range({ owners: [W.alice], verified: false })).toEqual({ from: '0.1', to: '0.5' });
    expect(await json(await post('/nfts/price-range', { owners: [W.alice] }), 400)).toMatchObject({ field: 'owners' });
  });
});

describe('GET /api/nft/my-best-offer', () => {
  it("answers the caller's best live offer on the NFT", async () => {
    const best = directBuySchema.parse(await json(await get(`/nft/my-best-offer?nft=${nft.p2}`, await bearer(W.dave))));
    expect(best).toMatchObject({ address: offer.usd, buyer: W.dave, price: { usdPrice: '1' } });
  });

  it('needs a valid token, a valid nft and an offer', async () => {
    expect(await json(await get(`/nft/my-best-offer?nft=${nft.p2}`), 401)).toHaveProperty('error');
    expect((await get(`/nft/my-best-offer?nft=${nft.p2}`, { authorization: 'Bearer not-a-jwt' })).status).toBe(401);
    expect((await get(`/nft/my-best-offer?nft=${nft.p2}`, await bearer(W.dave, -10))).status).toBe(401);
    expect(await json(await get('/nft/my-best-offer?nft=bad', await bearer(W.dave)), 400)).toMatchObject({ field: 'nft' });
    expect(await json(await get(`/nft/my-best-offer?nft=${nft.p2}`, await bearer(W.bob)), 404)).toMatchObject({ error: 'Offer not found' });
    expect((await post(`/nft/my-best-offer?nft=${nft.p2}`, {})).status).toBe(405);
  });
});
