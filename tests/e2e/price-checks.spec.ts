// Trust in the market dialogs, on a phone and a desktop: a price is checked as it is typed (the spec's
// messages, each saying why: the bound, the decimals, the balance) with Confirm disabled while it is
// wrong; a listing far under the collection floor asks a second time; a Buy rejected in the wallet keeps
// its dialog open, and Try again buys. Axe finds nothing in light and dark.
import { axeViolations } from './fixtures/axe';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures/test';
import {
  ALICE,
  BOB,
  balances,
  nftDetails,
  openAction,
  person,
  putOnSale,
  restockAlice,
  saleBox,
  resumedSession,
  toast,
  walletApproves,
} from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';

const expect = baseExpect.configure({ timeout: 20_000 });

test.setTimeout(300_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 4);
  await context.close();
});

async function axeInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((v) => `${colorScheme} ${v}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

interface ApiNft {
  address: string;
  name: string;
  collection: string;
  forsale: string | null;
  auction: string | null;
}

/** Two of Alice's NFTs in one Devnet collection, neither listed nor on auction (or already listed, for the floor). */
async function twoInOneCollection(request: APIRequestContext): Promise<{ floor: ApiNft; item: ApiNft }> {
  const res = await request.post('/api/nfts', { data: { owners: [ALICE], verified: false, limit: 100 } });
  const body = (await res.json()) as { items: ApiNft[]; collection: Record<string, { name: string | null }> | null };
  const devnet = body.items.filter((n) => (body.collection?.[n.collection]?.name ?? '').startsWith('Devnet') && n.auction === null);
  // Each NFT's own record decides, as in idleNft: the list forgets an auction past its end until someone
  // finishes it, and an earlier journey may have left one on this NFT.
  const records = new Map<string, ApiNft>();
  const record = async (nft: ApiNft) => records.get(nft.address) ?? (await nftDetails(request, nft.address)).nft;
  for (const candidate of devnet) {
    const item = await record(candidate);
    records.set(item.address, item);
    if (item.forsale !== null || item.auction !== null) continue;
    for (const other of devnet.filter((n) => n.collection === item.collection && n.address !== item.address)) {
      const floor = await record(other);
      records.set(floor.address, floor);
      if (floor.auction === null) return { floor, item };
    }
  }
  throw new Error('Alice has no two NFTs without an auction in one Devnet collection');
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`prices are checked as they are typed, with why, and Confirm waits for a right one (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const { item } = await twoInOneCollection(request);
    const bob = await person(browser, BOB, { signedIn: true });
    await bob.goto(`/nft/${item.address}`);
    await resumedSession(bob);
    await bob.setViewportSize(viewport);
    const before = await balances(request, BOB);
    const dialog = await openAction(bob, 'Make offer');
    const field = dialog.getByLabel('Offer price');
    const confirm = dialog.getByTestId('confirm-action');
    const error = dialog.getByRole('alert');
    await expect(dialog.getByTestId('balance')).toContainText('VENOM');

    // Nothing typed: Confirm says it is required, as before.
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(error).toHaveText('Field is required');

    await field.fill('abc');
    await expect(error).toHaveText('Incorrect format: use digits and one dot, like 1.5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeDisabled();

    // The bound is named, and nothing of that size is previewed.
    await field.fill('99999999999999999999999');
    await expect(error).toHaveText('Value is too high: at most 1 000 000 000 VENOM');
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByTestId('summary-price')).toHaveCount(0);
    expect(await axeInBothSchemes(bob)).toEqual([]);

    // The decimals the token takes.
    await dialog.getByLabel('Token').selectOption('WVENOM');
    await field.fill('1.1234567891234');
    await expect(error).toHaveText('Incorrect format: WVENOM takes at most 9 decimals');
    await expect(confirm).toBeDisabled();

    // Above the balance, before any Confirm, with the balance.
    await field.fill('1000000');
    await expect(error).toContainText('Insufficient balance: your balance is');
    await expect(error).toContainText('WVENOM');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Token').selectOption('VENOM');
    await expect(error).toHaveText(
      /^Insufficient balance: your balance is [\d ]+(\.\d+)? VENOM, at most [\d ]+(\.\d+)? VENOM after up to [\d.]+ VENOM of gas$/,
    );
    await expect(confirm).toBeDisabled();
    expect(await axeInBothSchemes(bob)).toEqual([]);

    // A right price clears it all.
    await field.fill('0.5');
    await expect(error).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await balances(request, BOB)).toEqual(before);
    await bob.context().close();
  });
}

// One listing and one purchase for both widths: the floor's question and the rejected Buy are checked at each
// width on the same open dialog, then confirmed once.
test('far under the floor asks again; a Buy rejected in the wallet stays open and Try again buys (390 and 1440 px)', async ({
  browser,
  request,
}) => {
  const { floor, item } = await twoInOneCollection(request);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${floor.address}`);
  await resumedSession(alice);
  await alice.setViewportSize(PHONE);
  // A listing in the collection makes its floor (at 2 USDT, $2).
  if (floor.forsale === null) await putOnSale(alice, '2', 'USDT');

  // The page shows the collection's floor once the reader has counted the listing. Each look is a fresh render:
  // a parameter some page reads (unknown ones are redirected away before the cache key) with a value of its own,
  // since this NFT's cached page keeps the floor it was rendered with until its TTL (a listing elsewhere in the
  // collection purges that NFT's page, the collection and the lists, not every NFT page of the collection).
  await expect
    .poll(
      async () => {
        await alice.goto(`/nft/${item.address}?collection_name=floor-check-${Date.now()}`);
        const probe = await openAction(alice, 'Put on sale');
        const text = (await probe.getByTestId('floor').textContent()) ?? '';
        await probe.getByRole('button', { name: 'Cancel' }).click();
        return text;
      },
      { timeout: 90_000 },
    )
    .toContain('$');

  const dialog = await openAction(alice, 'Put on sale');
  const confirm = dialog.getByTestId('confirm-action');
  const question = dialog.getByTestId('floor-confirm');
  // A price of its own at each width: the dialog asks once about a price, and does not forget it was asked.
  for (const [viewport, price] of [
    [PHONE, '0.001'],
    [DESKTOP, '0.0015'],
  ] as const) {
    await alice.setViewportSize(viewport);
    await dialog.getByLabel('Price').fill(price);
    await dialog.getByLabel('Token').selectOption('VENOM');
    await expect(dialog.getByTestId('floor-warning')).toHaveText(/^\d+% below the collection floor \(\$[\d ]+\.\d\d\)$/);
    await expect(confirm).toHaveText('List for sale');
    await confirm.click();
    // The second confirmation: the distance, and the button now says so. Nothing went to the wallet.
    await expect(question).toContainText(/This price is \d+% below the collection floor/);
    await expect(confirm).toHaveText('List for sale anyway');
    expect((await nftDetails(request, item.address)).nft.forsale).toBeNull();
    expect(await axeInBothSchemes(alice), `${viewport.width} px`).toEqual([]);
    // A changed price is asked about again.
    await dialog.getByLabel('Price').fill('0.002');
    await expect(question).toHaveCount(0);
    await expect(confirm).toHaveText('List for sale');
  }
  await confirm.click();
  await expect(confirm).toHaveText('List for sale anyway');
  await confirm.click();
  await expect(toast(alice, 'NFT put on sale')).toBeVisible({ timeout: 60_000 });
  await alice.context().close();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${item.address}`);
  await resumedSession(bob);
  await bob.setViewportSize(PHONE);
  await walletApproves(bob, BOB, false);
  const buy = await openAction(bob, 'Buy now');
  await buy.getByTestId('confirm-action').click();
  const rejected = buy.getByTestId('action-rejected');
  for (const viewport of [PHONE, DESKTOP]) {
    await bob.setViewportSize(viewport);
    await expect(rejected).toContainText('You rejected the request in your wallet. Nothing was sent.');
    await expect(buy.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await axeInBothSchemes(bob), `${viewport.width} px`).toEqual([]);
  }
  expect((await nftDetails(request, item.address)).nft.owner).toBe(ALICE);

  // Try again, approved this time: the same purchase goes through.
  await walletApproves(bob, BOB, true);
  await buy.getByRole('button', { name: 'Try again' }).click();
  await expect(toast(bob, 'NFT purchased')).toBeVisible({ timeout: 60_000 });
  await expect(buy).toBeHidden();
  await expect.poll(async () => (await nftDetails(request, item.address)).nft.owner, { timeout: 60_000 }).toBe(BOB);
  await expect(saleBox(bob).getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await bob.context().close();
});
