// The route table the router and the client both read: every route in it is one the API serves, with its
// method and path, and each is declared once.
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@shared/contract/routes';

// The app imports the chain reader's Durable Object class for /healthz: a base class is enough here.
vi.mock('cloudflare:workers', () => ({ env: {}, DurableObject: class {} }));
const { routes } = await import('@functions/api/app');

/** Every method and path the router answers, in the table's spelling. */
const served = new Set(routes.routes.map((route) => `${route.method} ${route.path.replace(/^\/api/, '')}`));

describe('the route table', () => {
  it.each(Object.entries(ROUTES))('%s is served by the API at its method and path', (_name, route) => {
    expect(served).toContain(`${route.method} ${route.path}`);
  });

  it('declares each method and path once', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
