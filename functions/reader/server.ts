/**
 * The Worker side of the chain reader: its Durable Object stub and the scheduled tick (the health
 * report is ./health.ts). The reader purges the cached pages its commits touch itself (./purge.ts); Worker code tells it
 * the origin pages are served from when it knows one.
 */
import { DEVNET_PATH_PREFIX } from '@shared/lib/devnet-roots';
import type { ChainReader } from './ChainReader';
import { READER_INSTANCE } from './ChainReader';

export function readerStub(env: Env): DurableObjectStub<ChainReader> {
  const namespace = env.READER as unknown as DurableObjectNamespace<ChainReader>;
  return namespace.get(namespace.idFromName(READER_INSTANCE));
}

/** The cron trigger: re-arm the reader's alarm, and tick now (it purges on SITE_ORIGIN). */
export async function scheduledTick(env: Env): Promise<void> {
  await readerStub(env).ensureAlarm();
  await readerStub(env).tick();
}

let armed = false;

/**
 * On the devnet, arms the reader's alarm on an isolate's first page or API request, and names the origin
 * it came to (whose cached pages the reader purges): `wrangler dev` runs no cron trigger, and the reader's
 * own schedule (its owner scan, its sweeps) must run there as on mainnet. The devnet's own calls
 * (/devnet/*) come through a service binding, not from a visitor's origin, so they do not count.
 */
export function armReaderOnDevnet(request: Request, env: Env, ctx: ExecutionContext): void {
  if (armed || env.CHAIN !== 'devnet') return;
  const url = new URL(request.url);
  if (url.pathname.startsWith(DEVNET_PATH_PREFIX)) return;
  armed = true;
  const reader = readerStub(env);
  ctx.waitUntil(
    Promise.all([reader.ensureAlarm(), reader.servedFrom(url.origin)]).catch((error) =>
      console.error('chain reader: could not arm its alarm', error),
    ),
  );
}

/** Asks the reader to re-read an NFT (rate limited there) after its page was rendered; it purges on `origin` if it changed. */
export async function refreshNftInBackground(env: Env, origin: string, address: string): Promise<void> {
  try {
    await readerStub(env).refreshNft(address, origin);
  } catch (error) {
    console.error('chain reader: NFT refresh failed', error);
  }
}
