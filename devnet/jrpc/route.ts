/**
 * `POST /devnet/jrpc`: the devnet's JRPC facade (./handler.ts) on the site, for any JRPC client
 * (`CHAIN_JRPC_URL=http://localhost:4321/devnet/jrpc` points a reader at it). Only when CHAIN=devnet.
 */
export const DEVNET_JRPC_PATH = '/devnet/jrpc';

export async function handleDevnetJrpc(request: Request, env: Env): Promise<Response> {
  if (env.CHAIN !== 'devnet') return Response.json({ error: 'Not found' }, { status: 404 });
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > 64 * 1024) return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Body is larger than 65536 bytes' } }, { status: 413 });
  const devnet = env.DEVNET.get(env.DEVNET.idFromName('devnet'));
  return devnet.fetch(new Request(new URL(DEVNET_JRPC_PATH, request.url), { method: request.method, headers: request.headers, body: request.method === 'POST' ? await request.text() : null }));
}
