// Web Push from the indexer's notifications: encrypted as RFC 8291 says (its Appendix A vector), delivered to
// a push service that checks VAPID (the devnet's, devnet/push-service.ts) and opened with the browser's keys,
// once per notification, never for one's own action, and a subscription the service calls gone is deleted.
import { encryptNotification } from '@block65/webcrypto-web-push';
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVNET_PUSH_ORIGIN, DEVNET_PUSH_PATH } from '@shared/lib/devnet-roots';
import { handlePushService, type PushServiceStore, type ReceivedPush } from '@devnet/push-service';
import { saveSubscription, savePushKinds } from '@functions/db/queries/push';
import { ingest } from '@functions/indexer';
import { pushNotifications, type PushDeps } from '@functions/push/send';
import { count, resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, nftMeta, wvenom } from '../../../support/indexer/fixtures';
import {
  base64UrlBytes,
  bytesBase64Url,
  decryptPush,
  importP256Private,
  makeBrowserKeys,
  type BrowserKeys,
} from '../../../support/push/browser-keys';

const db = env.DB;

describe('RFC 8291 Appendix A', () => {
  const RFC = {
    plaintext: 'When I grow up, I want to be a watermelon',
    serverPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
    serverPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
    uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
    uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    salt: 'DGv6ra1nlYgDCS1FRnbzlw',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    message:
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
      'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  };

  afterEach(() => vi.restoreAllMocks());

  it('encrypts the RFC plaintext to the RFC message byte for byte, given its salt and server key', async () => {
    // The library draws the salt and the server's ephemeral key at random: the test hands it the RFC's.
    const serverPublic = base64UrlBytes(RFC.serverPublic);
    const serverKey = await importP256Private(RFC.serverPrivate, serverPublic, true);
    const publicKey = await crypto.subtle.importKey('raw', serverPublic, { name: 'ECDH', namedCurve: 'P-256' }, true, []);
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(base64UrlBytes(RFC.salt));
      return array;
    });
    vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValue({ privateKey: serverKey, publicKey } as CryptoKeyPair);

    const body = await encryptNotification(
      { endpoint: 'https://push.example/x', expirationTime: null, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } },
      new TextEncoder().encode(RFC.plaintext),
      { pad: false },
    );
    expect(bytesBase64Url(body)).toBe(RFC.message);
  });

  it("opens the RFC message with the browser's keys (the decryption the other tests use)", async () => {
    const keys = { p256dh: RFC.uaPublic, auth: RFC.auth, privateKey: RFC.uaPrivate };
    expect(await decryptPush(base64UrlBytes(RFC.message), keys)).toBe(RFC.plaintext);
    const tampered = base64UrlBytes(RFC.message);
    tampered[tampered.length - 1]! ^= 1;
    await expect(decryptPush(tampered, keys)).rejects.toThrow();
  });
});

describe('pushNotifications', () => {
  let chain: FixtureChain;
  let mailboxes: Map<string, unknown>;
  let deps: PushDeps;
  const store: PushServiceStore = {
    get: async <T>(key: string) => mailboxes.get(key) as T | undefined,
    put: async (key, value) => void mailboxes.set(key, value),
  };

  /** A browser of `owner` subscribed at the push service, as the subscribe route stores it. */
  async function subscribe(owner: string, id: string): Promise<{ keys: BrowserKeys; endpoint: string }> {
    const keys = await makeBrowserKeys();
    const endpoint = `${DEVNET_PUSH_ORIGIN}${DEVNET_PUSH_PATH}/${id}`;
    await saveSubscription(db, A(owner), endpoint, keys.p256dh, keys.auth);
    return { keys, endpoint };
  }

  async function received(id: string, keys: BrowserKeys): Promise<unknown[]> {
    const res = await handlePushService(new Request(`${DEVNET_PUSH_ORIGIN}${DEVNET_PUSH_PATH}/${id}`), store);
    const { messages } = await res.json<{ messages: ReceivedPush[] }>();
    return Promise.all(
      messages.map(
        async (m) =>
          JSON.parse(
            await decryptPush(
              Uint8Array.from(atob(m.body), (c) => c.charCodeAt(0)),
              keys,
            ),
          ) as unknown,
      ),
    );
  }

  const bid = (bidder: string, amount: number) =>
    chain.event(
      'auction_bid_placed',
      { auction: A('a1'), nft: A('n1'), bidder: A(bidder), amount: wvenom(amount), nextBidValue: wvenom(amount + 1) },
      A('a1'),
    );

  beforeEach(async () => {
    await resetDatabase(db);
    await db.batch([db.prepare('DELETE FROM push_subscriptions'), db.prepare('DELETE FROM push_settings')]);
    mailboxes = new Map();
    const vapid = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair;
    deps = {
      db,
      vapid: {
        subject: 'mailto:test@example.com',
        publicKey: bytesBase64Url(new Uint8Array((await crypto.subtle.exportKey('raw', vapid.publicKey)) as ArrayBuffer)),
        privateKey: ((await crypto.subtle.exportKey('jwk', vapid.privateKey)) as JsonWebKey).d!,
      },
      tokens: [],
      fetch: (request) => handlePushService(request, store),
    };
    chain = new FixtureChain();
    await ingest(db, [
      ...chain.setup(),
      chain.collection('c1'),
      chain.mint('n1', 'c1', 'alice'),
      chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(20)), A('a1')),
    ]);
    chain.tick();
    await ingest(db, [bid('bob', 20)]);
    chain.tick();
  });

  it('pushes to the seller that their auction ended without a sale, linking the NFT, unless they switched the kind off', async () => {
    const phone = await subscribe('alice', 'alice-phone');
    const auction = chain.auction('a2', 'n2', 'alice', wvenom(5));
    await ingest(db, [chain.mint('n2', 'c1', 'alice', nftMeta('n2'), '2'), chain.event('auction_active', auction, A('a2'))]);
    chain.tick(86_400);
    await ingest(db, [chain.event('auction_canceled', auction, A('a2'))]);

    expect(await pushNotifications(deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(await received('alice-phone', phone.keys)).toEqual([
      {
        title: 'Venom NFT Marketplace',
        body: expect.stringMatching(/^Your auction for .+ ended without a sale$/),
        url: `/nft/${A('n2')}`,
        tag: expect.stringMatching(/^notification-\d+$/),
      },
    ]);

    // Switched off: the next ended auction reaches the bell only.
    await savePushKinds(db, A('alice'), { auction_ended: false });
    const again = chain.auction('a3', 'n2', 'alice', wvenom(5));
    await ingest(db, [chain.event('auction_active', again, A('a3'))]);
    chain.tick(86_400);
    await ingest(db, [chain.event('auction_canceled', again, A('a3'))]);
    expect(await pushNotifications(deps)).toMatchObject({ claimed: 1, sent: 0 });
    expect(await received('alice-phone', phone.keys)).toHaveLength(1);
  });

  it("pushes the outbid alert to each of the leader's browsers once, readable only with their keys", async () => {
    const phone = await subscribe('bob', 'bob-phone');
    const laptop = await subscribe('bob', 'bob-laptop');
    const carols = await subscribe('carol', 'carol-phone');
    await ingest(db, [bid('carol', 25)]);

    const report = await pushNotifications(deps);
    expect(report).toMatchObject({ sent: 2, gone: 0, failed: 0 });
    const expected = {
      title: 'Venom NFT Marketplace',
      body: expect.stringMatching(/^You were outbid on /),
      url: `/nft/${A('n1')}`,
      tag: expect.stringMatching(/^notification-\d+$/),
    };
    expect(await received('bob-phone', phone.keys)).toEqual([expected]);
    expect(await received('bob-laptop', laptop.keys)).toEqual([expected]);
    // Carol made the bid: nothing for her own action.
    expect(await received('carol-phone', carols.keys)).toEqual([]);
    // Another browser's keys do not open Bob's message.
    await expect(received('bob-phone', laptop.keys)).rejects.toThrow();

    // Once per notification: a second run sends nothing.
    expect(await pushNotifications(deps)).toMatchObject({ claimed: 0, sent: 0 });
    expect(await received('bob-phone', phone.keys)).toHaveLength(1);
  });

  it('sends nothing for a leader who raises their own bid', async () => {
    const phone = await subscribe('bob', 'bob-phone');
    await ingest(db, [bid('bob', 30)]);
    expect(await pushNotifications(deps)).toMatchObject({ sent: 0 });
    expect(await received('bob-phone', phone.keys)).toEqual([]);
  });

  it('deletes a subscription the push service answers 410 for, and keeps the others', async () => {
    const phone = await subscribe('bob', 'bob-phone');
    const old = await subscribe('bob', 'bob-old');
    // The browser unsubscribed at its push service: POSTs to it now answer 410 Gone.
    await handlePushService(new Request(old.endpoint, { method: 'DELETE' }), store);
    await ingest(db, [bid('carol', 25)]);

    expect(await pushNotifications(deps)).toMatchObject({ sent: 1, gone: 1 });
    expect(await count(db, 'push_subscriptions WHERE endpoint = ?1', old.endpoint)).toBe(0);
    expect(await count(db, 'push_subscriptions WHERE endpoint = ?1', phone.endpoint)).toBe(1);
    expect(await received('bob-phone', phone.keys)).toHaveLength(1);
  });

  it('deletes a subscription the push service answers 404 for', async () => {
    await subscribe('bob', 'bob-phone');
    deps = { ...deps, fetch: async () => new Response('No such subscription', { status: 404 }) };
    await ingest(db, [bid('carol', 25)]);
    expect(await pushNotifications(deps)).toMatchObject({ gone: 1 });
    expect(await count(db, 'push_subscriptions')).toBe(0);
  });

  it('sends no kind the person switched off', async () => {
    const phone = await subscribe('bob', 'bob-phone');
    await savePushKinds(db, A('bob'), { outbid: false });
    await ingest(db, [bid('carol', 25)]);
    expect(await pushNotifications(deps)).toMatchObject({ claimed: 1, sent: 0 });
    expect(await received('bob-phone', phone.keys)).toEqual([]);
  });

  it('is refused by the push service when the VAPID signature is not by the key it names', async () => {
    const phone = await subscribe('bob', 'bob-phone');
    const other = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair;
    const otherKey = bytesBase64Url(new Uint8Array((await crypto.subtle.exportKey('raw', other.publicKey)) as ArrayBuffer));
    deps = {
      ...deps,
      fetch: (request) => {
        const headers = new Headers(request.headers);
        headers.set('authorization', headers.get('authorization')!.replace(/k=[\w-]+$/, `k=${otherKey}`));
        return handlePushService(new Request(request, { headers }), store);
      },
    };
    await ingest(db, [bid('carol', 25)]);
    expect(await pushNotifications(deps)).toMatchObject({ sent: 0, failed: 1 });
    expect(await received('bob-phone', phone.keys)).toEqual([]);
  });
});
