// The cart across collections, at a phone's and a desktop's width: Bob adds three of Alice's listings from three
// collections (one from its NFT page, the others from their cards), and the cart survives a reload. A third
// listing, cancelled before he opens the cart, is dropped as no longer listed. While his wallet asks
// about the first purchase, Carol buys the second from its NFT page: checkout buys the first, skips the second
// without a transaction, reports it, and Bob pays exactly the first price.
import { axeViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { saleProceeds } from '../../shared/lib/royalty';
import {
  ALICE,
  BOB,
  CAROL,
  actionDialog,
  balances,
  giveToAlice,
  marketReady,
  nftDetails,
  openAction,
  person,
  putOnSale,
  royaltyPerCoin,
  rpc,
  saleBox,
  resumedSession,
  toast,
  walletApproves,
  confirmAction,
} from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';
import { autoWallet, nextWalletWindow, walletRow } from './fixtures/wallet';

test.setTimeout(300_000);

interface ApiNft {
  address: string;
  name: string;
  collection: string;
  forsale: string | null;
  auction: string | null;
}

const idle = async (request: APIRequestContext, nft: string) => {
  const { nft: record } = await nftDetails(request, nft);
  return record.forsale === null && record.auction === null;
};

/**
 * Idle Devnet NFTs of Alice's, one from each of `count` collections when `distinct`; the other dev accounts hand
 * her theirs (a plain TIP-4 transfer) where she lacks one.
 */
async function aliceIdleAcross(request: APIRequestContext, collections: number): Promise<ApiNft[]> {
  const { world } = await rpc<{ world: { accounts: { address: string }[] } }>(request, 'info');
  const picked = new Map<string, ApiNft>();
  for (const [index, { address: owner }] of world.accounts.entries()) {
    const res = await request.post('/api/nfts', { data: { owners: [owner], verified: false, limit: 100 } });
    const body = (await res.json()) as { items: ApiNft[]; collection: Record<string, { name: string | null }> };
    for (const nft of body.items) {
      if (picked.size >= collections || picked.has(nft.collection)) continue;
      if (!(body.collection[nft.collection]?.name ?? '').startsWith('Devnet') || !(await idle(request, nft.address))) continue;
      if (owner !== ALICE) {
        await giveToAlice(request, index, owner, nft.address);
        await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(ALICE);
      }
      picked.set(nft.collection, nft);
    }
  }
  expect(picked.size, 'idle Devnet NFTs in enough collections among the dev accounts (reset the e2e state)').toBe(collections);
  return [...picked.values()];
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

/** The royalty's receiver as the NFT answers `royaltyInfo` (null without a royalty). */
async function royaltyReceiver(request: APIRequestContext, nft: string): Promise<string | null> {
  const out = await rpc<{ code: number; output?: { receiver?: string } }>(request, 'runLocal', {
    address: nft,
    method: 'royaltyInfo',
    input: { answerId: 0, salePrice: '1000000000' },
  });
  return out.code === 0 ? (out.output?.receiver ?? null) : null;
}

/** What a sale of `nft` at `price` pays its royalty receiver, and who that is. */
async function royaltyOf(request: APIRequestContext, nft: string, price: bigint) {
  const res = await request.post('/api/nft/details', { data: { nft } });
  const details = (await res.json()) as {
    nft: { forsale: string };
    directSell: Record<string, { fee: { numerator: number; denominator: number } }>;
  };
  const fee = details.directSell[details.nft.forsale]!.fee;
  const sale = saleProceeds(price, fee, await royaltyPerCoin(request, nft));
  return { to: await royaltyReceiver(request, nft), amount: sale.royalty };
}

// One checkout for both widths: Bob fills his cart and checks out at a phone's width, and the same cart,
// its cards and its open drawer are checked at a desktop's width on the way.
test('cart (phone and desktop): NFTs from three collections, kept across a reload, one no longer listed is dropped, one sold during checkout is skipped at no cost', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const nfts = await aliceIdleAcross(request, 3);
  expect(new Set(nfts.map((nft) => nft.collection)).size).toBe(nfts.length);
  const prices = [1_210_000n, 1_320_000n, 1_430_000n]; // USDT, 6 decimals
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nfts[0]!.address}`);
  await resumedSession(alice);
  for (const [i, nft] of nfts.entries()) {
    if (i > 0) await alice.goto(`/nft/${nft.address}`);
    await putOnSale(alice, (Number(prices[i]!) / 1e6).toFixed(2), 'USDT');
  }

  const bob = await person(browser, BOB, { signedIn: true });
  // The first from its NFT page, loaded at the default width, then at a phone's.
  await bob.goto(`/nft/${nfts[0]!.address}`);
  await resumedSession(bob);
  await bob.setViewportSize(PHONE);
  const pageButton = bob.getByTestId('nft-main').getByTestId('cart-add');
  await expect(pageButton).toHaveText('Add to cart');
  await pageButton.click();
  await expect(pageButton).toHaveText('In cart');
  await expect(pageButton).toHaveAttribute('aria-pressed', 'true');
  await expect(cartCount(bob)).toHaveText('1');
  // The others from their cards on their collections' pages.
  for (const nft of nfts.slice(1)) {
    const card = bob
      .getByTestId('nft-grid')
      .getByRole('listitem')
      .filter({ has: bob.locator(`a[href="/nft/${nft.address}"]`) });
    // The collection's listings, as a buyer filters them.
    const listings = `/collection/${nft.collection}?sale_type=sell`;
    await expect(async () => {
      await bob.goto(listings);
      await expect(card.getByTestId('cart-add')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await card.getByTestId('cart-add').click();
    await expect(card.getByTestId('cart-add')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(cartCount(bob)).toHaveText(String(nfts.length));
  // The same cart at a desktop's width: the last card says it is in the cart, and so does the count.
  await bob.setViewportSize(DESKTOP);
  const lastCard = bob
    .getByTestId('nft-grid')
    .getByRole('listitem')
    .filter({ has: bob.locator(`a[href="/nft/${nfts.at(-1)!.address}"]`) });
  await expect(lastCard.getByTestId('cart-add')).toHaveAttribute('aria-pressed', 'true');
  await expect(cartCount(bob)).toHaveText(String(nfts.length));
  await bob.setViewportSize(PHONE);

  // A reload keeps the cart.
  await bob.reload();
  await expect(cartCount(bob)).toHaveText(String(nfts.length));

  // Alice cancels the third listing before Bob opens his cart.
  await alice.goto(`/nft/${nfts[2]!.address}`);
  const cancel = await openAction(alice, 'Cancel sale');
  await confirmAction(cancel);
  await expect(toast(alice, 'Sale cancelled')).toBeVisible({ timeout: 60_000 });

  await bob.getByTestId('cart-open').click();
  const drawer = bob.getByRole('dialog', { name: /^Cart/ });
  // The open drawer at a phone's width, then at a desktop's, then back for the checkout.
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await bob.setViewportSize(viewport);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-notice')).toHaveText('Removed 1 NFT no longer listed.');
    await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
    await expect(cartCount(bob)).toHaveText('2');
    await expect(drawer.getByTestId('cart-total')).toHaveText(/2 NFTs in USDT\s*2\.53 USDT/);
    await expect(drawer.getByTestId('cart-buy')).toHaveText('Buy 2 NFTs');
    // The total names the gas checkout attaches on top of the prices, and what comes back.
    await expect(drawer.getByTestId('cart-gas')).toHaveText(/^Gas, at most\s*\d+(\.\d+)? VENOM$/);
    await expect(drawer.getByTestId('cart-gas-note')).toContainText('Checkout attaches at most');
    await expect(drawer.getByTestId('cart-gas-note')).toContainText('what it does not use comes back to your VENOM balance');
    for (const colorScheme of ['light', 'dark'] as const) {
      await bob.emulateMedia({ colorScheme });
      expect(await axeViolations(bob, 'dialog[open]'), `${label} ${colorScheme}`).toEqual([]);
    }
    await bob.emulateMedia({ colorScheme: null });
  }
  await bob.setViewportSize(PHONE);
  await expect(drawer.getByTestId('cart-item').filter({ hasText: nfts[0]!.name })).toContainText('1.21 USDT');
  await expect(drawer.getByTestId('cart-item').filter({ hasText: nfts[1]!.name })).toContainText('1.32 USDT');

  const royalties = [await royaltyOf(request, nfts[0]!.address, prices[0]!), await royaltyOf(request, nfts[1]!.address, prices[1]!)];
  const royaltiesTo = (who: string) => royalties.reduce((sum, r) => sum + (r.to === who ? r.amount : 0n), 0n);
  const before = { bob: await balances(request, BOB), carol: await balances(request, CAROL) };
  // His wallet asks about the first purchase in its own window; he waits before approving.
  await autoWallet(bob, null);
  const walletWindow = nextWalletWindow(bob, bob.context());
  await drawer.getByTestId('cart-buy').click();
  const approval = await walletWindow;
  await expect(drawer.getByTestId('cart-item').filter({ hasText: nfts[0]!.name })).toContainText('Confirm in your wallet');

  // Meanwhile Carol buys the second from its NFT page.
  const carol = await person(browser, CAROL);
  await carol.goto(`/nft/${nfts[1]!.address}`);
  await marketReady(carol);
  await saleBox(carol).getByRole('button', { name: 'Buy now' }).click();
  await walletRow(carol.getByRole('dialog', { name: 'Connect wallet' }), 'Dev Wallet')
    .getByRole('button', { name: 'Connect' })
    .click();
  await confirmAction(actionDialog(carol, 'Buy now'));
  await expect(toast(carol, 'NFT purchased')).toBeVisible({ timeout: 60_000 });

  await walletApproves(bob, BOB, true);
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(drawer.getByTestId('cart-status')).toHaveText('Bought 1 of 2.', { timeout: 120_000 });
  const row = (nft: ApiNft) => drawer.getByTestId('cart-item').filter({ hasText: nft.name });
  await expect(row(nfts[0]!)).toHaveAttribute('data-state', 'bought');
  await expect(row(nfts[1]!)).toHaveAttribute('data-state', 'skipped');
  await expect(row(nfts[1]!)).toContainText('Sold before your turn: skipped, nothing charged');

  expect((await nftDetails(request, nfts[0]!.address)).nft.owner).toBe(BOB);
  expect((await nftDetails(request, nfts[1]!.address)).nft.owner).toBe(CAROL);
  const after = { bob: await balances(request, BOB), carol: await balances(request, CAROL) };
  // To the unit: Bob paid the first price and nothing for the second, Carol the second.
  expect(after.bob.tokens.USDT - before.bob.tokens.USDT).toBe(-prices[0]! + royaltiesTo(BOB));
  expect(after.carol.tokens.USDT - before.carol.tokens.USDT).toBe(-prices[1]! + royaltiesTo(CAROL));

  // Both are settled: the cart is empty after Done (the page reloads to show what was bought).
  await drawer.getByTestId('cart-done').click();
  await bob.waitForLoadState('load');
  await expect(cartCount(bob)).toBeHidden();
  await expect(bob.getByTestId('cart-open')).toHaveAttribute('aria-label', 'Cart');
  await Promise.all([alice.context().close(), bob.context().close(), carol.context().close()]);
});
