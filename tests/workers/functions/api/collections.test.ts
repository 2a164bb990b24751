import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectionDetailsListSchema,
  collectionDetailsSchema,
  collectionEvaluationsSchema,
  collectionListSchema,
  collectionSimpleListSchema,
  searchResultsSchema,
  type CollectionDetailsList,
} from '@shared/contract/schemas';
import { cachedPage, pageVariant } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';
import { NOW, T0, W, bearer, buildWorld, get, imageOf, json, post, send, type Times } from './fixtures';

let times: Times;
beforeAll(async () => {
  times = await buildWorld();
});

async function collections(body: unknown): Promise<CollectionDetailsList> {
  return collectionDetailsListSchema.parse(await json(await post('/collections', body)));
}
const addressesOf = (list: { items: { address: string }[] }) => list.items.map((i) => i.address);

describe('POST /api/collections', () => {
  it('lists verified collections by owner count with details, attributes and previews', async () => {
    const list = await collections({});
    expect(addressesOf(list)).toEqual([W.punks, W.orbs]);
    expect(list.totalCount).toBe(2);
    expect(list.items[0]).toEqual({
      address: W.punks,
      name: 'Venom Punks',
      description: 'Punks 100% on Venom',
      owner: W.alice,
      verified: true,
      createdAt: T0 + 3,
      wallpaper: 'https://img.example/punks-wall.png',
      logo: 'https://img.example/punks-logo.png',
      ownersCount: 4,
      nftCount: 5,
      lowestPrice: null,
      totalPrice: null,
      firstMint: T0 + 86_400,
      social: { twitter: '@venompunks' },
      royalty: { description: 'punk royalty', royaltyType: 'percent' },
      // Live listings only (p2 at 5 WVENOM); volume: 10 WVENOM + 1.5 USDT + 6 WVENOM = 1 + 1.5 + 0.6 USD.
      floorPriceUsd: '0.5',
      totalVolumeUsd: '3.1',
      attributes: [
        // Counts of live NFTs per value (p5, a Midnight punk, is burned).
        { traitType: 'Background', traitValues: ['Gold, Rare', 'Lagoon', 'Midnight'], counts: [2, 1, 2] },
        { traitType: 'Eyes', traitValues: ['Laser', 'Say "cheese"'], counts: [2, 1] },
        { traitType: 'Level', traitValues: ['7'], counts: [1] },
      ],
      previews: [
        { source: imageOf('Punk #1'), mimetype: 'image/png' },
        { source: imageOf('Punk #2'), mimetype: 'image/png' },
        { source: imageOf('Punk #3'), mimetype: 'image/png' },
      ],
    });
    // The expired listing of o2 is not the floor; o1's 2 USDT is. No whitelisted deal yet.
    expect(list.items[1]).toMatchObject({
      address: W.orbs,
      floorPriceUsd: '2',
      totalVolumeUsd: '0',
      ownersCount: 1,
      nftCount: 2,
      social: null,
    });
  });

  it('honours the filters in items and totalCount, and pages in a stable order', async () => {
    const all = await collections({ verified: false, order: { field: 'firstMint', direction: 'asc' } });
    expect(addressesOf(all)).toEqual([W.punks, W.orbs, W.glyphs]);
    expect(all.totalCount).toBe(3);
    const alice = await collections({ verified: false, owners: [W.alice] });
    expect(addressesOf(alice).sort()).toEqual([W.glyphs, W.punks].sort());
    expect(alice.totalCount).toBe(2);
    const named = await collections({ verified: false, name: '%orb%' });
    expect(addressesOf(named)).toEqual([W.orbs]);
    expect(named.totalCount).toBe(1);
    const typed = await collections({ verified: false, nftTypes: ['image/svg+xml'] });
    expect(addressesOf(typed)).toEqual([W.glyphs]);
    const chosen = await collections({ collections: [W.orbs, W.glyphs] });
    expect(addressesOf(chosen)).toEqual([W.orbs]);
    const page = await collections({ verified: false, order: { field: 'firstMint', direction: 'asc' }, limit: 1, offset: 1 });
    expect(addressesOf(page)).toEqual([W.orbs]);
    expect(page.totalCount).toBe(3);
  });

  it('orders by floor price with unpriced collections last both ways', async () => {
    const asc = await collections({ verified: false, order: { field: 'price', direction: 'asc' } });
    // glyphs: 1 WVENOM = 0.1 USD; punks 0.5; orbs 2.
    expect(addressesOf(asc)).toEqual([W.glyphs, W.punks, W.orbs]);
    const desc = await collections({ verified: false, order: { field: 'price', direction: 'desc' } });
    expect(addressesOf(desc)).toEqual([W.orbs, W.punks, W.glyphs]);
    const owners = await collections({ verified: false, order: { field: 'ownersCount', direction: 'asc' } });
    // orbs and glyphs have one owner each: the address breaks the tie.
    expect(addressesOf(owners)).toEqual([...[W.orbs, W.glyphs].sort(), W.punks]);
  });

  it('orders by all-time USD volume (our extension)', async () => {
    const desc = await collections({ verified: false, order: { field: 'totalVolumeUsd', direction: 'desc' } });
    const volumes = desc.items.map((c) => Number(c.totalVolumeUsd));
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(volumes[0]).toBeGreaterThan(0);
    const asc = await collections({ verified: false, order: { field: 'totalVolumeUsd', direction: 'asc' } });
    expect(asc.items.map((c) => Number(c.totalVolumeUsd))).toEqual([...volumes].reverse());
  });

  it('refuses bad input naming the field', async () => {
    expect(await json(await post('/collections', { order: { field: 'volume', direction: 'desc' } }), 400)).toMatchObject({
      field: 'order.field',
    });
    expect(await json(await post('/collections', { limit: -1 }), 400)).toMatchObject({ field: 'limit' });
    expect(await json(await post('/collections', { owners: 'x' }), 400)).toMatchObject({ field: 'owners' });
    expect((await send('POST', '/collections', { body: '{}' })).status).toBe(415);
    expect((await get('/collections')).status).toBe(405);
  });
});

describe('POST /api/collections/simple', () => {
  it('lists name, description, logo and counts by owner count, with filtered totals', async () => {
    const list = collectionSimpleListSchema.parse(await json(await post('/collections/simple', {})));
    expect(list).toEqual({
      totalCount: 2,
      items: [
        {
          address: W.punks,
          name: 'Venom Punks',
          description: 'Punks 100% on Venom',
          verified: true,
          logo: 'https://img.example/punks-logo.png',
          nftCount: 5,
        },
        {
          address: W.orbs,
          name: 'Oasis Orbs',
          description: 'Glass orbs with weather',
          verified: true,
          logo: 'https://img.example/orbs.png',
          nftCount: 2,
        },
      ],
    });
    const glyphs = collectionSimpleListSchema.parse(await json(await post('/collections/simple', { verified: false, name: 'aurora%' })));
    expect(glyphs).toEqual({
      totalCount: 1,
      items: [{ address: W.glyphs, name: 'Aurora Glyphs', description: 'Unverified glyphs', verified: false, logo: null, nftCount: 1 }],
    });
    const paged = collectionSimpleListSchema.parse(await json(await post('/collections/simple', { limit: 1, offset: 1 })));
    expect(paged.items.map((i) => i.address)).toEqual([W.orbs]);
    expect(paged.totalCount).toBe(2);
    expect(await json(await post('/collections/simple', { name: 5 }), 400)).toMatchObject({ field: 'name' });
  });
});

describe('POST /api/collections/evaluation', () => {
  it('values collections from whitelisted deals at current prices, plus mints at the mint price', async () => {
    const res = collectionEvaluationsSchema.parse(
      await json(await post('/collections/evaluation', { addresses: [W.orbs, W.punks], mintPrices: { [W.punks]: '2' } })),
    );
    // Punks: 6 mints x 2 WVENOM (0.2 USD) + deals 1 + 1.5 + 0.6; latest trade per live NFT:
    // p1 1 (sale), p2 0.2 (mint), p3 0.2 (mint), p4 1.5 (offer), p10 0.6 (auction).
    expect(res.evaluations).toEqual([
      { address: W.punks, usdValue: '3.5', mostExpensiveItem: '1.5', usdTurnover: '4.3', nftCount: 5 },
      { address: W.orbs, usdValue: '0', mostExpensiveItem: '0', usdTurnover: '0', nftCount: 2 },
    ]);
    const window = collectionEvaluationsSchema.parse(
      await json(await post('/collections/evaluation', { addresses: [W.punks], period: { from: times.saleAt, to: NOW } })),
    );
    // from is exclusive: the sale itself is left out.
    expect(window.evaluations).toEqual([{ address: W.punks, usdValue: '2.1', mostExpensiveItem: '1.5', usdTurnover: '2.1', nftCount: 5 }]);
    expect(await json(await post('/collections/evaluation', { addresses: [] }), 400)).toMatchObject({ field: 'addresses' });
    expect(await json(await post('/collections/evaluation', { addresses: [W.punks], mintPrices: { [W.punks]: '-1' } }), 400)).toMatchObject(
      {
        field: `mintPrices.${W.punks}`,
      },
    );
  });
});

describe('POST /api/collection/details', () => {
  it('answers the details without previews', async () => {
    const details = collectionDetailsSchema.parse(await json(await post('/collection/details', { collection: W.orbs })));
    expect(details).toMatchObject({ address: W.orbs, name: 'Oasis Orbs', owner: W.bob, floorPriceUsd: '2', previews: [] });
    expect(details.attributes).toEqual([{ traitType: 'Palette', traitValues: ['Deep Sea', 'Neon'], counts: [1, 1] }]);
  });

  it('is 404 for an unknown collection, 400 for a bad one', async () => {
    expect(await json(await post('/collection/details', { collection: `0:${'2'.repeat(64)}` }), 404)).toEqual({
      error: 'Collection not found',
      field: 'collection',
    });
    expect(await json(await post('/collection/details', { collection: '0:xyz' }), 400)).toMatchObject({ field: 'collection' });
  });
});

describe('POST /api/collections/by-owner', () => {
  it("lists the owner's collections, newest first, with the owner's total", async () => {
    const list = collectionListSchema.parse(await json(await post('/collections/by-owner', { owner: W.alice })));
    expect(addressesOf(list)).toEqual([W.glyphs, W.punks]);
    expect(list.totalCount).toBe(2);
    expect(list.items[1]).toMatchObject({ name: 'Venom Punks', verified: true, nftCount: 5 });
    expect(list.items[1]).not.toHaveProperty('attributes');
    const page = collectionListSchema.parse(await json(await post('/collections/by-owner', { owner: W.alice, limit: 1, offset: 1 })));
    expect(addressesOf(page)).toEqual([W.punks]);
    expect(collectionListSchema.parse(await json(await post('/collections/by-owner', { owner: W.dave }))).totalCount).toBe(0);
    expect(await json(await post('/collections/by-owner', {}), 400)).toMatchObject({ field: 'owner' });
  });
});

describe('POST /api/collections-custom', () => {
  const body = {
    address: W.punks,
    name: 'Punks Reloaded',
    description: 'Now with 50% more punk',
    logo: 'https://img.example/new-logo.png',
    social: { website: 'https://punks.example', twitter: null },
  };

  it('needs a valid token', async () => {
    expect((await post('/collections-custom', body)).status).toBe(401);
    expect((await post('/collections-custom', body, { authorization: 'Bearer x.y.z' })).status).toBe(401);
  });

  it("is 403 for anyone but the collection's owner, 404 for an unknown collection", async () => {
    expect(await json(await post('/collections-custom', body, await bearer(W.bob)), 403)).toEqual({ error: 'Forbidden action' });
    expect(
      await json(await post('/collections-custom', { ...body, address: `0:${'3'.repeat(64)}` }, await bearer(W.alice)), 404),
    ).toMatchObject({
      field: 'address',
    });
  });

  it('validates lengths and URLs', async () => {
    const auth = await bearer(W.alice);
    expect(await json(await post('/collections-custom', { ...body, logo: 'javascript:alert(1)' }, auth), 400)).toMatchObject({
      field: 'logo',
    });
    expect(await json(await post('/collections-custom', { ...body, name: 'x'.repeat(129) }, auth), 400)).toMatchObject({ field: 'name' });
    expect(
      await json(await post('/collections-custom', { ...body, wallpaper: `https://a.example/${'w'.repeat(4100)}` }, auth), 400),
    ).toMatchObject({
      field: 'wallpaper',
    });
    expect(await json(await post('/collections-custom', { ...body, social: { website: 'ftp://x' } }, auth), 400)).toMatchObject({
      field: 'social.website',
    });
    expect((await send('POST', '/collections-custom', { body: JSON.stringify(body), headers: auth })).status).toBe(415);
  });

  it('stores the overrides, shows them everywhere at once (search included), and resets omitted fields', async () => {
    const auth = await bearer(W.alice);
    expect(await json(await post('/collections-custom', body, auth))).toBeNull();
    const details = collectionDetailsSchema.parse(await json(await post('/collection/details', { collection: W.punks })));
    expect(details).toMatchObject({
      name: 'Punks Reloaded',
      description: 'Now with 50% more punk',
      logo: 'https://img.example/new-logo.png',
      // Not sent: the on-chain wallpaper shows.
      wallpaper: 'https://img.example/punks-wall.png',
      social: { website: 'https://punks.example' },
    });
    const found = searchResultsSchema.parse(await json(await post('/search', 'reloaded', { 'content-type': 'text/plain' })));
    expect(found.items).toEqual([
      {
        address: W.punks,
        objectType: 'collection',
        nftName: null,
        collectionName: 'Punks Reloaded',
        image: 'https://img.example/new-logo.png',
        verified: true,
        username: null,
        // The collection's own floor, as its record gives it.
        floorPriceUsd: details.floorPriceUsd,
      },
    ]);
    const row = await env.DB.prepare('SELECT name, social FROM collection_custom WHERE address = ?').bind(W.punks).first();
    expect(row).toEqual({ name: 'Punks Reloaded', social: '{"website":"https://punks.example"}' });

    expect(await json(await post('/collections-custom', { address: W.punks }, auth))).toBeNull();
    const reset = collectionDetailsSchema.parse(await json(await post('/collection/details', { collection: W.punks })));
    expect(reset).toMatchObject({
      name: 'Venom Punks',
      description: 'Punks 100% on Venom',
      logo: 'https://img.example/punks-logo.png',
      social: { twitter: '@venompunks' },
    });
    const old = searchResultsSchema.parse(await json(await post('/search', 'reloaded', { 'content-type': 'text/plain' })));
    expect(old.items).toEqual([]);
  });

  it("purges the collection's cached pages (every variant), so the next load shows the edit; other pages stay", async () => {
    const pending: Promise<unknown>[] = [];
    /** Loads a page through the HTML cache the way the Worker does; returns X-Cache. */
    const load = async (path: string, banner: boolean) => {
      const deps = { cache: defaultCache(), variant: pageVariant('dev', banner), waitUntil: (p: Promise<unknown>) => pending.push(p) };
      const page = await cachedPage(
        new Request(`http://localhost${path}`),
        async () => new Response('<h1>page</h1>', { headers: { 'content-type': 'text/html' } }),
        deps,
      );
      await page.text();
      await Promise.all(pending.splice(0));
      return page.headers.get('x-cache');
    };
    const edited = [`/collection/${W.punks}`, `/collection/${W.punks}/activity`];
    const other = `/collection/${W.orbs}`;
    for (const path of [...edited, other]) for (const banner of [false, true]) await load(path, banner);
    for (const path of [...edited, other]) expect(await load(path, true)).toBe('HIT');

    expect(await json(await post('/collections-custom', { address: W.punks, name: 'Punks Again' }, await bearer(W.alice)))).toBeNull();
    for (const path of edited) for (const banner of [false, true]) expect(await load(path, banner)).toBe('MISS');
    expect(await load(other, false)).toBe('HIT');
    await post('/collections-custom', { address: W.punks }, await bearer(W.alice));
  });
});
