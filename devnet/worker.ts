// The devnet Worker: the simulated chain as a dev tool beside the site, never in the site's build.
// `npm start` on the devnet and the e2e setup run it with the site (`wrangler dev -c <site> -c
// devnet/wrangler.jsonc`); the site forwards /devnet/* to it through its DEVNET service binding.
// Its doors: POST /devnet/rpc (the dev wallet's and the tests' calls), POST /devnet/jrpc (the chain as
// Venom's public JRPC serves it, which the site's chain reader reads), GET /devnet/prices and the push
// service at /devnet/push/<id> (./push-service.ts).
import { DEVNET_JRPC_PATH, DEVNET_PRICES_PATH, DEVNET_PUSH_PATH, DEVNET_RPC_PATH } from '@shared/lib/devnet-roots';
import { DEVNET_INSTANCE, handleDevnetRpc } from './rpc';
import type { DevnetEnv } from './env';

export { Devnet } from './Devnet';

const MAX_JRPC_BYTES = 64 * 1024;

export async function devnetRoute(request: Request, env: DevnetEnv): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === DEVNET_RPC_PATH) return handleDevnetRpc(request, env);
  if (pathname === DEVNET_JRPC_PATH || pathname === DEVNET_PRICES_PATH) {
    if (Number(request.headers.get('content-length') ?? '0') > MAX_JRPC_BYTES) {
      return Response.json(
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Body is larger than ${MAX_JRPC_BYTES} bytes` } },
        { status: 413 },
      );
    }
    return env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName(DEVNET_INSTANCE)).fetch(request);
  }
  if (pathname.startsWith(`${DEVNET_PUSH_PATH}/`)) return env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName(DEVNET_INSTANCE)).fetch(request);
  return Response.json({ error: 'Not found' }, { status: 404 });
}

export default {
  fetch: (request, env) => devnetRoute(request, env),
} satisfies ExportedHandler<DevnetEnv>;
