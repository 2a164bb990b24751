// The live sockets: /live hands a socket to its topic's Durable Object, which
// broadcasts what the indexer published; a user's notifications reach only that user's own sessions.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { issueToken } from '@functions/api/auth/jwt';
import { publishLive } from '@functions/live/publish';
import { A } from '../../../support/indexer/fixtures';

const open = async (topic: string, token?: string) => {
  const response = await SELF.fetch(`https://market.test/live?topic=${encodeURIComponent(topic)}`, {
    headers: { upgrade: 'websocket', ...(token ? { 'sec-websocket-protocol': `venom-live, ${token}` } : {}) },
  });
  return response;
};

/** Opens a socket and collects its frames. */
const connect = async (topic: string, token?: string) => {
  const response = await open(topic, token);
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: { topic: string; kinds: string[] }[] = [];
  socket.addEventListener('message', (event) => frames.push(JSON.parse(event.data as string)));
  socket.accept();
  return { socket, frames, protocol: response.headers.get('sec-websocket-protocol') };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const token = (who: string) => issueToken(A(who), env.JWT_SECRET, 3600, Math.floor(Date.now() / 1000));

describe('/live', () => {
  it('refuses a bad topic, a plain request and a bad token, naming the field', async () => {
    const bad = await open('nft:not-an-address');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'topic' });
    const plain = await SELF.fetch(`https://market.test/live?topic=nft:${A('n1')}`);
    expect(plain.status).toBe(426);
    const forged = await open(`user:${A('alice')}`, 'x.y.z');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ field: 'token' });
  });

  it('delivers a published change to every socket on the topic, and nothing of other topics', async () => {
    const one = await connect(`nft:${A('n1')}`);
    const two = await connect(`nft:${A('n1')}`);
    const other = await connect(`nft:${A('n2')}`);
    await publishLive(env, [{ topic: `nft:${A('n1')}`, kinds: ['bid'] }]);
    await settle();
    expect(one.frames).toEqual([expect.objectContaining({ type: 'change', topic: `nft:${A('n1')}`, kinds: ['bid'] })]);
    expect(two.frames).toHaveLength(1);
    expect(other.frames).toEqual([]);
    for (const s of [one, two, other]) s.socket.close();
  });

  it('tells only the signed-in owner of a user topic about notifications', async () => {
    const owner = await connect(`user:${A('bob')}`, await token('bob'));
    expect(owner.protocol).toBe('venom-live');
    const stranger = await connect(`user:${A('bob')}`, await token('mallory'));
    const anonymous = await connect(`user:${A('bob')}`);
    await publishLive(env, [{ topic: `user:${A('bob')}`, kinds: ['outbid', 'notification'] }]);
    await publishLive(env, [{ topic: `user:${A('bob')}`, kinds: ['profile'] }]);
    await settle();
    expect(owner.frames.map((f) => f.kinds)).toEqual([['outbid', 'notification'], ['profile']]);
    expect(stranger.frames.map((f) => f.kinds)).toEqual([['profile']]);
    expect(anonymous.frames.map((f) => f.kinds)).toEqual([['profile']]);
    for (const s of [owner, stranger, anonymous]) s.socket.close();
  });

  it("never echoes a client's internal headers: x-live-protocol is not the accepted subprotocol, x-live-owner grants nothing", async () => {
    const response = await SELF.fetch(`https://market.test/live?topic=${encodeURIComponent(`user:${A('carol')}`)}`, {
      headers: { upgrade: 'websocket', 'x-live-protocol': 'evil', 'x-live-owner': '1' },
    });
    expect(response.status).toBe(101);
    expect(response.headers.get('sec-websocket-protocol')).toBeNull();
    const socket = response.webSocket!;
    const frames: { kinds: string[] }[] = [];
    socket.addEventListener('message', (event) => frames.push(JSON.parse(event.data as string)));
    socket.accept();
    await publishLive(env, [{ topic: `user:${A('carol')}`, kinds: ['notification'] }]);
    await settle();
    expect(frames).toEqual([]);
    socket.close();
  });

  it("limits upgrades per client address with a 429 in the API's error shape, and other clients go on", async () => {
    // wrangler.jsonc: LIVE_LIMITER allows 120 upgrades a minute per client address; refused ones count too.
    const LIVE_LIMIT = 120;
    const from = (client: string, topic = 'nft:bad') =>
      SELF.fetch(`https://market.test/live?topic=${encodeURIComponent(topic)}`, {
        headers: { upgrade: 'websocket', 'cf-connecting-ip': client },
      });
    // The limiter counts in fixed windows: a burst that straddles a window's end is refused within two windows.
    const statuses = new Set<number>();
    let sent = 0;
    let refused: Response | undefined;
    while (!refused && sent <= 2 * LIVE_LIMIT) {
      const res = await from('203.0.113.9');
      sent++;
      if (res.status === 429) refused = res;
      else statuses.add(res.status);
    }
    expect(sent).toBeGreaterThan(LIVE_LIMIT);
    expect([...statuses]).toEqual([400]);
    if (!refused) throw new Error(`no 429 after ${sent} upgrades`);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many requests') });

    const other = await from('203.0.113.10', `nft:${A('n1')}`);
    expect(other.status).toBe(101);
    other.webSocket!.accept();
    other.webSocket!.close();
  });
});
