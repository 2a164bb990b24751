import { expect, test } from './fixtures/market';

test('the terms banner stays hidden after I agree and a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByText('By using the marketplace you agree to our');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('a terms link in the banner opens the terms in a dialog', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-terms-banner]').getByRole('link', { name: 'Terms of Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an image that fails shows the placeholder and the hint, which opens the User Guide', async ({ page, market }) => {
  await page.route('**/demo-art/**', (route) => route.abort());
  await page.goto(`/nft/${market.listedNft.address}`);
  const hint = page.getByRole('link', { name: "Why you don't see the image?" }).first();
  await expect(hint).toBeVisible();
  await hint.click();
  const guide = page.getByRole('dialog', { name: 'User Guide' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('Try a VPN')).toBeVisible();
});

/** The search box; focusing it wakes its island (client:on), and what is typed before that is kept. */
async function searchBox(page: import('@playwright/test').Page) {
  return page.getByRole('combobox');
}

test.describe('search', () => {
  test('types, waits for the pause, and shows labelled results that link to their pages', async ({ page, market }) => {
    let searches = 0;
    // A slower answer, as over a real network, so the in-between state can be seen.
    await page.route('**/api/search', async (route) => {
      searches++;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/');
    const box = await searchBox(page);
    const word = market.collection.name.split(' ')[0]!;
    await box.pressSequentially(word.slice(0, 1), { delay: 20 });
    await page.waitForTimeout(1_000);
    expect(searches, 'no request under 2 characters').toBe(0);
    await box.pressSequentially(word.slice(1), { delay: 20 });
    await expect(page.getByText('Searching...')).toBeVisible();
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').first()).toBeVisible();
    expect(searches, 'one request after the 800 ms pause').toBe(1);
    await expect(results.getByText('Collection', { exact: true }).first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(collection|nft)\/0:/);
  });

  test('says No results found for text that matches nothing', async ({ page }) => {
    await page.goto('/');
    await (await searchBox(page)).fill('zzqqxxnothing');
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('a failed search shows no results', async ({ page }) => {
    await page.route('**/api/search', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await (await searchBox(page)).fill('venom');
    await expect(page.getByText('No results found')).toBeVisible();
  });
});

test('pages send edge-cache headers: found 900 s, not found 60 s', async ({ request, market }) => {
  const found = await request.get(`/nft/${market.listedNft.address}`);
  expect(found.headers()['cache-control']).toContain('s-maxage=900');
  expect(found.headers()['cache-control']).toContain('stale-while-revalidate');
  const missing = await request.get('/nft/nope');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toContain('s-maxage=60');
});
