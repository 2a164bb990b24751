// A dialog or drawer is on screen at the click, before its code has loaded: the click opens its first frame
// (a server-rendered shell) and the real one replaces it; closing the frame first cancels it. And the
// collection and NFT pages run no island's code before they have loaded: the market box and the Watch
// button wait for a pointer, a focus, a session or idle time. Speed is in `npm run bench:ux`.
import { axeViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page, type Route } from './fixtures/test';

/** Holds back a built chunk until `release` is called: the island stays unhydrated, or its dialog unloaded. */
async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/_astro/${name}\\.[^/]+\\.js$`), (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** A listed NFT and its collection (the collection page then shows Sweep). */
async function listedNft(request: APIRequestContext): Promise<{ address: string; collection: string }> {
  const res = await request.post('/api/nfts', { data: { forsale: true, limit: 1 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { address: string; collection: string }[] }).items[0]!;
}

/** axe's findings in light and dark (the site follows prefers-color-scheme). */
async function axeInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((v) => `${colorScheme} ${v}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

const cartButton = (page: Page) => page.locator('[data-cart-open]:visible').first();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the cart drawer shows at the click while its code loads, then the drawer itself takes its place', async ({ page }) => {
      const release = await holdChunk(page, 'CartHost');
      await page.goto('/explore/items');
      await cartButton(page).click();
      const frame = page.getByRole('dialog', { name: 'Cart' });
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('aria-busy', 'true');
      await expect(frame.getByRole('status')).toHaveText('Loading…');
      expect(await axeInBothSchemes(page)).toEqual([]);

      await release();
      const drawer = page.getByTestId('cart-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('cart-empty')).toContainText('Your cart is empty');
      // One dialog on screen: the frame closed as the drawer opened.
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
    });

    test('closing the cart drawer before its code arrives leaves it closed', async ({ page }) => {
      const release = await holdChunk(page, 'CartHost');
      await page.goto('/explore/items');
      await cartButton(page).click();
      const frame = page.getByRole('dialog', { name: 'Cart' });
      await expect(frame).toBeVisible();
      await frame.getByRole('button', { name: 'Close' }).click();
      await expect(frame).toBeHidden();
      await release();
      await expect(page.locator('astro-island[component-url*="CartHost"]:not([ssr])')).toHaveCount(1);
      await expect(page.getByTestId('cart-drawer')).toBeHidden();
      // The next click opens the drawer itself.
      await cartButton(page).click();
      await expect(page.getByTestId('cart-drawer')).toBeVisible();
    });

    test('Sweep clicked before its island is ready shows its dialog at once, then the real one', async ({ page, request }) => {
      const { collection } = await listedNft(request);
      const release = await holdChunk(page, 'Sweep');
      await page.goto(`/collection/${collection}`);
      await page.getByTestId('sweep-open').click();
      const dialog = page.getByRole('dialog', { name: 'Sweep' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-busy', 'true');
      expect(await axeInBothSchemes(page)).toEqual([]);

      await release();
      await expect(dialog).not.toHaveAttribute('aria-busy');
      await expect(dialog.getByTestId('sweep-count')).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
    });

    test('closing the Sweep frame before the dialog code arrives cancels it', async ({ page, request }) => {
      const { collection } = await listedNft(request);
      const release = await holdChunk(page, 'SweepDialog');
      await page.goto(`/collection/${collection}`);
      const open = page.getByTestId('sweep-open');
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Sweep' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await release();
      await expect(open).not.toHaveAttribute('aria-busy');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });
  });
}

test("a visitor's collection and NFT pages run no island before they have loaded; the market box hydrates later", async ({
  page,
  request,
}) => {
  const { address, collection } = await listedNft(request);
  for (const path of [`/collection/${collection}`, `/nft/${address}`]) {
    let loaded = false;
    const beforeLoad: string[] = [];
    const onLoad = () => (loaded = true);
    const onRequest = (req: { resourceType(): string; url(): string }) => {
      if (!loaded && req.resourceType() === 'script') beforeLoad.push(new URL(req.url()).pathname);
    };
    page.on('load', onLoad);
    page.on('request', onRequest);
    await page.goto(path);
    page.off('load', onLoad);
    page.off('request', onRequest);
    const renderer = /\srenderer-url="([^"]+)"/.exec(await page.content())?.[1];
    expect(renderer).toBeTruthy();
    // No React, no island's code: the market box, the Watch button and Sweep wait.
    expect(beforeLoad, path).not.toContain(renderer);
    expect(
      beforeLoad.filter((script) => /\/(NftActions|WatchButton|Sweep)\./.test(script)),
      path,
    ).toEqual([]);
  }
  // A visitor's market box follows the market once its first refresh is due, with no interaction.
  await expect(page.locator('astro-island[component-url*="NftActions"]:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('astro-island[component-url*="WatchButton"][ssr]')).toHaveCount(1);
});
