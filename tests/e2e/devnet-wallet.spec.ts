// The dev wallet in a real browser against the built Worker and its devnet: discovery, the
// approval window (its own popup, like an extension), and the automation switch.
import { expect, test, type Page } from './fixtures/test';

// Dev account 1 ("Bob"): public dev keys, seed = SHA-256("venom-devnet-account-1").
const BOB = {
  address: '0:1587fa453e696b00c51e178c9ce67dabee3f4a70d23afdcc388122b8d9247530',
  publicKey: '1796d63cab4b481c450a7e2bfd7d64f5114cb9e3b31a0e6022888928bcf9a473',
  contractType: 'EverWallet',
};

async function openWalletPage(page: Page, query: Record<string, string> = {}): Promise<void> {
  // A fresh query per visit: the e2e server's persisted HTML cache may still hold this page as an
  // older build rendered it (pointing at script files that no longer exist).
  const search = new URLSearchParams({ ...query, visit: crypto.randomUUID() });
  await page.goto(`/devnet-wallet/?${search}`);
  await page.waitForFunction(() => window.__devnet !== undefined);
}

test('requestPermissions opens the approval window; the account picked there is returned', async ({ page, context }) => {
  await openWalletPage(page);
  const popupOpened = context.waitForEvent('page');
  const granted = page.evaluate(() =>
    window.__devnet!.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } }),
  );
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/devnet-wallet\/approve\?request=/);
  await expect(popup.getByRole('heading', { name: 'Connect to this site?' })).toBeVisible();
  await expect(popup.getByText(new URL(page.url()).origin)).toBeVisible();
  await popup.getByRole('radio', { name: /1\. Bob/ }).check();
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Approve' }).click();

  expect(await granted).toEqual({ basic: true, accountInteraction: BOB });
  // The window closes itself once it has answered.
  await popupClosed;
  // The site stays connected across a reload, like with an extension.
  await page.reload();
  await page.waitForFunction(() => window.__devnet !== undefined);
  const state = await page.evaluate(() => window.__devnet!.request({ method: 'getProviderState', params: undefined }));
  expect(state).toMatchObject({ networkId: 31337, permissions: { accountInteraction: BOB } });
});

test('a transaction shows recipient and VENOM amount in the window; closing the window rejects', async ({ page, context }) => {
  await openWalletPage(page, { 'devnet-wallet': 'auto:1' });
  await page.evaluate(() =>
    window.__devnet!.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } }),
  );
  // The link set this tab's switch only (a crafted link must not turn the windows off for good): clear it.
  expect(await page.evaluate(() => localStorage.getItem('devnet-wallet:auto'))).toBeNull();
  await page.evaluate(() => sessionStorage.removeItem('devnet-wallet:auto'));
  const recipient = `0:${'ab'.repeat(32)}`;

  const send = (amount: string) =>
    page.evaluate(
      ([to, value, from]) =>
        window
          .__devnet!.request({ method: 'sendMessage', params: { sender: from!, recipient: to!, amount: value!, bounce: false } })
          .then((r) => ({ ok: true as const, hash: r.transaction.id.hash, out: r.transaction.outMessages[0] }))
          .catch((e: { code: number; message: string }) => ({ ok: false as const, code: e.code, message: e.message })),
      [recipient, amount, BOB.address],
    );

  let popupOpened = context.waitForEvent('page');
  const approved = send('1500000000');
  let popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Confirm transaction' })).toBeVisible();
  await expect(popup.getByText(recipient)).toBeVisible();
  await expect(popup.getByText('1.5 VENOM')).toBeVisible();
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Approve' }).click();
  const result = await approved;
  expect(result).toMatchObject({ ok: true, out: { dst: recipient, value: '1500000000' } });
  // The window closes itself after answering (a request meanwhile would reuse it, as its name is fixed).
  await popupClosed;

  popupOpened = context.waitForEvent('page');
  const closed = send('1000000000');
  popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Reject' })).toBeVisible();
  await popup.close();
  expect(await closed).toEqual({ ok: false, code: 6, message: 'Rejected by user' });
});

test('with the automation switch set to reject, signData fails with the user-rejected error', async ({ page, context }) => {
  let popups = 0;
  context.on('page', () => popups++);
  await openWalletPage(page, { 'devnet-wallet': 'auto:1' });
  const outcome = await page.evaluate(async () => {
    const wallet = window.__devnet!;
    const granted = await wallet.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } });
    // The link's switch lives in this tab's sessionStorage.
    sessionStorage.setItem('devnet-wallet:auto', JSON.stringify({ account: 1, approve: false }));
    try {
      await wallet.request({
        method: 'signData',
        params: { publicKey: granted.accountInteraction!.publicKey, data: btoa('I want to login') },
      });
      return { granted, error: null };
    } catch (error) {
      const e = error as { code: number; message: string };
      return { granted, error: { code: e.code, message: e.message } };
    }
  });
  expect(outcome.granted.accountInteraction).toEqual(BOB);
  expect(outcome.error).toEqual({ code: 6, message: 'Rejected by user' });
  expect(popups).toBe(0);
});
