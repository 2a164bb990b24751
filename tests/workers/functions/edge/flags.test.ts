import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCachedFlags, readFlags, requestFlags, writeFlag } from '@functions/edge/flags';
import { maintenanceResponse } from '@functions/edge/maintenance';
import { handleOperatorFlags } from '@functions/operator/flags';
import { withSecurityHeaders } from '@functions/edge/security-headers';

function operatorRequest(body: unknown, token = env.OPERATOR_TOKEN) {
  return new Request('https://market.test/api/operator/flags', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeEach(() => forgetCachedFlags());

describe('operator flags', () => {
  it('are off by default', async () => {
    expect(await readFlags(env.FLAGS)).toEqual({ maintenance: false, banner: false });
  });

  it('the operator endpoint flips a flag with the right secret', async () => {
    const res = await handleOperatorFlags(operatorRequest({ flag: 'banner', on: true }), env);
    expect(res.status).toBe(200);
    forgetCachedFlags();
    expect(await readFlags(env.FLAGS)).toEqual({ maintenance: false, banner: true });
  });

  it('refuses a wrong or missing secret with 401 and changes nothing', async () => {
    const wrong = await handleOperatorFlags(operatorRequest({ flag: 'maintenance', on: true }, 'not-the-token'), env);
    expect(wrong.status).toBe(401);
    const missing = await handleOperatorFlags(
      new Request('https://market.test/api/operator/flags', { method: 'POST', body: '{"flag":"maintenance","on":true}' }),
      env,
    );
    expect(missing.status).toBe(401);
    forgetCachedFlags();
    expect((await readFlags(env.FLAGS)).maintenance).toBe(false);
  });

  it('one request reads them once: its page render sees what the Worker entry decided with', async () => {
    await writeFlag(env.FLAGS, 'banner', false);
    const request = new Request('https://market.test/explore/items');
    expect(await requestFlags(request, env.FLAGS)).toEqual({ maintenance: false, banner: false });
    await writeFlag(env.FLAGS, 'banner', true);
    expect(await requestFlags(request, env.FLAGS)).toEqual({ maintenance: false, banner: false });
    expect(await requestFlags(new Request('https://market.test/explore/items'), env.FLAGS)).toEqual({ maintenance: false, banner: true });
    await writeFlag(env.FLAGS, 'banner', false);
  });

  it('names the bad field', async () => {
    const res = await handleOperatorFlags(operatorRequest({ flag: 'everything', on: true }), env);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'flag' });
  });
});

describe('maintenance responses', () => {
  it('pages get the maintenance page with 503 and Retry-After', async () => {
    const res = maintenanceResponse(new Request('https://market.test/explore/items'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(await res.text()).toContain("We'll be right back");
  });

  it('the API gets 503 JSON', async () => {
    const res = maintenanceResponse(new Request('https://market.test/api/nfts', { method: 'POST' }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('maintenance') });
  });
});

describe('security headers', () => {
  it('keep the policy a response brings and add the edge directives it lacks', () => {
    const res = withSecurityHeaders(
      new Response('x', { headers: { 'content-security-policy': "script-src 'self' 'sha256-abc'; img-src 'none'" } }),
      null,
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("img-src 'none'");
    expect(csp).not.toContain("img-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('are added to any response', () => {
    const res = withSecurityHeaders(new Response('x'), null);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });
});
