import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@shared/contract/schemas';
import { cachedPage } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';
import { W, bearer, buildWorld, get, imageOf, json, post, send } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

const profile = {
  address: W.alice,
  username: 'Alice',
  bio: 'Collector of punks',
  logo_nft: W.nft.p2,
  twitter: '@alice',
  instagram: 'alice.pics',
  facebook: null,
  link: 'https://alice.example',
  email: 'alice@example.com',
};

describe('GET /api/user/{address}', () => {
  it('echoes the address with null fields when there is no profile', async () => {
    expect(userSchema.parse(await json(await get(`/user/${W.carol}`)))).toEqual({
      address: W.carol,
      logoNft: null,
      username: null,
      bio: null,
      twitter: null,
      instagram: null,
      facebook: null,
      link: null,
      email: null,
      avatarUrl: null,
    });
    expect(await json(await get('/user/not-an-address'), 400)).toMatchObject({ field: 'address' });
    expect((await post(`/user/${W.carol}`, {})).status).toBe(405);
  });
});

describe('POST /api/user', () => {
  it('needs the token of the same address', async () => {
    expect((await post('/user', profile)).status).toBe(401);
    expect((await post('/user', profile, { authorization: 'Basic abc' })).status).toBe(401);
    expect(await json(await post('/user', profile, await bearer(W.bob)), 403)).toMatchObject({ field: 'address' });
  });

  it('validates the fields', async () => {
    const auth = await bearer(W.alice);
    expect(await json(await post('/user', { ...profile, email: 'not-mail' }, auth), 400)).toMatchObject({ field: 'email' });
    expect(await json(await post('/user', { ...profile, link: 'javascript:alert(1)' }, auth), 400)).toMatchObject({ field: 'link' });
    expect(await json(await post('/user', { ...profile, username: 'x'.repeat(256) }, auth), 400)).toMatchObject({ field: 'username' });
    expect(await json(await post('/user', { ...profile, logo_nft: 'nft' }, auth), 400)).toMatchObject({ field: 'logo_nft' });
    expect((await send('POST', '/user', { body: JSON.stringify(profile), headers: auth })).status).toBe(415);
  });

  it('stores the profile; the public view hides the e-mail and shows the avatar of an owned NFT', async () => {
    expect(await json(await post('/user', profile, await bearer(W.alice)))).toBeNull();
    expect(userSchema.parse(await json(await get(`/user/${W.alice}`)))).toEqual({
      address: W.alice,
      logoNft: W.nft.p2,
      username: 'Alice',
      bio: 'Collector of punks',
      twitter: '@alice',
      instagram: 'alice.pics',
      facebook: null,
      link: 'https://alice.example',
      email: null,
      avatarUrl: imageOf('Punk #2'),
    });
    const stored = await env.DB.prepare('SELECT email FROM users WHERE address = ?').bind(W.alice).first();
    expect(stored).toEqual({ email: 'alice@example.com' });
    // p1 belongs to bob: no avatar for alice.
    await json(await post('/user', { ...profile, logo_nft: W.nft.p1 }, await bearer(W.alice)));
    expect(userSchema.parse(await json(await get(`/user/${W.alice}`)))).toMatchObject({ logoNft: W.nft.p1, avatarUrl: null });
  });

  it("purges the profile's cached pages, so the next load shows the edit", async () => {
    const pending: Promise<unknown>[] = [];
    const deps = { cache: defaultCache(), waitUntil: (p: Promise<unknown>) => pending.push(p), now: () => 1_000, variant: 'dev' };
    const page = (body: string) => async () => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const tabs = ['', '/activity', '/bids', '/offers'].map((tab) => `http://localhost/profile/${W.alice}${tab}`);
    for (const url of tabs) await cachedPage(new Request(url), page('before'), deps);
    await Promise.all(pending.splice(0));
    expect((await cachedPage(new Request(tabs[0]!), page('x'), deps)).headers.get('x-cache')).toBe('HIT');
    expect(await json(await post('/user', { ...profile, bio: 'Edited' }, await bearer(W.alice)))).toBeNull();
    for (const url of tabs) {
      const after = await cachedPage(new Request(url), page('after'), deps);
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(await after.text()).toBe('after');
    }
  });

  it('refuses a username another address uses (409), whatever its case', async () => {
    expect(await json(await post('/user', { address: W.bob, username: 'ALICE' }, await bearer(W.bob)), 409)).toEqual({
      error: 'This username is taken',
      field: 'username',
    });
    // Keeping one's own name is fine.
    expect(await json(await post('/user', { ...profile, username: 'alice' }, await bearer(W.alice)))).toBeNull();
  });

  it('refuses a name that only looks like a taken one: NFKC and case folded, so full-width ＡＬＩＣＥ is alice', async () => {
    expect(await json(await post('/user', { address: W.bob, username: 'ＡＬＩＣＥ' }, await bearer(W.bob)), 409)).toEqual({
      error: 'This username is taken',
      field: 'username',
    });
    expect(userSchema.parse(await json(await get(`/user/${W.bob}`))).username).toBeNull();
  });

  it('refuses invisible and text-direction characters, and names outside 3-30 letters, digits, _ and -', async () => {
    const auth = await bearer(W.bob);
    const refused = async (username: string) =>
      (await json(await post('/user', { address: W.bob, username }, auth), 400)) as { error: string; field: string };
    // A taken name plus a zero-width space, a name of zero-width characters only, U+202E + "ecila" (shown as "alice").
    for (const username of ['alice\u200b', '\u200b\u200c\u200d', '\u202eecila', 'al\u2066ice', '\ufeffalice']) {
      const body = await refused(username);
      expect(body.field).toBe('username');
      expect(body.error).toContain('must not contain invisible or text-direction characters');
    }
    for (const username of ['ab', 'x'.repeat(31), 'al ice', 'alice!', 'аlice' /* Cyrillic а */, 'ālice', '<b>x</b>']) {
      const body = await refused(username);
      expect(body.field).toBe('username');
      expect(body.error).toContain('must be 3 to 30 characters: letters A-Z, digits, _ or -');
    }
    expect(userSchema.parse(await json(await get(`/user/${W.bob}`))).username).toBeNull();
    // The rule's edges pass, stored as typed (full-width folded to ASCII).
    expect(await json(await post('/user', { address: W.bob, username: 'b_-' }, auth))).toBeNull();
    expect(await json(await post('/user', { address: W.bob, username: 'ｂｏｂ_' + 'x'.repeat(26) }, auth))).toBeNull();
    expect(userSchema.parse(await json(await get(`/user/${W.bob}`))).username).toBe('bob_' + 'x'.repeat(26));
    expect(await json(await post('/user', { address: W.bob }, auth))).toBeNull();
  });

  it('replaces every field: omitted ones become null', async () => {
    expect(await json(await post('/user', { address: W.alice, bio: 'new bio' }, await bearer(W.alice)))).toBeNull();
    expect(userSchema.parse(await json(await get(`/user/${W.alice}`)))).toMatchObject({
      username: null,
      bio: 'new bio',
      logoNft: null,
      twitter: null,
    });
    expect(await json(await post('/user', { address: W.bob, username: 'Alice' }, await bearer(W.bob)))).toBeNull();
  });
});
