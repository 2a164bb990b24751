import type { Devnet } from './Devnet';

/** The devnet Worker's bindings (devnet/wrangler.jsonc). */
export interface DevnetEnv {
  /** The simulated chain: one instance, by name "devnet". */
  readonly DEVNET_CHAIN: DurableObjectNamespace<Devnet>;
  /** The site it serves, told of each new block (a hint); absent when the devnet runs alone. */
  readonly SITE?: Fetcher;
}
