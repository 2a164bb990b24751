// The route table the router and the client both read: every route in it is one the API serves, with its
// method and path, and each is declared once.
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_PATHS } from '@shared/contract/route-paths';
import { ROUTES } from '@shared/contract/routes';

// The app imports the chain reader's Durable Object class for /healthz: a base class is enough here.
vi.mock('cloudflare:workers', () => ({ env: {}, DurableObject: class {} }));
const { routes } = await import('@functions/api/app');

/** Every method and path the router answers, in the table's spelling. */
const served = new Set(routes.routes.map((route) => `${route.method} ${route.path.replace(/^\/api/, '')}`));
/** Every path the router answers, in OpenAPI spelling (`/user/{address}`). */
const servedPaths = new Set(routes.routes.map((route) => route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')));

describe('the route table', () => {
  it.each(Object.entries(ROUTES))('%s is served by the API at its method and path', (_name, route) => {
    expect(served).toContain(`${route.method} ${route.path}`);
  });

  it.each(Object.entries(ROUTE_PATHS))('the path of %s is one the API serves', (_name, path) => {
    expect(servedPaths).toContain(path);
  });

  it('declares each method and path once', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
