// A collection's figures are defined once (functions/db/collection-figures.ts) and every API answer that
// carries one gives the same value: the floor (the cheapest live fixed-price listing; an auction below it
// does not count) and the listed count (NFTs with a live listing or a live auction).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { collectionsPricedIn } from '@functions/db/collection-figures';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FIXTURE_TOKENS, FixtureChain, usdt, wvenom } from '../../../support/indexer/fixtures';
import { get, json, post, send } from '../api/fixtures';

const db = env.DB;
let chain: FixtureChain;
const C1 = A('c1');

interface Details {
  floorPriceUsd: string | null;
  floor: { price: string; priceToken: string; usdPrice: string | null } | null;
  listedCount: number;
  ownersCount: number;
}

beforeEach(async () => {
  await resetDatabase(db);
  chain = new FixtureChain();
  await ingest(db, [
    ...chain.setup(),
    chain.collection('c1', { name: 'Figures' }),
    ...[1, 2, 3, 4, 5].map((i) => chain.mint(`n${i}`, 'c1', i <= 3 ? 'alice' : 'bob', undefined, String(i))),
  ]);
  chain.tick();
  await ingest(db, [
    chain.event('sell_active', chain.sell('s1', 'n1', 'alice', wvenom(80)), A('s1')), // $8
    chain.event('sell_active', chain.sell('s2', 'n2', 'alice', usdt(6.5), FIXTURE_TOKENS.USDT), A('s2')), // $6.5: the floor
    chain.event('auction_active', chain.auction('a1', 'n4', 'bob', wvenom(20)), A('a1')), // $2 opening bid: not the floor
  ]);
});

async function figuresEverywhere() {
  const details = await json<Details>(await post('/collection/details', { collection: C1 }));
  const list = await json<{ items: { address: string; floorPriceUsd: string | null }[] }>(
    await post('/collections', { verified: false, limit: 10, offset: 0, order: { field: 'price', direction: 'asc' } }),
  );
  const metrics = await json<{ data: { collection: string; floorPrice: string | null; ownersCount: number }[] }>(
    await get(`/metrics/summary?from=${chain.now - 86_400}&to=${chain.now}&limit=10&offset=0`),
  );
  const listings = await json<{ floorUsd: string | null }>(await post('/collection/analytics/listings', { collection: C1 }));
  const search = await json<{ items: { address: string; objectType: string; floorPriceUsd: string | null }[] }>(
    await send('POST', '/search', { body: 'Figures', headers: { 'content-type': 'text/plain' } }),
  );
  const listed = await json<{ totalCount: number }>(
    await post('/nfts', { collections: [C1], verified: false, listed: true, limit: 1, withCount: true }),
  );
  return {
    details,
    floors: [
      details.floorPriceUsd,
      details.floor?.usdPrice,
      list.items.find((c) => c.address === C1)?.floorPriceUsd,
      metrics.data.find((m) => m.collection === C1)?.floorPrice,
      listings.floorUsd,
      search.items.find((hit) => hit.address === C1)?.floorPriceUsd,
    ],
    listed: [details.listedCount, listed.totalCount],
  };
}

describe('one floor and one listed count per collection', () => {
  it('the floor is the cheapest fixed-price listing in its token, the same in USD in every answer; listed counts auctions too', async () => {
    const { details, floors, listed } = await figuresEverywhere();
    expect(details.floor).toEqual({ price: usdt(6.5), priceToken: FIXTURE_TOKENS.USDT, usdPrice: '6.5' });
    expect(floors).toEqual(Array(floors.length).fill('6.5'));
    expect(listed).toEqual([3, 3]);
    expect(details.ownersCount).toBe(2);
  });

  it('follows a sale, a cancel and an auction that ends: each answer moves together', async () => {
    chain.tick();
    await ingest(db, [
      chain.event('sell_purchased', { ...chain.sell('s2', 'n2', 'alice', usdt(6.5), FIXTURE_TOKENS.USDT), buyer: A('carol') }, A('s2')),
      chain.event('transfer', { nft: A('n2'), oldOwner: A('alice'), newOwner: A('carol') }, A('n2')),
      chain.event('auction_canceled', chain.auction('a1', 'n4', 'bob', wvenom(20)), A('a1')),
    ]);
    const { details, floors, listed } = await figuresEverywhere();
    expect(details.floor).toEqual({ price: wvenom(80), priceToken: FIXTURE_TOKENS.WVENOM, usdPrice: '8' });
    expect(floors).toEqual(Array(floors.length).fill('8'));
    expect(listed).toEqual([1, 1]);
    expect(details.ownersCount).toBe(3);
  });

  it('a new price of a token moves the floor of the collections listed in it: those are the ones to purge', async () => {
    await ingest(db, [chain.collection('c2', { name: 'Other' }), chain.mint('m1', 'c2', 'dave', undefined, '1')]);
    chain.tick();
    await ingest(db, [chain.event('sell_active', chain.sell('s9', 'm1', 'dave', wvenom(30)), A('s9'))]);
    expect(await collectionsPricedIn(db, [FIXTURE_TOKENS.USDT])).toEqual([C1]);
    expect(await collectionsPricedIn(db, [FIXTURE_TOKENS.WVENOM])).toEqual([C1, A('c2')].sort());
    expect(await collectionsPricedIn(db, [])).toEqual([]);
  });
});
