/** Reads on D1 sessions: the bookmark a write answers lets the same client read its own write. */
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@shared/contract/schemas';
import { W, bearer, buildWorld, get, json, post } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

describe('D1 sessions', () => {
  it('answers a bookmark after a write, and a read carrying it sees the write', async () => {
    const written = await post('/user', { address: W.carol, username: 'Carol', bio: 'New here' }, await bearer(W.carol));
    expect(written.status).toBe(200);
    const bookmark = written.headers.get('x-d1-bookmark');
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    expect(written.headers.get('set-cookie')).toContain(`d1-bookmark=${bookmark}`);
    // Plain http is local development: no Secure, or the browser would drop it there.
    expect(written.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);

    const read = await get(`/user/${W.carol}`, { 'x-d1-bookmark': bookmark! });
    expect(userSchema.parse(await json(read))).toMatchObject({ username: 'Carol', bio: 'New here' });
    const viaCookie = await get(`/user/${W.carol}`, { cookie: `d1-bookmark=${bookmark}` });
    expect(userSchema.parse(await json(viaCookie))).toMatchObject({ username: 'Carol' });
  });

  it('ignores a bookmark that is not one, instead of failing the request', async () => {
    expect((await get(`/user/${W.carol}`, { 'x-d1-bookmark': 'not a bookmark; DROP' })).status).toBe(200);
    expect((await get(`/user/${W.carol}`, { cookie: 'd1-bookmark=00000000' })).status).toBe(200);
  });
});

describe('the bookmark cookie', () => {
  it('is Secure (and HttpOnly) on https', async () => {
    const res = await exports.default.fetch('https://market.test/api/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer(W.carol)) },
      body: JSON.stringify({ address: W.carol, username: 'Carol' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^d1-bookmark=[0-9a-f-]+;/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });
});
