// Accessibility: axe finds nothing on any page, in light and dark (the site follows prefers-color-scheme),
// on a phone and a desktop, nor in the phone menu, the filter sheet, the Connect dialog or the market dialogs.
import { axeViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { ALICE, BOB, CAROL, idleNft, openAction, person, resumedSession, startAuction } from './fixtures/market-actions';
import { dialogViolations } from './fixtures/dialogs';
import { DESKTOP, PHONE, sitePages, useColorScheme } from './fixtures/site-pages';

// The check itself (fixtures/axe.ts runs axe-core in the page): it names what is wrong, in light and dark and
// inside a part of the page, so a pass below means axe looked.
test('the axe check reports an image without alt text and text without contrast, light, dark and within a part', async ({ page }) => {
  await page.goto('/');
  // The style is set through the CSSOM: the site's CSP refuses inline style attributes.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img id="planted-image" src="/favicon.svg"><p id="planted-faint">faint text</p>');
    document.getElementById('planted-faint')!.style.cssText = 'color: #eee; background: #fff';
  });
  await useColorScheme(page, 'light');
  const light = await axeViolations(page);
  expect(light).toContain('image-alt (1): #planted-image');
  expect(light).toContain('color-contrast (1): #planted-faint');
  await useColorScheme(page, 'dark');
  expect(await axeViolations(page)).toEqual(['color-contrast (1): #planted-faint']);
  await useColorScheme(page, 'light');
  expect(await axeViolations(page, '#planted-image')).toEqual(['image-alt (1): #planted-image']);
});

// Light and dark are checked on the same load: the site follows prefers-color-scheme without a reload.
for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`axe: every page, light and dark, ${label}`, async ({ page, request }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const [name, path] of Object.entries(await sitePages(request))) {
      await page.goto(path);
      for (const colorScheme of ['light', 'dark'] as const) {
        await useColorScheme(page, colorScheme);
        for (const v of await axeViolations(page)) found.push(`${name} ${colorScheme}: ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: the phone menu, the filter sheet and the Connect dialog, ${colorScheme}`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    const pages = await sitePages(request);
    await page.goto(pages.collection!);
    await page.locator('summary[aria-label="Menu"]').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('summary[data-filter-toggle]').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Connect' }).click();
    await page
      .getByRole('dialog', { name: 'Connect wallet' })
      .getByRole('listitem')
      .filter({ hasText: 'Dev Wallet' })
      .getByRole('button', { name: 'Connect' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe: the sweep dialog with a selection, ${colorScheme}, phone and desktop`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    const pages = await sitePages(request);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(pages.collection!);
      await page.getByTestId('sweep-open').click();
      const sweep = page.getByRole('dialog', { name: 'Sweep' });
      await sweep.getByRole('button', { name: 'Select', exact: true }).click();
      await expect(sweep.getByTestId('sweep-buy')).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test(`axe: the notifications bell, its list and the watch button, signed in, ${colorScheme}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const page = await person(browser, CAROL, { signedIn: true });
    await page.emulateMedia({ colorScheme });
    const pages = await sitePages(request);
    await page.goto(pages.collection!);
    await resumedSession(page);
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.locator('[data-testid="watch"][data-ready]').waitFor();
      await page.getByTestId('bell').click();
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
      if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/bell-${label}-${colorScheme}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    }
  });

  test(`axe: the cart drawer with items, ${colorScheme}, phone and desktop`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/explore/items?sale_type=sell');
      const adds = page.getByTestId('cart-add');
      for (let i = 0; i < 2; i++) {
        await adds.nth(i).click();
        await expect(adds.nth(i)).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByTestId('cart-open').click();
      const drawer = page.getByRole('dialog', { name: /^Cart/ });
      await expect(drawer.getByTestId('cart-buy')).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: 'Clear' }).click();
      await expect(drawer.getByTestId('cart-empty')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

/** The first NFT the API lists under `filter` that `viewer` does not own. */
async function someoneElses(request: APIRequestContext, filter: Record<string, unknown>, viewer: string): Promise<string> {
  const res = await request.post('/api/nfts', { data: { ...filter, verified: false, limit: 50 } });
  const items = ((await res.json()) as { items: { address: string; owner: string }[] }).items;
  return items.find((nft) => nft.owner !== viewer)!.address;
}

test('axe: the market dialogs (Put on sale, Start auction, Buy now, Make offer, Place bid), light and dark, phone and desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  const check = async (page: Page, button: string, fill?: [label: string, value: string]) => {
    const dialog = await openAction(page, button);
    if (fill) await dialog.getByLabel(fill[0]).fill(fill[1]);
    for (const v of await dialogViolations(page)) found.push(`${button} at ${page.viewportSize()?.width}: ${v}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  // The owner's dialogs, on an NFT of hers that is neither listed nor in an auction; then an auction of hers for a bidder.
  const alice = await person(browser, ALICE, { signedIn: true });
  const own = await idleNft(request, ALICE);
  const auctioned = await idleNft(request, ALICE, { exclude: [own.address] });
  await alice.goto(`/nft/${own.address}`);
  await resumedSession(alice);
  for (const viewport of [PHONE, DESKTOP]) {
    await alice.setViewportSize(viewport);
    await check(alice, 'Put on sale', ['Price', '12.5']);
    await check(alice, 'Start auction', ['Starting price', '3']);
  }
  await alice.goto(`/nft/${auctioned.address}`);
  await startAuction(alice, '1');
  await alice.context().close();

  // A buyer's and a bidder's dialogs.
  const bob = await person(browser, BOB, { signedIn: true });
  const listed = await someoneElses(request, { forsale: true }, BOB);
  await bob.goto(`/nft/${listed}`);
  await resumedSession(bob);
  for (const viewport of [PHONE, DESKTOP]) {
    await bob.setViewportSize(viewport);
    await bob.goto(`/nft/${listed}`);
    await check(bob, 'Buy now');
    await check(bob, 'Make offer', ['Offer price', '0.5']);
    await bob.goto(`/nft/${auctioned.address}`);
    await check(bob, 'Place bid', ['Bid', '2']);
  }
  await bob.context().close();
  expect(found).toEqual([]);
});
