// The site through a database outage: the test server's real local D1 file is held locked (every query
// fails), then released. A page with a cached copy keeps serving it, a page without one gets the site's
// own error page with 503 and Retry-After, an API read gets 503 JSON with a stable code, and all of it
// recovers by itself once the database answers.
import { expect, test } from './fixtures/test';
import { lockD1 } from './fixtures/d1-lock';

test('while the database is locked: the cached page still serves, an uncached page is the site error page, the API 503 JSON; then all recover', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const listed = await request.post('/api/nfts', { data: { limit: 1 } });
  const nft = (await listed.json()).items[0] as { address: string; name: string };
  const cachedPath = `/nft/${nft.address}`;
  await expect.poll(async () => (await request.get(cachedPath)).headers()['x-cache'], { timeout: 10_000 }).toBe('HIT');
  // A name filter no one has asked for makes a page with no cached copy.
  const uncachedPath = `/explore/collections?collection_name=outage${Date.now()}`;

  const lock = lockD1(server.state);
  try {
    // Health says so, with the reason.
    const health = await request.get('/api/healthz');
    expect(health.status()).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/^database: /) });

    const api = await request.post('/api/nfts', { data: { limit: 1 } });
    expect(api.status()).toBe(503);
    expect(api.headers()['retry-after']).toBe('30');
    expect(await api.json()).toEqual({ error: expect.stringContaining('database'), code: 'database_unavailable' });

    const cached = await request.get(cachedPath);
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-cache']).toBe('HIT');
    expect(await cached.text()).toContain(nft.name);

    const uncached = await page.goto(uncachedPath);
    expect(uncached?.status()).toBe(503);
    expect(uncached?.headers()['retry-after']).toBe('30');
    expect(uncached?.headers()['x-cache']).toBe('MISS');
    await expect(page.getByRole('heading', { level: 1, name: 'Temporarily unavailable' })).toBeVisible();
    await expect(page.getByText('Please try again in a moment.')).toBeVisible();
    // In the site's own frame: its navigation and footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  } finally {
    lock.release();
  }

  await expect.poll(async () => (await request.post('/api/nfts', { data: { limit: 1 } })).status(), { timeout: 20_000 }).toBe(200);
  // The reader's ticks failed meanwhile too: healthy again once one succeeds.
  await expect.poll(async () => (await request.get('/api/healthz')).status(), { timeout: 60_000 }).toBe(200);
  const back = await page.goto(uncachedPath);
  expect(back?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Temporarily unavailable' })).toHaveCount(0);
});
