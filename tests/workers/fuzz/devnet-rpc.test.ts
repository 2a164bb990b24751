// Property-based fuzzing of the devnet RPC (POST /devnet/rpc) inside workerd: envelopes and params from
// each method's schema (devnet/rpc/schema.ts) with junk mixed in, plus broken JSON, deep
// nesting and wrong content types. The property: no 5xx, and every error is JSON with a code.
// Methods that move the chain (sendMessage, faucet, advanceTime) are fuzzed too: valid calls may
// change it, which is what they are for.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { devAccounts } from '@devnet/genesis';
import { handleDevnetRpc } from '@devnet/rpc/handler';
import { RPC_METHODS, RPC_PARAMS } from '@devnet/rpc/schema';
import { candidateStrings, fromSchema, junkValue } from './arbitraries';

const RUNS = Number(env.FUZZ_RUNS) || 200;
const SEED = Number(env.FUZZ_SEED) || 14;
const seen = { cases: 0, serverErrors: 0 };

afterAll(() => {
  console.log(`Devnet RPC fuzz: ${seen.cases} cases over ${RPC_METHODS.length} methods (seed ${SEED}), ${seen.serverErrors} answered 5xx`);
});

const accounts = (await devAccounts()).map((account) => account.address);
const strings = [...candidateStrings(accounts), 'balance', 'transfer', 'WVENOM', 'USDT', 'a'.repeat(64)];

describe('devnet RPC fuzz', () => {
  for (const method of RPC_METHODS) {
    it(
      `${method}: no 5xx, JSON errors`,
      async () => {
        const envelopes = fc.oneof(
          { arbitrary: fromSchema(RPC_PARAMS[method], strings).map((params) => JSON.stringify({ method, params }) ?? ''), weight: 8 },
          { arbitrary: junkValue.map((value) => JSON.stringify({ method: value, params: {} }) ?? ''), weight: 1 },
          {
            arbitrary: fc.constantFrom('', '{', 'null', '[]', '{"method":"info","params":' + '['.repeat(70) + ']'.repeat(70) + '}'),
            weight: 1,
          },
        );
        await fc.assert(
          fc.asyncProperty(envelopes, fc.constantFrom('application/json', 'application/json', 'text/plain'), async (body, type) => {
            const res = await handleDevnetRpc(
              new Request('http://localhost/devnet/rpc', { method: 'POST', headers: { 'content-type': type }, body }),
              env,
            );
            const text = await res.text();
            seen.cases++;
            if (res.status >= 500) seen.serverErrors++;
            expect(res.status, `${body.slice(0, 300)} -> ${text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) expect(JSON.parse(text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
          }),
          { seed: SEED, numRuns: RUNS },
        );
      },
      Math.max(60_000, RUNS * 500),
    );
  }
});
