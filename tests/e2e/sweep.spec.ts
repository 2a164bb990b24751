// Sweeping a collection, with two buyers in two browsers: Bob sweeps three of Alice's listings; while his
// wallet window asks about the first, Carol buys the second from its NFT page. The sweep buys the first and
// the third, skips the second without a transaction, and every balance moves exactly by the prices paid.
import { expect, test, type APIRequestContext } from './fixtures/test';
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
import { autoWallet, nextWalletWindow, walletRow } from './fixtures/wallet';

test.setTimeout(300_000);

interface ApiNft {
  address: string;
  name: string;
  collection: string;
  forsale: string | null;
  auction: string | null;
  bestOffer: string | null;
}

const idle = async (request: APIRequestContext, nft: ApiNft) => {
  const { nft: record } = await nftDetails(request, nft.address);
  return record.forsale === null && record.auction === null;
};

async function ownedIn(request: APIRequestContext, owner: string, collection: string): Promise<ApiNft[]> {
  const res = await request.post('/api/nfts', { data: { owners: [owner], collections: [collection], verified: false, limit: 100 } });
  const items = ((await res.json()) as { items: ApiNft[] }).items;
  const free: ApiNft[] = [];
  for (const nft of items) if (await idle(request, nft)) free.push(nft);
  return free;
}

/**
 * Three of Alice's idle NFTs in one Devnet collection. The other dev accounts hand her theirs (a plain TIP-4
 * transfer, as restockAlice does; it moves no token balance) until she has three there.
 */
async function threeIdle(request: APIRequestContext): Promise<ApiNft[]> {
  const { world } = await rpc<{ world: { accounts: { address: string }[] } }>(request, 'info');
  // Idle Devnet NFTs per collection and holder.
  const idleBy = new Map<string, Map<string, ApiNft[]>>();
  for (const { address: owner } of world.accounts) {
    const res = await request.post('/api/nfts', { data: { owners: [owner], verified: false, limit: 100 } });
    const body = (await res.json()) as { items: ApiNft[]; collection: Record<string, { name: string | null }> };
    for (const nft of body.items) {
      if (!(body.collection[nft.collection]?.name ?? '').startsWith('Devnet') || !(await idle(request, nft))) continue;
      const holders = idleBy.get(nft.collection) ?? new Map<string, ApiNft[]>();
      holders.set(owner, [...(holders.get(owner) ?? []), nft]);
      idleBy.set(nft.collection, holders);
    }
  }
  const total = (holders: Map<string, ApiNft[]>) => [...holders.values()].reduce((n, list) => n + list.length, 0);
  const mineIn = (holders: Map<string, ApiNft[]>) => holders.get(ALICE)?.length ?? 0;
  const [collection, holders] = [...idleBy].filter(([, h]) => total(h) >= 3).sort(([, a], [, b]) => mineIn(b) - mineIn(a))[0] ?? [];
  expect(collection, 'three idle NFTs in one Devnet collection among the dev accounts (reset the e2e state)').toBeDefined();
  let missing = 3 - mineIn(holders!);
  for (const [index, { address: owner }] of world.accounts.entries()) {
    if (owner === ALICE || missing <= 0) continue;
    for (const nft of (holders!.get(owner) ?? []).slice(0, missing)) {
      await giveToAlice(request, index, owner, nft.address);
      await expect.poll(async () => (await nftDetails(request, nft.address)).nft.owner, { timeout: 60_000 }).toBe(ALICE);
      missing--;
    }
  }
  const mine = await ownedIn(request, ALICE, collection!);
  expect(mine.length).toBeGreaterThanOrEqual(3);
  return mine.slice(0, 3);
}

/** The royalty's receiver as the NFT answers `royaltyInfo` (null without a royalty). */
async function royaltyReceiver(request: APIRequestContext, nft: string): Promise<string | null> {
  const out = await rpc<{ code: number; output?: { receiver?: string } }>(request, 'runLocal', {
    address: nft,
    method: 'royaltyInfo',
    input: { answerId: 0, salePrice: '1000000000' },
  });
  return out.code === 0 ? (out.output?.receiver ?? null) : null;
}

async function saleFee(request: APIRequestContext, nft: string) {
  const res = await request.post('/api/nft/details', { data: { nft } });
  const details = (await res.json()) as {
    nft: { forsale: string };
    directSell: Record<string, { fee: { numerator: number; denominator: number } }>;
  };
  return details.directSell[details.nft.forsale]!.fee;
}

test('a sweep of three where one is bought by someone else mid-flow buys two, reports one skipped, and charges nothing for it', async ({
  browser,
  request,
}) => {
  const nfts = await threeIdle(request);
  const prices = [1_110_000n, 1_220_000n, 1_330_000n]; // USDT, 6 decimals
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nfts[0]!.address}`);
  await resumedSession(alice);
  for (const [i, nft] of nfts.entries()) {
    if (i > 0) await alice.goto(`/nft/${nft.address}`);
    await putOnSale(alice, (Number(prices[i]!) / 1e6).toFixed(2), 'USDT');
  }
  const sales = await Promise.all(
    nfts.map(async (nft, i) => saleProceeds(prices[i]!, await saleFee(request, nft.address), await royaltyPerCoin(request, nft.address))),
  );
  // Who the royalty goes to (a Devnet collection's creator may be one of the three people here).
  const receivers = await Promise.all(nfts.map((nft) => royaltyReceiver(request, nft.address)));
  const royaltiesTo = (person: string) => sales.reduce((sum, sale, i) => sum + (receivers[i] === person ? sale.royalty : 0n), 0n);
  const before = { alice: await balances(request, ALICE), bob: await balances(request, BOB), carol: await balances(request, CAROL) };

  // Bob picks the three in the sweep dialog of the collection page and sees their total.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/collection/${nfts[0]!.collection}`);
  await resumedSession(bob);
  await bob.getByTestId('sweep-open').click();
  const sweep = bob.getByRole('dialog', { name: 'Sweep' });
  await expect(sweep).toBeVisible();
  // The dialog opens with the cheapest few selected, which may hold another test's cheaper listing: only ours.
  await expect(sweep.getByRole('checkbox', { name: `Select ${nfts[0]!.name}` })).toBeVisible();
  const checked = sweep.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  for (const nft of nfts) await sweep.getByRole('checkbox', { name: `Select ${nft.name}` }).check();
  await expect(sweep.getByTestId('sweep-total')).toHaveText('3.66 USDT');
  await expect(sweep.getByTestId('sweep-gas')).toContainText('VENOM');
  await expect(sweep.getByTestId('sweep-buy')).toHaveText('Buy 3 NFTs');

  // His wallet asks about the first purchase in its own window; he waits before approving.
  await autoWallet(bob, null);
  const walletWindow = nextWalletWindow(bob, bob.context());
  await sweep.getByTestId('sweep-buy').click();
  const approval = await walletWindow;
  await expect(sweep.getByTestId('sweep-item').filter({ hasText: nfts[0]!.name })).toContainText('Confirm in your wallet');

  // Meanwhile Carol buys the second from its NFT page.
  const carol = await person(browser, CAROL);
  await carol.goto(`/nft/${nfts[1]!.address}`);
  await marketReady(carol);
  await saleBox(carol).getByRole('button', { name: 'Buy now' }).click();
  await walletRow(carol.getByRole('dialog', { name: 'Connect wallet' }), 'Dev Wallet')
    .getByRole('button', { name: 'Connect' })
    .click();
  const buyNow = actionDialog(carol, 'Buy now');
  await confirmAction(buyNow);
  await expect(toast(carol, 'NFT purchased')).toBeVisible({ timeout: 60_000 });

  // Bob approves; the wallet answers the rest by itself.
  await walletApproves(bob, BOB, true);
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(sweep.getByTestId('sweep-status')).toHaveText('Bought 2 of 3.', { timeout: 120_000 });
  const state = (nft: ApiNft) => sweep.getByTestId('sweep-item').filter({ hasText: nft.name });
  await expect(state(nfts[0]!)).toHaveAttribute('data-state', 'bought');
  await expect(state(nfts[1]!)).toHaveAttribute('data-state', 'skipped');
  await expect(state(nfts[1]!)).toContainText('Sold before your turn: skipped, nothing charged');
  await expect(state(nfts[2]!)).toHaveAttribute('data-state', 'bought');

  // Owners, and balances to the unit: Bob paid the first and third prices, Carol the second, Alice got the proceeds of all three.
  expect((await nftDetails(request, nfts[0]!.address)).nft.owner).toBe(BOB);
  expect((await nftDetails(request, nfts[1]!.address)).nft.owner).toBe(CAROL);
  expect((await nftDetails(request, nfts[2]!.address)).nft.owner).toBe(BOB);
  const after = { alice: await balances(request, ALICE), bob: await balances(request, BOB), carol: await balances(request, CAROL) };
  expect(after.bob.tokens.USDT - before.bob.tokens.USDT).toBe(-(prices[0]! + prices[2]!) + royaltiesTo(BOB));
  expect(after.carol.tokens.USDT - before.carol.tokens.USDT).toBe(-prices[1]! + royaltiesTo(CAROL));
  expect(after.alice.tokens.USDT - before.alice.tokens.USDT).toBe(
    sales[0]!.proceeds + sales[1]!.proceeds + sales[2]!.proceeds + royaltiesTo(ALICE),
  );

  await sweep.getByTestId('sweep-done').click();
  await expect(sweep).toBeHidden();
  await Promise.all([alice.context().close(), bob.context().close(), carol.context().close()]);
});
