// The market dialogs and profile tabs a collector from OpenSea or Magic Eden expects, on
// the devnet with the dev wallet.
import { expect, test } from './fixtures/test';
import {
  ALICE,
  BOB,
  actionDialog,
  idleNft,
  openAction,
  person,
  putOnSale,
  restockAlice,
  saleBox,
  resumedSession,
  confirmAction,
} from './fixtures/market-actions';
import { autoWallet, nextWalletWindow } from './fixtures/wallet';

test.beforeAll(async ({ request }) => {
  await restockAlice(request, 3);
});

// Each journey signs in and trades on the devnet: more than the default 30 s on a busy machine.
test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('the sell dialog explains itself, and says Confirm in your wallet while the wallet window is open', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  const dialog = await openAction(alice, 'Put on sale');
  await expect(dialog.getByTestId('confirm-action')).toHaveText('List for sale');
  await expect(dialog.getByLabel('Token')).toHaveValue('VENOM');
  await dialog.getByLabel('Price').fill('12.5');
  // The seller picks VENOM; the listing is in WVENOM: the dialog says what buyers will see.
  await expect(dialog.getByTestId('wrap-note')).toContainText(/buyers will see 12\.5 WVENOM/);
  await expect(dialog.getByTestId('duration-note')).toHaveText('None: the listing stays until it sells or you cancel it.');
  await expect(dialog.getByTestId('floor')).toContainText('Collection floor');
  // The USD preview, from the page's rates or the token price route: 12.5 x $0.1187 (the devnet's price).
  await expect(dialog.getByTestId('price-usd')).toHaveText(/^≈ \$1\.48/);
  // A token the page shows no price in still gets its preview, read from /api/token/price.
  const priced = alice.waitForResponse((res) => res.url().includes('/api/token/price?token=') && res.ok());
  await dialog.getByLabel('Token').selectOption('USDC');
  await priced;
  await dialog.getByLabel('Price').fill('2.5');
  await expect(dialog.getByTestId('price-usd')).toHaveText(/^≈ \$2\.50/);
  await dialog.getByLabel('Price').fill('');
  await expect(dialog.getByTestId('price-usd')).toHaveCount(0);
  await dialog.getByLabel('Token').selectOption('VENOM');
  await dialog.getByLabel('Price').fill('12.5');
  await expect(dialog.getByTestId('gas-note')).toContainText('comes back');
  await expect(dialog.getByTestId('summary-gas')).toHaveText(/^[\d\s]+(\.\d{1,2})? VENOM$/);

  // The wallet asks in its own window: the dialog says so; rejected there, it offers to try again.
  await autoWallet(alice, null);
  const walletWindow = nextWalletWindow(alice, alice.context());
  await confirmAction(dialog);
  await expect(dialog.getByTestId('wallet-wait')).toContainText('Confirm in your wallet');
  await (await walletWindow).getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(saleBox(alice)).toContainText('Not for sale');
  await alice.context().close();
});

test('Buy now shows what leaves which balance; the cancel-listing dialog names both choices', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '2', 'VENOM');
  const cancel = await openAction(alice, 'Cancel sale');
  await expect(cancel.getByRole('button', { name: 'Keep listing' })).toBeVisible();
  await expect(cancel.getByTestId('confirm-action')).toHaveText('Cancel listing');
  await cancel.getByRole('button', { name: 'Keep listing' }).click();
  await expect(cancel).toBeHidden();

  // Beside the maximum, the expected network fee: the median of the chain's recent listings (the reader walks
  // their traces; this one's among them); the note says the rest comes back.
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/market/network-fees')).json()) as { fees: Record<string, { samples: number }> }).fees['startSell']
          ?.samples ?? 0,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await alice.goto(`/nft/${(await idleNft(request, ALICE, { exclude: [nft.address] })).address}`);
  const listing = await openAction(alice, 'Put on sale');
  await listing.getByLabel('Price').fill('3');
  await expect(listing.getByTestId('summary-network-fee')).toHaveText(/^(< )?[\d\s]+(\.\d{1,2})? VENOM$/);
  const [fee, most] = await Promise.all(
    ['summary-network-fee', 'summary-gas'].map(async (id) => venom(await listing.getByTestId(id).textContent())),
  );
  expect(fee).toBeGreaterThan(0);
  expect(fee).toBeLessThan(most!);
  await expect(listing.getByTestId('gas-note')).toContainText(
    /The network fee is about (< )?[\d\s.]+ VENOM .*the rest comes back to your VENOM balance/,
  );
  await listing.getByRole('button', { name: 'Cancel' }).click();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const buy = await openAction(bob, 'Buy now');
  await expect(buy.getByTestId('confirm-action')).toHaveText('Buy now');
  // 2 WVENOM paid from the wrapped balance first, the rest (and the gas) in VENOM.
  await expect(buy.getByTestId('pay-token').or(buy.getByTestId('pay-coin')).first()).toBeVisible();
  await expect(buy.getByTestId('summary-total')).toContainText('VENOM');
  await expect(buy.getByTestId('summary-gas')).toBeVisible();
  await buy.getByRole('button', { name: 'Cancel' }).click();

  // Make offer: balances with 2 decimals, and the wrapped balance the payment can use.
  const offer = await openAction(bob, 'Make offer');
  await expect(offer.getByTestId('balance')).toHaveText(/^Balance [\d\s]+(\.\d{1,2})? VENOM · [\d\s]+(\.\d{1,2})? WVENOM$/);
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await bob.context().close();
  await alice.context().close();
});

test("profile offers: thumbnails and collection names, active and ended, and the owner's Accept opens its confirmation there", async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const offer = await openAction(bob, 'Make offer');
  await offer.getByLabel('Offer price').fill('0.5');
  await confirmAction(offer);
  await expect(offer.getByTestId('confirm-action')).toBeHidden();
  await expect(bob.getByTestId('offers')).toContainText('0.5 WVENOM', { timeout: 60_000 });

  // Bob's Offers tab lists it with its picture and collection; a visitor sees no buttons.
  await bob.goto(`/profile/${BOB}/offers`);
  const made = bob.getByTestId('offers-made').locator('li').filter({ hasText: nft.name });
  await expect(made.locator('img')).toHaveCount(1);
  await expect(made).toContainText('Devnet');
  await expect(made.getByTestId('row-status')).toHaveText('Active');
  await expect(made.getByTestId('row-action')).toBeVisible();
  await bob.goto(`/profile/${BOB}/offers?status=ended`);
  // Ended lists only ended offers (earlier journeys may have left cancelled ones on this NFT).
  await expect(bob.getByTestId('offers-made').getByTestId('row-status').filter({ hasText: 'Active' })).toHaveCount(0);

  // Alice, signed in, opens the confirmation from her profile (accepting is in profile-actions.spec.ts);
  // without the profile's island the same link opens it on the NFT page.
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await alice.goto(`/profile/${ALICE}/offers`);
  const received = alice.getByTestId('offers-received').locator('li').filter({ hasText: nft.name });
  await expect(received.getByTestId('row-action')).toHaveAttribute('href', new RegExp(`^/nft/${nft.address}\\?action=acceptOffer&offer=`));
  await received.getByTestId('row-action').click();
  await expect(actionDialog(alice, 'Accept offer').getByTestId('confirm-action')).toHaveText('Accept offer', { timeout: 15_000 });
  await expect(alice).toHaveURL(new RegExp(`/profile/${ALICE}/offers$`));
  await actionDialog(alice, 'Accept offer').getByRole('button', { name: 'Cancel' }).click();
  await expect(received.getByTestId('row-action')).toBeFocused();

  // A visitor on Alice's profile sees the row but not her buttons.
  const visitor = await browser.newPage();
  await visitor.goto(`/profile/${ALICE}/offers`);
  await expect(visitor.getByTestId('offers-received').locator('li').filter({ hasText: nft.name }).getByTestId('row-action')).toBeHidden();
  await visitor.close();
  await alice.context().close();
  await bob.context().close();
});

test('profile offers: a maker with more offers than a page reads them page by page, each list on its own', async ({ page, request }) => {
  // The seeded maker with the most offers (every status), found from the offers' activity.
  const counts = new Map<string, number>();
  for (let offset = 0; offset < 1000; offset += 100) {
    const events = (await (await request.post('/api/events', { data: { types: ['offer_active'], limit: 100, offset } })).json()) as {
      data: { directBuy: { creator: string } | null }[];
    };
    for (const { directBuy } of events.data) if (directBuy) counts.set(directBuy.creator, (counts.get(directBuy.creator) ?? 0) + 1);
  }
  const [maker] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const total = (
    (await (await request.post('/api/owner/direct/buy', { data: { owner: maker, limit: 1 } })).json()) as { totalCount: number }
  ).totalCount;
  expect(total).toBeGreaterThan(24);

  await page.goto(`/profile/${maker}/offers?status=all`);
  const made = page.getByTestId('offers-made');
  const pages = page.getByRole('navigation', { name: 'Offers made pages' });
  await expect(made.locator('li')).toHaveCount(24);
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / 24)} · ${total} offers`);
  const first = await made.locator('li').first().innerText();

  await pages.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/[?&]made_page=2\b/);
  await expect(pages).toContainText('Page 2 of');
  await expect(made.locator('li').first()).not.toHaveText(first);
  // The other list stays on its first page, and a new filter starts both lists over.
  await expect(page.getByRole('navigation', { name: 'Offers received pages' }).getByText(/^Page 2/)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Active' }).click();
  await expect(page).not.toHaveURL(/made_page/);
  await expect(made.getByTestId('row-status').filter({ hasNotText: 'Active' })).toHaveCount(0);
});

test('profile bids: a phone shows whole names and the won, lost or outbid mark', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const res = await page.request.post('/api/events', { data: { types: ['auction_bid_placed'], limit: 1 } });
  const bidder = ((await res.json()) as { data: { auction: { auctionBidPlaced: { bidSender: string } } }[] }).data[0]!.auction
    .auctionBidPlaced.bidSender;
  await page.goto(`/profile/${bidder}/bids?status=all`);
  const row = page.getByTestId('profile-bids').locator('li').first();
  await expect(row.getByTestId('row-status')).toHaveText(/Highest bid|Outbid|Won|Lost|Auction cancelled/);
  // The name is not squeezed to a letter: its box is at least half the row.
  const [name, whole] = await Promise.all([row.locator('a').first().boundingBox(), row.boundingBox()]);
  expect(name!.width).toBeGreaterThan(whole!.width / 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.close();
});

/** "1 234.5 VENOM" as a number. */
const venom = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));
