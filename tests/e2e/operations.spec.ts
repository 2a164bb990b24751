// Operators' switches and the edge's headers, as a visitor and an operator meet them.
import { expect, test } from './fixtures/test';
import { execFileSync } from 'node:child_process';

/** The local state of this worker's test server (tests/e2e/fixtures/test.ts). */
let serverState = '';

/**
 * The operators' command, on the state the test server uses. The running server
 * holds the same local KV store, so a write can meet it busy: the command is run again, as an operator would.
 */
function flip(flag: 'maintenance' | 'banner', state: 'on' | 'off'): void {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('node', ['scripts/flags.mjs', flag, state, '--persist-to', serverState], { stdio: 'ignore' });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      execFileSync('sleep', ['1']);
    }
  }
}

const FIVE_SECONDS = { timeout: 5_000, intervals: [250] };

test.describe.configure({ mode: 'serial' });

test.beforeAll(({ server }) => {
  serverState = server.state;
});

test.afterAll(() => {
  flip('maintenance', 'off');
  flip('banner', 'off');
});

test('maintenance mode: pages get the maintenance page with 503, the API 503 JSON, health and assets keep working', async ({
  page,
  request,
}) => {
  flip('maintenance', 'on');
  await expect.poll(async () => (await request.get('/explore/items')).status(), FIVE_SECONDS).toBe(503);
  const res = await page.goto('/explore/items');
  expect(res?.status()).toBe(503);
  expect(res?.headers()['retry-after']).toBe('300');
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();

  const api = await request.post('/api/nfts', { data: {} });
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ error: expect.stringContaining('maintenance') });
  expect((await request.get('/api/healthz')).status()).toBe(200);
  expect((await request.get('/favicon.svg')).status()).toBe(200);

  flip('maintenance', 'off');
  await expect.poll(async () => (await request.get('/explore/items')).status(), FIVE_SECONDS).toBe(200);
});

test('the wallet-upgrade banner shows on every page within 5 s of the flip, and goes away', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('upgrade-banner')).toHaveCount(0);
  flip('banner', 'on');
  await expect
    .poll(async () => {
      await page.goto('/explore/collections');
      return page.getByTestId('upgrade-banner').count();
    }, FIVE_SECONDS)
    .toBe(1);
  await expect(page.getByTestId('upgrade-banner')).toContainText('A new version of your wallet is available');
  flip('banner', 'off');
  await expect
    .poll(async () => {
      await page.goto('/explore/collections');
      return page.getByTestId('upgrade-banner').count();
    }, FIVE_SECONDS)
    .toBe(0);
});

test('the operator endpoint refuses a wrong secret', async ({ request }) => {
  const res = await request.post('/api/operator/flags', {
    headers: { authorization: 'Bearer wrong' },
    data: { flag: 'maintenance', on: true },
  });
  expect(res.status()).toBe(401);
  expect((await request.get('/')).status()).toBe(200);
});

test('security headers on pages, the API and errors; the page CSP has no unsafe-inline scripts', async ({ request, page }) => {
  const responses = [
    await request.get('/'),
    await request.post('/api/nfts', { data: { limit: 1 } }),
    await request.get('/nft/not-an-address'),
    await request.post('/api/nfts', { data: { limit: 1000 } }),
  ];
  expect(responses.map((r) => r.status())).toEqual([200, 200, 404, 400]);
  for (const res of responses) {
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBeTruthy();
    expect(h['permissions-policy']).toContain('camera=()');
  }
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*'sha(256|384|512)-/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await page.getByRole('combobox').fill('pu');
  expect(violations).toEqual([]);
});

test('the second load of a page is an edge-cache HIT', async ({ request }) => {
  // A search no one has made: a page with no cached copy yet.
  const path = `/search?q=probe${Date.now()}`;
  expect((await request.get(path)).headers()['x-cache']).toBe('MISS');
  await expect.poll(async () => (await request.get(path)).headers()['x-cache']).toBe('HIT');
});
