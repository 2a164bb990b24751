import { describe, expect, it } from 'vitest';
import { createMarketplaceApi, type MarketplaceApi } from '~/api/client';
import { ApiRequestError, isNotFound } from '~/api/errors';
import { AUCTION1, BUY1, COLLECTION1, COLLECTION2, NFT1, NFT2, NFT3, OWNER1, SELL2, WVENOM } from './addresses';
import { createFakeFetch, type FakeResponse, fixture, json, plainText } from './fake-fetch';

function apiAnswering(...responses: FakeResponse[]) {
  const fake = createFakeFetch(...responses);
  return {
    api: createMarketplaceApi({ baseURL: 'https://indexer.example.com', fetch: fake.fetch, token: 'jwt' }),
    fake,
  };
}

/** Each route, the fixture it is answered with, the path it calls, and one value read back. */
const routes: [string, string, string, (api: MarketplaceApi) => Promise<unknown>, unknown][] = [
  ['nfts', 'nfts.json', '/nfts', async (api) => (await api.nfts()).items[0]?.floorPrice?.price, '25000000000'],
  [
    'nftsRandomBuy',
    'nfts.json',
    '/nfts/random-buy',
    async (api) => (await api.nftsRandomBuy({ maxPrice: 30_000_000_000, limit: 5 })).totalCount,
    3,
  ],
  ['nftsSellCount', 'sell-count.json', '/nfts/sell-count', async (api) => (await api.nftsSellCount({ maxPrice: 10 ** 10 })).count, 318],
  [
    'nftDetails',
    'reference-nft-details.json',
    '/nft/details',
    async (api) => (await api.nftDetails(NFT3))?.directSell[SELL2]?.price.price,
    '1000000000000000000000',
  ],
  ['nftsTop', 'nfts-top.json', '/nfts/top', async (api) => (await api.nftsTop({ from: 1717000000 })).auction, {}],
  ['nftBanner', 'banner.json', '/nft/banner', async (api) => (await api.nftBanner())[0]?.nftAddress, NFT1],
  [
    'nftDirectBuy',
    'nft-direct-buy.json',
    '/nft/direct/buy',
    async (api) => (await api.nftDirectBuy({ nft: NFT1 })).items[0]?.address,
    BUY1,
  ],
  [
    'nftPriceHistory',
    'price-history.json',
    '/nft/price-history',
    async (api) => (await api.nftPriceHistory({ nft: NFT1, from: 0, to: 1718400000 })).map((p) => p.usdPrice),
    ['12.5', '14.75'],
  ],
  ['nftsTypes', 'nft-types.json', '/nfts/types', (api) => api.nftsTypes({ verified: false }), ['image/png', 'image/webp', 'video/mp4']],
  [
    'nftsPriceRange',
    'price-range.json',
    '/nfts/price-range',
    (api) => api.nftsPriceRange({ collections: [COLLECTION1] }),
    { from: '0.52', to: '1840' },
  ],
  [
    'myBestOffer',
    'my-best-offer.json',
    '/nft/my-best-offer',
    async (api) => (await api.myBestOffer(NFT1))?.fee,
    { numerator: 25, denominator: 1000 },
  ],
  ['collections', 'collections.json', '/collections', async (api) => (await api.collections()).items[1]?.totalVolumeUsd, '0'],
  [
    'collectionsSimple',
    'collections-simple.json',
    '/collections/simple',
    async (api) => (await api.collectionsSimple()).items[1]?.logo,
    null,
  ],
  [
    'collectionsEvaluation',
    'collections-evaluation.json',
    '/collections/evaluation',
    async (api) => (await api.collectionsEvaluation({ addresses: [COLLECTION1] })).evaluations[0]?.usdTurnover,
    '98211.75',
  ],
  [
    'collectionDetails',
    'reference-collection-details.json',
    '/collection/details',
    async (api) => (await api.collectionDetails(COLLECTION2))?.floorPriceUsd,
    '1500',
  ],
  [
    'collectionsByOwner',
    'collections-by-owner.json',
    '/collections/by-owner',
    async (api) => (await api.collectionsByOwner({ owner: OWNER1 })).items[0]?.royalty,
    { description: null, royaltyType: 'fixed' },
  ],
  ['upsertCollectionCustom', 'null', '/collections-custom', (api) => api.upsertCollectionCustom({ address: COLLECTION1 }), null],
  [
    'ownerBidsOut',
    'auction-bids.json',
    '/owner/bids-out',
    async (api) => (await api.ownerBidsOut({ owner: OWNER1 })).items[1]?.usdPrice,
    null,
  ],
  [
    'ownerBidsIn',
    'auction-bids.json',
    '/owner/bids-in',
    async (api) => (await api.ownerBidsIn({ owner: OWNER1, active: true })).auction?.[AUCTION1]?.status,
    'active',
  ],
  [
    'ownerDirectBuy',
    'owner-direct-buy.json',
    '/owner/direct/buy',
    async (api) => (await api.ownerDirectBuy({ owner: OWNER1 })).items[1]?.status,
    'expired',
  ],
  [
    'ownerDirectBuyIn',
    'owner-direct-buy.json',
    '/owner/direct/buy-in',
    async (api) => (await api.ownerDirectBuyIn({ owner: OWNER1 })).items.length,
    2,
  ],
  [
    'ownerDirectSell',
    'owner-direct-sell.json',
    '/owner/direct/sell',
    async (api) => (await api.ownerDirectSell({ owner: OWNER1 })).items[1]?.finishedAt,
    1717500000,
  ],
  [
    'ownerFee',
    'owner-fee.json',
    '/owner/fee',
    (api) => api.ownerFee({ owner: OWNER1, rootCode: 'sell' }),
    { fee: { numerator: 1, denominator: 100 }, nftId: '2', collection: COLLECTION1 },
  ],
  ['auctions', 'auctions.json', '/auctions', async (api) => (await api.auctions()).nft?.[NFT2]?.auction, AUCTION1],
  ['auction', 'auction.json', '/auction', async (api) => (await api.auction(AUCTION1))?.bid?.active, true],
  ['auctionBids', 'auction-bids.json', '/auction/bids', async (api) => (await api.auctionBids({ auction: AUCTION1 })).totalCount, 2],
  [
    'events',
    'events.json',
    '/events',
    async (api) => (await api.events({ nft: NFT1 })).data[6]?.mint?.creator,
    '0:bc6bfd848ebd7819c9a82bf124d65e7f739d08e002601e23bb906aacd40a3d81',
  ],
  [
    'search',
    'search.json',
    '/search',
    async (api) => (await api.search('punk')).items.map((item) => item.objectType),
    ['collection', 'nft'],
  ],
  [
    'metricsSummary',
    'metrics-summary.json',
    '/metrics/summary',
    async (api) => (await api.metricsSummary({ from: 0, to: 300 })).totalRowsCount,
    2981,
  ],
  ['user', 'user.json', `/user/${OWNER1}`, async (api) => (await api.user(OWNER1)).avatarUrl, 'https://ipfs.io/ipfs/QmPunkPreviews/2.webp'],
  ['upsertUser', 'null', '/user', (api) => api.upsertUser({ address: OWNER1 }), null],
  [
    'signIn',
    '"eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.e30.c2ln"',
    '/user/sign_in',
    (api) =>
      api.signIn({
        publicKey: 'a'.repeat(64),
        address: OWNER1,
        walletType: 'EverWallet',
        timestamp: 1718000000,
        signature: `${'A'.repeat(86)}==`,
      }),
    'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.e30.c2ln',
  ],
  ['updateMetadata', 'null', '/update-metadata', (api) => api.updateMetadata({ collection: COLLECTION1, nft: NFT1 }), null],
  ['roots', 'roots.json', '/roots', async (api) => (await api.roots()).roots.map((root) => root.code), ['auction', 'sell', 'buy']],
];

describe('every route parses its answer', () => {
  it.each(routes)('%s', async (_, body, path, call, expected) => {
    const { api, fake } = apiAnswering(json(body.endsWith('.json') ? fixture(body) : body));
    expect(await call(api)).toEqual(expected);
    expect(new URL(fake.last.url).pathname).toBe(path);
  });

  it('covers all 34 routes of the contract', () => {
    expect(new Set(routes.map(([name]) => name)).size).toBe(34);
  });

  it('reads an empty 200 body of a write route as null (older reference branches)', async () => {
    const { api } = apiAnswering({ body: '', contentType: 'text/plain' });
    expect(await api.upsertUser({ address: OWNER1 })).toBeNull();
  });
});

describe('not found', () => {
  it('our 404 JSON makes entity lookups resolve to null', async () => {
    const { api } = apiAnswering({ status: 404, body: '{"error":"NFT not found"}' });
    expect(await api.nftDetails(NFT1)).toBeNull();
    expect(await api.collectionDetails(COLLECTION1)).toBeNull();
    expect(await api.auction(AUCTION1)).toBeNull();
    expect(await api.myBestOffer(NFT1)).toBeNull();
  });

  it.each([
    ['nftDetails', 'not found', (api: MarketplaceApi) => api.nftDetails(NFT1)],
    ['auction', 'auction not found', (api: MarketplaceApi) => api.auction(AUCTION1)],
    ['myBestOffer', 'offer not found', (api: MarketplaceApi) => api.myBestOffer(NFT1)],
    ['collectionDetails', '', (api: MarketplaceApi) => api.collectionDetails(COLLECTION1)],
  ])('the reference’s 500 %s with body %j resolves to null', async (_, body, call) => {
    const { api } = apiAnswering(plainText(500, body));
    expect(await call(api)).toBeNull();
  });

  it('a list route throws on not found, and isNotFound recognises it', async () => {
    const { api } = apiAnswering(plainText(500, 'auction not found'));
    const failure = await api.auctionBids({ auction: AUCTION1 }).catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 500, message: 'auction not found', kind: 'http' });
  });

  it('any other 500 still throws and is not "not found"', async () => {
    const { api } = apiAnswering(plainText(500, 'error returned from database: relation "nft" does not exist'));
    const failure = await api.nftDetails(NFT1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(isNotFound(failure)).toBe(false);
    expect(failure).toMatchObject({
      status: 500,
      message: 'error returned from database: relation "nft" does not exist',
    });
  });

  it('our JSON 500 is never "not found", even with that wording', async () => {
    const { api } = apiAnswering({ status: 500, body: '{"error":"not found"}' });
    await expect(api.nftDetails(NFT1)).rejects.toMatchObject({ status: 500, notFound: false });
  });
});

describe('error statuses', () => {
  it('a plain-text 400 of the reference keeps its text as the message', async () => {
    const { api } = apiAnswering(plainText(400, 'Bad signature'));
    const failure = await api
      .signIn({
        publicKey: 'a'.repeat(64),
        address: OWNER1,
        walletType: 'WalletV3',
        timestamp: 1,
        signature: `${'A'.repeat(86)}==`,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Bad signature',
      field: undefined,
      kind: 'http',
      route: 'POST /user/sign_in',
    });
  });

  it('our JSON 400 carries the field it blames', async () => {
    const { api } = apiAnswering({ status: 400, body: '{"error":"limit: must be at most 100","field":"limit"}' });
    await expect(api.collections()).rejects.toMatchObject({
      status: 400,
      message: 'limit: must be at most 100',
      field: 'limit',
    });
  });

  it.each([
    [401, 'No auth header'],
    [403, 'Forbidden action'],
    [415, 'Expected request with `Content-Type: application/json`'],
  ])('a %i keeps its status and text', async (status, body) => {
    const { api } = apiAnswering(plainText(status, body));
    await expect(api.upsertCollectionCustom({ address: COLLECTION1 })).rejects.toMatchObject({
      status,
      message: body,
      notFound: false,
    });
  });

  it('an empty error body gets a message naming the status', async () => {
    const { api } = apiAnswering(plainText(405, ''));
    await expect(api.roots()).rejects.toMatchObject({ status: 405, message: 'HTTP 405' });
  });

  it('a network failure has status 0', async () => {
    const api = createMarketplaceApi({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(api.roots()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Network error: fetch failed',
    });
  });

  it('an aborted call rejects with the abort reason, not an API error', async () => {
    const controller = new AbortController();
    const reason = new Error('superseded by a newer search');
    controller.abort(reason);
    const api = createMarketplaceApi({
      fetch: (_input, init) => Promise.reject(init?.signal?.reason ?? new Error('not aborted')),
    });
    await expect(api.search('punk', { signal: controller.signal })).rejects.toBe(reason);
  });
});

describe('answers that break the contract', () => {
  it('name the path of the first wrong value', async () => {
    const broken = fixture('nfts.json').replace('"price": "25000000000"', '"price": "lots"');
    const { api } = apiAnswering(json(broken));
    const failure = await api.nfts().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      message: 'Invalid response from POST /nfts at items[0].floorPrice.price: must be a decimal number (plain or exponent notation)',
    });
  });

  it('reject a body that is not JSON', async () => {
    const { api } = apiAnswering({ body: '<html>gateway</html>', contentType: 'text/html' });
    await expect(api.roots()).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'Invalid response from GET /roots: the body is not JSON',
    });
  });

  it('reject a missing required key', async () => {
    const { api } = apiAnswering(json(`{"roots":[{"address":"${WVENOM}"}]}`));
    await expect(api.roots()).rejects.toMatchObject({ message: expect.stringContaining('at roots[0].code') });
  });
});
