import { expect, test } from './fixtures/market';

test.describe('explore', () => {
  test('items: the tabs, a grid of NFTs, and a sale-type filter that changes results and URL', async ({ page }) => {
    await page.goto('/explore/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Explore' });
    await expect(tabs.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Collections' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Activity' })).toBeVisible();
    const grid = page.getByTestId('nft-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(24);

    // With JS a filter applies as soon as it changes (no Apply button to press).
    await page.getByLabel('Buy now').check();
    await expect(page).toHaveURL(/sale_type=sell/);
    const cards = grid.getByRole('listitem');
    await expect(cards.first()).toContainText('Buy now');
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Buy now|On auction/);
  });

  // With JS the grid scrolls on by itself (browse.spec.ts), and the Next link it brings is page 3's; the
  // numbered links are what a visitor without JS and a crawler follow.
  test('pagination moves to page 2 and back with links, without JS', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/explore/items');
    const firstName = await page.getByTestId('nft-grid').getByRole('heading').first().innerText();
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByTestId('nft-grid').getByRole('heading').first()).not.toHaveText(firstName);
    await page.getByRole('link', { name: '← Previous' }).click();
    await expect(page.getByTestId('nft-grid').getByRole('heading').first()).toHaveText(firstName);
    await context.close();
  });

  test('collections and activity tabs render their lists', async ({ page }) => {
    await page.goto('/explore/collections');
    await expect(page.getByTestId('collection-grid').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: 'Activity', exact: true }).first().click();
    await expect(page).toHaveURL(/\/explore\/activity$/);
    await expect(page.getByTestId('activity-table').getByRole('row').nth(1)).toBeVisible();
  });

  test('bad query values fall back to defaults instead of an error page', async ({ page }) => {
    const res = await page.goto('/explore/items?page=-4&sort=nonsense&sale_type=everything&collections=zzz');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('nft-grid').getByRole('listitem')).toHaveCount(24);
  });

  test('the spelled-with-a-space collections path redirects', async ({ page }) => {
    await page.goto('/explore/collections%20');
    await expect(page).toHaveURL(/\/explore\/collections$/);
  });
});

test('collection page: header, stats, and an attribute filter', async ({ page, market }) => {
  await page.goto(`/collection/${market.collection.address}`);
  await expect(page.getByRole('heading', { level: 1, name: market.collection.name })).toBeVisible();
  const stats = page.getByTestId('collection-stats');
  for (const label of ['Floor', 'Best offer', '24 h volume', 'Total volume', 'Listed', 'Items', 'Owners', 'Royalty'])
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  const before = await page.getByTestId('nft-grid').getByRole('listitem').count();
  // Each attribute value shows how many items carry it.
  await expect(page.getByRole('group', { name: market.collection.traitType }).getByRole('listitem').first()).toHaveText(/\S+\s*\d+$/);
  // A value's checkbox is named by the value and its count ("Gold 21").
  const valueName = new RegExp(`^${market.collection.traitValue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\d+$`);
  await page.getByRole('group', { name: market.collection.traitType }).getByRole('checkbox', { name: valueName }).check();
  await expect(page).toHaveURL(/attributes=/);
  const after = page.getByTestId('nft-grid').getByRole('listitem');
  await expect(after.first()).toBeVisible();
  expect(await after.count()).toBeLessThanOrEqual(before);
  await page.getByRole('navigation', { name: 'Collection' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/${market.collection.address}/activity`));
});

test('NFT page: heading, owner, sale, meta tags and JSON-LD for search engines', async ({ page, market }) => {
  await page.goto(`/nft/${market.listedNft.address}`);
  await expect(page.getByRole('heading', { level: 1, name: market.listedNft.name })).toBeVisible();
  // The owner by username when they have one, else the short address; the link's title is the address.
  await expect(page.getByTestId('owner').getByRole('link')).toHaveAttribute('title', market.owner);
  await expect(page.getByTestId('sale-status')).toHaveText('Active');
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();

  await expect(page).toHaveTitle(new RegExp(market.listedNft.name));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/nft/${market.listedNft.address}$`));
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(market.listedNft.name));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: market.listedNft.name,
    offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
  });
  expect(Number(ld.offers.price)).toBeGreaterThan(0);
});

test('profile tabs: Collected, Activity, Bids, Offers', async ({ page, market }) => {
  await page.goto(`/profile/${market.owner}`);
  await expect(page.getByTestId('profile-address')).toHaveText(market.owner);
  const tabs = page.getByRole('navigation', { name: 'Profile' });
  await expect(tabs.getByRole('link', { name: 'Collected' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('nft-grid').getByRole('listitem').first()).toBeVisible();
  for (const [tab, path] of [
    ['Activity', 'activity'],
    ['Bids', 'bids'],
    ['Offers', 'offers'],
  ] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${market.owner}/${path}$`));
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  }
});

test('unknown and malformed addresses show the not-found page with 404', async ({ page }) => {
  for (const path of ['/nft/not-an-address', `/nft/0:${'0'.repeat(63)}1`, `/collection/0:${'ab'.repeat(32)}`, '/profile/0:xyz']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

test('guide and terms pages', async ({ page }) => {
  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Try a VPN')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
