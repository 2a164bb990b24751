// A daily trader's figures and waits, on a phone and a desktop: the collection's stat tiles show each
// token amount whole with its symbol; an offer's toast says what the site waits for at each stage; and
// an offer below the NFT's best one is placed as quickly as any (the NFT record shows only the best).
import { axeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import { APPROVE_PATH } from '../../devnet/wallet/constants';
import { ALICE, BOB, CAROL, idleNft, openAction, person, restockAlice, resumedSession, toast } from './fixtures/market-actions';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';
import { autoWallet } from './fixtures/wallet';

const TOKEN_AMOUNT = /^\s*\d[\d ]*(\.\d+)?\s*(WVENOM|USDT|USDC|DAI)\s*$/;

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)
  test(`collection stat tiles show the whole token amount with its symbol, ${label}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto((await sitePages(request)).collection!);
    const values = page.getByTestId('collection-stats').getByTestId('stat-token-value');
    await expect(values.first()).toBeVisible();
    for (const value of await values.all()) {
      await expect(value).toHaveText(TOKEN_AMOUNT);
      // Nothing cut: the amount and its symbol lie inside the tile, and the value does not overflow.
      const fits = await value.evaluate((dd) => {
        const tile = dd.parentElement!.getBoundingClientRect();
        const inside = [...dd.children].every((part) => {
          const box = part.getBoundingClientRect();
          return box.left >= tile.left - 0.5 && box.right <= tile.right + 0.5;
        });
        return inside && dd.scrollWidth <= dd.clientWidth + 0.5;
      });
      expect(fits).toBe(true);
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page)).toEqual([]);
    }
  });

/** Answers the dev wallet's window (a popup or the in-page frame), as a person would. */
async function approve(page: Page): Promise<void> {
  const frame = page.locator('iframe[title="Dev Wallet"]');
  const popup = () =>
    page
      .context()
      .pages()
      .find((p) => p !== page && !p.isClosed() && new URL(p.url()).pathname === APPROVE_PATH);
  await expect.poll(async () => popup() !== undefined || (await frame.isVisible()), { timeout: 60_000 }).toBe(true);
  const window = popup();
  if (window) {
    await window.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => window.isClosed()).toBe(true);
  } else {
    await page.frameLocator('iframe[title="Dev Wallet"]').getByRole('button', { name: 'Approve' }).click();
    await expect(frame).toHaveCount(0);
  }
}

test('an offer below the best one: the toast says what it waits for, and it is placed and shown', async ({ browser, request }) => {
  test.setTimeout(240_000);
  await restockAlice(request, 1);
  const nft = await idleNft(request, ALICE, { noOffer: true });

  // Bob's offer is the best one.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.setViewportSize(DESKTOP);
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const high = await openAction(bob, 'Make offer');
  await high.getByLabel('Offer price').fill('0.9');
  await high.getByTestId('confirm-action').click();
  await expect(toast(bob, 'Offer placed')).toBeVisible({ timeout: 60_000 });
  await expect(bob.getByTestId('offers')).toContainText('0.9 WVENOM', { timeout: 60_000 });
  await bob.context().close();

  // Carol offers less, on a phone, answering her wallet herself.
  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  await carol.setViewportSize(PHONE);
  await autoWallet(carol, null);
  const low = await openAction(carol, 'Make offer');
  await low.getByLabel('Offer price').fill('0.4');
  await low.getByTestId('confirm-action').click();
  // While the wallet asks, the toast says so.
  await expect(toast(carol, 'Placing the offer: confirm it in your wallet')).toBeVisible({ timeout: 30_000 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await carol.emulateMedia({ colorScheme });
    expect(await axeViolations(carol, '[data-sonner-toaster]')).toEqual([]);
  }
  await approve(carol);
  // The NFT record still shows Bob's offer as the best; hers is confirmed from the NFT's offers.
  await expect(toast(carol, 'Offer placed')).toBeVisible({ timeout: 60_000 });
  await expect(carol.getByTestId('offers')).toContainText('0.4 WVENOM', { timeout: 30_000 });
  await expect(carol.getByTestId('offers')).toContainText('0.9 WVENOM');
  await carol.context().close();
});
