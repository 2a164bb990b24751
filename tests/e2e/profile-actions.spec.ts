// Issue 13 point 22: on the profile's Offers tab the maker cancels an offer and the owner accepts one
// right there, in the NFT page's own dialog; the row shows the outcome, the balances move, and the
// reloaded (purged) profile agrees. At a phone's and a desktop's width.
import { expect, test, type Page } from '@playwright/test';
import { ALICE, BOB, balances, type Balances, nftDetails, openAction, idleNft, person, restockAlice, signIn, toast } from './fixtures/market-actions';

test.beforeAll(async ({ request }) => {
  await restockAlice(request, 5);
});

/** Bob offers `price` VENOM for the NFT from its page (signed in). */
async function makeOffer(page: Page, nft: string, price: string): Promise<void> {
  await page.goto(`/nft/${nft}`);
  const dialog = await openAction(page, 'Make offer');
  await dialog.getByLabel('Offer price').fill(price);
  await dialog.getByTestId('confirm-action').click();
  await expect(toast(page, 'Offer placed')).toBeVisible({ timeout: 60_000 });
}

/** The profile's row for the NFT named `name` in the offers list `list` (made or received). */
function offerRow(page: Page, list: 'made' | 'received', name: string) {
  return page.getByTestId(`offers-${list}`).locator('li').filter({ hasText: name });
}

/** What a VENOM payment can use: coins and wrapped coins (1:1). */
const spendable = (b: Balances) => b.native + b.tokens.WVENOM;

const noWiderThanViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1440]) {
  test(`at ${width} px the maker cancels an offer and the owner accepts one from their profiles`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: width === 390 ? 844 : 900 };
    const first = await idleNft(request, ALICE, { noOffer: true });
    const second = await idleNft(request, ALICE, { noOffer: true, exclude: [first.address] });
    // Signed in at the desktop width (the navbar helper's button), then used at `width`.
    const bob = await person(browser, BOB);
    await bob.goto(`/nft/${first.address}`);
    await signIn(bob);
    await bob.setViewportSize(viewport);
    await makeOffer(bob, first.address, '0.5');
    await makeOffer(bob, second.address, '0.6');

    // Bob cancels the first offer from his profile: the dialog opens on the profile itself.
    await bob.goto(`/profile/${BOB}/offers`);
    const made = offerRow(bob, 'made', first.name ?? '');
    await expect(made.getByTestId('row-status')).toHaveText('Active');
    const link = made.getByTestId('row-action');
    await expect(link).toHaveAttribute('href', `/nft/${first.address}?action=cancelOffer&offer=${(await offerOf(request, first.address, BOB))}`);
    const before = await balances(request, BOB);
    await link.click();
    const cancel = bob.getByRole('dialog', { name: 'Cancel my offer' });
    await expect(cancel).toBeVisible();
    await expect(bob).toHaveURL(new RegExp(`/profile/${BOB}/offers$`));
    await expect(cancel.getByRole('button', { name: 'Keep offer' })).toBeVisible();
    expect(await noWiderThanViewport(bob)).toBe(true);
    await cancel.getByTestId('confirm-action').click();
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
    await expect(offerRow(bob, 'made', first.name ?? '').first().getByTestId('row-status')).toHaveText('Cancelled');

    // Alice accepts the second offer from her profile.
    const alice = await person(browser, ALICE);
    await alice.goto(`/profile/${ALICE}/offers`);
    await signIn(alice);
    await alice.setViewportSize(viewport);
    const received = offerRow(alice, 'received', second.name ?? '');
    const aliceBefore = await balances(request, ALICE);
    await received.getByTestId('row-action').click();
    const accept = alice.getByRole('dialog', { name: 'Accept offer' });
    await expect(accept.getByTestId('summary-total')).toContainText('WVENOM');
    expect(await noWiderThanViewport(alice)).toBe(true);
    await accept.getByTestId('confirm-action').click();
    await expect(toast(alice, 'Offer accepted')).toBeVisible({ timeout: 60_000 });
    await expect(received.getByTestId('row-status')).toHaveText('Filled');
    await expect(received.getByTestId('row-action')).toHaveCount(0);
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
}

/** The address of `buyer`'s active offer on the NFT. */
async function offerOf(request: import('@playwright/test').APIRequestContext, nft: string, buyer: string): Promise<string> {
  const res = await request.post('/api/nft/direct/buy', { data: { nft, status: ['active'] } });
  const { items } = (await res.json()) as { items: { address: string; buyer: string | null }[] };
  return items.find((o) => o.buyer === buyer)!.address;
}
