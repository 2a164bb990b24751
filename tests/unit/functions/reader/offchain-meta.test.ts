// Off-chain NFT metadata (functions/reader/offchain-meta.ts) under the media proxy's fetch rules: IPFS
// through the gateways in turn, https on public hosts only (private names, IP literals, http and this
// site refused before any request; redirects checked again), a size cap and a time limit.
import { describe, expect, it } from 'vitest';
import { fetchOffChainMeta, MAX_META_BYTES, metaSources, offChainUrl } from '@functions/reader/offchain-meta';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const json = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

function fakeFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    asked.push(url);
    const answer = answers[url];
    if (!answer) return new Response('not found', { status: 404 });
    return Promise.race([
      answer(),
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
      ),
    ]);
  };
  return { fetch, asked };
}

describe('off-chain metadata', () => {
  it('tells a URL from JSON', () => {
    expect(offChainUrl(` ipfs://${CID}/1.json `)).toBe(`ipfs://${CID}/1.json`);
    expect(offChainUrl('https://meta.example.com/1.json')).toBe('https://meta.example.com/1.json');
    expect(offChainUrl('{"name":"x"}')).toBeNull();
  });

  it('reads IPFS through the gateways in turn', async () => {
    const { fetch, asked } = fakeFetch({ [`https://second.example/ipfs/${CID}/1.json`]: () => json({ name: 'From IPFS' }) });
    const deps = { fetch, gateways: 'https://first.example/ipfs/,https://second.example/ipfs/', selfHost: 'market.example' };
    expect(await fetchOffChainMeta(`ipfs://${CID}/1.json`, deps)).toEqual({ name: 'From IPFS' });
    expect(asked).toEqual([`https://first.example/ipfs/${CID}/1.json`, `https://second.example/ipfs/${CID}/1.json`]);
  });

  it('refuses private, literal, plain-http and own hosts without a request', async () => {
    const { fetch, asked } = fakeFetch({});
    const deps = { fetch, selfHost: 'market.example' };
    for (const url of [
      'https://localhost/m.json',
      'https://127.0.0.1/m.json',
      'https://[::1]/m.json',
      'https://intranet/m.json',
      'http://meta.example.com/m.json',
      'https://market.example/m.json',
      'https://meta.example.com:8443/m.json',
      'ipfs://not-a-cid/x',
    ]) {
      expect(metaSources(url, deps)).toEqual([]);
      expect(await fetchOffChainMeta(url, deps)).toBeUndefined();
    }
    expect(asked).toEqual([]);
  });

  it('checks redirects again, caps the size and the time', async () => {
    const { fetch, asked } = fakeFetch({
      'https://meta.example.com/redirect.json': () =>
        new Response(null, { status: 302, headers: { location: 'https://10.0.0.1/secret.json' } }),
      'https://meta.example.com/moved.json': () => new Response(null, { status: 301, headers: { location: '/final.json' } }),
      'https://meta.example.com/final.json': () => json({ name: 'Moved' }),
      'https://meta.example.com/huge.json': () => json({ name: 'x'.repeat(MAX_META_BYTES) }),
      'https://meta.example.com/slow.json': () => new Promise<Response>(() => undefined),
      'https://meta.example.com/list.json': () => json([1, 2]),
    });
    const deps = { fetch, selfHost: 'market.example', timeoutMs: 50 };
    expect(await fetchOffChainMeta('https://meta.example.com/redirect.json', deps)).toBeUndefined();
    expect(asked).not.toContain('https://10.0.0.1/secret.json');
    expect(await fetchOffChainMeta('https://meta.example.com/moved.json', deps)).toEqual({ name: 'Moved' });
    expect(await fetchOffChainMeta('https://meta.example.com/huge.json', deps)).toBeUndefined();
    expect(await fetchOffChainMeta('https://meta.example.com/slow.json', deps)).toBeUndefined();
    expect(await fetchOffChainMeta('https://meta.example.com/list.json', deps)).toBeUndefined();
  });
});
