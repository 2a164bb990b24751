// The site in mainnet mode (`npm start -- --chain mainnet`, the second server of playwright.config.ts):
// no devnet and no dev wallet, the three real wallets offered, sign-in with a wallet that signs as a
// mainnet EverWallet does (signature id 1 in front of the hash), the unsupported-network state, and
// honest empty pages before any data.
import { expect, test } from '@playwright/test';
import { installTestWallet } from '../fixtures/test-provider';
import { openConnectModal, walletRow } from '../fixtures/wallet';

test('a mainnet EverWallet signs in with the signature-id prefix; the dev wallet is nowhere', async ({ page, context }) => {
  const wallet = await installTestWallet(context, { networkId: 1, signatureId: 1 });
  const signIns: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/user/sign_in')) signIns.push(request.postDataJSON() as Record<string, unknown>);
  });

  await page.goto('/');
  const modal = await openConnectModal(page);
  for (const name of ['Venom Wallet', 'Ever Wallet', 'SparX Wallet']) await expect(walletRow(modal, name)).toBeVisible();
  await expect(modal.getByText(/Dev Wallet/)).toHaveCount(0);
  await walletRow(modal, 'Ever Wallet').getByRole('button', { name: 'Connect' }).click();

  await expect(page.getByTestId('account-block')).toContainText(wallet.address.slice(0, 6));
  await expect(page.getByRole('link', { name: 'My NFTs' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('venom-nft:access-token'));
  expect(token).toBeTruthy();
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sub: string };
  expect(claims.sub).toBe(wallet.address);

  // The wallet signed with its default (the network's id), and the site said so.
  const signData = wallet.calls.find((c) => c.method === 'signData')!.params as { withSignatureId?: unknown };
  expect(signData.withSignatureId).toBeUndefined();
  expect(signIns).toHaveLength(1);
  expect(signIns[0]).toMatchObject({ address: wallet.address, walletType: 'EverWallet', withSignatureId: 1 });

  // No dev wallet anywhere: not on the page, not injected, and its pages and RPC do not exist.
  await expect(page.getByText(/Dev Wallet|devnet/i)).toHaveCount(0);
  expect(await page.evaluate(() => '__devnet' in window)).toBe(false);
  expect((await page.request.get('/devnet-wallet')).status()).toBe(404);
  expect((await page.request.post('/devnet/rpc', { data: { method: 'info' } })).status()).toBe(404);
});

test('a wallet on another network gets the unsupported-network state and no sign-in', async ({ page, context }) => {
  const wallet = await installTestWallet(context, { networkId: 1010, signatureId: 1010 });
  await page.goto('/');
  const modal = await openConnectModal(page);
  await walletRow(modal, 'Ever Wallet').getByRole('button', { name: 'Connect' }).click();
  await expect(modal.getByText('Your wallet is on an unsupported network. Switch it to Venom mainnet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My NFTs' })).toBeHidden();
  expect(wallet.calls.some((c) => c.method === 'signData')).toBe(false);
});

test('pages with no data yet show empty states, not errors', async ({ page }) => {
  for (const path of ['/', '/explore/items', '/explore/collections', '/explore/activity', `/profile/0:${'1'.repeat(64)}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main'), path).not.toContainText(/error|went wrong|failed/i);
  }
  // Items that do not exist (yet) are an honest 404 page, never a server error.
  for (const path of [`/nft/0:${'2'.repeat(64)}`, `/collection/0:${'3'.repeat(64)}`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
