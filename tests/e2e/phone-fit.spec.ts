// A phone that works, at 390 px and 1440 px: the search opens full width
// under the header on phones with readable names; every menu, popover and dialog stays inside the screen
// from 320 to 430 px; a collection's secondary tools wait in a More menu so its first NFT shows in the first
// screen; tabs that scroll say so; the account block shows the balance; a sweep starts at what is listed.
// axe finds nothing in the open search, the open menus and the filter sheet, in light and dark.
import { axeViolations } from './fixtures/axe';
import { expect, test, type Locator, type Page } from './fixtures/test';
import { ALICE, person, resumedSession } from './fixtures/market-actions';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';

const PHONE_WIDTHS = [320, 390, 430] as const;

/**
 * The box is laid out and lies within the screen's width. Its box is read until there is one: a dialog's frame
 * (src/market/action-shell.ts) is replaced by the real dialog in the same place, and the frame read a moment
 * before has none by then.
 */
async function expectInsideWidth(box: Locator, width: number, what: string): Promise<void> {
  await expect(box, what).toBeVisible();
  const seen: { rect: Awaited<ReturnType<Locator['boundingBox']>> } = { rect: null };
  await expect.poll(async () => (seen.rect = await box.boundingBox()) !== null, { message: `${what} has a box` }).toBe(true);
  const rect = seen.rect!;
  expect(rect.x, `${what} starts inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, `${what} ends inside the screen at ${width} px`).toBeLessThanOrEqual(width + 0.5);
}

async function openSearch(page: Page, text: string): Promise<Locator> {
  await page.locator('#site-search').fill(text);
  const panel = page.getByTestId('search-panel');
  await expect(panel.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  return panel;
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`search results on a ${label}: readable names, Collection and NFT labels, See all results`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const panel = await openSearch(page, 'venom');
    const rect = (await panel.boundingBox())!;
    const input = (await page.locator('#site-search').boundingBox())!;
    if (label === 'phone') {
      // The whole screen's width under the header, whatever the box's width.
      expect([rect.x, rect.width]).toEqual([0, viewport.width]);
      expect(rect.y).toBeGreaterThanOrEqual(input.y + input.height);
      // While typing, the box itself spans the header too.
      expect(input.width).toBeGreaterThan(viewport.width * 0.8);
    } else {
      // A dropdown under the box, as wide as the box (up to 28 rem).
      expect(Math.abs(rect.x - input.x)).toBeLessThan(1);
      expect(rect.width).toBeLessThanOrEqual(448);
    }
    // Names are shown whole, not cut to "Ve…".
    const titles = panel.getByRole('option').locator('span.truncate');
    for (const title of await titles.all()) {
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `"${await title.innerText()}" is cut`).toBe(false);
    }
    await expect(
      panel
        .getByRole('option')
        .filter({ hasText: /Collection$/ })
        .first(),
    ).toBeVisible();
    await expect(panel.getByRole('option').filter({ hasText: /NFT$/ }).first()).toBeVisible();
    const seeAll = panel.getByTestId('search-see-all');
    await expect(seeAll).toBeInViewport();
    await expect(seeAll).toHaveAttribute('href', '/search?q=venom');
    // Arrow keys walk the options; Enter opens the chosen one.
    await page.keyboard.press('ArrowDown');
    const first = panel.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
  });
}

test('signed in, the header menu, the account menu and the bell stay inside the screen from 320 to 430 px', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await person(browser, ALICE, { signedIn: true });
  await page.goto('/');
  await resumedSession(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await nav.locator('summary[aria-label="Menu"]').click();
    const menu = nav.locator('details[data-site-menu] ul');
    await expectInsideWidth(menu, width, 'the header menu');
    for (const name of ['Explore', 'Buy', 'Activity', 'My NFTs'])
      await expectInsideWidth(menu.getByRole('link', { name, exact: true }), width, name);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The account block shows the coin balance with one decimal (spec §2 and §9), on phones too.
    const account = page.getByTestId('account-block');
    await expectInsideWidth(account, width, 'the account block');
    await expect(account.getByTestId('navbar-balance')).toHaveText(/^\d[\d ]*(\.\d)? VENOM$/);
    await account.click();
    await expectInsideWidth(page.getByRole('dialog', { name: 'Account' }), width, 'the account menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('bell').click();
    await expectInsideWidth(page.getByRole('region', { name: 'Notifications' }), width, 'the notifications');
    await page.keyboard.press('Escape');
    // The search box keeps room to tap, and its results fit.
    expect((await page.locator('#site-search').boundingBox())!.width).toBeGreaterThan(0);
  }
  await page.context().close();
});

test('signed out, the Connect dialog, the filter sheet, the More menu and the sweep stay inside the screen from 320 to 430 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const pages = await sitePages(request);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.goto(pages.collection!);
    await page.getByTestId('more-tools').click();
    await expectInsideWidth(page.getByTestId('explorer-link'), width, 'the More menu');
    await page.keyboard.press('Escape');
    await page.locator('summary[data-filter-toggle]').click();
    await expectInsideWidth(page.getByRole('form', { name: 'Filters' }), width, 'the filter sheet');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.getByTestId('sweep-open').click();
    await expectInsideWidth(page.getByRole('dialog', { name: 'Sweep' }), width, 'the sweep dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Connect/ })
      .click();
    // The dialog itself, not its first frame (shown while the island's code arrives, then replaced).
    const connect = page.getByRole('dialog', { name: 'Connect wallet' });
    await connect.getByRole('listitem').filter({ hasText: 'Dev Wallet' }).getByRole('button', { name: 'Connect' }).waitFor();
    await expectInsideWidth(connect, width, 'the Connect dialog');
    await page.keyboard.press('Escape');
    await page.goto('/');
    await expectInsideWidth(await openSearch(page, 'venom'), width, 'the search results');
  }
});

test('a collection on a phone: the tools fit one row, the rest in More, and the first NFT card starts within 844 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const res = await request.post('/api/collections', { data: { limit: 50 } });
  const collections = ((await res.json()) as { items: { address: string; name: string }[] }).items;
  expect(collections.length).toBeGreaterThan(0);
  // Every collection, so the one with the longest header counts too (the terms banner not dismissed).
  for (const collection of collections) {
    await page.goto(`/collection/${collection.address}`);
    const card = page.getByTestId('nft-grid').getByRole('listitem').first();
    const box = (await card.boundingBox())!;
    expect(box.y, `${collection.name}: the first NFT card's top`).toBeLessThan(PHONE.height);
  }
  // Watch, Share and More on one row; the secondary tools hidden until More is opened.
  const tools = page.locator('[data-page-tools]');
  const tops = await Promise.all(
    [tools.getByTestId('watch'), tools.getByTestId('share'), tools.getByTestId('more-tools')].map(async (l) => (await l.boundingBox())!.y),
  );
  expect(new Set(tops).size, 'Watch, Share and More share a row').toBe(1);
  for (const id of ['copy-address', 'refresh-metadata', 'explorer-link']) await expect(tools.getByTestId(id)).toBeHidden();
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the More menu on a ${label}: keyboard, Escape, a chosen item closes it`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const pages = await sitePages(request);
    await page.goto(pages.collection!);
    const more = page.getByTestId('more-tools');
    await more.focus();
    await page.keyboard.press('Enter');
    const explorer = page.getByTestId('explorer-link');
    await expect(explorer).toBeVisible();
    await expect(explorer).toHaveAttribute('href', /^https:\/\/venomscan\.com\/accounts\/0:/);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('copy-address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(explorer).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await page.getByTestId('refresh-metadata').click();
    await expect(page.locator('[data-tools-status]')).toHaveText('Connect your wallet and sign in to refresh metadata.');
    await expect(page.getByTestId('refresh-metadata')).toBeHidden();
  });

  test(`tabs that scroll show a cue on a ${label}, and the current tab is in view`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const pages = await sitePages(request);
    await page.goto(pages.profile!);
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    const cue = (side: 'before' | 'after') => tabs.evaluate((el, s) => getComputedStyle(el, `::${s}`).opacity, side);
    if (label === 'desktop') {
      // Nothing to scroll: no cue.
      expect([await cue('before'), await cue('after')]).toEqual(['0', '0']);
      return;
    }
    // The last tab (Watchlist) is off-screen: the end shows the arrow.
    await expect(tabs.getByRole('link', { name: 'Watchlist' })).not.toBeInViewport({ ratio: 1 });
    await expect.poll(() => cue('after')).toBe('1');
    expect(await cue('before')).toBe('0');
    // On the Watchlist tab itself, that tab is brought into view and the cue points back.
    await page.goto(`${pages.profile!}/watchlist`);
    await expect(tabs.getByRole('link', { name: 'Watchlist' })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => cue('before')).toBe('1');
  });

  test(`a sweep with fewer listed than the default selects them all on a ${label}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const pages = await sitePages(request);
    // The collection shows two listings, as if only two were listed.
    await page.route('**/api/nfts', async (route) => {
      const body = route.request().postDataJSON() as { forsale?: boolean };
      if (!body.forsale) return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { items: unknown[] };
      return route.fulfill({ response, json: { ...json, items: json.items.slice(0, 2) } });
    });
    await page.goto(pages.collection!);
    await page.getByTestId('sweep-open').click();
    const sweep = page.getByRole('dialog', { name: 'Sweep' });
    await expect(sweep.getByRole('checkbox')).toHaveCount(2, { timeout: 30_000 }); // its code loads on the click
    await expect(sweep.getByTestId('sweep-count')).toHaveValue('2');
    await sweep.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(sweep.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(sweep.getByTestId('sweep-buy')).toBeEnabled();
    await expect(sweep.getByTestId('sweep-buy')).toHaveText('Buy 2 NFTs');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: open search results, the open menus and the filter sheet, ${colorScheme}, phone and desktop`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const pages = await sitePages(request);
    const page = await person(browser, ALICE, { signedIn: true });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await resumedSession(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await openSearch(page, 'venom');
      expect(await axeViolations(page), `search ${viewport.width}`).toEqual([]);
      await page.goto(pages.collection!);
      await page.getByTestId('more-tools').click();
      expect(await axeViolations(page), `More ${viewport.width}`).toEqual([]);
      await page.keyboard.press('Escape');
      if (viewport === PHONE) {
        await page.locator('summary[aria-label="Menu"]').click();
        expect(await axeViolations(page), `menu ${viewport.width}`).toEqual([]);
        await page.keyboard.press('Escape');
        await page.locator('summary[data-filter-toggle]').click();
        expect(await axeViolations(page), `filter sheet ${viewport.width}`).toEqual([]);
      }
      await page.goto(pages.profile!);
      expect(await axeViolations(page), `profile tabs ${viewport.width}`).toEqual([]);
    }
    await page.context().close();
  });
}
