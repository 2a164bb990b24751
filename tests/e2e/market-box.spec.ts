// The market box tells each person where they stand, on a phone and a
// desktop: the highest bidder sees it and may raise, Make offer waits for the auction with the spec's
// reason, the winner finishes an ended auction, the seller reads what happens next; the Buy dialog
// names the NFT and the listed token; a rejection in the wallet is a neutral toast, not a failure.
import { expect as baseExpect, test, type Locator, type Page } from './fixtures/test';
import {
  ALICE,
  BOB,
  balances,
  idleNft,
  nftDetails,
  openAction,
  person,
  placeBid,
  putOnSale,
  restockAlice,
  rpc,
  saleBox,
  short,
  signIn,
  startAuction,
  toast,
  walletApproves,
  confirmAction,
} from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';

// Slow machines hydrate pages late: each check may wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.setTimeout(300_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 2);
  await context.close();
});

const VIEWPORTS = [PHONE, DESKTOP] as const;

async function insideViewport(page: Page, dialog: Locator): Promise<void> {
  const b = (await dialog.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the highest bidder sees it and may raise; Make offer is disabled during the auction; after the end the winner finishes it', async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE);
  await alice.goto(`/nft/${nft.address}`);
  await signIn(alice);
  await startAuction(alice, '1');

  const bob = await person(browser, BOB);
  await bob.goto(`/nft/${nft.address}`);
  await signIn(bob);
  const makeOffer = saleBox(bob).getByRole('button', { name: 'Make offer' });
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await expect(makeOffer).toBeVisible();
    await expect(makeOffer).toBeDisabled();
    await expect(makeOffer).toHaveAccessibleDescription('There is currently an active auction.');
    await expect(saleBox(bob).getByTestId('blocked-reason')).toBeInViewport();
  }

  await placeBid(bob, '1');
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await expect(saleBox(bob).getByTestId('leading-bidder')).toHaveText("You're the highest bidder");
    await expect(saleBox(bob).getByRole('button', { name: 'Raise bid' })).toBeInViewport();
    await expect(saleBox(bob).getByRole('button', { name: 'Place bid' })).toHaveCount(0);
    const raise = await openAction(bob, 'Raise bid');
    await expect(raise.getByTestId('action-item')).toContainText(nft.name);
    await expect(raise).toContainText('Minimal bid 1.05 VENOM');
    await insideViewport(bob, raise);
    await raise.getByRole('button', { name: 'Cancel' }).click();
    await expect(raise).toBeHidden();
  }
  // The seller sees who leads, by address.
  await expect(saleBox(alice).getByTestId('leading-bidder')).toHaveText(`Leading bidder ${short(BOB)}`, { timeout: 15_000 });

  // Two days later on the chain's clock the auction has ended: each side reads what comes next.
  await rpc(request, 'advanceTime', { seconds: 2 * 86_400 });
  await alice.reload();
  await expect(saleBox(alice).getByTestId('auction-next-step')).toContainText(
    'Finish it to send the NFT to the highest bidder and receive the payment; the winner can finish it too.',
  );
  await expect(saleBox(alice).getByRole('button', { name: 'Finish auction' })).toBeVisible();
  await bob.reload();
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await expect(saleBox(bob).getByTestId('auction-status')).toHaveText('Ended');
    await expect(saleBox(bob).getByTestId('auction-next-step')).toContainText('You won this auction. Finish it to receive the NFT');
    await expect(saleBox(bob).getByRole('button', { name: 'Finish auction' })).toBeInViewport();
    await expect(saleBox(bob).getByRole('button', { name: 'Make offer' })).toBeEnabled();
  }
  const finish = await openAction(bob, 'Finish auction');
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await insideViewport(bob, finish);
  }
  await confirmAction(finish);
  await expect(toast(bob, 'Auction completed')).toBeVisible({ timeout: 60_000 });
  await expect(bob.getByTestId('owner')).toContainText(short(BOB));
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(BOB);
  for (const page of [alice, bob]) await page.context().close();
});

test('the Buy dialog names the NFT and the token as listed; rejecting in the wallet is a neutral toast and changes nothing', async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE);
  await alice.goto(`/nft/${nft.address}`);
  await signIn(alice);
  // Listed in the native coin: the market keeps the price in WVENOM.
  await putOnSale(alice, '1.5', 'VENOM');
  await alice.context().close();

  const bob = await person(browser, BOB);
  await bob.goto(`/nft/${nft.address}`);
  await signIn(bob);
  const before = await balances(request, BOB);
  await walletApproves(bob, BOB, false);
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    const dialog = await openAction(bob, 'Buy now');
    const item = dialog.getByTestId('action-item');
    await expect(item).toContainText(nft.name);
    await expect(item.locator('img')).toBeVisible();
    await expect(dialog.getByTestId('summary-price')).toHaveText('1.5 WVENOM');
    await expect(dialog.getByTestId('wrap-note')).toContainText('your WVENOM is used first, the rest is paid in VENOM');
    await expect(dialog.getByTestId('pay-coin').or(dialog.getByTestId('pay-token')).first()).toBeVisible();
    await insideViewport(bob, dialog);

    await dialog.getByTestId('confirm-action').click();
    await expect(toast(bob, 'Transaction rejected').first()).toBeVisible({ timeout: 30_000 });
    await expect(toast(bob, 'You rejected the request in your wallet. Nothing was sent.').first()).toBeVisible();
    await expect(toast(bob, 'NFT purchase failed')).toHaveCount(0);
    await expect(bob.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    // The Buy dialog stays open with Try again (price-checks.spec.ts buys with it).
    await expect(dialog.getByTestId('action-rejected')).toContainText('You rejected the request in your wallet. Nothing was sent.');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await insideViewport(bob, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(saleBox(bob).getByRole('button', { name: 'Buy now' })).toBeEnabled();
  }
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(ALICE);
  expect(await balances(request, BOB)).toEqual(before);
  await bob.context().close();
});
