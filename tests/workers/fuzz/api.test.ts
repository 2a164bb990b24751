// Property-based fuzzing of every API route inside workerd, on the test world in a real D1.
// Inputs come from each route's request schema (mostly well-shaped, often valid) with junk
// mixed in at every level, plus whole junk bodies, content types, methods and tokens. The property:
// no response is a 5xx, every 4xx is a JSON `{error}`, and a refused request writes nothing (a
// checksum of every table's row count, and the content of the tables the write routes touch).
// A fixed seed and FUZZ_RUNS cases per route (200 in `npm test`); `npm run fuzz` runs many more.
import { env, exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiApp } from '@functions/api/app';
import { FLAG_NAMES } from '@shared/lib/edge-flags';
import { handleOperatorFlags, OPERATOR_FLAGS_PATH } from '@functions/operator/flags';
import { handleOperatorCollections, OPERATOR_COLLECTIONS_PATH } from '@functions/operator/collections';
import { bearer, buildWorld, W } from '../functions/api/fixtures';
import { API_ROUTES, type FuzzRoute } from './api-routes';
import { candidateStrings, encodeAny, fromSchema, junkString, junkValue, queryString } from './arbitraries';
import { readable } from '../../support/db/readable';

const RUNS = Number(env.FUZZ_RUNS) || 200;
const SEED = Number(env.FUZZ_SEED) || 14;
const addresses = [W.alice, W.bob, W.punks, W.orbs, W.glyphs, W.nft.p1, W.nft.p2, W.nft.p3, W.tokens.wvenom, W.roots.sell];
const strings = candidateStrings(addresses);

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

let tokens: Record<string, string>[] = [];
const seen = { cases: 0, serverErrors: 0 };

beforeAll(async () => {
  await buildWorld();
  tokens = [await bearer(W.alice), await bearer(W.bob)];
});

afterAll(() => {
  console.log(
    `API fuzz: ${seen.cases} cases over ${API_ROUTES.length} API routes and the operators' endpoints (seed ${SEED}), ${seen.serverErrors} answered 5xx`,
  );
});

/** Row counts of every table, and the full content of what the write routes change. */
async function checksum(): Promise<string> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'search_fts_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const results = await env.DB.batch([
    ...tables.results.map((t) => env.DB.prepare(`SELECT '${t.name}' AS t, count(*) AS n FROM "${t.name}"`)),
    env.DB.prepare('SELECT * FROM users ORDER BY address'),
    env.DB.prepare('SELECT * FROM collection_custom ORDER BY address'),
    env.DB.prepare('SELECT * FROM used_signatures ORDER BY signature'),
    env.DB.prepare('SELECT * FROM watches ORDER BY owner, kind, target'),
    env.DB.prepare(`SELECT id, read FROM ${readable.notifications} ORDER BY id`),
  ]);
  return JSON.stringify(results.map((r) => r.results));
}

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', '', 'application/jsonx', 'multipart/form-data'),
    weight: 1,
  },
);
const methods = (route: FuzzRoute) =>
  fc.oneof(
    { arbitrary: fc.constant(route.method), weight: 20 },
    { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), weight: 1 },
  );
const rawBodies = fc.oneof(
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":}', '\u0000', '{}{}', '1e999'),
  junkString,
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
);
const authHeaders = (route: FuzzRoute) =>
  route.auth
    ? fc.oneof(
        fc.constant({}),
        fc.constantFrom({ authorization: 'Bearer x.y.z' }, { authorization: 'Basic abc' }, { authorization: 'Bearer' }),
        fc.constantFrom(...tokens),
      )
    : fc.constant({});

function caseFor(route: FuzzRoute): fc.Arbitrary<Case> {
  const base = `http://localhost/api${route.path}`;
  const input = fromSchema(route.schema, strings);
  const common = fc.record({ method: methods(route), auth: authHeaders(route) });
  switch (route.input) {
    case 'json':
      return fc
        .tuple(
          common,
          fc.oneof({ arbitrary: input.map((value) => JSON.stringify(value) ?? ''), weight: 9 }, { arbitrary: rawBodies, weight: 1 }),
          contentTypes,
        )
        .map(([{ method, auth }, body, type]) => ({
          method,
          url: base,
          headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
          body,
        }));
    case 'text':
      return fc
        .tuple(
          common,
          fc.oneof(
            input.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
            rawBodies,
          ),
        )
        .map(([{ method, auth }, body]) => ({ method, url: base, headers: { ...auth, 'content-type': 'text/plain' }, body }));
    case 'query':
    case 'none':
      return fc
        .tuple(
          common,
          (route.input === 'query' ? input : fc.constant({})).chain((value) =>
            queryString(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { value }),
          ),
        )
        .map(([{ method, auth }, query]) => ({ method, url: `${base}?${query}`, headers: auth }));
    case 'path':
      return fc
        .tuple(
          common,
          fc.oneof(
            fc.constantFrom(...addresses, 'sign_in'),
            junkString.map(encodeAny),
            fc.constantFrom('%', '%E0%A4%A', '..', '%2F', '%00'),
          ),
        )
        .map(([{ method, auth }, segment]) => ({ method, url: base.replace(':address', segment), headers: auth }));
  }
}

async function send(c: Case): Promise<Response> {
  return exports.default.fetch(c.url, {
    method: c.method,
    headers: c.headers,
    ...(c.body !== undefined && c.method !== 'GET' ? { body: c.body } : {}),
  });
}

describe('API fuzz', () => {
  it('covers every route the API registers', () => {
    const registered = new Set(apiApp.routes.map((r) => r.path).filter((path) => path.startsWith('/api/') && !path.includes('*')));
    expect(new Set(API_ROUTES.map((r) => `/api${r.path}`))).toEqual(registered);
  });

  for (const route of API_ROUTES) {
    it(
      `${route.method} ${route.path}: no 5xx, JSON errors, nothing written by a refused request`,
      async () => {
        const before = await checksum();
        let baseline = before;
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (c) => {
            const res = await send(c);
            const endless = route.stream === true && res.status === 200;
            if (endless) expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
            const text = endless ? await res.body!.cancel().then(() => '') : await res.text();
            seen.cases++;
            if (res.status >= 500) seen.serverErrors++;
            expect(res.status, `${c.method} ${c.url} ${String(c.body).slice(0, 300)} -> ${text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
              expect(JSON.parse(text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
            }
            if (route.writes) {
              const now = await checksum();
              if (res.status >= 400) expect(now).toBe(baseline);
              baseline = now;
            }
          }),
          { seed: SEED, numRuns: RUNS },
        );
        if (!route.writes) expect(await checksum()).toBe(before);
      },
      Math.max(60_000, RUNS * 400),
    );
  }
});

describe('operator flags fuzz', () => {
  // The Worker entry answers this path before the API app (src/worker.ts), so it is called directly.
  const flagsBody = z.object({ flag: z.enum(FLAG_NAMES), on: z.boolean() });
  const storedFlags = async () => JSON.stringify(await Promise.all(FLAG_NAMES.map((name) => env.FLAGS.get(`flag:${name}`))));

  it(
    `POST ${OPERATOR_FLAGS_PATH}: no 5xx, JSON errors, flags change only on success`,
    async () => {
      let baseline = await storedFlags();
      const cases = fc.record({
        method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 10 }, { arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE'), weight: 1 }),
        auth: fc.oneof(
          fc.constant(undefined),
          fc.constantFrom('Bearer wrong', 'Bearer', 'Basic x', `Bearer ${env.OPERATOR_TOKEN}x`, `bearer  ${env.OPERATOR_TOKEN}`),
          junkString.map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '?').slice(0, 4000)}`),
          fc.constant(`Bearer ${env.OPERATOR_TOKEN}`),
        ),
        client: fc.option(fc.constantFrom('203.0.113.1', '203.0.113.2')),
        body: fc.oneof(
          { arbitrary: fromSchema(flagsBody, [...FLAG_NAMES, 'on', 'off']).map((v) => JSON.stringify(v) ?? ''), weight: 9 },
          { arbitrary: rawBodies, weight: 1 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(cases, async ({ method, auth, client, body }) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (auth !== undefined) headers['authorization'] = auth;
          if (client) headers['cf-connecting-ip'] = client;
          const init: RequestInit = { method, headers, ...(method === 'GET' ? {} : { body }) };
          const res = await handleOperatorFlags(new Request(`http://localhost${OPERATOR_FLAGS_PATH}`, init), env);
          const text = await res.text();
          seen.cases++;
          if (res.status >= 500) seen.serverErrors++;
          expect(res.status, `${method} ${auth} ${String(body).slice(0, 200)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
          const now = await storedFlags();
          if (res.status >= 400) {
            expect(JSON.parse(text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
            expect(now).toBe(baseline);
          }
          baseline = now;
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 400),
  );
});

describe('operator collections fuzz', () => {
  // Answered by the Worker entry before the API app, like the flags.
  const curationBody = z.object({
    collection: z.enum([W.punks, W.glyphs, W.alice]),
    verified: z.boolean(),
    hidden: z.boolean().optional(),
  });
  const curation = async () =>
    JSON.stringify((await env.DB.prepare('SELECT address, verified, hidden FROM collections ORDER BY address').all()).results);

  it(
    `POST ${OPERATOR_COLLECTIONS_PATH}: no 5xx, JSON errors, curation changes only on success`,
    async () => {
      let baseline = await curation();
      const cases = fc.record({
        auth: fc.oneof(
          fc.constant(undefined),
          fc.constantFrom('Bearer wrong', `Bearer ${env.OPERATOR_TOKEN}x`),
          fc.constant(`Bearer ${env.OPERATOR_TOKEN}`),
        ),
        client: fc.constantFrom('203.0.113.11', '203.0.113.12', '203.0.113.13'),
        body: fc.oneof(
          { arbitrary: fromSchema(curationBody, strings).map((v) => JSON.stringify(v) ?? ''), weight: 9 },
          { arbitrary: rawBodies, weight: 1 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(cases, async ({ auth, client, body }) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': client };
          if (auth !== undefined) headers['authorization'] = auth;
          const res = await handleOperatorCollections(
            new Request(`http://localhost${OPERATOR_COLLECTIONS_PATH}`, { method: 'POST', headers, body }),
            env,
          );
          const text = await res.text();
          seen.cases++;
          if (res.status >= 500) seen.serverErrors++;
          expect(res.status, `${auth} ${String(body).slice(0, 200)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
          const now = await curation();
          if (res.status >= 400) {
            expect(JSON.parse(text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
            expect(now).toBe(baseline);
          }
          baseline = now;
        }),
        { seed: SEED, numRuns: Math.min(RUNS, 100) },
      );
    },
    Math.max(60_000, RUNS * 400),
  );
});

// A junk value on its own is used above only inside schemas; keep it honest as a generator too.
describe('fuzz generators', () => {
  it('junk values serialise to JSON', () => {
    fc.assert(
      fc.property(junkValue, (value) => typeof (JSON.stringify(value) ?? 'undefined') === 'string'),
      { seed: SEED, numRuns: 50 },
    );
  });
});
