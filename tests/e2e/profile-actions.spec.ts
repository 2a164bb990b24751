// Profile offers (marketplace-spec §2, §6): on the profile's Offers tab the maker cancels an offer and the owner accepts one
// right there, in the NFT page's own dialog; the row shows the outcome, the balances move, and the
// reloaded (purged) profile agrees. At a phone's and a desktop's width.
import { axeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import {
  ALICE,
  BOB,
  CAROL,
  balances,
  type Balances,
  idleNft,
  nftDetails,
  openAction,
  person,
  placeBid,
  restockAlice,
  resumedSession,
  startAuction,
  toast,
  confirmAction,
} from './fixtures/market-actions';

test.beforeAll(async ({ request }) => {
  await restockAlice(request, 5);
});

/** Bob offers `price` VENOM for the NFT from its page (signed in). */
async function makeOffer(page: Page, nft: string, price: string): Promise<void> {
  await page.goto(`/nft/${nft}`);
  const dialog = await openAction(page, 'Make offer');
  await dialog.getByLabel('Offer price').fill(price);
  await confirmAction(dialog);
  await expect(toast(page, 'Offer placed')).toBeVisible({ timeout: 60_000 });
}

/** The profile's row for the NFT named `name` in the offers list `list` (made or received). */
function offerRow(page: Page, list: 'made' | 'received', name: string) {
  return page.getByTestId(`offers-${list}`).locator('li').filter({ hasText: name });
}

/** What a VENOM payment can use: coins and wrapped coins (1:1). */
const spendable = (b: Balances) => b.native + b.tokens.WVENOM;

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

const noWiderThanViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WIDTHS = [PHONE, DESKTOP] as const;

// One pair of offers for both widths: Bob cancels at a phone's width and Alice accepts at a desktop's, and
// each open tab and dialog is checked at both widths first.
test('the maker cancels an offer and the owner accepts one from their profiles, at 390 and 1440 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const first = await idleNft(request, ALICE, { noOffer: true });
  const second = await idleNft(request, ALICE, { noOffer: true, exclude: [first.address] });
  // Loaded at the desktop width, then used at a phone's.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${first.address}`);
  await resumedSession(bob);
  await bob.setViewportSize(PHONE);
  await makeOffer(bob, first.address, '0.5');
  await makeOffer(bob, second.address, '0.6');

  // Bob cancels the first offer from his profile: the dialog opens on the profile itself.
  await bob.goto(`/profile/${BOB}/offers`);
  const made = offerRow(bob, 'made', first.name ?? '');
  await expect(made.getByTestId('row-status')).toHaveText('Active');
  // The owner's view of the tab, with the row actions shown.
  for (const viewport of WIDTHS) {
    await bob.setViewportSize(viewport);
    expect(await axeInBothSchemes(bob), `${viewport.width} px`).toEqual([]);
  }
  await bob.setViewportSize(PHONE);
  const link = made.getByTestId('row-action');
  await expect(link).toHaveAttribute(
    'href',
    `/nft/${first.address}?action=cancelOffer&offer=${await offerOf(request, first.address, BOB)}`,
  );
  const before = await balances(request, BOB);
  await link.click();
  const cancel = bob.getByRole('dialog', { name: 'Cancel my offer' });
  await expect(cancel).toBeVisible();
  await expect(bob).toHaveURL(new RegExp(`/profile/${BOB}/offers$`));
  for (const viewport of [DESKTOP, PHONE]) {
    await bob.setViewportSize(viewport);
    await expect(cancel.getByTestId('action-subject')).toHaveText(`${first.name} · 0.5 WVENOM`);
    await expect(cancel.getByRole('button', { name: 'Keep offer' })).toBeVisible();
    await expect(cancel.getByTestId('summary-total')).toBeVisible();
    expect(await noWiderThanViewport(bob), `${viewport.width} px`).toBe(true);
    expect(await axeInBothSchemes(bob), `${viewport.width} px`).toEqual([]);
  }
  await confirmAction(cancel);
  await expect(toast(bob, 'Offer cancelled')).toBeVisible({ timeout: 60_000 });
  await expect(cancel).toBeHidden();
  await expect(made.getByTestId('row-status')).toHaveText('Cancelled');
  await expect(made.getByTestId('row-action')).toHaveCount(0);
  // The 0.5 VENOM the offer held comes back (unwrapped, spec DB-D.1), with what is left of the
  // offer's own balance once the cancel's gas is paid (0.575 VENOM in all on the devnet).
  const refunded = spendable(await balances(request, BOB)) - spendable(before);
  expect(refunded >= 500_000_000n && refunded < 1_000_000_000n).toBe(true);
  // The cached profile was purged: a reload no longer lists it as active, and Ended shows it cancelled.
  await bob.reload();
  await expect(offerRow(bob, 'made', first.name ?? '')).toHaveCount(0);
  await expect(offerRow(bob, 'made', second.name ?? '').getByTestId('row-status')).toHaveText('Active');
  await bob.goto(`/profile/${BOB}/offers?status=ended`);
  await expect(
    offerRow(bob, 'made', first.name ?? '')
      .first()
      .getByTestId('row-status'),
  ).toHaveText('Cancelled');

  // Alice accepts the second offer from her profile.
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/profile/${ALICE}/offers`);
  await resumedSession(alice);
  await alice.setViewportSize(PHONE);
  const received = offerRow(alice, 'received', second.name ?? '');
  const aliceBefore = await balances(request, ALICE);
  await received.getByTestId('row-action').click();
  const accept = alice.getByRole('dialog', { name: 'Accept offer' });
  for (const viewport of [PHONE, DESKTOP]) {
    await alice.setViewportSize(viewport);
    await expect(accept.getByTestId('action-subject')).toHaveText(`${second.name} · 0.6 WVENOM`);
    await expect(accept.getByTestId('summary-total')).toContainText('WVENOM');
    expect(await noWiderThanViewport(alice), `${viewport.width} px`).toBe(true);
  }
  await confirmAction(accept);
  await expect(toast(alice, 'Offer accepted')).toBeVisible({ timeout: 60_000 });
  // The row says Filled at once; the live refresh of this Active view may then drop it altogether.
  await expect(received.getByTestId('row-action')).toHaveCount(0);
  await expect(received.getByTestId('row-status').filter({ hasNotText: 'Filled' })).toHaveCount(0);
  await expect(alice).toHaveURL(new RegExp(`/profile/${ALICE}/offers$`));
  expect((await nftDetails(request, second.address)).nft.owner).toBe(BOB);
  // She was paid: the price less the market fee, the royalty and the accept's gas.
  const gained = spendable(await balances(request, ALICE)) - spendable(aliceBefore);
  expect(gained > 0n && gained <= 600_000_000n).toBe(true);
  await alice.reload();
  await expect(offerRow(alice, 'received', second.name ?? '')).toHaveCount(0);

  await alice.context().close();
  await bob.context().close();
});

test('an outbid bidder bids again from the Bids tab, with the USD value of the new bid', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await placeBid(bob, '1');
  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  await placeBid(carol, '2');

  await bob.goto(`/profile/${BOB}/bids`);
  const row = bob
    .getByTestId('profile-bids')
    .locator('li')
    .filter({ hasText: nft.name ?? '' });
  await expect(row.getByTestId('row-status')).toHaveText('Outbid');
  await row.getByTestId('row-action').click();
  const dialog = bob.getByRole('dialog', { name: 'Place bid' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Bid').fill('3');
  // The profile has no rates of its own: the preview comes from /api/token/price (3 x $0.1187).
  await expect(dialog.getByTestId('price-usd')).toHaveText(/^≈ \$0\.35/);
  await confirmAction(dialog);
  await expect(toast(bob, 'Bid placed')).toBeVisible({ timeout: 60_000 });
  // The row now leads with 3 WVENOM, with no Bid again.
  await expect(row.filter({ hasText: 'Highest bid' })).toContainText('3 WVENOM');
  await expect(row.getByTestId('row-action')).toHaveCount(0);
  // The reloaded tab agrees, with one row for the auction: Bob's latest bid (his first no longer reads Outbid).
  await bob.reload();
  const rows = bob
    .getByTestId('profile-bids')
    .locator('li')
    .filter({ hasText: nft.name ?? '' });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('row-status')).toHaveText('Highest bid');
  await expect(rows).toContainText('3 WVENOM');
  await expect(rows.getByTestId('row-action')).toHaveCount(0);
  for (const page of [alice, bob, carol]) await page.context().close();
});

/** The address of `buyer`'s active offer on the NFT. */
async function offerOf(request: import('@playwright/test').APIRequestContext, nft: string, buyer: string): Promise<string> {
  const res = await request.post('/api/nft/direct/buy', { data: { nft, status: ['active'] } });
  const { items } = (await res.json()) as { items: { address: string; buyer: string | null }[] };
  return items.find((o) => o.buyer === buyer)!.address;
}
