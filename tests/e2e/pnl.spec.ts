// Profit and loss on the Portfolio tab: Bob buys an NFT, sells it higher, and his Portfolio shows the sale's
// realised P&L (price − the fee and royalty the sale paid − what he paid); his CSV history holds both trades.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { formatUnits, fromUnits } from '../../shared/lib/amounts';
import { saleProceeds } from '../../shared/lib/royalty';
import { axeViolations } from './fixtures/axe';
import {
  actionDialog,
  ALICE,
  BOB,
  CAROL,
  idleNft,
  marketReady,
  nftDetails,
  person,
  putOnSale,
  restockAlice,
  royaltyPerCoin,
  rpc,
  saleBox,
  resumedSession,
  toast,
} from './fixtures/market-actions';
import { DESKTOP, PHONE, useColorScheme } from './fixtures/site-pages';
import { walletRow } from './fixtures/wallet';
import { parseCsv } from '../support/csv';

test.setTimeout(300_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 2);
  await context.close();
});

/** Buys the NFT whose page is open, connecting the wallet if the dialog asks. */
async function buyNow(page: Page): Promise<void> {
  await marketReady(page);
  await saleBox(page).getByRole('button', { name: 'Buy now' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect wallet' });
  const confirm = actionDialog(page, 'Buy now').getByTestId('confirm-action');
  await expect(connect.or(confirm)).toBeVisible();
  if (await connect.isVisible()) await walletRow(connect, 'Dev Wallet').getByRole('button', { name: 'Connect' }).click();
  await confirm.click();
  await expect(toast(page, 'NFT purchased')).toBeVisible({ timeout: 60_000 });
}

async function sellFee(request: APIRequestContext, nft: string) {
  const res = await request.post('/api/nft/details', { data: { nft } });
  const details = (await res.json()) as {
    nft: { forsale: string };
    directSell: Record<string, { fee: { numerator: number; denominator: number } }>;
  };
  return details.directSell[details.nft.forsale]!.fee;
}

/** Royalty units on one whole coin: the NFT's, else its collection's (the order a sale asks them, contract-semantics 2.0.2). */
async function royaltyOnCoin(request: APIRequestContext, nft: { address: string; collection: string }): Promise<bigint> {
  const own = await royaltyPerCoin(request, nft.address);
  return own > 0n ? own : royaltyPerCoin(request, nft.collection);
}

// One trade flow for both widths: Bob buys and lists at a phone's width, Carol buys at a desktop's, and
// Bob's Portfolio is checked at each width on the same page.
test("P&L: bought, then sold higher: the sale's realised P&L, and the CSV holds both trades, phone and desktop", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { now: startedAt } = await rpc<{ now: number }>(request, 'now');
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '2', 'USDT');

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await bob.setViewportSize(PHONE);
  await buyNow(bob);
  await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(BOB);
  await bob.reload();
  await putOnSale(bob, '3', 'USDT');

  // What the sale pays out, from the listing's own fee and the NFT's royalty.
  const price = 3_000_000n;
  const sale = saleProceeds(price, await sellFee(request, nft.address), await royaltyOnCoin(request, nft));
  const carol = await person(browser, CAROL);
  await carol.setViewportSize(DESKTOP);
  await carol.goto(`/nft/${nft.address}`);
  await buyNow(carol);
  await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(CAROL);

  // Bob's Portfolio: the sale, with its P&L in USDT to the unit (as displayed) and in USD.
  await bob.goto(`/profile/${BOB}/portfolio?time_period=24h`);
  // The newest sale of the NFT (an earlier run on the same devnet may have sold it too).
  const row = bob.getByTestId('pnl-sales').locator(`tr[data-nft="${nft.address}"]`).first();
  await expect(async () => {
    await bob.reload();
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const pnl = sale.proceeds - 2_000_000n;
  const expectedToken = `${pnl < 0n ? '−' : '+'}${formatUnits((pnl < 0n ? -pnl : pnl).toString(), 6)} USDT`;
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await bob.setViewportSize(viewport);
    await expect(row).toBeVisible();
    await expect(row).toContainText(expectedToken);
    await expect(row.getByTestId('pnl-sale-usd')).toHaveText(/^[+−]\$\d/);
    // Its cost basis: what he paid Alice.
    await expect(row).toContainText('2 USDT · $');
    await expect(bob.getByRole('link', { name: '24 h' })).toHaveAttribute('aria-current', 'page');
    await expect(bob.getByTestId('pnl-method')).toContainText('FIFO per NFT');

    // The download: two rows for this NFT since the test began, the purchase and the sale.
    const downloaded = bob.waitForEvent('download');
    await bob.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await downloaded).path();
    const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
    const at = (name: string) => header!.indexOf(name);
    // Its trades: getting an idle NFT may first have moved one to Alice (a transfer, which the file rightly holds too).
    const mine = rows.filter(
      (r) => r[at('nft')] === nft.address && Date.parse(r[at('date_utc')]!) / 1000 >= startedAt && ['Buy', 'Sell'].includes(r[at('type')]!),
    );
    expect(
      mine.map((r) => [r[at('type')], r[at('counterparty')], r[at('token_symbol')], r[at('price')]]),
      label,
    ).toEqual([
      ['Buy', ALICE, 'USDT', '2'],
      ['Sell', CAROL, 'USDT', '3'],
    ]);
    const soldRow = mine[1]!;
    expect([soldRow[at('fee')], soldRow[at('royalty')]]).toEqual([
      fromUnits(sale.fee.toString(), 6),
      fromUnits(sale.royalty.toString(), 6),
    ]);
    expect(soldRow[at('transaction')]).toMatch(/^[0-9a-f]{64}$/);

    // axe on the Portfolio with its P&L, light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await useColorScheme(bob, colorScheme);
      expect(await axeViolations(bob), `${label} ${colorScheme}`).toEqual([]);
    }
    await bob.emulateMedia({ colorScheme: 'light' });
  }
});

test("someone else's Portfolio keeps its P&L private", async ({ page }) => {
  await page.goto(`/profile/${ALICE}/portfolio`);
  await expect(page.getByText('Profit and loss is private: sign in with this address to see it and download your history.')).toBeVisible();
  await expect(page.getByTestId('pnl')).toHaveCount(0);
});
