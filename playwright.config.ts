import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// E2E_PORT lets two runs (a CI check and a local run, say) share a machine without meeting.
const PORT = Number(process.env.E2E_PORT ?? 4399);
const E2E_STATE = process.env.E2E_STATE ?? '.wrangler/e2e-state';
// Each worker has a devnet server of its own, so tests that share accounts and NFTs never meet another
// worker's. In Chromium's headless shell a worker leaves about a third of two cores idle while it waits on the
// chain and its reader, so a 2-core machine (CI) runs two: 12.7 min against 17.4 for one. The default is
// two, or one per two cores on a larger machine (E2E_WORKERS sets it).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2))));

/** The devnet test server of a worker slot (testInfo.parallelIndex): its port and its own local state. */
export function devnetServer(slot: number): { readonly port: number; readonly state: string } {
  // Slot 0 keeps E2E_PORT and E2E_STATE; the mainnet server takes the next port, so slots step by two.
  return { port: PORT + 2 * slot, state: slot === 0 ? E2E_STATE : `${E2E_STATE}-${slot}` };
}
// A second server of the same build in mainnet mode (no devnet, no dev wallet) for tests/e2e/mainnet.
const MAINNET_PORT = Number(process.env.E2E_MAINNET_PORT ?? PORT + 1);
const MAINNET_STATE = process.env.E2E_MAINNET_STATE ?? '.wrangler/e2e-mainnet-state';
// Debian's Chromium where it exists (CI and this machine), its headless shell first: the same Blink without
// the desktop browser around it, it opens a test's context for a third of the CPU (0.23 s against 0.75 s)
// and took a fifth off the browser tests' time. Playwright's own browser on a laptop.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  // On CI one retry: the Worker, its devnet and Chromium share 2 cores, and a wallet step can miss its wait
  // there. A retried test is reported as flaky in the list; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 90_000,
  // A 2-core machine running the Worker, its devnet and Chromium answers a wallet step in seconds, not
  // milliseconds: a check waits up to 15 s before it fails.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // On CI a failed test's retry is traced; recording every test's actions cost a sixth of the run's CPU.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Its tests take their worker's server from tests/e2e/fixtures/test.ts.
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'mainnet/**' },
    {
      name: 'mainnet',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${MAINNET_PORT}` },
      testMatch: 'mainnet/**/*.spec.ts',
    },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, slot) => devnetServer(slot)).map(({ port, state }) => ({
      // The built Worker (npm test builds first) on its own local state, so tests never touch your data.
      command: `node scripts/start.mjs --no-build --quiet --port ${port} --persist-to ${state}`,
      url: `http://localhost:${port}/api/healthz`,
      // Ready once the chain reader has read the devnet's genesis (the start script says so).
      wait: { stdout: /is ready at/ },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    })),
    {
      command: `node scripts/start.mjs --no-build --chain mainnet --port ${MAINNET_PORT} --persist-to ${MAINNET_STATE}`,
      url: `http://localhost:${MAINNET_PORT}/api/healthz`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
