import { describe, expect, it } from 'vitest';
import { createMarketplaceApi } from '~/api/client';
import { ApiRequestError } from '~/api/errors';
import { COLLECTION1, NFT1, OWNER1, WVENOM } from './addresses';
import { createFakeFetch, fixture, json } from './fake-fetch';

// What the client puts on the wire: URL, method, headers and body.

describe('base URL', () => {
  it.each([undefined, '', '  '])('%j means this site’s own API under /api', async (baseURL) => {
    const fake = createFakeFetch(json(fixture('roots.json')));
    await createMarketplaceApi({ baseURL, fetch: fake.fetch }).roots();
    expect(fake.last.url).toBe('/api/roots');
  });

  it('a full URL is an external indexer whose routes sit at its root', async () => {
    const fake = createFakeFetch(json(fixture('roots.json')));
    await createMarketplaceApi({ baseURL: 'https://indexer.example.com/', fetch: fake.fetch }).roots();
    expect(fake.last.url).toBe('https://indexer.example.com/roots');
    expect(fake.last.method).toBe('GET');
  });

  it('a full URL with a path keeps it as the prefix (the in-process /api of this Worker)', async () => {
    const fake = createFakeFetch(json(fixture('nfts.json')));
    await createMarketplaceApi({ baseURL: 'https://market.example.com/api', fetch: fake.fetch }).nfts();
    expect(fake.last.url).toBe('https://market.example.com/api/nfts');
  });
});

describe('JSON bodies', () => {
  it('sends maxPrice as the exact JSON integer the contract names (i64), even beyond 2^53', async () => {
    const answer = json('{"count":0,"timestamp":1}');
    const fake = createFakeFetch(answer, answer, answer);
    const api = createMarketplaceApi({ fetch: fake.fetch });
    await api.nftsSellCount({ maxPrice: '1000000000000000001' });
    expect(fake.last.body).toBe('{"maxPrice":1000000000000000001}');
    await api.nftsSellCount({ maxPrice: '1E+21' });
    expect(fake.last.body).toBe('{"maxPrice":1000000000000000000000}');
    await api.nftsSellCount({ maxPrice: 42 });
    expect(fake.last.body).toBe('{"maxPrice":42}');
  });

  it('POST /nfts sends the body with its defaults filled in', async () => {
    const fake = createFakeFetch(json(fixture('nfts.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).nfts({
      collections: [COLLECTION1],
      forsale: true,
      limit: 20,
      priceFrom: '1E+1',
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url).toBe('/api/nfts');
    expect(fake.last.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(fake.last.body ?? '')).toEqual({
      owners: [],
      collections: [COLLECTION1],
      priceFrom: '10',
      forsale: true,
      auction: false,
      verified: true,
      limit: 20,
      offset: 0,
      attributes: [],
      order: { field: 'name', direction: 'asc' },
      withCount: false,
    });
  });

  it('POST /user sends snake_case keys', async () => {
    const fake = createFakeFetch(json('null'));
    await createMarketplaceApi({ fetch: fake.fetch }).upsertUser({
      address: OWNER1,
      username: 'punkcollector',
      logo_nft: NFT1,
    });
    expect(fake.last.url).toBe('/api/user');
    expect(JSON.parse(fake.last.body ?? '')).toEqual({ address: OWNER1, username: 'punkcollector', logo_nft: NFT1 });
  });

  it('entity lookups send the one key the route expects', async () => {
    const fake = createFakeFetch(json(fixture('auction.json')));
    const api = createMarketplaceApi({ fetch: fake.fetch });
    await api.auction(NFT1);
    expect([fake.last.url, fake.last.body]).toEqual(['/api/auction', JSON.stringify({ auction: NFT1 })]);
  });

  it('POST /nft/banner sends no body at all', async () => {
    const fake = createFakeFetch(json(fixture('banner.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).nftBanner();
    expect([fake.last.method, fake.last.url, fake.last.body]).toEqual(['POST', '/api/nft/banner', undefined]);
  });

  it('POST /nfts/types sends a JSON body even when empty', async () => {
    const fake = createFakeFetch(json(fixture('nft-types.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).nftsTypes();
    expect(fake.last.body).toBe('{"verified":true}');
  });
});

describe('POST /search', () => {
  it('sends the raw text, not JSON', async () => {
    const fake = createFakeFetch(json(fixture('search.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).search('venom punk');
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url).toBe('/api/search');
    expect(fake.last.body).toBe('venom punk');
    expect(fake.last.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('query strings', () => {
  it('GET /owner/fee carries owner and rootCode', async () => {
    const fake = createFakeFetch(json(fixture('owner-fee.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).ownerFee({ owner: OWNER1, rootCode: 'auction' });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.body).toBeUndefined();
    const url = new URL(fake.last.url, 'http://local');
    expect(url.pathname).toBe('/api/owner/fee');
    expect(Object.fromEntries(url.searchParams)).toEqual({ owner: OWNER1, rootCode: 'auction' });
  });

  it('GET /metrics/summary carries the window and the page, defaults included', async () => {
    const fake = createFakeFetch(json(fixture('metrics-summary.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).metricsSummary({ from: 1717999800, to: 1718003400, limit: 10 });
    const url = new URL(fake.last.url, 'http://local');
    expect(url.pathname).toBe('/api/metrics/summary');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '1717999800',
      to: '1718003400',
      limit: '10',
      offset: '0',
    });
  });

  it('GET /nft/my-best-offer carries the NFT', async () => {
    const fake = createFakeFetch(json(fixture('my-best-offer.json')));
    await createMarketplaceApi({ fetch: fake.fetch, token: 'jwt' }).myBestOffer(NFT1);
    expect(new URL(fake.last.url, 'http://local').searchParams.get('nft')).toBe(NFT1);
  });

  it('GET /user/{address} puts the address in the path', async () => {
    const fake = createFakeFetch(json(fixture('user.json')));
    await createMarketplaceApi({ fetch: fake.fetch }).user(OWNER1);
    expect(fake.last.url).toBe(`/api/user/${OWNER1}`);
  });
});

describe('bearer token', () => {
  it('is sent when given and absent otherwise', async () => {
    const fake = createFakeFetch(json('null'));
    const api = createMarketplaceApi({ fetch: fake.fetch });
    await api.updateMetadata({ collection: COLLECTION1 });
    expect(fake.last.headers.has('authorization')).toBe(false);

    api.setToken('eyJhbGciOiJIUzI1NiJ9.e30.sig');
    await api.upsertCollectionCustom({ address: COLLECTION1, name: 'Venom Punks' });
    expect(fake.last.headers.get('authorization')).toBe('Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig');

    api.setToken(null);
    await api.updateMetadata({ collection: COLLECTION1, nft: NFT1 });
    expect(fake.last.headers.has('authorization')).toBe(false);
  });

  it('may come from a getter read on every call, or be overridden per call', async () => {
    const fake = createFakeFetch(json('null'));
    let token = 'first';
    const api = createMarketplaceApi({ fetch: fake.fetch, token: () => token });
    await api.upsertUser({ address: OWNER1 });
    token = 'second';
    await api.upsertUser({ address: OWNER1 });
    await api.upsertUser({ address: OWNER1 }, { token: 'override' });
    await api.upsertUser({ address: OWNER1 }, { token: null });
    expect(fake.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
      'Bearer override',
      null,
    ]);
  });
});

describe('client-side input checks', () => {
  it('refuse a limit over 100 before sending, naming the field', async () => {
    const fake = createFakeFetch(json(fixture('nfts.json')));
    const failure = await createMarketplaceApi({ fetch: fake.fetch })
      .nfts({ limit: 101 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'invalid-request', status: 400, field: 'limit', route: 'POST /nfts' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuse a malformed address in a lookup', async () => {
    const fake = createFakeFetch(json(fixture('user.json')));
    await expect(
      createMarketplaceApi({ fetch: fake.fetch }).user('EQDgGc5xkRbQ1CwnbLd6a6NrwTuOr0lcWfDHl2uHBwAJOi4y'),
    ).rejects.toMatchObject({
      field: 'address',
    });
    await expect(createMarketplaceApi({ fetch: fake.fetch }).nftDetails(WVENOM.toUpperCase())).rejects.toMatchObject({
      field: 'nft',
    });
    expect(fake.requests).toHaveLength(0);
  });
});
