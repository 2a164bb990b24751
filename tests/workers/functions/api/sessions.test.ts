/** Reads on D1 sessions: the bookmark a write answers lets the same client read its own write. */
import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../../../shared/contract/schemas';
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
