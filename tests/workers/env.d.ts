// The workers tests' Worker also plays the devnet Worker (worker-entry.ts, vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    readonly DEVNET_CHAIN: DurableObjectNamespace<import('../../devnet/Devnet').Devnet>;
  }
}
