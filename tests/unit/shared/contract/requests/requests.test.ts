import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as req from '@shared/contract/requests';
import { describeValidationError } from '~/api/validation';
import { COLLECTION1, NFT1, OWNER1, WVENOM } from '../../../src/api/addresses';

/** The `{message, field}` our server would answer with 400, or undefined when the input is valid. */
function rejection(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : describeValidationError(result.error);
}

describe('paging', () => {
  it('defaults limit to 100 and offset to 0, and treats null as not given', () => {
    expect(req.auctionBidsRequestSchema.parse({ auction: NFT1 })).toEqual({ auction: NFT1, limit: 100, offset: 0 });
    expect(req.auctionBidsRequestSchema.parse({ auction: NFT1, limit: null, offset: null })).toMatchObject({
      limit: 100,
      offset: 0,
    });
  });

  it('rejects a limit over 100, naming the field', () => {
    expect(rejection(req.nftsRequestSchema, { limit: 101 })).toEqual({
      field: 'limit',
      message: 'limit: must be at most 100',
    });
  });

  it.each([
    ['a negative limit', { limit: -1 }, 'limit'],
    ['a fractional limit', { limit: 2.5 }, 'limit'],
    ['a limit sent as a string', { limit: '10' }, 'limit'],
    ['an offset over 100 000', { offset: 100_001 }, 'offset'],
    ['a negative offset', { offset: -5 }, 'offset'],
  ])('rejects %s', (_, input, field) => {
    expect(rejection(req.collectionsRequestSchema, input)?.field).toBe(field);
  });

  it('accepts the bounds themselves', () => {
    expect(req.collectionsRequestSchema.parse({ limit: 0, offset: 100_000 })).toMatchObject({
      limit: 0,
      offset: 100_000,
    });
  });
});

describe('POST /nfts', () => {
  it('applies every documented default', () => {
    expect(req.nftsRequestSchema.parse({})).toEqual({
      owners: [],
      collections: [],
      priceFrom: undefined,
      priceTo: undefined,
      priceTokens: undefined,
      forsale: false,
      auction: false,
      verified: true,
      limit: 100,
      offset: 0,
      attributes: [],
      order: { field: 'name', direction: 'asc' },
      withCount: false,
      nftTypes: undefined,
    });
  });

  it('does not share default arrays between parses', () => {
    const first = req.nftsRequestSchema.parse({});
    first.owners.push(OWNER1);
    expect(req.nftsRequestSchema.parse({}).owners).toEqual([]);
  });

  it('rejects an address that is not raw lowercase, naming the list item', () => {
    expect(rejection(req.nftsRequestSchema, { owners: [OWNER1, OWNER1.toUpperCase()] })).toEqual({
      field: 'owners[1]',
      message: 'owners[1]: must be a raw address (0:<64 lowercase hex>)',
    });
  });

  it('normalises price bounds and refuses negative ones', () => {
    expect(req.nftsRequestSchema.parse({ priceFrom: '1E+2', priceTo: 250.5 })).toMatchObject({
      priceFrom: '100',
      priceTo: '250.5',
    });
    expect(rejection(req.nftsRequestSchema, { priceFrom: '1E+2', priceTo: 2.5 })?.field).toBe('priceFrom');
    expect(rejection(req.nftsRequestSchema, { priceFrom: '-1' })?.field).toBe('priceFrom');
    expect(rejection(req.nftsRequestSchema, { priceTo: 'cheap' })?.field).toBe('priceTo');
  });

  it('keeps the order enums strict', () => {
    expect(rejection(req.nftsRequestSchema, { order: { field: 'price', direction: 'asc' } })?.field).toBe('order.field');
    expect(rejection(req.nftsRequestSchema, { order: { field: 'name', direction: 'DESC' } })?.field).toBe('order.direction');
  });

  it('bounds the attribute filter', () => {
    const attributes = [{ traitType: 'Fur', traitValues: ['Golden', 'Grey, {striped}'] }];
    expect(req.nftsRequestSchema.parse({ attributes }).attributes).toEqual(attributes);
    expect(rejection(req.nftsRequestSchema, { attributes: [{ traitType: '', traitValues: [] }] })?.field).toBe('attributes[0].traitType');
  });
});

describe('raw amounts (maxPrice)', () => {
  const maxPrice = (value: unknown) => req.nftsSellCountRequestSchema.parse({ maxPrice: value }).maxPrice;
  const refused = (value: unknown) => rejection(req.nftsSellCountRequestSchema, { maxPrice: value });

  it('keeps DAI-sized amounts (18 decimals) exact, as strings, in plain or exponent notation', () => {
    expect(maxPrice('1000000000000000000')).toBe('1000000000000000000');
    expect(maxPrice('1000000000000000001')).toBe('1000000000000000001');
    expect(maxPrice('1e18')).toBe('1000000000000000000');
    expect(maxPrice('1E+21')).toBe('1000000000000000000000');
    expect(maxPrice('2.5e18')).toBe('2500000000000000000');
    expect(maxPrice('340282366920938463463374607431768211455')).toBe('340282366920938463463374607431768211455');
  });

  it('takes JSON integers only while they are exact', () => {
    expect(maxPrice(9_007_199_254_740_991)).toBe('9007199254740991');
    expect(maxPrice(0)).toBe('0');
    expect(refused(1e18)?.message).toMatch(/decimal string/);
  });

  it('refuses what is not a whole, non-negative amount, naming the field', () => {
    for (const bad of ['-1', -1, '1.5', 0.5, '1e-3', 'abc', '', '0x10', null, true, '1'.repeat(79), '1e999', '1e1000']) {
      expect(refused(bad)?.field, JSON.stringify(bad)).toBe('maxPrice');
    }
  });
});

describe('other NFT routes', () => {
  it('cuts /nfts/random-buy to 30 items and requires maxPrice', () => {
    expect(req.nftsRandomBuyRequestSchema.parse({ maxPrice: 5_000_000_000, limit: 50 })).toEqual({
      maxPrice: '5000000000',
      limit: 30,
    });
    expect(req.nftsRandomBuyRequestSchema.parse({ maxPrice: 1, limit: 8 }).limit).toBe(8);
    expect(rejection(req.nftsRandomBuyRequestSchema, { limit: 8 })?.field).toBe('maxPrice');
  });

  it('requires `from` for /nfts/top and defaults the page', () => {
    expect(req.nftsTopRequestSchema.parse({ from: 1718000000 })).toEqual({ from: 1718000000, limit: 100, offset: 0 });
    expect(rejection(req.nftsTopRequestSchema, {})?.field).toBe('from');
  });

  it('drops the ignored keys of /nft/details', () => {
    expect(req.nftDetailsRequestSchema.parse({ nft: NFT1, limit: 5, status: ['active'] })).toEqual({ nft: NFT1 });
  });

  it('checks the price-history range and scale', () => {
    expect(rejection(req.nftPriceHistoryRequestSchema, { nft: NFT1, from: 20, to: 10 })?.field).toBe('from');
    expect(rejection(req.nftPriceHistoryRequestSchema, { nft: NFT1, from: 1, to: 2, scale: 'w' })?.field).toBe('scale');
  });

  it('refuses owners in verified mode of /nfts/price-range instead of failing later', () => {
    expect(rejection(req.nftsPriceRangeRequestSchema, { owners: [OWNER1] })?.field).toBe('owners');
    expect(req.nftsPriceRangeRequestSchema.parse({ owners: [OWNER1], verified: false })).toEqual({
      owners: [OWNER1],
      collections: [],
      attributes: [],
      verified: false,
    });
  });

  it('keeps the direct-buy status filter strict', () => {
    expect(req.nftDirectBuyRequestSchema.parse({ nft: NFT1, status: ['active'] }).status).toEqual(['active']);
    expect(rejection(req.nftDirectBuyRequestSchema, { nft: NFT1, status: ['await_nft'] })?.field).toBe('status[0]');
  });
});

describe('collections', () => {
  it('defaults /collections to verified, by owners count descending', () => {
    expect(req.collectionsRequestSchema.parse({ name: '%punk%' })).toMatchObject({
      name: '%punk%',
      verified: true,
      order: { field: 'ownersCount', direction: 'desc' },
    });
  });

  it('accepts mint prices as numbers, strings or null', () => {
    const parsed = req.collectionsEvaluationRequestSchema.parse({
      addresses: [COLLECTION1],
      mintPrices: { [COLLECTION1]: 1.5 },
      period: { from: 1717000000 },
    });
    expect(parsed.mintPrices).toEqual({ [COLLECTION1]: '1.5' });
    expect(rejection(req.collectionsEvaluationRequestSchema, { addresses: [] })?.field).toBe('addresses');
  });

  describe('/collections-custom', () => {
    const valid = {
      address: COLLECTION1,
      name: 'Venom Punks',
      wallpaper: 'ipfs://QmPunkWallpaper/cover.png',
      logo: 'https://venompunks.io/logo.png',
      social: { twitter: '@venompunks', website: 'https://venompunks.io', discord: null },
    };

    it('accepts http(s) and ipfs media, handles and links for socials', () => {
      expect(req.collectionCustomRequestSchema.parse(valid)).toMatchObject({
        wallpaper: 'ipfs://QmPunkWallpaper/cover.png',
        social: { twitter: '@venompunks', website: 'https://venompunks.io', discord: undefined },
      });
    });

    it.each([
      ['a script URL', { wallpaper: 'javascript:alert(1)' }, 'wallpaper'],
      ['an ftp URL', { logo: 'ftp://venompunks.io/logo.png' }, 'logo'],
      ['a URL over 4096 characters', { logo: `https://venompunks.io/${'a'.repeat(4100)}` }, 'logo'],
      ['a website that is not http(s)', { social: { website: 'ipfs://QmSite' } }, 'social.website'],
      ['a handle with spaces', { social: { telegram: 'venom punks' } }, 'social.telegram'],
      ['a blank name', { name: '   ' }, 'name'],
    ])('rejects %s', (_, patch, field) => {
      expect(rejection(req.collectionCustomRequestSchema, { ...valid, ...patch })?.field).toBe(field);
    });

    it('says why an over-long URL is refused', () => {
      expect(rejection(req.collectionCustomRequestSchema, { ...valid, logo: `https://venompunks.io/${'a'.repeat(4100)}` })?.message).toBe(
        'logo: must be at most 4096 characters',
      );
    });
  });
});

describe('owners, auctions, activity', () => {
  it('keeps rootCode of /owner/fee lowercase', () => {
    expect(req.ownerFeeQuerySchema.parse({ owner: OWNER1, rootCode: 'sell' })).toEqual({
      owner: OWNER1,
      rootCode: 'sell',
    });
    expect(rejection(req.ownerFeeQuerySchema, { owner: OWNER1, rootCode: 'Sell' })?.field).toBe('rootCode');
  });

  it('defaults /auctions to start-date', () => {
    expect(req.auctionsRequestSchema.parse({ tokens: [NFT1] })).toEqual({
      owners: [],
      collections: [],
      tokens: [NFT1],
      sort: 'start-date',
      limit: 100,
      offset: 0,
    });
  });

  it('keeps the single-word keys of /owner/bids-out', () => {
    expect(req.ownerBidsOutRequestSchema.parse({ owner: OWNER1, lastbid: true })).toMatchObject({
      owner: OWNER1,
      lastbid: true,
    });
  });

  it('refuses the double-l spelling in /events types', () => {
    expect(req.eventsRequestSchema.parse({ types: ['auction_canceled'] })).toMatchObject({
      types: ['auction_canceled'],
      withCount: false,
    });
    expect(rejection(req.eventsRequestSchema, { types: ['auction_cancelled'] })?.field).toBe('types[0]');
  });

  it('reads /metrics/summary integers from query strings', () => {
    expect(req.metricsSummaryQuerySchema.parse({ from: '1717999800', to: '1718003400' })).toEqual({
      from: 1717999800,
      to: 1718003400,
      limit: 100,
      offset: 0,
    });
    expect(rejection(req.metricsSummaryQuerySchema, { from: '1e9', to: '1718003400' })?.field).toBe('from');
    expect(rejection(req.metricsSummaryQuerySchema, { from: 1, to: 2, limit: '500' })?.field).toBe('limit');
  });

  it('caps the search text', () => {
    expect(req.searchRequestSchema.parse('punk')).toBe('punk');
    expect(req.searchRequestSchema.safeParse('p'.repeat(257)).success).toBe(false);
  });
});

describe('users and sign-in', () => {
  const signIn = {
    publicKey: 'a'.repeat(64),
    address: OWNER1,
    walletType: 'EverWallet',
    timestamp: 1718000000,
    signature: `${'A'.repeat(86)}==`,
  };

  it('accepts a base64 signature of 64 bytes and an optional signature id', () => {
    expect(req.signInRequestSchema.parse({ ...signIn, withSignatureId: 1 })).toMatchObject({ withSignatureId: 1 });
    expect(req.signInRequestSchema.parse(signIn).withSignatureId).toBeUndefined();
  });

  it.each([
    ['a hex signature', { signature: 'ab'.repeat(64) }, 'signature'],
    ['an unknown wallet type', { walletType: 'everwallet' }, 'walletType'],
    ['a short public key', { publicKey: 'abc' }, 'publicKey'],
  ])('rejects %s', (_, patch, field) => {
    expect(rejection(req.signInRequestSchema, { ...signIn, ...patch })?.field).toBe(field);
  });

  it('keeps the snake_case logo_nft of POST /user and validates contacts', () => {
    expect(req.upsertUserRequestSchema.parse({ address: OWNER1, logo_nft: NFT1, link: 'https://punk.io' })).toMatchObject({
      address: OWNER1,
      logo_nft: NFT1,
      link: 'https://punk.io',
    });
    expect(rejection(req.upsertUserRequestSchema, { address: OWNER1, email: 'punk@venom' })?.field).toBe('email');
    expect(rejection(req.upsertUserRequestSchema, { address: OWNER1, link: 'javascript:alert(1)' })?.field).toBe('link');
    expect(rejection(req.upsertUserRequestSchema, { address: OWNER1, logoNft: WVENOM, logo_nft: 'nope' })?.field).toBe('logo_nft');
  });
});
