import { beforeAll, describe, expect, it } from 'vitest';
import { metricsSummaryBaseSchema, rootsSchema, tokenPriceSchema } from '@shared/contract/schemas';
import { NOW, T0, W, bearer, buildWorld, get, json, post, type Times } from './fixtures';

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
});

describe('GET /api/metrics/summary', () => {
  it('ranks verified collections by whitelisted volume in the window, with the previous window', async () => {
    const all = metricsSummaryBaseSchema.parse(await json(await get(`/metrics/summary?from=${T0}&to=${NOW}`)));
    expect(all.totalRowsCount).toBe(2);
    expect(all.data).toEqual([
      {
        collection: W.punks,
        name: 'Venom Punks',
        logo: 'https://img.example/punks-logo.png',
        floorPrice: '0.5',
        totalVolumeUsdNow: '3.1',
        totalVolumeUsdPrevious: '0',
        ownersCount: 4,
        nftsCount: 5,
      },
      {
        collection: W.orbs,
        name: 'Oasis Orbs',
        logo: 'https://img.example/orbs.png',
        floorPrice: '2',
        totalVolumeUsdNow: '0',
        totalVolumeUsdPrevious: '0',
        ownersCount: 1,
        nftsCount: 2,
      },
    ]);
    // After the sale: the offer (1.5) and the auction (0.6) now, the sale (1) in the window before.
    const later = metricsSummaryBaseSchema.parse(await json(await get(`/metrics/summary?from=${times.saleAt + 600}&to=${NOW}&limit=1`)));
    expect(later.data).toHaveLength(1);
    expect(later.data[0]).toMatchObject({ collection: W.punks, totalVolumeUsdNow: '2.1', totalVolumeUsdPrevious: '1' });
    const second = metricsSummaryBaseSchema.parse(await json(await get(`/metrics/summary?from=${T0}&to=${NOW}&limit=1&offset=1`)));
    expect(second.data.map((d) => d.collection)).toEqual([W.orbs]);
  });

  it('refuses a bad query naming the parameter', async () => {
    expect(await json(await get(`/metrics/summary?from=${NOW}&to=${T0}`), 400)).toMatchObject({ field: 'from' });
    expect(await json(await get(`/metrics/summary?to=${NOW}`), 400)).toMatchObject({ field: 'from' });
    expect(await json(await get(`/metrics/summary?from=1&to=2&limit=500`), 400)).toMatchObject({ field: 'limit' });
    expect(await json(await get(`/metrics/summary?from=1e3&to=2000`), 400)).toMatchObject({ field: 'from' });
    expect((await post('/metrics/summary', {})).status).toBe(405);
  });
});

describe('GET /api/roots', () => {
  it('lists the roots that have not expired', async () => {
    expect(rootsSchema.parse(await json(await get('/roots')))).toEqual({
      roots: [
        { address: W.roots.auction, code: 'auction' },
        { address: W.roots.buy, code: 'buy' },
        { address: W.roots.sell, code: 'sell' },
      ],
    });
    expect((await post('/roots', {})).status).toBe(405);
  });
});

describe('POST /api/update-metadata', () => {
  it('needs a token', async () => {
    expect((await post('/update-metadata', { collection: W.punks })).status).toBe(401);
  });

  it('accepts a known collection or NFT with 202 null, 404 otherwise', async () => {
    const auth = await bearer(W.dave);
    const accepted = await post('/update-metadata', { collection: W.punks, nft: W.nft.p2 }, auth);
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toBeNull();
    expect((await post('/update-metadata', { collection: W.orbs, nft: null }, auth)).status).toBe(202);
    expect(await json(await post('/update-metadata', { collection: `0:${'4'.repeat(64)}` }, auth), 404)).toMatchObject({
      field: 'collection',
    });
    expect(await json(await post('/update-metadata', { collection: W.orbs, nft: W.nft.p2 }, auth), 404)).toMatchObject({ field: 'nft' });
    expect(await json(await post('/update-metadata', { collection: W.punks, nft: W.nft.p5 }, auth), 404)).toMatchObject({ field: 'nft' });
    expect(await json(await post('/update-metadata', {}, auth), 400)).toMatchObject({ field: 'collection' });
  });
});

describe('GET /api/token/price', () => {
  it("answers a token's USD price per whole token, as the price source gave it", async () => {
    const price = tokenPriceSchema.parse(await json(await get(`/token/price?token=${W.tokens.usdt}`)));
    expect(price).toMatchObject({ token: W.tokens.usdt, usd: '1', decimals: 6, symbol: 'USDT' });
    expect(price.updatedAt).toBeTypeOf('number');
    const wvenom = tokenPriceSchema.parse(await json(await get(`/token/price?token=${W.tokens.wvenom}`)));
    expect(wvenom).toMatchObject({ usd: '0.1', decimals: 9, symbol: 'WVENOM' });
    // This world's prices were ingested directly: the reader never fetched any, so they count as stale.
    expect(wvenom.stale).toBe(true);
  });

  it('makes up no price for a token without one', async () => {
    const unknown = `0:${'ab'.repeat(32)}`;
    expect(tokenPriceSchema.parse(await json(await get(`/token/price?token=${unknown}`)))).toMatchObject({
      token: unknown,
      usd: null,
      decimals: null,
      symbol: null,
      updatedAt: null,
    });
  });

  it('refuses a bad query naming the parameter', async () => {
    expect(await json(await get('/token/price'), 400)).toMatchObject({ field: 'token' });
    expect(await json(await get('/token/price?token=WVENOM'), 400)).toMatchObject({ field: 'token' });
    expect((await post('/token/price', {})).status).toBe(405);
  });
});

describe('every route', () => {
  const POST_JSON = [
    '/nfts',
    '/nfts/random-buy',
    '/nfts/sell-count',
    '/nft/details',
    '/nfts/top',
    '/nft/direct/buy',
    '/nft/price-history',
    '/nfts/types',
    '/nfts/price-range',
    '/collections',
    '/collections/simple',
    '/collections/evaluation',
    '/collection/details',
    '/collections/by-owner',
    '/owner/bids-out',
    '/owner/bids-in',
    '/owner/direct/buy',
    '/owner/direct/buy-in',
    '/owner/direct/sell',
    '/auctions',
    '/auction',
    '/auction/bids',
    '/events',
  ];
  const POST_OTHER = ['/nft/banner', '/search', '/collections-custom', '/user', '/update-metadata', '/user/sign_in'];
  const GET = ['/nft/my-best-offer', '/owner/fee', '/metrics/summary', `/user/${W.alice}`, '/roots', '/token/price'];

  it('answers a wrong method with 405 and Allow', async () => {
    for (const path of [...POST_JSON, ...POST_OTHER]) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('allow')]).toEqual([path, 405, expect.stringContaining('POST')]);
    }
    for (const path of GET) {
      const res = await post(path, {});
      expect([path, res.status, res.headers.get('allow')]).toEqual([path, 405, expect.stringContaining('GET')]);
    }
  });

  it('answers a JSON route called without a JSON content type with 415', async () => {
    for (const path of POST_JSON) {
      const res = await post(path, '{}', { 'content-type': 'text/plain' });
      expect([path, res.status]).toEqual([path, 415]);
    }
  });
});

describe('the API description', () => {
  it('is served by the Worker at the reference paths, with the docs page under its own CSP', async () => {
    const document = await json<{ openapi: string; paths: Record<string, unknown> }>(await get('/swagger.json'));
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/nfts', '/user/{address}', '/user/sign_in', '/swagger']));
    expect(await json(await get('/api-docs/openapi.json'))).toEqual(document);
    const yaml = await get('/swagger.yaml');
    expect([yaml.status, yaml.headers.get('content-type')]).toEqual([200, 'application/yaml; charset=utf-8']);
    expect(await yaml.text()).toMatch(/^"openapi": "3\.1\.0"\n/);
    const page = await get('/swagger');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src https:\/\/cdn\.jsdelivr\.net 'sha256-/);
    expect(await page.text()).toContain('<div id="swagger-ui"></div>');
  });
});
