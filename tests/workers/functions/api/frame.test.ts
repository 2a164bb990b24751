import { createExecutionContext, env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { apiApp } from '@functions/api/app';
import { describe, expect, it } from 'vitest';

describe('the API frame', () => {
  it('answers the health check', async () => {
    const res = await exports.default.fetch('http://localhost/api/healthz');
    expect(res.status).toBe(200);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await exports.default.fetch('http://localhost/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After once a client signs in too often', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 35; i++) {
      last = await exports.default.fetch('http://localhost/api/user/sign_in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
        body: '{}',
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last?.headers.get('retry-after')).toBe('60');
  });

  it('leave reads alone', async () => {
    for (let i = 0; i < 35; i++) {
      const res = await exports.default.fetch('http://localhost/api/healthz', { headers: { 'cf-connecting-ip': '203.0.113.10' } });
      expect(res.status).toBe(200);
    }
  });
});

describe('the API frame around the marketplace routes', () => {
  it('refuses a body over 2 MiB with a JSON 413', async () => {
    const res = await exports.default.fetch('http://localhost/api/nfts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owners: [], pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers a CORS preflight for a route from an allowed origin', async () => {
    const res = await exports.default.fetch('http://localhost/api/collections', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets localhost in only on the devnet: in production only the site, and CORS_ORIGINS', async () => {
    const preflight = (origin: string, chain: string, corsOrigins = '') =>
      apiApp.fetch(
        new Request('https://market.test/api/collections', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        }),
        { ...env, CHAIN: chain, CORS_ORIGINS: corsOrigins },
        createExecutionContext(),
      );
    const allowed = (res: Response) => res.headers.get('access-control-allow-origin');
    expect(allowed(await preflight('http://localhost:4321', 'devnet'))).toBe('http://localhost:4321');
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:8080', 'http://[::1]'])
      expect(allowed(await preflight(origin, 'mainnet')), origin).toBeNull();
    expect(allowed(await preflight('https://market.test', 'mainnet'))).toBe('https://market.test');
    expect(allowed(await preflight('https://partner.example', 'mainnet', 'https://partner.example'))).toBe('https://partner.example');
    expect(allowed(await preflight('https://evil.example', 'mainnet', 'https://partner.example'))).toBeNull();
  });

  it('answers a wrong method on a GET route with 405 and Allow', async () => {
    const res = await exports.default.fetch('http://localhost/api/roots', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});
