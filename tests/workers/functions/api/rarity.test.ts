// The rarity extension of /nfts and /nft/details: `rarity` on each NFT, `order.field: rarity`, and `rankFrom`/`rankTo`.
import { beforeAll, describe, expect, it } from 'vitest';
import { getNftResultSchema, nftListSchema, type NftList } from '@shared/contract/schemas';
import { W, buildWorld, json, nftIdOrder, post } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

const { nft } = W;
async function nfts(body: unknown): Promise<NftList> {
  return nftListSchema.parse(await json(await post('/nfts', body)));
}
const log2 = Math.log2;

// Venom Punks after p5's burn: five NFTs. Background on all (Midnight 2, Gold 2, Lagoon 1), Eyes on three
// (Laser 2, cheese 1; "none" 2), Level on one (7; "none" 4). Score = sum of -log2(share) over the three types.
const EXPECTED: Record<string, { rank: number; score: number }> = {
  [nft.p4]: { rank: 1, score: -log2(2 / 5) - log2(2 / 5) - log2(1 / 5) },
  [nft.p3]: { rank: 2, score: -log2(2 / 5) - log2(1 / 5) - log2(4 / 5) },
  [nft.p10]: { rank: 2, score: -log2(1 / 5) - log2(2 / 5) - log2(4 / 5) },
  [nft.p1]: { rank: 4, score: -log2(2 / 5) - log2(2 / 5) - log2(4 / 5) },
  [nft.p2]: { rank: 4, score: -log2(2 / 5) - log2(2 / 5) - log2(4 / 5) },
};

describe('rarity in the API', () => {
  it('gives every NFT of a collection with traits its rank of the collection size and its score', async () => {
    const list = await nfts({ collections: [W.punks], verified: false });
    expect(list.items).toHaveLength(5);
    for (const item of list.items) {
      const expected = EXPECTED[item.address]!;
      expect(item.rarity).toMatchObject({ rank: expected.rank, of: 5 });
      expect(item.rarity!.score).toBeCloseTo(expected.score, 5);
    }
    const details = getNftResultSchema.parse(await json(await post('/nft/details', { nft: nft.p4 })));
    expect(details.nft.rarity).toMatchObject({ rank: 1, of: 5 });
  });

  it('sorts by rarity: rarest first ascending, most common first descending, ties by the NFT id (first indexed first)', async () => {
    const sortById = await nftIdOrder([nft.p1, nft.p2, nft.p3, nft.p10]);
    const tie = (a: string, b: string) => sortById([a, b]);
    const asc = await nfts({ collections: [W.punks], verified: false, order: { field: 'rarity', direction: 'asc' } });
    expect(asc.items.map((i) => i.address)).toEqual([nft.p4, ...tie(nft.p3, nft.p10), ...tie(nft.p1, nft.p2)]);
    const desc = await nfts({ collections: [W.punks], verified: false, order: { field: 'rarity', direction: 'desc' } });
    expect(desc.items.map((i) => i.address)).toEqual([...tie(nft.p1, nft.p2).reverse(), ...tie(nft.p3, nft.p10).reverse(), nft.p4]);
  });

  it('filters by an inclusive rank range, with the count', async () => {
    const range = await nfts({ collections: [W.punks], verified: false, rankFrom: 2, rankTo: 3, withCount: true });
    expect(range.items.map((i) => i.address).sort()).toEqual([nft.p3, nft.p10].sort());
    expect(range.totalCount).toBe(2);
    const fromOnly = await nfts({ collections: [W.punks], verified: false, rankFrom: 4, withCount: true });
    expect(fromOnly.items.map((i) => i.address).sort()).toEqual([nft.p1, nft.p2].sort());
    const toOnly = await nfts({ collections: [W.punks], verified: false, rankTo: 1 });
    expect(toOnly.items.map((i) => i.address)).toEqual([nft.p4]);
  });

  it('refuses a reversed or malformed rank range with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ rankFrom: 3, rankTo: 2 }, 'rankFrom'],
      [{ rankFrom: 0 }, 'rankFrom'],
      [{ rankTo: 1.5 }, 'rankTo'],
      [{ rankTo: '2' }, 'rankTo'],
    ] as const) {
      const res = await post('/nfts', { collections: [W.punks], ...body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(field);
    }
  });
});
