// The market box tells each person where they stand, on a phone and a
// desktop: the highest bidder sees it and may raise, Make offer waits for the auction with the spec's
// reason, the winner finishes an ended auction, the seller reads what happens next; the Buy dialog
// names the NFT and the listed token; a rejection in the wallet is a neutral toast, not a failure.
import { expect as baseExpect, test, type Locator, type Page } from './fixtures/test';
import {
  ALICE,
  BOB,
  CAROL,
  actionDialog,
  balances,
  idleNft,
  marketReady,
  nftDetails,
  openAction,
  person,
  placeBid,
  putOnSale,
  restockAlice,
  rpc,
  saleBox,
  short,
  resumedSession,
  startAuction,
  toast,
  walletApproves,
  confirmAction,
} from './fixtures/market-actions';
import { DESKTOP, PHONE, useColorScheme } from './fixtures/site-pages';
import { axeViolations } from './fixtures/axe';
import { shot } from './fixtures/dialogs';

// Slow machines hydrate pages late: each check may wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.setTimeout(300_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 5);
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
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
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
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  // Listed in the native coin: the market keeps the price in WVENOM.
  await putOnSale(alice, '1.5', 'VENOM');
  await alice.context().close();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
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

/** Axe on the market box, in light and dark, at the page's width (the page is left in light). */
async function boxViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await useColorScheme(page, colorScheme);
    for (const v of await axeViolations(page, '[data-testid="sale-box"]')) found.push(`${page.viewportSize()?.width} ${colorScheme} ${v}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** The market box in view, then the shared screenshot helper (E2E_SHOTS). */
async function boxShot(page: Page, name: string): Promise<void> {
  await saleBox(page).scrollIntoViewIfNeeded();
  await shot(page, name);
}

test('an outbid bidder reads their bid against the highest and may bid again; after the end the winner reads no address of their own', async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');
  await alice.context().close();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await placeBid(bob, '1');
  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  await placeBid(carol, '2');

  // Bob's page follows within the refetch: he reads that he was outbid, and Bid again replaces Place bid.
  await expect(saleBox(bob).getByTestId('outbid')).toHaveText(/^You were outbid: your bid 1 W?VENOM, highest 2 W?VENOM$/);
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await expect(saleBox(bob).getByTestId('outbid')).toBeInViewport();
    await expect(saleBox(bob).getByRole('button', { name: 'Bid again' })).toBeVisible();
    await expect(saleBox(bob).getByRole('button', { name: 'Place bid' })).toHaveCount(0);
    expect(await boxViolations(bob)).toEqual([]);
    await boxShot(bob, 'market-outbid');
  }
  const again = await openAction(bob, 'Bid again');
  await expect(again).toContainText('Minimal bid');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(saleBox(carol).getByTestId('outbid')).toHaveCount(0);

  // Two days later on the chain's clock: Carol won. She reads it, never "Leading bidder" with her own address.
  await rpc(request, 'advanceTime', { seconds: 2 * 86_400 });
  await carol.reload();
  for (const viewport of VIEWPORTS) {
    await carol.setViewportSize(viewport);
    await expect(saleBox(carol).getByTestId('auction-status')).toHaveText('Ended');
    await expect(saleBox(carol).getByTestId('leading-bidder')).toHaveText("You're the winning bidder");
    await expect(saleBox(carol)).not.toContainText('Leading bidder');
    await expect(saleBox(carol)).not.toContainText(short(CAROL));
    expect(await boxViolations(carol)).toEqual([]);
    await boxShot(carol, 'market-winner');
  }
  await bob.reload();
  await expect(saleBox(bob).getByTestId('leading-bidder')).toHaveText(`Winning bidder ${short(CAROL)}`);
  await expect(saleBox(bob).getByRole('button', { name: 'Bid again' })).toHaveCount(0);
  for (const page of [bob, carol]) await page.context().close();
});

test('a maker whose offer is not the best sees it in the market box with Edit price and Cancel', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const makeOfferAs = async (account: string, price: string) => {
    const page = await person(browser, account, { signedIn: true });
    await page.goto(`/nft/${nft.address}`);
    await resumedSession(page);
    const dialog = await openAction(page, 'Make offer');
    await dialog.getByLabel('Offer price').fill(price);
    await dialog.getByLabel('Token').selectOption('VENOM');
    await dialog.getByTestId('confirm-action').click();
    await expect(toast(page, 'Offer placed')).toBeVisible({ timeout: 60_000 });
    return page;
  };
  const bob = await makeOfferAs(BOB, '1');
  const carol = await makeOfferAs(CAROL, '2');
  await carol.context().close();

  const own = saleBox(bob).getByTestId('own-offer');
  await expect(own).toHaveText(/^Your offer 1 W?VENOM/);
  await expect(saleBox(bob).getByTestId('best-offer')).toContainText('Best offer 2');
  for (const viewport of VIEWPORTS) {
    await bob.setViewportSize(viewport);
    await expect(own.getByRole('button', { name: 'Edit price' })).toBeInViewport();
    await expect(own.getByRole('button', { name: 'Cancel my offer' })).toBeInViewport();
    expect(await boxViolations(bob)).toEqual([]);
    await boxShot(bob, 'market-own-offer');
  }
  const edit = bob.getByRole('dialog', { name: 'Edit offer price' });
  await own.getByRole('button', { name: 'Edit price' }).click();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await own.getByRole('button', { name: 'Cancel my offer' }).click();
  const cancel = actionDialog(bob, 'Cancel my offer');
  await cancel.getByTestId('confirm-action').click();
  await expect(toast(bob, 'Offer cancelled')).toBeVisible({ timeout: 60_000 });
  await expect(own).toHaveCount(0);
  await bob.context().close();
});

test('after a purchase the new owner gets no Add to cart or Buy now, live and on reload; the seller never gets Add to cart', async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '1', 'VENOM');
  const pageCart = (page: Page) => page.getByTestId('nft-main').getByTestId('cart-add');
  // The seller's own page and card: no Add to cart, no Buy now.
  await alice.reload();
  await marketReady(alice);
  await expect(saleBox(alice).getByRole('button', { name: 'Cancel sale' })).toBeVisible();
  // Rendered for everyone (a cached page), hidden in the owner's browser.
  await expect(pageCart(alice)).toHaveCount(1);
  await expect(pageCart(alice)).toBeHidden();
  await expect(saleBox(alice).getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  const card = (page: Page) =>
    page
      .getByTestId('nft-grid')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/nft/${nft.address}"]`) });
  await expect(async () => {
    await alice.goto(`/collection/${nft.collection}?sale_type=sell`);
    await expect(card(alice).getByTestId('card-badge')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card(alice).getByTestId('cart-add')).toHaveCount(1);
  await expect(card(alice).getByTestId('cart-add')).toBeHidden();
  await alice.context().close();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await expect(pageCart(bob)).toBeVisible();
  await pageCart(bob).click();
  await expect(pageCart(bob)).toHaveText('In cart');
  const buy = await openAction(bob, 'Buy now');
  await buy.getByTestId('confirm-action').click();
  await expect(toast(bob, 'NFT purchased')).toBeVisible({ timeout: 60_000 });
  // Live: his now, not for sale.
  await expect(bob.getByTestId('owner')).toContainText(short(BOB));
  const noMarketButtons = async () => {
    for (const viewport of VIEWPORTS) {
      await bob.setViewportSize(viewport);
      await expect(saleBox(bob).getByRole('button', { name: 'Put on sale' })).toBeVisible();
      await expect(pageCart(bob)).toBeHidden();
      await expect(saleBox(bob).getByRole('button', { name: 'Buy now' })).toHaveCount(0);
      expect(await boxViolations(bob)).toEqual([]);
      await boxShot(bob, 'market-bought');
    }
  };
  await noMarketButtons();
  await bob.reload();
  await marketReady(bob);
  await noMarketButtons();
  // The cart he filled before buying no longer holds it: bought, nothing left to buy.
  await expect(bob.getByTestId('cart-count')).toBeHidden();
  await bob.getByTestId('cart-open').click();
  await expect(bob.getByRole('dialog', { name: /^Cart/ }).getByTestId('cart-empty')).toBeVisible();
  await bob.context().close();
});
