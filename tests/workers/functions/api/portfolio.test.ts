// A profile's portfolio (POST /user/portfolio) and the Collected tab's /nfts extensions: `listed`
// and the `receivedAt` order.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { nftsRequestSchema } from '@shared/contract/requests/nfts';
import { portfolioSchema } from '@shared/contract/schemas';
import { nftsListSql } from '@functions/db/queries/nft-list-plan';
import { HOLDINGS_SQL } from '@functions/db/queries/portfolio';
import { W, WV, USDT, addr, buildWorld, json, post } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

const names = async (body: Record<string, unknown>) =>
  ((await json(await post('/nfts', { verified: false, ...body }))) as { items: { name: string }[] }).items.map((n) => n.name);

describe('POST /api/user/portfolio', () => {
  it("values alice's NFTs at their collections' floors, per collection, per token and in USD", async () => {
    const p = portfolioSchema.parse(await json(await post('/user/portfolio', { address: W.alice })));
    // Alice keeps Punk #2 (listed at 5 WVENOM, the punks' floor), Punk #3 (in an auction) and Glyph One (listed at 1 WVENOM).
    expect(p).toMatchObject({
      address: W.alice,
      count: 3,
      listed: 3,
      valueUsd: '1.1',
      value: [{ token: W.tokens.wvenom, amount: WV(11) }],
    });
    expect(p.collections).toEqual([
      {
        collection: W.punks,
        name: 'Venom Punks',
        count: 2,
        listed: 2,
        floor: { token: W.tokens.wvenom, amount: WV(5) },
        floorUsd: '0.5',
        value: { token: W.tokens.wvenom, amount: WV(10) },
        valueUsd: '1',
      },
      {
        collection: W.glyphs,
        name: 'Aurora Glyphs',
        count: 1,
        listed: 1,
        floor: { token: W.tokens.wvenom, amount: WV(1) },
        floorUsd: '0.1',
        value: { token: W.tokens.wvenom, amount: WV(1) },
        valueUsd: '0.1',
      },
    ]);
  });

  it('sums several tokens apart, and an address with nothing is worth 0', async () => {
    const bob = portfolioSchema.parse(await json(await post('/user/portfolio', { address: W.bob })));
    const orbs = bob.collections.find((c) => c.collection === W.orbs)!;
    expect(orbs).toMatchObject({
      count: 2,
      floor: { token: W.tokens.usdt, amount: USDT(2) },
      value: { token: W.tokens.usdt, amount: USDT(4) },
      valueUsd: '4',
    });
    expect(bob.value).toEqual(
      expect.arrayContaining([
        { token: W.tokens.usdt, amount: USDT(4) },
        { token: W.tokens.wvenom, amount: WV(5) },
      ]),
    );
    expect(bob.valueUsd).toBe('4.5');
    expect(portfolioSchema.parse(await json(await post('/user/portfolio', { address: addr('nobody') })))).toMatchObject({
      count: 0,
      listed: 0,
      valueUsd: '0',
      value: [],
      collections: [],
    });
  });

  it('answers 400 naming the field for a bad address', async () => {
    expect(await json(await post('/user/portfolio', { address: 'nope' }), 400)).toMatchObject({ field: 'address' });
    expect(await json(await post('/user/portfolio', {}), 400)).toMatchObject({ field: 'address' });
  });
});

describe('POST /api/nfts for a Collected tab', () => {
  it('keeps listed or unlisted NFTs only', async () => {
    expect(await names({ owners: [W.alice], listed: true })).toEqual(expect.arrayContaining(['Punk #2', 'Punk #3', 'Glyph One']));
    expect(await names({ owners: [W.alice], listed: false })).toEqual([]);
    expect(await names({ owners: [W.bob], listed: false })).toContain('Punk #1');
    expect(await names({ owners: [W.bob], listed: true })).toContain('Orb 50% off_sale');
    expect(await json(await post('/nfts', { owners: [W.bob], listed: 'yes' }), 400)).toMatchObject({ field: 'listed' });
  });

  it('orders by when the NFT came to its owner, newest first', async () => {
    // Bob bought Punk #1 after the orbs were minted to him.
    expect(await names({ owners: [W.bob], order: { field: 'receivedAt', direction: 'desc' } })).toEqual([
      'Punk #1',
      'Stormy Orb',
      'Orb 50% off_sale',
    ]);
    expect(await names({ owners: [W.bob], order: { field: 'receivedAt', direction: 'asc' } })).toEqual([
      'Orb 50% off_sale',
      'Stormy Orb',
      'Punk #1',
    ]);
  });

  it('refuses the receivedAt order without exactly one owner', async () => {
    expect(await json(await post('/nfts', { order: { field: 'receivedAt', direction: 'desc' } }), 400)).toMatchObject({ field: 'owners' });
    expect(
      await json(await post('/nfts', { owners: [W.alice, W.bob], order: { field: 'receivedAt', direction: 'desc' } }), 400),
    ).toMatchObject({ field: 'owners' });
  });
});

// At 1M NFTs a whale (3,700 NFTs in 850 collections) waited 3 s for a Collected tab sorted by receivedAt
// and 1.5 s for a portfolio: SQLite walked every verified NFT, and scanned each held collection for its
// floor. The plans are the same on a small database, so they are checked here.
describe('query plans a whale can afford', () => {
  const plan = async (sql: string, params: unknown[]) =>
    (
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all()
      ).results as { detail: string }[]
    )
      .map((r) => r.detail)
      .join('\n');

  it("reads a Collected tab through the owner's index, whatever the order", async () => {
    for (const field of ['receivedAt', 'name', 'floorPriceUsd', 'rarity'] as const) {
      for (const verified of [true, false]) {
        const q = nftsListSql(nftsRequestSchema.parse({ owners: [W.bob], verified, order: { field, direction: 'desc' }, limit: 24 }));
        expect(await plan(q.sql, [...q.pageParams, 25, 0]), `${field}, verified ${verified}`).toContain('USING INDEX nfts_by_owner');
      }
    }
  });

  it('finds when each NFT came to its owner from the index alone (the newest-received order of a whale: 3,682 NFTs)', async () => {
    const q = nftsListSql(nftsRequestSchema.parse({ owners: [W.bob], order: { field: 'receivedAt', direction: 'desc' }, limit: 24 }));
    const p = await plan(q.sql, [...q.pageParams, 25, 0]);
    expect(p).toContain('USING INDEX nfts_by_owner (owner_id=?)');
    expect(p).toContain('USING COVERING INDEX activity_nft_kind (nft=?)');
  });

  it("reads each held collection's floor from its collections row, not by finding its floor listing again", async () => {
    const plan_ = await plan(HOLDINGS_SQL, [W.alice]);
    expect(plan_).not.toMatch(/direct_sells|nfts_by_collection_sale/);
    expect(plan_).toMatch(/SEARCH c USING INDEX sqlite_autoindex_collections_1 \(address=\?\)/);
  });
});
