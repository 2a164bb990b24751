// Interaction: clicks made before the islands are ready still act, the owner never
// sees a visitor's buttons, a refused signature leaves a clear Sign in, the navbar balance follows the
// wallet's account state, and focus goes back to what opened a dialog. Speed is in `npm run bench:ux`.
import { expect, test, type Page, type Route } from './fixtures/test';
import { ACCOUNT_INDEX, ALICE, BOB, idleNft, person, restockAlice, sendAs, short, resumedSession } from './fixtures/market-actions';
import { autoWallet, autoWalletOnLoad, nextWalletWindow, walletRow } from './fixtures/wallet';

/** Holds back an island's script until `release` is called: its buttons are painted but not hydrated. */
async function holdIsland(page: Page, name: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/_astro/${name}\\.[^/]+\\.js$`), (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a Connect wallet click at first paint opens the dialog at once, and it becomes the real one', async ({ page }) => {
  await autoWalletOnLoad(page, { account: 0, approve: true });
  const release = await holdIsland(page, 'WalletButton');
  await page.goto('/');
  const button = navbar(page).getByRole('button', { name: 'Connect wallet' });
  await expect(page.locator('astro-island[component-url*="WalletButton"][ssr]')).toHaveCount(1);
  await button.click();
  // Shown before the island could take the click, with the button marked as working.
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Dev Wallet (devnet)')).toBeVisible();
  await expect(button).toHaveAttribute('aria-busy', 'true');

  await release();
  await walletRow(dialog, 'Dev Wallet').getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('account-block')).toContainText(short(ALICE));
  await expect(navbar(page).getByRole('link', { name: 'My NFTs' })).toBeVisible();
});

test('closing the first frame of the Connect dialog before the code arrives cancels it', async ({ page }) => {
  const release = await holdIsland(page, 'ConnectModal');
  await page.goto('/');
  const button = navbar(page).getByRole('button', { name: 'Connect wallet' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await release();
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
});

test('a Buy now click before the market island is ready is kept and leads to the connect flow', async ({ page, request }) => {
  const listed = await request.post('/api/nfts', { data: { forsale: true, limit: 1 } });
  const nft = ((await listed.json()) as { items: { address: string }[] }).items[0]!.address;
  const release = await holdIsland(page, 'NftActions');
  await page.goto(`/nft/${nft}`);
  const buy = page.getByTestId('sale-box').getByRole('button', { name: 'Buy now' });
  await buy.click();
  await expect(buy).toHaveAttribute('aria-busy', 'true');
  await release();
  // A visitor agrees to the terms first, then must connect: the click went on to both.
  await page.getByRole('dialog', { name: 'Agree to the Terms of Service' }).getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible();
});

test("the owner never sees a visitor's buttons on their NFT while the page learns who they are", async ({ browser, request }) => {
  const page = await person(browser, ALICE, { signedIn: true });
  await page.goto('/');
  await resumedSession(page);
  await restockAlice(request, 1);
  const nft = (await idleNft(request, ALICE)).address;

  const release = await holdIsland(page, 'Live');
  await page.goto(`/nft/${nft}`);
  const box = page.getByTestId('sale-box');
  await expect(box.getByText('Checking your wallet…')).toBeVisible();
  for (const name of ['Make offer', 'Place bid', 'Buy now']) await expect(box.getByRole('button', { name })).toHaveCount(0);
  await release();
  await expect(box.getByRole('button', { name: 'Put on sale' })).toBeVisible();
  await expect(box.getByText('Checking your wallet…')).toBeHidden();
  await page.context().close();
});

test('a refused login signature leaves a Sign in button, no signature request on reload, and signing in works', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await navbar(page).getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  const popup = context.waitForEvent('page');
  await walletRow(dialog, 'Dev Wallet').getByRole('button', { name: 'Connect' }).click();
  const connectWindow = await popup;
  const signWindow = nextWalletWindow(page, context);
  await connectWindow.getByRole('button', { name: 'Approve' }).click();
  await (await signWindow).getByRole('button', { name: 'Reject' }).click();

  // The login dialog says so, with the spec's words, and offers to try again.
  const failure = page.getByRole('dialog', { name: 'Sign in' });
  await expect(failure.getByText('The request was rejected, please try again')).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await failure.getByRole('button', { name: 'Cancel' }).click();
  await expect(failure).toBeHidden();
  const signInButton = navbar(page).getByRole('button', { name: 'Sign in' });
  await expect(signInButton).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'My NFTs' })).toBeHidden();

  // A reload resumes the wallet without asking for a signature on its own.
  await page.reload();
  await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Please sign the data in the extension window to proceed.')).toBeHidden();

  await autoWallet(page, { account: 0, approve: true });
  await navbar(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(navbar(page).getByRole('link', { name: 'My NFTs' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeHidden();
});

test('the navbar balance follows the account state at once, not only on the 30 s refresh', async ({ browser, request }) => {
  const page = await person(browser, ALICE, { signedIn: true });
  await page.goto('/');
  await resumedSession(page);
  const account = page.getByTestId('account-block');
  await expect(account).toContainText(/\d[\d ]*(\.\d)? VENOM/);
  const before = (await account.innerText()).match(/([\d ]+(?:\.\d)?) VENOM/)![1]!;
  // A transfer from Bob lands on Alice's account: the wallet's contractStateChanged event carries the
  // new balance, well within the 30 s of the timer.
  await sendAs(request, ACCOUNT_INDEX[BOB]!, { sender: BOB, recipient: ALICE, amount: '100000000000', bounce: false });
  await expect(account).not.toContainText(`${before} VENOM`, { timeout: 10_000 });
  await page.context().close();
});

test('focus goes back to what opened a dialog: connect dialog, account menu, terms dialog', async ({ page }) => {
  await autoWalletOnLoad(page, { account: 0, approve: true });
  await page.goto('/');
  const connect = navbar(page).getByRole('button', { name: 'Connect wallet' });
  await connect.click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await expect(walletRow(dialog, 'Dev Wallet').getByRole('button', { name: 'Connect' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(navbar(page).getByRole('button', { name: 'Connect wallet' })).toBeFocused();

  await navbar(page).getByRole('button', { name: 'Connect wallet' }).click();
  await walletRow(dialog, 'Dev Wallet').getByRole('button', { name: 'Connect' }).click();
  const account = page.getByTestId('account-block');
  await expect(navbar(page).getByRole('link', { name: 'My NFTs' })).toBeVisible();
  await account.click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  const termsLink = page.locator('[data-terms-banner]').getByRole('link', { name: 'Terms of Service' });
  await termsLink.click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(termsLink).toBeFocused();
});

test('the action dialog gives focus back to its button when cancelled', async ({ browser, request }) => {
  const page = await person(browser, ALICE, { signedIn: true });
  await page.goto('/');
  await resumedSession(page);
  await restockAlice(request, 1);
  const idle = await idleNft(request, ALICE);
  await page.goto(`/nft/${idle.address}`);
  const put = page.getByTestId('sale-box').getByRole('button', { name: 'Put on sale' });
  await put.click();
  await expect(page.getByRole('dialog', { name: 'Put on sale' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Put on sale' })).toBeHidden();
  await expect(put).toBeFocused();
  await page.context().close();
});
