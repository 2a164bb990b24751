// The JRPC client: request shape, zod-validated answers, which failures are retried, and the reader's
// settings from the Worker's variables.
import { describe, expect, it } from 'vitest';
import { readerConfig, ReaderConfigError } from '@functions/reader/config';
import { JrpcClient, JrpcError } from '@functions/reader/jrpc';

const ADDRESS = `0:${'a'.repeat(64)}`;

function client(answers: ((body: any) => Response | Promise<Response>)[], seen: any[] = []) {
  return new JrpcClient({
    endpoint: 'https://jrpc.test/rpc',
    backoffMs: 0,
    attempts: 3,
    fetch: async (request) => {
      const body = await request.json();
      seen.push(body);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next(body);
    },
  });
}

const ok = (result: unknown) => (body: any) => Response.json({ jsonrpc: '2.0', id: body.id, result });

describe('JrpcClient', () => {
  it("sends JSON-RPC 2.0 with the public endpoint's params and returns the validated result", async () => {
    const seen: any[] = [];
    const c = client([ok(['te6cc']), ok({ type: 'notExists' })], seen);
    expect(await c.getTransactionsList(ADDRESS, 500, 123n)).toEqual(['te6cc']);
    expect(await c.getContractState(ADDRESS)).toEqual({ type: 'notExists' });
    expect(seen[0]).toMatchObject({
      jsonrpc: '2.0',
      method: 'getTransactionsList',
      params: { account: ADDRESS, limit: 100, lastTransactionLt: '123' },
    });
    expect(seen[1]).toMatchObject({ method: 'getContractState', params: { address: ADDRESS } });
  });

  it('retries 429, 5xx and network failures, then gives up with the last error', async () => {
    const c = client([() => new Response('', { status: 429 }), () => new Response('', { status: 502 }), ok(null)]);
    expect(await c.getTransaction('b'.repeat(64))).toBeNull();
    expect(c.stats).toEqual({ requests: 3, retries: 2 });
    const failing = client([
      () => Promise.reject(new TypeError('connection reset')),
      () => new Response('', { status: 503 }),
      () => new Response('', { status: 503 }),
    ]);
    await expect(failing.getTransaction('b'.repeat(64))).rejects.toThrow(/HTTP 503/);
  });

  it('does not retry what cannot succeed: a JSON-RPC error, a 4xx, an answer of the wrong shape or id', async () => {
    await expect(
      client([(b) => Response.json({ jsonrpc: '2.0', id: b.id, error: { code: -32602, message: 'bad address' } })]).getContractState(
        ADDRESS,
      ),
    ).rejects.toThrow(/bad address \(code -32602\)/);
    await expect(client([() => new Response('', { status: 404 })]).getContractState(ADDRESS)).rejects.toMatchObject({ retryable: false });
    await expect(client([ok({ type: 'exists', account: 'x' })]).getContractState(ADDRESS)).rejects.toThrow(
      /unexpected result at lastTransactionId/,
    );
    await expect(
      client([(b) => Response.json({ jsonrpc: '2.0', id: b.id + 1, result: [] })]).getAccountsByCodeHash('c'.repeat(64), 10),
    ).rejects.toBeInstanceOf(JrpcError);
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(() => new JrpcClient({ endpoint: 'jrpc.venom.foundation' })).toThrow(/http\(s\) URL/);
  });
});

describe('readerConfig', () => {
  it('reads the factories, collections, interval and sources', () => {
    const config = readerConfig({
      CHAIN_JRPC_URL: 'https://jrpc.venom.foundation/rpc',
      READER_FACTORIES: `directSell=${ADDRESS}, auction=0:${'B'.repeat(64)}`,
      READER_COLLECTIONS: `0:${'c'.repeat(64)},`,
      READER_INTERVAL_SECONDS: '15',
    });
    expect(config).toEqual({
      endpoint: 'https://jrpc.venom.foundation/rpc',
      seeds: [
        { address: ADDRESS, kind: 'factoryDirectSell' },
        { address: `0:${'b'.repeat(64)}`, kind: 'factoryAuction' },
        { address: `0:${'c'.repeat(64)}`, kind: 'collection' },
      ],
      intervalSeconds: 15,
      pricesUrl: null,
      siteOrigin: null,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => readerConfig({ READER_FACTORIES: `sell=${ADDRESS}` })).toThrow(ReaderConfigError);
    expect(() => readerConfig({ READER_COLLECTIONS: 'not-an-address' })).toThrow(/READER_COLLECTIONS/);
    expect(() => readerConfig({ READER_INTERVAL_SECONDS: '0' })).toThrow(/READER_INTERVAL_SECONDS/);
    expect(() => readerConfig({ CHAIN_JRPC_URL: 'ftp://x' })).toThrow(/CHAIN_JRPC_URL/);
  });
});
