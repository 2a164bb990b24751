import { beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema, type SearchResults } from '@shared/contract/schemas';
import { W, bearer, buildWorld, get, imageOf, json, post, send } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

const { nft } = W;
async function search(text: string, contentType?: string): Promise<SearchResults> {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  return searchResultsSchema.parse(await json(await send('POST', '/search', { body: text, headers })));
}
const found = (r: SearchResults) => r.items.map((i) => i.address);
/** The extensions' values for a verified collection or NFT. */
const plain = { verified: true, username: null, floorPriceUsd: null };
/** A collection's floor as its own record gives it: a collection result carries the same. */
async function floorOf(collection: string): Promise<string | null> {
  return (await json<{ floorPriceUsd: string | null }>(await post('/collection/details', { collection }))).floorPriceUsd;
}

describe('POST /api/search', () => {
  it('groups collections first, then NFTs, each ranked exact, prefix, word prefix, contains', async () => {
    const orb = await search('ORB', 'text/plain');
    // The collection "Oasis Orbs" (a word starting with "orb") leads; then "Orb 50% off_sale" (starts
    // with "orb ") before "Stormy Orb" (a later word).
    expect(orb).toEqual({
      items: [
        {
          address: W.orbs,
          objectType: 'collection',
          nftName: null,
          collectionName: 'Oasis Orbs',
          image: 'https://img.example/orbs.png',
          ...plain,
          floorPriceUsd: await floorOf(W.orbs),
        },
        {
          address: nft.o1,
          objectType: 'nft',
          nftName: 'Orb 50% off_sale',
          collectionName: 'Oasis Orbs',
          image: imageOf('Orb 50% off_sale'),
          ...plain,
        },
        { address: nft.o2, objectType: 'nft', nftName: 'Stormy Orb', collectionName: 'Oasis Orbs', image: imageOf('Stormy Orb'), ...plain },
      ],
      count: 3,
    });
    // Exact name before a longer name starting with it; burned NFTs never show.
    expect(found(await search('punk #1'))).toEqual([nft.p1, nft.p10]);
    expect(found(await search('Venom Punks'))[0]).toBe(W.punks);
    // Part of a collection name finds the collection first, then its NFTs in natural name order.
    const punk = await search('punk');
    expect(punk.items[0]).toMatchObject({ address: W.punks, objectType: 'collection' });
    expect(punk.items.filter((i) => i.objectType === 'nft').map((i) => i.nftName)).toEqual([
      'Punk #1',
      'Punk #2',
      'Punk #3',
      'Punk #4',
      'Punk #10',
    ]);
  });

  it('finds unverified collections and their NFTs, marked, after verified ones of the same rank', async () => {
    const glyph = await search('glyph');
    expect(glyph.items).toEqual([
      {
        address: W.glyphs,
        objectType: 'collection',
        nftName: null,
        collectionName: 'Aurora Glyphs',
        image: null,
        verified: false,
        username: null,
        floorPriceUsd: await floorOf(W.glyphs),
      },
      {
        address: nft.g1,
        objectType: 'nft',
        nftName: 'Glyph One',
        collectionName: 'Aurora Glyphs',
        image: imageOf('Glyph One'),
        verified: false,
        username: null,
        floorPriceUsd: null,
      },
    ]);
    // By name prefix (under 3 characters) and by pasted address too.
    expect(found(await search('gl'))).toContain(nft.g1);
    expect((await search(nft.g1)).items[0]).toMatchObject({ address: nft.g1, objectType: 'nft', verified: false });
    expect((await search(W.glyphs)).items[0]).toMatchObject({ address: W.glyphs, objectType: 'collection', verified: false });
  });

  it('finds profiles by username, and a pasted wallet address as its profile', async () => {
    expect((await post('/user', { address: W.dave, username: 'DaveTheCollector' }, await bearer(W.dave))).status).toBe(200);
    const byName = await search('thecollect');
    expect(byName.items).toEqual([
      {
        address: W.dave,
        objectType: 'profile',
        nftName: null,
        collectionName: null,
        image: null,
        verified: true,
        username: 'DaveTheCollector',
        floorPriceUsd: null,
      },
    ]);
    expect((await search(W.dave.toUpperCase())).items).toEqual(byName.items);
    // A wallet nobody named: still its profile.
    const stranger = `0:${'ab'.repeat(32)}`;
    expect((await search(stranger)).items).toEqual([
      {
        address: stranger,
        objectType: 'profile',
        nftName: null,
        collectionName: null,
        image: null,
        verified: true,
        username: null,
        floorPriceUsd: null,
      },
    ]);
    expect(found(await search(`0:${'ab'.repeat(31)}`))).toEqual([]);
  });

  it('takes ?limit= from 1 to 100 and refuses anything else naming the field', async () => {
    const one = searchResultsSchema.parse(await json(await send('POST', '/search?limit=1', { body: 'punk' })));
    expect(one.items.map((i) => i.address)).toEqual([W.punks]);
    const two = searchResultsSchema.parse(await json(await send('POST', '/search?limit=2', { body: 'punk' })));
    expect(two.items.map((i) => i.nftName ?? i.collectionName)).toEqual(['Venom Punks', 'Punk #1']);
    for (const bad of ['0', '101', 'x', '1.5', '-1', '']) {
      expect(await json(await send('POST', `/search?limit=${bad}`, { body: 'punk' }), 400)).toMatchObject({ field: 'limit' });
    }
  });

  it('finds an NFT by its exact address first', async () => {
    const res = await search(nft.p2.toUpperCase().replace('0:', '0:'), 'application/json');
    expect(res.items[0]).toMatchObject({ address: nft.p2, objectType: 'nft', nftName: 'Punk #2' });
  });

  it('takes % and _ literally', async () => {
    // "0% o" is in "Orb 50% off_sale" and in the punks' description "Punks 100% on Venom".
    expect(found(await search('0% O'))).toEqual([W.punks, nft.o1]);
    expect(found(await search('f_s'))).toEqual([nft.o1]);
    // As LIKE patterns these would match "Stormy Orb" and "Orb 50% off_sale".
    expect(found(await search('y_o'))).toEqual([]);
    expect(found(await search('b%o'))).toEqual([]);
  });

  it('finds NFTs by name prefix for texts under 3 characters', async () => {
    expect(found(await search('st'))).toEqual([nft.o2]);
  });

  it('answers nothing for a blank text, and at most 20 results', async () => {
    expect(await search('   ')).toEqual({ items: [], count: 0 });
    const many = await search('o');
    expect(many.count).toBe(many.items.length);
    expect(many.count).toBeLessThanOrEqual(20);
  });

  it('refuses a text over 256 characters or not UTF-8, and other methods', async () => {
    expect(await json(await send('POST', '/search', { body: 'x'.repeat(257) }), 400)).toMatchObject({ field: 'body' });
    expect(await json(await send('POST', '/search', { body: new Uint8Array([0x70, 0xff, 0xfe]) }), 400)).toMatchObject({ field: 'body' });
    expect((await send('POST', '/search', { body: 'x'.repeat(3 * 1024 * 1024) })).status).toBe(413);
    expect((await get('/search')).status).toBe(405);
  });
});
