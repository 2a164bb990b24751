// What a bounded attack on the site found, as a visitor meets it in Chromium.
import { expect, test } from './fixtures/market';

test.describe('list pages past their last page', () => {
  test('every paginated list shows its empty state and a way back, never a 500', async ({ page, market }) => {
    const lists = [
      '/explore/items',
      '/buy',
      '/explore/activity',
      '/explore/collections',
      `/collection/${market.collection.address}`,
      `/collection/${market.collection.address}/activity`,
      `/profile/${market.owner}`,
      `/profile/${market.owner}/activity`,
      `/profile/${market.owner}/bids`,
    ];
    for (const path of lists) {
      for (const pageNumber of [400, 5000, 999_999_999_999]) {
        const response = await page.goto(`${path}?page=${pageNumber}`);
        expect([200, 404], `${path}?page=${pageNumber}`).toContain(response?.status());
        await expect(page.getByText(`Page ${pageNumber}`), path).toBeVisible();
        const first = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'First page' });
        await expect(first, path).toHaveAttribute('href', path);
        await expect(page.getByRole('link', { name: 'Next →' }), path).toHaveCount(0);
      }
    }
    await page.goto('/explore/items?page=5000');
    await expect(page.getByText('No items found')).toBeVisible();
    await page.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL(/\/explore\/items$/);
    await expect(page.getByTestId('nft-grid').getByRole('listitem')).toHaveCount(24);
  });

  test('long or many trait filters and a long collection name render the list', async ({ page, market }) => {
    const many = Array.from({ length: 60 }, (_, i) => `attributes=${encodeURIComponent(`Type${i}:value`)}`).join('&');
    const long = `attributes=${'T'.repeat(300)}:v&attributes=${encodeURIComponent(market.collection.traitType)}:${'v'.repeat(400)}`;
    for (const url of [
      `/collection/${market.collection.address}?${many}`,
      `/collection/${market.collection.address}?${long}`,
      `/explore/items?${many}`,
      `/explore/collections?collection_name=${'x'.repeat(49)}`,
      `/explore/collections?collection_name=${encodeURIComponent('ü'.repeat(80))}`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
  });
});

test.describe('metadata URLs', () => {
  test('Chromium resolves every media URL the site makes from tricky metadata to this site', async ({ page }) => {
    const { mediaSrc } = await import('../../shared/lib/media-url');
    const sources = [
      '/\\evil.example/doc.pdf',
      '\\\\evil.example/doc.pdf',
      '/\t/evil.example/a.png',
      '/\n\\evil.example/a.png',
      '//evil.example/a.png',
      '/demo-art/nft/7.svg',
      'ipfs://../../api/user',
      'ipfs://bafyabc/../../../x',
      'https://img.example/a.png',
    ];
    const made = sources.map((source) => mediaSrc(source)).filter((src): src is string => src !== null);
    expect(made.length).toBeGreaterThan(0);
    await page.goto('/terms');
    const resolved = await page.evaluate((srcs) => {
      return srcs.map((src) => {
        const link = document.createElement('a');
        link.href = src;
        return { src, origin: link.origin, path: link.pathname };
      });
    }, made);
    const origin = new URL(page.url()).origin;
    for (const { src, origin: linkOrigin, path } of resolved) {
      expect(linkOrigin, src).toBe(origin);
      expect(path, src).toMatch(/^\/(demo-art|media)\//);
    }
  });
});

test.describe('edge caches', () => {
  test('the cache variant parameter and parameters no page reads send the visitor to the clean URL; a card ignores its query string', async ({
    request,
    market,
  }) => {
    const poisoned = await request.get('/explore/items?page=2&__variant=evil', { maxRedirects: 0 });
    expect(poisoned.status()).toBe(301);
    expect(poisoned.headers()['location']).toBe('/explore/items?page=2');
    const page = await (await request.get('/explore/items?page=2')).text();
    expect(page).not.toContain('__variant');
    // A parameter no page reads, however long, goes the same way: no render, no stored copy, no link carrying it.
    const junk = await request.get(`/explore/items?page=2&junk=${'x'.repeat(8_000)}&utm_source=ad`, { maxRedirects: 0 });
    expect(junk.status()).toBe(301);
    expect(junk.headers()['location']).toBe('/explore/items?page=2');

    const card = `/og/nft/${market.listedNft.address}.png`;
    await expect.poll(async () => (await request.get(card)).status(), { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await request.get(card)).headers()['x-cache'], { timeout: 10_000 }).toBe('HIT');
    for (const query of ['?anything=1', `?anything=${Math.random()}`, '?v=2&x=y']) {
      const res = await request.get(`${card}${query}`);
      expect([res.status(), res.headers()['x-cache']], query).toEqual([200, 'HIT']);
    }
  });
});
