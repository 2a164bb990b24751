import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./src', import.meta.url)),
  '@functions': fileURLToPath(new URL('./functions', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@devnet': fileURLToPath(new URL('./devnet', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // At least two: Vitest's default (one less than the cores) is one on a 2-core machine (CI), which leaves a
    // core idle while a file waits on workerd or its imports. Two took unit from 98 to 60 s, workers from 250 to 144 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: {
          alias: {
            ...alias,
            // Its package has no `exports`, so Node would take the CommonJS build with a zod of its own.
            '@asteasolutions/zod-to-openapi': fileURLToPath(
              new URL('./node_modules/@asteasolutions/zod-to-openapi/dist/index.mjs', import.meta.url),
            ),
          },
        },
        test: {
          name: 'unit',
          environment: 'node',
          // Bundled like the Worker bundles them, so they share the app's (ESM) zod instance.
          server: { deps: { inline: ['@hono/zod-openapi', '@asteasolutions/zod-to-openapi'] } },
          include: ['tests/unit/**/*.test.ts', 'tests/flows/**/*.test.ts', 'src/**/*.test.ts'],
          // A test fails on what it asserts, not on a busy machine's speed (speed is for the benchmarks).
          testTimeout: 60_000,
        },
      },
      {
        // Reads builds, after `npm run build` (npm test runs it first): tests/build.
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'], testTimeout: 300_000 },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            // A small entry of its own, so the workers tests never boot the whole Astro build.
            main: './tests/workers/worker-entry.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // The devnet Worker's Durable Object and doors, played by the test Worker (worker-entry.ts).
              durableObjects: { DEVNET_CHAIN: { className: 'Devnet', useSQLite: true } },
              serviceBindings: { DEVNET: { name: 'venom-nft-marketplace', entrypoint: 'DevnetWorker' } },
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
                // What tests/workers/schema.test.ts compares with the schema the migrations made.
                TEST_SCHEMA_SQL: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
                JWT_SECRET: 'test-secret-for-workers-tests-only',
                OPERATOR_TOKEN: 'test-operator-token',
                // A VAPID pair made for the tests only (tests/workers/functions/api/push.test.ts).
                VAPID_PUBLIC_KEY: 'BCqVfES-uP7cYzwkYGu-vupHSsRuMT50mYidRm_51onTvgC3n32xXYkMVdc5_6kswF0K5nKjGlX9VTpcbsdIk24',
                VAPID_PRIVATE_KEY: 'FuoUHm31QFnklgAsz1YJ6sVm2USS8g0BbvwNwLmJSw8',
                // A small event-stream buffer, so the slow-client test fills it soon (tests/workers/functions/api/stream.test.ts).
                STREAM_BUFFER_EVENTS: '64',
                // The fuzz suite's size and seed (tests/workers/fuzz; `npm run fuzz` sets them).
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          // One more than the unit tests: a workers file waits on workerd (its start, its modules, D1) for a
          // third of its time, so a third file in flight fills a 2-core machine (112 s -> 100 s there; unit
          // tests, which do not wait, were slower with three).
          maxWorkers: Math.max(3, availableParallelism()),
          include: ['tests/workers/**/*.test.ts'],
          setupFiles: ['./tests/workers/apply-migrations.ts'],
          testTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/lib/**/*.ts', 'src/page-query/**/*.ts', 'src/view-model/**/*.ts', 'shared/contract/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
