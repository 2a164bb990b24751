/**
 * Exact amounts through the API: DAI (18 decimals) listings of 10^18 units and more, far past 2^53,
 * compared without losing a unit (/nfts/sell-count, /nfts/random-buy) and priced in USD for the /nfts
 * price filters the explore pages use.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { nftListSchema, nftSellCountSchema } from '@shared/contract/schemas';
import { ingest } from '@functions/indexer';
import type { ChainEventInput } from '@functions/indexer';
import { addr, DAY, event, json, NOW, post } from './fixtures';

const DAI = addr('token:dai');
const ROOT = addr('root:dai-sell');
const SELLER = addr('dai-seller');
const COLLECTION = addr('collection:dai');
const E18 = 10n ** 18n;

/** The listings: 1 DAI, 1 DAI + 1 unit, 2 DAI, 1,500 DAI, and 10^30 units (a trillion DAI). */
const PRICES = [E18, E18 + 1n, 2n * E18, 1500n * E18, 10n ** 30n].map(String);
const nftOf = (i: number) => addr(`dai-nft:${i}`);

beforeAll(async () => {
  const t = NOW - DAY;
  const events: ChainEventInput[] = [
    event('root_registered', t, { root: ROOT, code: 'sell', expiresAt: null }),
    event('token_price', t, { token: DAI, usd: '1', decimals: 18, symbol: 'DAI' }),
    event('collection_created', t, { collection: COLLECTION, owner: SELLER, verified: true, meta: { name: 'Dai Things' } }),
  ];
  PRICES.forEach((price, i) => {
    const nft = nftOf(i);
    events.push(
      event('mint', t + 1, { nft, collection: COLLECTION, id: String(i), owner: SELLER, creator: SELLER, meta: { name: `Dai #${i}` } }),
    );
    events.push(
      event('sell_active', t + 2, {
        sell: addr(`dai-sell:${i}`),
        nft,
        seller: SELLER,
        token: DAI,
        price,
        start: t + 2,
        end: 0,
        root: ROOT,
      }),
    );
  });
  const result = await ingest(env.DB, events);
  expect(result.applied).toBe(events.length);
});

const sellCount = async (body: string) =>
  nftSellCountSchema.parse(await json(await post('/nfts/sell-count', body, { 'content-type': 'application/json' }))).count;

describe('maxPrice of /nfts/sell-count and /nfts/random-buy', () => {
  it('counts listings at or under a DAI-sized bound to the unit, as a string or an exact JSON integer', async () => {
    expect(await sellCount('{"maxPrice":"999999999999999999"}')).toBe(0);
    expect(await sellCount('{"maxPrice":"1000000000000000000"}')).toBe(1);
    // As a float these two bounds are the same number; as amounts they differ by one unit.
    expect(await sellCount('{"maxPrice":"1000000000000000001"}')).toBe(2);
    expect(await sellCount('{"maxPrice":1000000000000000001}')).toBe(2);
    expect(await sellCount('{"maxPrice":"1E+21"}')).toBe(3);
    expect(await sellCount('{"maxPrice":"1500000000000000000000"}')).toBe(4);
    expect(await sellCount('{"maxPrice":"999999999999999999999999999999"}')).toBe(4);
    expect(await sellCount('{"maxPrice":"1000000000000000000000000000000"}')).toBe(5);
    expect(await sellCount(`{"maxPrice":"${'9'.repeat(78)}"}`)).toBe(5);
  });

  it('answers random NFTs listed at or under the bound, and only those', async () => {
    const list = nftListSchema.parse(await json(await post('/nfts/random-buy', { maxPrice: '2000000000000000000', limit: 10 })));
    expect(list.items.map((n) => n.address).sort()).toEqual([nftOf(0), nftOf(1), nftOf(2)].sort());
    for (const item of list.items) expect(BigInt(list.directSell![item.forsale!]!.price.price) <= 2n * E18).toBe(true);
  });

  it('refuses bounds that are not exact whole amounts, naming the field', async () => {
    for (const body of [
      '{"maxPrice":1e18}',
      '{"maxPrice":"1.5"}',
      '{"maxPrice":"-1"}',
      '{"maxPrice":"1e1000"}',
      `{"maxPrice":"${'1'.repeat(79)}"}`,
    ]) {
      expect(await json(await post('/nfts/sell-count', body, { 'content-type': 'application/json' }), 400), body).toMatchObject({
        field: 'maxPrice',
      });
    }
  });
});

describe('DAI prices in NFT lists and the USD price filter', () => {
  const list = async (body: Record<string, unknown>) =>
    nftListSchema.parse(
      await json(await post('/nfts', { collections: [COLLECTION], order: { field: 'floorPriceUsd', direction: 'asc' }, ...body })),
    );

  it('shows every unit of the price, and its USD value exactly', async () => {
    const page = await list({});
    const second = page.items[1]!;
    expect(second.floorPrice).toEqual({ priceToken: DAI, price: '1000000000000000001', usdPrice: '1.000000000000000001' });
    expect(page.items.at(-1)!.floorPrice).toEqual({ priceToken: DAI, price: '1000000000000000000000000000000', usdPrice: '1000000000000' });
  });

  it('filters by USD floor: 1.5 to 2,000 USD keeps the 2 DAI and 1,500 DAI listings', async () => {
    const page = await list({ priceFrom: '1.5', priceTo: '2000' });
    expect(page.items.map((n) => n.address)).toEqual([nftOf(2), nftOf(3)]);
    const huge = await list({ priceFrom: '1E+12' });
    expect(huge.items.map((n) => n.address)).toEqual([nftOf(4)]);
  });
});
