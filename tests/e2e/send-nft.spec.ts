// Send an NFT (a TIP-4 transfer the owner signs) from its page, on a phone and a desktop: the recipient
// is checked (form, not one's own, a warning for an address never active), the dialog says the NFT
// leaves for good, a listed NFT is refused with the reason, and after the transfer the page shows the
// new owner (the reader's owner scan finds transfers made outside the market).
import { expect, test } from './fixtures/test';
import { TRANSFER_TEXT } from '../../shared/lib/transfer';
import { VALIDATION_MESSAGES } from '../../shared/lib/errors';
import {
  ALICE,
  BOB,
  idleNft,
  marketReady,
  nftDetails,
  person,
  putOnSale,
  restockAlice,
  saleBox,
  short,
  signIn,
  toast,
} from './fixtures/market-actions';
import { dialogViolations, shot } from './fixtures/dialogs';
import { DESKTOP, PHONE } from './fixtures/site-pages';

test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 6);
  await context.close();
});

/** An address nobody has used on the devnet. */
const NEVER_ACTIVE = `0:${'7e'.repeat(32)}`;

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`send an NFT to another dev account: the address checks, then the new owner shows (${label})`, async ({ browser, request }) => {
    const nft = await idleNft(request, ALICE);
    const alice = await person(browser, ALICE);
    // Signed in on a wide screen (the navbar's Connect), then the width under test.
    await alice.setViewportSize(DESKTOP);
    // My NFTs: each card has a Send link, shown only in the owner's browser, to the NFT page's dialog.
    await alice.goto(`/profile/${ALICE}`);
    const cardSend = alice.getByTestId('card-send').first();
    await expect(cardSend).toBeHidden();
    await signIn(alice);
    await expect(cardSend).toBeVisible();
    await expect(cardSend).toHaveAttribute('href', /^\/nft\/0:[0-9a-f]{64}\?action=send$/);
    // The link opens the dialog once the owner is known; a reload then shows the plain page.
    await alice.goto(`/nft/${nft.address}?action=send`);
    await alice.setViewportSize(viewport);
    const dialog = alice.getByRole('dialog', { name: 'Send NFT' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('send-final')).toHaveText(TRANSFER_TEXT.final);
    const to = dialog.getByLabel('Recipient address');

    await dialog.getByTestId('send-confirm').click();
    await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.required);
    await to.fill('0:1234');
    await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.incorrectFormat);
    await to.fill(ALICE.toUpperCase());
    await expect(dialog.getByRole('alert')).toHaveText(TRANSFER_TEXT.ownAddress);
    await to.fill(NEVER_ACTIVE);
    await expect(dialog.getByTestId('send-inactive')).toHaveText(TRANSFER_TEXT.neverActive);
    await expect(to).toHaveAttribute('aria-describedby', /inactive/);
    expect(await dialogViolations(alice)).toEqual([]);
    await shot(alice, 'send-dialog');
    await to.fill(BOB);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // Bob's account has been active: no warning.
    await expect(dialog.getByTestId('send-inactive')).toHaveCount(0);

    await dialog.getByTestId('send-confirm').click();
    await expect(dialog.getByTestId('send-outcome')).toContainText('NFT sent', { timeout: 60_000 });
    await expect(dialog.getByTestId('send-outcome')).toContainText(short(BOB));
    await expect(toast(alice, 'NFT sent')).toBeVisible();
    await shot(alice, 'send-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The marketplace shows Bob as the owner, and Alice no longer gets the owner's buttons.
    await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(BOB);
    await expect(alice.getByTestId('owner')).toContainText(short(BOB), { timeout: 60_000 });
    await expect(saleBox(alice).getByRole('button', { name: 'Send' })).toHaveCount(0);
    expect(new URL(alice.url()).search).toBe('');
    await alice.reload();
    await expect(alice.getByTestId('owner')).toContainText(short(BOB));
    await alice.context().close();
  });
}

test('a listed NFT cannot be sent until its listing is cancelled: the button says why', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE);
  await alice.goto(`/nft/${nft.address}`);
  await signIn(alice);
  await alice.setViewportSize(PHONE);
  await marketReady(alice);
  await expect(saleBox(alice).getByRole('button', { name: 'Send' })).toBeEnabled();
  await putOnSale(alice, '2', 'USDT');
  const send = saleBox(alice).getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(alice.getByTestId('send-blocked')).toHaveText(TRANSFER_TEXT.listed);
  await expect(send).toHaveAccessibleDescription(TRANSFER_TEXT.listed);
  await saleBox(alice).scrollIntoViewIfNeeded();
  await shot(alice, 'send-blocked');
  // The NFT stays Alice's.
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(ALICE);
  await alice.context().close();
});
