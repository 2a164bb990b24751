// The workers tests' own bindings (vitest.config.ts): the migrations to apply, schema.sql, the fuzz suite's size and
// seed, and the devnet Worker's Durable Object, which the test Worker also plays (worker-entry.ts).
declare namespace Cloudflare {
  interface Env {
    readonly TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    readonly TEST_SCHEMA_SQL: string;
    readonly FUZZ_RUNS: string;
    readonly FUZZ_SEED: string;
    readonly DEVNET_CHAIN: DurableObjectNamespace<import('@devnet/Devnet').Devnet>;
  }
}
