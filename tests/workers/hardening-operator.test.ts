// The operators' flag endpoint is rate limited like the other writes (issue 14, point 5).
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetCachedFlags, readFlags } from '../../functions/edge/flags';
import { handleOperatorFlags } from '../../functions/edge/operator';

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
