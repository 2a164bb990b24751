import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';

// The API's auth middleware reads secrets through the Workers runtime module; nothing here calls it.
// The app imports the chain reader's Durable Object class for /healthz: a base class is enough here.
vi.mock('cloudflare:workers', () => ({ env: {}, DurableObject: class {} }));
const { apiApp, routes } = await import('@functions/api/app');
const { wrongMethodHandlers } = await import('@functions/api/method-not-allowed');

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
};

/** The bindings the docs routes touch: none but the per-request D1 session, which they never query. */
const DOCS_ENV = { CORS_ORIGINS: '', DB: { withSession: () => ({ getBookmark: () => null }) } };

async function fetchDocument(path: string): Promise<Response> {
  const response = await apiApp.request(`/api${path}`, {}, DOCS_ENV);
  expect(response.status, path).toBe(200);
  return response;
}

const document = (await (await fetchDocument('/swagger.json')).json()) as Document;

/** Every method and path the router answers (the 405 fallbacks and middleware aside), in OpenAPI spelling. */
function servedRoutes(): string[] {
  const served = new Set<string>();
  for (const route of routes.routes) {
    if (route.method === 'ALL' || route.path === '/*' || wrongMethodHandlers.has(route.handler)) continue;
    served.add(`${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...served].sort();
}

function documentedRoutes(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    .sort();
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the router serves, and nothing else', () => {
    const served = servedRoutes();
    // Guard against an empty comparison: the contract's 35 routes plus the docs routes.
    expect(served.length).toBeGreaterThanOrEqual(38);
    expect(documentedRoutes()).toEqual(served);
  });

  it('is the same document as YAML and at /api-docs/openapi.json', async () => {
    expect(parse(await (await fetchDocument('/swagger.yaml')).text())).toEqual(document);
    expect(await (await fetchDocument('/api-docs/openapi.json')).json()).toEqual(document);
  });

  it('documents the bearer auth on the routes that need a session', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const secured = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, op]) => op.security)
          .map(([method]) => `${method} ${path}`),
      )
      .sort();
    expect(secured).toEqual([
      'get /nft/my-best-offer',
      'get /notifications',
      'get /push/settings',
      'get /user/history.csv',
      'get /user/pnl',
      'get /watchlist',
      'post /collections-custom',
      'post /notifications/read',
      'post /push/settings',
      'post /push/subscribe',
      'post /push/unsubscribe',
      'post /update-metadata',
      'post /user',
      'post /watchlist',
      'post /watchlist/remove',
    ]);
    for (const key of secured) {
      const [method, path] = key.split(' ') as [string, string];
      expect(document.paths[path]![method]!.responses['401'], key).toBeDefined();
    }
  });

  it('documents the error body on every route that validates input', () => {
    expect(document.components.schemas.Error?.properties).toHaveProperty('field');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.requestBody && path !== '/nft/banner') expect(op.responses['400'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('documents the extensions endedAuction and counts', () => {
    expect(document.components.schemas.Nft?.properties).toHaveProperty('endedAuction');
    expect(document.components.schemas.CollectionAttribute?.properties).toHaveProperty('counts');
  });

  it("documents the rarity extension: the NFT's rank and score, the rarity order and the rank bounds of /nfts", () => {
    const rarity = JSON.stringify(document.components.schemas.Nft?.properties?.rarity);
    for (const field of ['rank', 'of', 'score']) expect(rarity).toContain(`"${field}"`);
    expect(rarity).toContain('Extension');
    const body = JSON.stringify(document.paths['/nfts']?.post?.requestBody);
    expect(body).toContain('rankFrom');
    expect(body).toContain('rankTo');
    expect(JSON.stringify(document)).toContain('"rarity"');
  });
  it('documents the event stream: SSE of the same event schema as /events, its filters, resume id and errors', () => {
    const stream = document.paths['/stream']?.get as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(stream.parameters.map((p) => `${p.in} ${p.name}`).sort()).toEqual([
      'header last-event-id',
      'query account',
      'query after',
      'query collection',
      'query nft',
      'query types',
    ]);
    const events = document.paths['/events']!.post!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { data: { items: unknown } } } } };
    };
    const eventsItem = events.content['application/json'].schema.properties.data.items;
    expect(eventsItem).toEqual({ $ref: '#/components/schemas/NftEvent' });
    expect(stream.responses['200']!.content['text/event-stream']!.schema).toEqual(eventsItem);
    expect(Object.keys(stream.responses).sort()).toEqual(['200', '400', '429']);
  });
});

describe('the docs page', () => {
  it('loads pinned Swagger UI with integrity, allowed by its own CSP, pointing at the JSON', async () => {
    const response = await fetchDocument('/swagger');
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(html).toMatch(/swagger-ui-dist@\d+\.\d+\.\d+\/swagger-ui-bundle\.js" integrity="sha384-/);
    expect(html).toContain('"/api/swagger.json"');
    expect(csp).toContain("default-src 'none'");
    const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
});
