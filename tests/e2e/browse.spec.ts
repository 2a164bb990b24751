// Browsing many items: the long grids load their next page as the visitor nears the end, the URL follows the
// page in view so Back returns to the same card, the numbered pages stay for visitors without JS, and the
// card size is the visitor's choice, kept across pages and reloads.
import { expect, test, type Page } from './fixtures/test';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';

test.describe.configure({ timeout: 90_000 });

const cards = (page: Page) => page.locator('ul[data-infinite] > li');
const columns = (page: Page) =>
  page.locator('ul[data-infinite]').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`infinite scroll on Explore items, then Back returns to the same card (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/explore/items');
    await expect(cards(page)).toHaveCount(24);
    await page.locator('[data-pagination]').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByTestId('infinite-status')).toHaveText('Page 2 loaded.');
    // The Pagination after the grid is now the second page's: its Next goes to page 3.
    await expect(page.locator('[data-pagination] a[rel="next"]')).toHaveAttribute('href', /[?&]page=3\b/);

    // A card of page 2 at the top of the view: the URL names page 2.
    const card = cards(page).nth(30);
    const href = (await card.locator('a[href^="/nft/"]').getAttribute('href'))!;
    await card.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 100));
    await expect(page).toHaveURL(/\/explore\/items\?page=2$/);

    await card.locator('a[href^="/nft/"]').click();
    await expect(page).toHaveURL(href);
    await page.goBack();
    await expect(page).toHaveURL(/\/explore\/items\?page=2$/);
    const again = page.locator(`ul[data-infinite] > li:has(a[href="${href}"])`);
    await expect(again).toBeInViewport();
  });
}

test('the numbered pages stay for visitors without JS, on the three long grids', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pages = await sitePages(request);
  // A profile's Collected tab is a long grid too (its owner here may have fewer than a page).
  await page.goto(pages.profile!);
  await expect(page.locator('ul[data-infinite] > li').first()).toBeAttached();
  for (const path of ['/explore/items', pages.collection!]) {
    await page.goto(path);
    await expect(page.locator('ul[data-infinite] > li')).toHaveCount(24);
    await expect(page.locator('[data-pagination] a[rel="next"]')).toHaveAttribute('href', /[?&]page=2\b/);
    // Neither the density switch nor "Add to cart" shows where no script could keep the choice.
    await expect(page.locator('[data-density-switch]')).toBeHidden();
    await expect(page.getByTestId('cart-add').first()).toBeHidden();
    await page.locator('[data-pagination] a[rel="next"]').click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.locator('ul[data-infinite] > li')).toHaveCount(24);
  }
  await context.close();
});

for (const [label, viewport, large, small] of [
  ['phone', PHONE, 2, 3],
  ['desktop', DESKTOP, 5, 7],
] as const) {
  test(`the card size switch is remembered across pages and reloads (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/explore/items');
    await expect(page.locator('html')).toHaveAttribute('data-density', 'large');
    expect(await columns(page)).toBe(large);
    await page.getByRole('button', { name: 'Small cards' }).click();
    await expect(page.getByRole('button', { name: 'Small cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Large cards' })).toHaveAttribute('aria-pressed', 'false');
    expect(await columns(page)).toBe(small);

    // Set before first paint by the head script: the grid never shows the other size first.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('ul[data-infinite]', { state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-density', 'small');
    expect(await columns(page)).toBe(small);
    await page.goto('/explore/items?page=2');
    expect(await columns(page)).toBe(small);

    await page.getByRole('button', { name: 'Large cards' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-density', 'large');
    expect(await columns(page)).toBe(large);
  });
}
