// The NFT page as a collector first sees it: the price and the primary action on a phone's first
// screen (above the terms banner), the image full size in a lightbox, and on a desktop the item's
// details under the image instead of an empty column.
import { expect as baseExpect, test, type APIRequestContext, type Locator } from './fixtures/test';
import { DESKTOP, PHONE } from './fixtures/site-pages';

// Slow machines hydrate pages late: each check may wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(180_000);

interface ListedNft {
  address: string;
  forsale: string | null;
  auction: string | null;
}

async function demoNft(request: APIRequestContext, forsale: boolean): Promise<string> {
  const res = await request.post('/api/nfts', {
    data: { forsale: forsale || undefined, limit: 50, order: { field: 'name', direction: 'asc' } },
  });
  const items = ((await res.json()) as { items: ListedNft[] }).items;
  const nft = items.find((n) => (forsale ? n.forsale !== null : n.forsale === null) && n.auction === null);
  expect(nft, 'a demo NFT of that kind').toBeTruthy();
  return nft!.address;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the price and the primary action are on the first screen, above the terms banner (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    for (const [forsale, action] of [
      [true, 'Buy now'],
      [false, 'Make offer'],
    ] as const) {
      await page.goto(`/nft/${await demoNft(request, forsale)}`);
      const banner = page.locator('[data-terms-banner]');
      await expect(banner).toBeVisible();
      const bannerTop = (await box(banner)).y;
      const button = page.getByTestId('sale-box').getByRole('button', { name: action });
      const buttonBox = await box(button);
      expect(buttonBox.y).toBeGreaterThanOrEqual(0);
      expect(buttonBox.y + buttonBox.height, `${action} ends above the banner`).toBeLessThanOrEqual(bannerTop);
      // The price (or, not for sale, the state) sits above the button.
      const state = page.getByTestId('sale-box').locator('[data-live="market"]');
      const stateBox = await box(state);
      expect(stateBox.y).toBeGreaterThanOrEqual(0);
      if (forsale) await expect(page.getByTestId('sale-status')).toHaveText('Active');
      else await expect(state).toContainText('Not for sale');
    }
  });

  test(`the image opens full size in a lightbox that Escape closes (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/nft/${await demoNft(request, true)}`);
    const open = page.getByTestId('open-lightbox');
    await expect(open).toHaveAccessibleName('View full size');
    await open.click();
    const lightbox = page.getByRole('dialog', { name: /full size$/ });
    await expect(lightbox).toBeVisible();
    const image = lightbox.getByRole('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(open).toBeFocused();
    // The close button closes it too.
    await open.press('Enter');
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
  });
}

test('on a desktop the item details sit under the image (no empty column); on a phone the market box comes before the image', async ({
  page,
  request,
}) => {
  const nft = await demoNft(request, true);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/nft/${nft}`);
  const media = await box(page.locator('[data-media-kind]'));
  const about = await box(page.getByTestId('nft-about'));
  const traits = page.getByRole('heading', { name: 'Traits' });
  await expect(traits).toBeVisible();
  // Same column, right under the image.
  expect(Math.abs(about.x - media.x)).toBeLessThan(2);
  expect(about.y - (media.y + media.height)).toBeGreaterThanOrEqual(0);
  expect(about.y - (media.y + media.height)).toBeLessThan(48);
  expect((await box(traits)).x).toBeLessThan(media.x + media.width);
  const saleBox = await box(page.getByTestId('sale-box'));
  expect(saleBox.x).toBeGreaterThan(media.x + media.width);

  await page.setViewportSize(PHONE);
  await page.reload();
  const phoneSale = await box(page.getByTestId('sale-box'));
  const phoneMedia = await box(page.locator('[data-media-kind]'));
  expect(phoneSale.y).toBeLessThan(phoneMedia.y);
  expect((await box(page.getByRole('heading', { level: 1 }))).y).toBeLessThan(phoneSale.y);
});
