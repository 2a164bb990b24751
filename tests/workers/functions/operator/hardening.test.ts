// The operators' flag endpoint is rate limited like the other writes.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetCachedFlags, readFlags } from '@functions/edge/flags';
import { handleOperatorFlags } from '@functions/operator/flags';

/** wrangler.jsonc: WRITE_LIMITER allows 30 requests a minute per client and path. */
const WRITE_LIMIT = 30;

function flip(token: string, client: string) {
  return handleOperatorFlags(
    new Request('https://market.test/api/operator/flags', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'cf-connecting-ip': client },
      body: JSON.stringify({ flag: 'maintenance', on: true }),
    }),
    env,
  );
}

describe('operator flags rate limit', () => {
  it('answers 429 with Retry-After once a client has guessed too often, even with the right secret', async () => {
    const guesser = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT; i++) statuses.push((await flip(`guess-${i}`, guesser)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);

    const limited = await flip('one-more-guess', guesser);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ error: expect.stringContaining('Too many requests') });

    expect((await flip(env.OPERATOR_TOKEN, guesser)).status).toBe(429);
    forgetCachedFlags();
    expect((await readFlags(env.FLAGS)).maintenance).toBe(false);

    // Another client is not affected.
    expect((await flip('wrong', '198.51.100.8')).status).toBe(401);
  });

  it('the API writes of the same client keep their own count', async () => {
    const res = await exports.default.fetch('http://localhost/api/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});

describe('operator body limit', () => {
  const MAX = 2 * 1024 * 1024;
  const post = (token: string, body: BodyInit, headers: Record<string, string> = {}) =>
    handleOperatorFlags(
      new Request('https://market.test/api/operator/flags', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.40', ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
      env,
    );
  /** A stream that counts what is read from it. */
  const counted = (bytes: number) => {
    const state = { read: 0 };
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.read >= bytes) return controller.close();
        state.read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, state };
  };

  it('answers 413 to a body above 2 MiB with the right token, and changes nothing', async () => {
    const big = `{"flag":"maintenance","on":true,"pad":"${'x'.repeat(20 * 1024 * 1024)}"}`;
    const res = await post(env.OPERATOR_TOKEN, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: `Body is larger than ${MAX} bytes`, field: 'body' });
    forgetCachedFlags();
    expect((await readFlags(env.FLAGS)).maintenance).toBe(false);
  });

  it('stops reading a body of unstated length at the limit', async () => {
    const { stream, state } = counted(20 * 1024 * 1024);
    const res = await post(env.OPERATOR_TOKEN, stream);
    expect(res.status).toBe(413);
    expect(state.read).toBeLessThanOrEqual(MAX + 2 * 64 * 1024);
  });

  it('answers 401 to a wrong token without reading the body, and 413 on a stated length before reading it', async () => {
    const wrong = counted(20 * 1024 * 1024);
    expect((await post('wrong', wrong.stream)).status).toBe(401);
    expect(wrong.state.read).toBeLessThanOrEqual(64 * 1024);
    const stated = counted(20 * 1024 * 1024);
    const res = await post(env.OPERATOR_TOKEN, stated.stream, { 'content-length': String(20 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(stated.state.read).toBeLessThanOrEqual(64 * 1024);
  });

  it('still takes a body within the limit', async () => {
    const res = await post(env.OPERATOR_TOKEN, JSON.stringify({ flag: 'banner', on: false }));
    expect(res.status).toBe(200);
  });
});
