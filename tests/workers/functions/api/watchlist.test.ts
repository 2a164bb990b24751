// The watchlist and notification routes: session only, owner only, 400 naming the field.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildWorld, get, json, post, W } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM watches'), env.DB.prepare('DELETE FROM notifications')]);
});

type Watchlist = { items: { kind: string; target: string; floorBelowUsd: number | null; name: string | null }[] };

const note = (recipient: string, key: string) =>
  env.DB.batch([
    env.DB.prepare('INSERT OR IGNORE INTO addresses (address) VALUES (?1), (?2)').bind(recipient, W.nft.p1),
    env.DB.prepare(
      `INSERT INTO notifications (recipient, kind, event_key, nft, created_at)
       VALUES ((SELECT id FROM addresses WHERE address = ?1), 1, ?2, (SELECT id FROM addresses WHERE address = ?3), 1)`,
    ).bind(recipient, key, W.nft.p1),
  ]);

describe('authorisation', () => {
  it('answers 401 without a valid session and writes nothing', async () => {
    for (const [method, path, body] of [
      ['GET', '/watchlist'],
      ['POST', '/watchlist', { kind: 'nft', target: W.nft.p1 }],
      ['POST', '/watchlist/remove', { kind: 'nft', target: W.nft.p1 }],
      ['GET', '/notifications'],
      ['POST', '/notifications/read', {}],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer x.y.z' }] as Record<string, string>[]) {
        const res = method === 'GET' ? await get(path, headers) : await post(path, body, headers);
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM watches').first<{ n: number }>())?.n).toBe(0);
  });

  it("keeps each address's watchlist and notifications its own", async () => {
    const alice = await bearer(W.alice);
    const bob = await bearer(W.bob);
    await json(await post('/watchlist', { kind: 'nft', target: W.nft.p1 }, alice));
    expect((await json<Watchlist>(await get('/watchlist', bob))).items).toEqual([]);
    // Bob removing the same target removes nothing of Alice's.
    await json(await post('/watchlist/remove', { kind: 'nft', target: W.nft.p1 }, bob));
    expect((await json<Watchlist>(await get('/watchlist', alice))).items.map((w) => w.target)).toEqual([W.nft.p1]);

    await note(W.alice, 'a1');
    await note(W.bob, 'b1');
    const mine = await json<{ items: { id: number }[]; unread: number }>(await get('/notifications', alice));
    expect(mine.unread).toBe(1);
    expect(mine.items).toHaveLength(1);
    const bobs = await json<{ items: { id: number }[] }>(await get('/notifications', bob));
    // Alice marking Bob's notification read changes nothing for Bob.
    expect(await json(await post('/notifications/read', { ids: [bobs.items[0]!.id] }, alice))).toEqual({ unread: 1 });
    expect((await json<{ unread: number }>(await get('/notifications', bob))).unread).toBe(1);
    expect(await json(await post('/notifications/read', {}, alice))).toEqual({ unread: 0 });
    expect((await json<{ unread: number }>(await get('/notifications', bob))).unread).toBe(1);
  });
});

describe('input', () => {
  it('answers 400 naming the field, and 404 for an unknown target', async () => {
    const alice = await bearer(W.alice);
    const cases: [unknown, number, string][] = [
      [{ kind: 'wallet', target: W.nft.p1 }, 400, 'kind'],
      [{ kind: 'nft', target: 'x' }, 400, 'target'],
      [{ kind: 'collection', target: W.punks, floorBelowUsd: -1 }, 400, 'floorBelowUsd'],
      [{ kind: 'collection', target: W.punks, floorBelowUsd: '5' }, 400, 'floorBelowUsd'],
      [{ kind: 'nft', target: W.nft.p1, floorBelowUsd: 5 }, 400, 'floorBelowUsd'],
      [{ kind: 'nft', target: W.alice }, 404, 'target'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post('/watchlist', body, alice);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toMatchObject({ field });
    }
    expect((await json<Watchlist>(await get('/watchlist', alice))).items).toEqual([]);
    const bad = await get('/notifications?limit=500', alice);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'limit' });
  });

  it('stores a collection floor price and updates it in place', async () => {
    const alice = await bearer(W.alice);
    await json(await post('/watchlist', { kind: 'collection', target: W.punks, floorBelowUsd: 12.5 }, alice));
    const list = await json<Watchlist>(await post('/watchlist', { kind: 'collection', target: W.punks, floorBelowUsd: 3 }, alice));
    expect(list.items).toEqual([expect.objectContaining({ kind: 'collection', target: W.punks, floorBelowUsd: 3 })]);
    expect(list.items[0]!.name).toBeTruthy();
  });

  it("shows the NFT's price or the collection's floor, and keeps the price the watch started at", async () => {
    const alice = await bearer(W.alice);
    await json(await post('/watchlist', { kind: 'nft', target: W.nft.p2 }, alice));
    const list = await json<{ items: { target: string; priceUsd: number | null; startPriceUsd: number | null }[] }>(
      await post('/watchlist', { kind: 'collection', target: W.punks }, alice),
    );
    // Punk #2 is listed at 5 WVENOM (0.1 USD each); it is also the punks' floor.
    expect(list.items).toEqual(
      expect.arrayContaining([
        // With the price as listed: 5 WVENOM, the NFT's own and the collection's floor listing's.
        expect.objectContaining({
          target: W.nft.p2,
          priceUsd: 0.5,
          startPriceUsd: 0.5,
          price: { token: W.tokens.wvenom, amount: '5000000000' },
        }),
        expect.objectContaining({
          target: W.punks,
          priceUsd: 0.5,
          startPriceUsd: 0.5,
          price: { token: W.tokens.wvenom, amount: '5000000000' },
        }),
      ]),
    );
    // A watch begun when the price was lower keeps that price through an update of its alert.
    await env.DB.prepare("UPDATE watches SET start_price_usd = 0.4 WHERE kind = 'collection'").run();
    const updated = await json<{ items: { target: string; priceUsd: number | null; startPriceUsd: number | null }[] }>(
      await post('/watchlist', { kind: 'collection', target: W.punks, floorBelowUsd: 0.2 }, alice),
    );
    expect(updated.items.find((w) => w.target === W.punks)).toMatchObject({ priceUsd: 0.5, startPriceUsd: 0.4 });
    // An NFT that is not listed has no price, then or now.
    const unlisted = await json<{ items: { target: string; priceUsd: number | null; startPriceUsd: number | null }[] }>(
      await post('/watchlist', { kind: 'nft', target: W.nft.p4 }, alice),
    );
    expect(unlisted.items.find((w) => w.target === W.nft.p4)).toMatchObject({ priceUsd: null, startPriceUsd: null, price: null });
  });
});
