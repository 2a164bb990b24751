// Edit price in one dialog, on a phone and a desktop: the listing is cancelled and created again at the
// new price, two wallet confirmations shown as steps; when the second is rejected the dialog says the
// NFT is no longer listed and lists it again on request. An offer's price is edited the same way.
import { expect, test, type Page } from './fixtures/test';
import { APPROVE_PATH } from '../../devnet/wallet/constants';
import { EDIT_PRICE_NOTE, EDIT_PRICE_TEXT } from '../../shared/lib/edit-price';
import {
  ALICE,
  BOB,
  idleNft,
  nftDetails,
  openAction,
  person,
  putOnSale,
  restockAlice,
  saleBox,
  resumedSession,
  confirmAction,
} from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';
import { dialogViolations, shot } from './fixtures/dialogs';
import { autoWallet } from './fixtures/wallet';

test.setTimeout(240_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 6);
  await context.close();
});

/**
 * Answers the dev wallet's open window, or the next one within `ms` (a second confirmation opens by
 * itself once the first step is indexed, so it may take longer than the fixtures' 15 s). A window opened
 * before this call is found too; the answered window is gone before this returns, so the next call
 * cannot take it for the next request.
 */
async function answer(page: Page, approve: boolean, ms = 90_000): Promise<void> {
  const button = { name: approve ? 'Approve' : 'Reject' };
  const frame = page.locator('iframe[title="Dev Wallet"]');
  const popup = () =>
    page
      .context()
      .pages()
      .find((p) => p !== page && !p.isClosed() && new URL(p.url()).pathname === APPROVE_PATH);
  await expect.poll(async () => popup() !== undefined || (await frame.isVisible()), { timeout: ms }).toBe(true);
  const window = popup();
  if (window) {
    await window.getByRole('button', button).click();
    await expect.poll(() => window.isClosed()).toBe(true);
  } else {
    await page.frameLocator('iframe[title="Dev Wallet"]').getByRole('button', button).click();
    await expect(frame).toHaveCount(0);
  }
}

const steps = (dialog: ReturnType<Page['getByRole']>) => dialog.getByTestId('edit-step');

// One listing for both widths: the form is checked at each, the first edit confirmed at a phone's width and
// the second, rejected, at a desktop's, its outcome checked at both.
test("edit a listing's price: both confirmations, then a second one rejected and listed again (phone and desktop)", async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE, { prefer: 'Glyphs' });
  const alice = await person(browser, ALICE, { signedIn: true });
  // Loaded on a wide screen, then at a phone's width.
  await alice.setViewportSize(DESKTOP);
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await alice.setViewportSize(PHONE);
  await putOnSale(alice, '2', 'USDT');

  // The preview is the listing dialog's, for the new price.
  const edit = await openAction(alice, 'Edit price');
  for (const viewport of [DESKTOP, PHONE]) {
    await alice.setViewportSize(viewport);
    await expect(edit.getByTestId('edit-current')).toHaveText('2 USDT');
    await expect(edit.getByTestId('edit-note')).toHaveText(EDIT_PRICE_NOTE);
    await edit.getByLabel('New price (USDT)').fill('2');
    await edit.getByTestId('edit-confirm').click();
    await expect(edit.getByRole('alert')).toHaveText('Enter a price different from the current one.');
    await edit.getByLabel('New price (USDT)').fill('3');
    await expect(edit.getByTestId('summary-price')).toHaveText('3 USDT');
    await expect(edit.getByTestId('summary-fee')).toContainText('USDT');
    await expect(edit.getByTestId('summary-royalty')).not.toHaveText('0 USDT');
    // Price less market fee and royalty (a Glyph's 7.5 %): more than 2, less than 3.
    await expect(edit.getByTestId('summary-total')).toHaveText(/^2\.\d{1,2} USDT$/);
    expect(await dialogViolations(alice), `${viewport.width} px`).toEqual([]);
    await shot(alice, 'edit-form');
  }

  // Both confirmations, each in the wallet's window.
  await autoWallet(alice, null);
  await confirmAction(edit, 'edit-confirm');
  await expect(steps(edit).nth(0)).toHaveAttribute('data-state', 'signing');
  await expect(steps(edit).nth(1)).toHaveAttribute('data-state', 'waiting');
  await answer(alice, true);
  await answer(alice, true);
  await expect(edit.getByTestId('edit-outcome')).toHaveText(EDIT_PRICE_TEXT.listing.edited, { timeout: 90_000 });
  await expect(steps(edit).nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps(edit).nth(1)).toHaveAttribute('data-state', 'done');
  await shot(alice, 'edit-done');
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(saleBox(alice)).toContainText('3 USDT', { timeout: 30_000 });

  // Again, at a desktop's width, and the second confirmation is rejected: nothing is listed now, and the dialog says so.
  await alice.setViewportSize(DESKTOP);
  const again = await openAction(alice, 'Edit price');
  await expect(again.getByTestId('edit-current')).toHaveText('3 USDT');
  await again.getByLabel('New price (USDT)').fill('4');
  await confirmAction(again, 'edit-confirm');
  await answer(alice, true);
  await answer(alice, false);
  await expect(again.getByTestId('edit-outcome')).toHaveText(EDIT_PRICE_TEXT.listing.removed, { timeout: 90_000 });
  await expect(steps(again).nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps(again).nth(1)).toHaveAttribute('data-state', 'rejected');
  for (const viewport of [DESKTOP, PHONE]) {
    await alice.setViewportSize(viewport);
    expect(await dialogViolations(alice), `${viewport.width} px`).toEqual([]);
    await shot(alice, 'edit-removed');
  }
  await expect.poll(async () => (await nftDetails(request, nft.address)).nft.forsale, { timeout: 60_000 }).toBeNull();

  // "List again" lists it at the new price.
  await again.getByRole('button', { name: EDIT_PRICE_TEXT.listing.again }).click();
  await answer(alice, true);
  await expect(again.getByTestId('edit-outcome')).toHaveText(EDIT_PRICE_TEXT.listing.edited, { timeout: 90_000 });
  await again.getByRole('button', { name: 'Done' }).click();
  await expect(saleBox(alice)).toContainText('4 USDT', { timeout: 30_000 });
  await alice.context().close();
});

test("edit one's own offer: cancelled and placed again at the new price", async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.setViewportSize(DESKTOP);
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const offer = await openAction(bob, 'Make offer');
  await offer.getByLabel('Offer price').fill('0.5');
  await confirmAction(offer);
  await expect(bob.getByTestId('offers')).toContainText('0.5 WVENOM', { timeout: 60_000 });

  await bob.getByTestId('offers').getByRole('button', { name: 'Edit price' }).click();
  const edit = bob.getByRole('dialog', { name: EDIT_PRICE_TEXT.offer.title });
  // The old price is named as the offers list names it (the wrapped token), not as the coin it is paid with.
  await expect(edit.getByTestId('edit-current')).toHaveText('0.5 WVENOM');
  await edit.getByLabel('New price (VENOM)').fill('0.7');
  await expect(edit.getByTestId('summary-total')).toContainText('VENOM');
  expect(await dialogViolations(bob)).toEqual([]);
  await confirmAction(edit, 'edit-confirm');
  await expect(edit.getByTestId('edit-outcome')).toHaveText(EDIT_PRICE_TEXT.offer.edited, { timeout: 120_000 });
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(bob.getByTestId('offers')).toContainText('0.7 WVENOM', { timeout: 60_000 });
  await expect(bob.getByTestId('offers')).not.toContainText('0.5 WVENOM');
  await bob.context().close();
});

// One listing for both widths: the form is checked at each, then confirmed once.
test("edit a listing's price with a custom end date: the same durations as Put on sale, and the new listing ends then (phone and desktop)", async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.setViewportSize(DESKTOP);
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await alice.setViewportSize(PHONE);
  await putOnSale(alice, '2', 'USDT');

  const edit = await openAction(alice, 'Edit price');
  // Ten days ahead, to the minute, in the browser's own time zone (what datetime-local means).
  const end = await alice.evaluate(() => {
    const d = new Date(Date.now() + 10 * 86_400_000);
    d.setSeconds(0, 0);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      value: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`,
      seconds: d.getTime() / 1000,
    };
  });
  const duration = edit.getByLabel('Duration');
  for (const viewport of [PHONE, DESKTOP]) {
    await alice.setViewportSize(viewport);
    expect(await duration.locator('option').allTextContents()).toEqual(['None', '1 day', '3 days', '7 days', '1 month', 'Custom date']);
    await edit.getByLabel('New price (USDT)').fill('3');
    await duration.selectOption('custom');
    // A date in the past is refused, and nothing starts.
    await edit.getByLabel('End date').fill('2020-01-01T10:00');
    await edit.getByTestId('edit-confirm').click();
    await expect(edit.getByText('Incorrect date')).toBeVisible();
    await expect(edit.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
    await expect(steps(edit).nth(0)).toHaveAttribute('data-state', 'waiting');
    await edit.getByLabel('End date').fill(end.value);
    await expect(edit.getByText('Incorrect date')).toHaveCount(0);
    expect(await dialogViolations(alice), `${viewport.width} px`).toEqual([]);
    await shot(alice, 'edit-custom-date');
  }
  await edit.getByTestId('edit-confirm').click();
  await expect(edit.getByTestId('edit-outcome')).toHaveText(EDIT_PRICE_TEXT.listing.edited, { timeout: 120_000 });
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(saleBox(alice)).toContainText('3 USDT', { timeout: 30_000 });

  // The new listing ends at the chosen date (its start is the confirmation's time, a few seconds on).
  const listing = async () => {
    const res = await request.post('/api/nft/details', { data: { nft: nft.address } });
    const body = (await res.json()) as {
      nft: { forsale: string | null };
      directSell: Record<string, { expiredAt: number | null; price: { price: string } }>;
    };
    return body.nft.forsale ? (body.directSell[body.nft.forsale] ?? null) : null;
  };
  await expect.poll(async () => (await listing())?.price.price, { timeout: 60_000 }).toBe('3000000');
  const expiredAt = (await listing())!.expiredAt!;
  expect(Math.abs(expiredAt - end.seconds), `ends at ${expiredAt}, asked ${end.seconds}`).toBeLessThanOrEqual(120);
  await alice.context().close();
});
