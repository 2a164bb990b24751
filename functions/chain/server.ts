/**
 * The Worker side of the chain reader: its Durable Object stub, the health report, the scheduled
 * tick, and the purge of the cached pages a tick's ingest touched (whatever the chain).
 */
import { pagesOf, purgePages } from '../edge/html-cache';
import { defaultCache } from '../edge/runtime';
import type { ChainReader, ReaderSeed } from './ChainReader';
import { READER_INSTANCE } from './ChainReader';

export type Touched = { readonly nfts: readonly string[]; readonly collections: readonly string[]; readonly profiles: readonly string[] };

export function readerStub(env: Env): DurableObjectStub<ChainReader> {
  const namespace = env.READER as unknown as DurableObjectNamespace<ChainReader>;
  return namespace.get(namespace.idFromName(READER_INSTANCE));
}

/** Drops the cached HTML of what ingest touched, on `origin`. */
export async function purgeTouched(origin: string, touched: Touched | undefined): Promise<void> {
  if (!touched) return;
  const pages = pagesOf(touched);
  if (pages.length > 0) await purgePages(defaultCache(), origin, [...new Set(pages)]);
}

/** One reader tick from Worker code; the pages it touched are purged on `origin`. */
export async function tickReader(env: Env, origin: string | null, seed?: ReaderSeed): Promise<void> {
  const result = await readerStub(env).tick(seed ? { seed } : {});
  if (origin && 'touched' in result) await purgeTouched(origin, result.touched);
}

/** The cron trigger: re-arm the reader's alarm, and tick now. */
export async function scheduledTick(env: Env): Promise<void> {
  await readerStub(env).ensureAlarm();
  await tickReader(env, env.SITE_ORIGIN || null);
}

/** GET /api/healthz: 200 with the reader's last tick, cursor lag and last error. */
export async function healthResponse(env: Env): Promise<Response> {
  let reader: unknown;
  try {
    reader = await readerStub(env).status();
  } catch (error) {
    reader = { error: error instanceof Error ? error.message : String(error) };
  }
  return new Response(JSON.stringify({ ok: true, chain: env.CHAIN, reader }), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Asks the reader to re-read an NFT (rate limited there) after its page was rendered; purges if it changed. */
export async function refreshNftInBackground(env: Env, origin: string, address: string): Promise<void> {
  try {
    const result = await readerStub(env).refreshNft(address);
    await purgeTouched(origin, result.touched);
  } catch (error) {
    console.error('chain reader: NFT refresh failed', error);
  }
}
