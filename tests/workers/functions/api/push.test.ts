// The browser notifications' routes: session only, owner only, 400 naming the field, and the switches kept.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeBrowserKeys } from '../../../support/push/browser-keys';
import { bearer, buildWorld, get, json, post, W } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM push_subscriptions'), env.DB.prepare('DELETE FROM push_settings')]);
});

type Settings = { vapidPublicKey: string | null; kinds: Record<string, boolean>; devices: number };

const ALL_ON = {
  outbid: true,
  sold: true,
  offer_received: true,
  offer_accepted: true,
  watched_listed: true,
  floor_below: true,
  auction_won: true,
  auction_ended: true,
};

async function subscription(endpoint = 'https://push.example.com/send/abc') {
  const keys = await makeBrowserKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const subscriptions = async () =>
  (await env.DB.prepare('SELECT owner, endpoint FROM push_subscriptions ORDER BY endpoint').all<{ owner: string; endpoint: string }>())
    .results;

describe('authorisation', () => {
  it('answers 401 without a valid session and writes nothing', async () => {
    const body = await subscription();
    for (const [method, path, payload] of [
      ['GET', '/push/settings'],
      ['POST', '/push/settings', { kinds: { outbid: false } }],
      ['POST', '/push/subscribe', body],
      ['POST', '/push/unsubscribe', { endpoint: body.endpoint }],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer x.y.z' }] as Record<string, string>[]) {
        const res = method === 'GET' ? await get(path, headers) : await post(path, payload, headers);
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await subscriptions()).toEqual([]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM push_settings').first<{ n: number }>())?.n).toBe(0);
  });

  it("keeps each address's browsers and switches its own", async () => {
    const alice = await bearer(W.alice);
    const bob = await bearer(W.bob);
    const body = await subscription();
    await json(await post('/push/subscribe', body, alice));
    await json(await post('/push/settings', { kinds: { sold: false } }, alice));
    // Bob cannot remove Alice's browser, and sees none of her settings.
    const bobs = await json<Settings>(await post('/push/unsubscribe', { endpoint: body.endpoint }, bob));
    expect(bobs).toMatchObject({ devices: 0, kinds: ALL_ON });
    expect(await subscriptions()).toEqual([{ owner: W.alice, endpoint: body.endpoint }]);
    expect(await json<Settings>(await get('/push/settings', alice))).toMatchObject({ devices: 1, kinds: { ...ALL_ON, sold: false } });
  });
});

describe('settings', () => {
  it('gives the VAPID key and every kind on to a person who never chose', async () => {
    const alice = await bearer(W.alice);
    expect(await json<Settings>(await get('/push/settings', alice))).toEqual({
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      kinds: ALL_ON,
      devices: 0,
    });
  });

  it('switches the named kinds and keeps the others', async () => {
    const alice = await bearer(W.alice);
    await json(await post('/push/settings', { kinds: { outbid: false, floor_below: false } }, alice));
    const after = await json<Settings>(await post('/push/settings', { kinds: { outbid: true, sold: false } }, alice));
    expect(after.kinds).toEqual({ ...ALL_ON, sold: false, floor_below: false });
    expect((await json<Settings>(await get('/push/settings', alice))).kinds).toEqual(after.kinds);
  });

  it('stores several browsers per person, once each, and forgets one on unsubscribe', async () => {
    const alice = await bearer(W.alice);
    const phone = await subscription('https://push.example.com/send/phone');
    const laptop = await subscription('https://push.example.com/send/laptop');
    await json(await post('/push/subscribe', phone, alice));
    await json(await post('/push/subscribe', phone, alice));
    expect((await json<Settings>(await post('/push/subscribe', laptop, alice))).devices).toBe(2);
    expect((await json<Settings>(await post('/push/unsubscribe', { endpoint: phone.endpoint }, alice))).devices).toBe(1);
    expect(await subscriptions()).toEqual([{ owner: W.alice, endpoint: laptop.endpoint }]);
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const alice = await bearer(W.alice);
    const good = await subscription();
    const cases: [string, unknown, string][] = [
      ['/push/subscribe', { ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      ['/push/subscribe', { ...good, endpoint: 'not a url' }, 'endpoint'],
      ['/push/subscribe', { ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, 'endpoint'],
      ['/push/subscribe', { ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh'],
      ['/push/subscribe', { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, 'keys.p256dh'],
      ['/push/subscribe', { ...good, keys: { ...good.keys, auth: '+/+/+/+/+/+/+/+/+/+/+/' } }, 'keys.auth'],
      ['/push/subscribe', { endpoint: good.endpoint }, 'keys'],
      ['/push/settings', { kinds: { outbid: 'yes' } }, 'kinds.outbid'],
      ['/push/settings', { kinds: { everything: true } }, 'kinds'],
      ['/push/settings', {}, 'kinds'],
      ['/push/unsubscribe', { endpoint: '' }, 'endpoint'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(path, body, alice);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
      expect(await res.json(), path).toMatchObject({ field });
    }
    expect(await subscriptions()).toEqual([]);
    expect((await json<Settings>(await get('/push/settings', alice))).kinds).toEqual(ALL_ON);
  });
});
