// Phones and desktops: no page scrolls sideways at 390 px or 1440 px, the
// phone menu reaches every section, a collection shows NFTs in the first screen with its filters in a
// sheet, activity fits as rows, and filters apply at once with totals in the pagination.
import { expect, test, type Route } from './fixtures/test';
import { ALICE, person, signIn } from './fixtures/market-actions';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`no page is wider than the screen on a ${label} (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    for (const [name, path] of Object.entries(await sitePages(request))) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name} (${path}) is ${width} px wide`).toBeLessThanOrEqual(viewport.width);
    }
  });
}

test('the phone menu reaches Explore, Buy, Activity and, signed in, My NFTs', async ({ browser }) => {
  const page = await person(browser, ALICE);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = { Explore: '/explore/items', Buy: '/buy', Activity: '/explore/activity' };
  for (const name of Object.keys(links)) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  await nav.locator('summary[aria-label="Menu"]').click();
  for (const [name, href] of Object.entries(links))
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await nav.getByRole('link', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/buy$/);

  // Signed in, the menu also leads to the person's own NFTs.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.setViewportSize(PHONE);
  await nav.locator('summary[aria-label="Menu"]').click();
  await nav.getByRole('link', { name: 'My NFTs' }).click();
  await expect(page).toHaveURL(`/profile/${ALICE}`);
  await page.context().close();
});

test('a collection on a phone: an NFT in the first screen, filters in a sheet behind a counted Filters button', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const pages = await sitePages(request);
  await page.addInitScript(() => localStorage.setItem('venom-nft:terms-accepted', 'true'));
  await page.goto(pages.collection!);
  const firstCard = page.getByTestId('nft-grid').getByRole('listitem').first();
  const box = await firstCard.boundingBox();
  expect(box, 'the first NFT card is laid out').not.toBeNull();
  expect(box!.y, 'the first NFT starts inside the first screen').toBeLessThan(PHONE.height);
  await expect(page.locator('form[data-filter-form]')).toBeHidden();

  const toggle = page.locator('summary[data-filter-toggle]');
  await expect(toggle).toHaveText(/^\s*Filters\s*$/);
  await toggle.click();
  const sheet = page.getByRole('form', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox').nth(2).check();
  // Applied at once: the URL and the count follow without a page load.
  await expect(page).toHaveURL(/attributes=/);
  await expect(toggle).toContainText('1');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(firstCard).toBeVisible();
});

test('activity on a phone shows as rows that fit, with the event, price, people and date', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const pages = await sitePages(request);
  for (const path of [pages['explore activity']!, pages['collection activity']!, pages['profile activity']!]) {
    await page.goto(path);
    const table = page.getByTestId('activity-table');
    if ((await table.count()) === 0) continue;
    const row = table.locator('tbody tr').first();
    const rowBox = await row.boundingBox();
    expect(rowBox!.width, path).toBeLessThanOrEqual(PHONE.width);
    // The column names move into the rows, before each address.
    const fromLabel = await row.locator('[data-cell="from"]').evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(fromLabel).toContain('From');
    await expect(row.locator('[data-cell="date"] time')).toBeVisible();
  }
});

test('filters on a desktop apply at once with a progress sign; Clear all differs from Undo changes; pages have totals', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/explore/items');
  const form = page.getByRole('form', { name: 'Filters' });
  // With JS, no Apply to press; with no filter set there is nothing to clear, so no Clear all.
  await expect(form.getByRole('button', { name: 'Apply' })).toBeHidden();
  await expect(form.getByRole('link', { name: 'Clear all' })).toBeHidden();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText(/Page 1 of \d+ · [\d ]+ items/);

  // Hold the results back to see the progress sign.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/explore\/items\?/, async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel('Buy now').check();
  await expect(page.getByRole('progressbar', { name: 'Loading results' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/sale_type=sell/);
  await expect(page.getByRole('progressbar', { name: 'Loading results' })).toBeHidden();
  await expect(page.getByTestId('nft-grid').getByRole('listitem').first()).toContainText(/Buy now|On auction/);
  // A filter is set: Clear all is a link that drops every filter.
  await expect(form.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/explore/items');
  await expect(form.getByRole('link', { name: 'Clear all' })).toBeVisible();
});

test('a filter changed before the filter script arrived is applied once it does', async ({ page }) => {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/filter-forms\.[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  await page.setViewportSize(DESKTOP);
  await page.goto('/explore/items');
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Buy now').check();
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page).toHaveURL(/sale_type=sell/);
});

test('without JS the filter form still submits with Apply, and Undo changes is a reset, not a link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/explore/items');
  const form = page.getByRole('form', { name: 'Filters' });
  await form.getByLabel('Buy now').check();
  await form.getByRole('button', { name: 'Undo changes' }).click();
  await expect(form.getByLabel('Buy now')).not.toBeChecked();
  await form.getByLabel('Buy now').check();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sale_type=sell/);
  await context.close();
});
