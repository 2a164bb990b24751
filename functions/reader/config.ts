/**
 * The reader's settings from the Worker's variables (wrangler.jsonc `vars`):
 * - CHAIN_JRPC_URL: the JSON-RPC endpoint (mainnet: https://jrpc.venom.foundation/rpc). With
 *   CHAIN=devnet and no URL, the reader reads the devnet Worker's JRPC through the DEVNET service binding.
 * - READER_FACTORIES: `directSell=<addr>,auction=<addr>,directBuy=<addr>` (the three market roots).
 * - READER_COLLECTIONS: comma-separated collection addresses to follow.
 *   With CHAIN=devnet, both default to where the devnet's genesis puts them (shared/lib/devnet-roots.ts).
 * - READER_INTERVAL_SECONDS: the alarm's period (default 10; the cron trigger re-arms it every minute).
 * - PRICES_URL: where USD token prices come from (empty: no prices; pages show token amounts only).
 * - SITE_ORIGIN: the public origin whose cached pages the reader purges after each commit (./purge.ts).
 */
import { DEVNET_COLLECTION_ROOTS, DEVNET_FACTORY_ROOTS } from '@shared/lib/devnet-roots';
import type { WatchKind } from './contracts';

export interface ReaderConfig {
  readonly endpoint: string | null;
  readonly seeds: readonly { address: string; kind: WatchKind }[];
  readonly intervalSeconds: number;
  readonly pricesUrl: string | null;
  readonly siteOrigin: string | null;
}

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-f]{64}$/;
const FACTORY_KINDS: Record<string, WatchKind> = {
  directSell: 'factoryDirectSell',
  auction: 'factoryAuction',
  directBuy: 'factoryDirectBuy',
};

export class ReaderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReaderConfigError';
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function rawAddress(value: string, name: string): string {
  const lower = value.toLowerCase();
  if (!RAW_ADDRESS.test(lower)) throw new ReaderConfigError(`${name}: "${value}" is not a raw address <wc>:<64 hex>`);
  return lower;
}

const DEVNET_FACTORIES = Object.entries(DEVNET_FACTORY_ROOTS)
  .map(([name, address]) => `${name}=${address}`)
  .join(',');

export function readerConfig(env: Partial<Record<string, string>>): ReaderConfig {
  const devnet = env['CHAIN'] === 'devnet';
  const seeds: { address: string; kind: WatchKind }[] = [];
  for (const item of list(env['READER_FACTORIES'] || (devnet ? DEVNET_FACTORIES : ''))) {
    const [name = '', address = ''] = item.split('=');
    const kind = FACTORY_KINDS[name.trim()];
    if (!kind) throw new ReaderConfigError(`READER_FACTORIES: "${name}" is not one of directSell, auction, directBuy`);
    seeds.push({ address: rawAddress(address.trim(), 'READER_FACTORIES'), kind });
  }
  for (const address of list(env['READER_COLLECTIONS'] || (devnet ? DEVNET_COLLECTION_ROOTS.join(',') : '')))
    seeds.push({ address: rawAddress(address, 'READER_COLLECTIONS'), kind: 'collection' });
  const interval = Number(env['READER_INTERVAL_SECONDS'] || '10');
  if (!Number.isFinite(interval) || interval < 1 || interval > 3600)
    throw new ReaderConfigError('READER_INTERVAL_SECONDS must be 1 to 3600');
  const endpoint = env['CHAIN_JRPC_URL']?.trim() || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ReaderConfigError('CHAIN_JRPC_URL must be an http(s) URL');
  return {
    endpoint,
    seeds,
    intervalSeconds: interval,
    pricesUrl: env['PRICES_URL']?.trim() || null,
    siteOrigin: env['SITE_ORIGIN']?.trim() || null,
  };
}
