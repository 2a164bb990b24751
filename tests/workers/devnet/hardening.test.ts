// Deep or oversized input to the devnet RPC is a clear 400, never a 500.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { handleDevnetRpc } from '@devnet/rpc/handler';
import { jsonDepthWithin, MAX_JSON_DEPTH } from '@devnet/rpc/json-depth';

const A = `0:${'1'.repeat(64)}`;
const B = `0:${'2'.repeat(64)}`;

async function rpcText(text: string) {
  const response = await handleDevnetRpc(
    new Request('http://localhost/devnet/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }),
    env,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('devnet RPC nesting bounds', () => {
  it('runLocal and sendMessage with input nested 5,000 levels deep get 400 naming the body', async () => {
    for (const text of [
      `{"method":"runLocal","params":{"address":"${A}","method":"x","input":{"a":${nested(5000)}}}}`,
      `{"method":"sendMessage","params":{"sender":"${A}","recipient":"${B}","amount":"1","input":{"a":${nestedObject(5000)}}}}`,
      `{"method":"info","params":${nested(100_000)}}`,
    ]) {
      const { status, body } = await rpcText(text);
      expect(status).toBe(400);
      expect(body).toEqual({ error: `Body is nested deeper than ${MAX_JSON_DEPTH} levels`, field: 'body', code: 'invalid_request' });
    }
  });

  it('input within the bound reaches the chain (which answers for itself)', async () => {
    const { status, body } = await rpcText(
      `{"method":"runLocal","params":{"address":"${A}","method":"x","input":{"a":${nested(MAX_JSON_DEPTH - 3)}}}}`,
    );
    expect(status).not.toBe(500);
    expect(body['field']).not.toBe('body');
  });

  it('the depth scan skips brackets inside strings and escapes', () => {
    expect(jsonDepthWithin(`{"a":"${'['.repeat(1000)}\\"${'{'.repeat(1000)}"}`, 2)).toBe(true);
    expect(jsonDepthWithin(nested(3), 3)).toBe(true);
    expect(jsonDepthWithin(nested(4), 3)).toBe(false);
  });

  it("the wallet's encoder: a body that is no BOC reads as none, a value that does not fit is a 400 naming it", async () => {
    const abi = JSON.stringify({ 'ABI version': 2, version: '2.2', functions: [], events: [{ name: 'E', inputs: [] }] });
    const notABoc = await rpcText(JSON.stringify({ method: 'decodeEvent', params: { body: 'not a BOC', abi, event: ['E'] } }));
    expect(notABoc).toEqual({ status: 200, body: { result: null } });
    const overflow = await rpcText(
      JSON.stringify({ method: 'packIntoCell', params: { structure: [{ name: 'x', type: 'uint8' }], data: { x: 256 } } }),
    );
    expect(overflow.status).toBe(400);
    expect(overflow.body).toEqual({ error: expect.stringMatching(/^x \(uint8\): 256 does not fit/), code: 'invalid_input' });
    const deep = await rpcText(
      JSON.stringify({ method: 'unpackFromCell', params: { structure: [{ name: 'x', type: 'uint8' }], boc: 'AAAA' } }),
    );
    expect(deep).toMatchObject({ status: 400, body: { error: 'not a base64 BOC', code: 'invalid_input' } });
  });
});
