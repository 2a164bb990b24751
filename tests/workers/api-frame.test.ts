import { exports } from 'cloudflare:workers';
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
