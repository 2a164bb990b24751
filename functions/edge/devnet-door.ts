/**
 * The devnet's doors on the site (CHAIN=devnet only; 404 otherwise): /devnet/* goes to the devnet
 * Worker through the DEVNET service binding, as a wallet or an RPC client would reach a chain, and the
 * devnet's new-block hint (POST /devnet/new-block) wakes the chain reader, which then reads the chain.
 */
import { DEVNET_NEW_BLOCK_PATH } from '@shared/lib/devnet-roots';
import { readerStub } from '../reader/server';

const notFound = (): Response => Response.json({ error: 'Not found' }, { status: 404 });

export function handleDevnetDoor(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
  if (env.CHAIN !== 'devnet' || !env.DEVNET) return notFound();
  if (new URL(request.url).pathname === DEVNET_NEW_BLOCK_PATH) {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    ctx.waitUntil(
      readerStub(env)
        .newBlock()
        .catch((error) => console.error('chain reader: the new-block tick failed', error)),
    );
    return new Response(null, { status: 202 });
  }
  return env.DEVNET.fetch(request);
}
