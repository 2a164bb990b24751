// Send an NFT (a TIP-4 transfer the owner signs) from its page, on a phone and a desktop: the recipient
// is checked (form, not one's own), an address never active cannot be sent to without ticking the
// second step, a recipient with a profile is named by its username, the dialog says the NFT leaves
// for good, a listed NFT is refused with the reason, and after the transfer the page shows the new
// owner (the reader's owner scan finds transfers made outside the market).
import { expect, test, type APIRequestContext } from './fixtures/test';
import { TRANSFER_TEXT } from '../../shared/lib/transfer';
import { VALIDATION_MESSAGES } from '../../shared/lib/errors';
import {
  ALICE,
  apiSession,
  idleNft,
  marketReady,
  nftDetails,
  person,
  putOnSale,
  restockAlice,
  saleBox,
  short,
  resumedSession,
  signIn,
  toast,
} from './fixtures/market-actions';
import { dialogViolations, shot } from './fixtures/dialogs';
import { DESKTOP, PHONE } from './fixtures/site-pages';

test.setTimeout(180_000);

/** Dev account 4, an active account with a profile (its username set below). */
let erin = '';
const ERIN_NAME = 'erin-receives';

/** Signs dev account `index` in through the API, and saves its profile's username with its token. */
async function nameAccount(request: APIRequestContext, index: number, username: string): Promise<string> {
  const { address, token } = await apiSession(request, index);
  const saved = await request.post('/api/user', { data: { address, username }, headers: { authorization: `Bearer ${token}` } });
  expect(saved.ok()).toBe(true);
  return address;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 6);
  erin = await nameAccount(context.request, 4, ERIN_NAME);
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
    // The second step: Send does not go through until the owner ticks that they understand.
    const understand = dialog.getByRole('checkbox', { name: TRANSFER_TEXT.acknowledgeNeverActive });
    await expect(understand).not.toBeChecked();
    await dialog.getByTestId('send-confirm').click();
    await expect(dialog.getByRole('alert')).toHaveText(TRANSFER_TEXT.acknowledgeRequired);
    await expect(understand).toBeFocused();
    await expect(dialog.getByTestId('send-progress')).toHaveCount(0);
    await expect(dialog.getByTestId('send-confirm')).toBeVisible();
    expect(await dialogViolations(alice)).toEqual([]);
    await shot(alice, 'send-dialog');
    expect((await nftDetails(request, nft.address)).nft.owner).toBe(ALICE);

    // The desktop sends to a fresh never-used address once ticked; the phone to an active dev account
    // with a profile, which asks no second step and is named by its username.
    const recipient = label === 'desktop' ? `0:${Date.now().toString(16).padStart(64, 'e')}` : erin;
    await to.fill(recipient);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    if (label === 'desktop') {
      await expect(dialog.getByTestId('send-inactive')).toHaveText(TRANSFER_TEXT.neverActive);
      // A tick given for another address does not carry over.
      await expect(understand).not.toBeChecked();
      await understand.check();
      expect(await dialogViolations(alice)).toEqual([]);
    } else {
      await expect(dialog.getByTestId('send-recipient-name')).toHaveText(`Profile: ${ERIN_NAME}`);
      // Erin's account has been active: no warning and no second step.
      await expect(dialog.getByTestId('send-inactive')).toHaveCount(0);
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      expect(await dialogViolations(alice)).toEqual([]);
      await shot(alice, 'send-named');
    }

    await dialog.getByTestId('send-confirm').click();
    await expect(dialog.getByTestId('send-outcome')).toContainText('NFT sent', { timeout: 60_000 });
    await expect(dialog.getByTestId('send-outcome')).toContainText(label === 'desktop' ? short(recipient) : ERIN_NAME);
    await expect(toast(alice, 'NFT sent')).toBeVisible();
    await shot(alice, 'send-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The marketplace shows the new owner, and Alice no longer gets the owner's buttons.
    await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(recipient);
    await expect(alice.getByTestId('owner')).toContainText(short(recipient), { timeout: 60_000 });
    await expect(saleBox(alice).getByRole('button', { name: 'Send' })).toHaveCount(0);
    expect(new URL(alice.url()).search).toBe('');
    await alice.reload();
    // The page's render names the owner by username when they have one.
    await expect(alice.getByTestId('owner')).toContainText(label === 'desktop' ? short(recipient) : ERIN_NAME);
    await alice.context().close();
  });
}

test('a listed NFT cannot be sent until its listing is cancelled: the button says why', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
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
