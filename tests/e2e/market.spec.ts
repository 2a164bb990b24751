// Market journeys on the devnet with two people in two browser contexts (Alice sells, Bob buys),
// through the NFT page's market actions island, the dev wallet answering by its automation switch.
import { expect, test } from './fixtures/test';
import { saleProceeds } from '../../shared/lib/royalty';
import {
  ALICE,
  BOB,
  CAROL,
  actionDialog,
  balances,
  idleNft,
  marketReady,
  nftDetails,
  openAction,
  person,
  placeBid,
  putOnSale,
  restockAlice,
  rpc,
  royaltyPerCoin,
  saleBox,
  short,
  resumedSession,
  startAuction,
  toast,
  walletApproves,
  confirmAction,
} from './fixtures/market-actions';
import { walletRow } from './fixtures/wallet';

// Each journey waits for real transactions and the indexer.
test.setTimeout(180_000);

// The journeys sell Alice's NFTs; on a devnet that earlier runs used, she gets idle ones back first.
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 6);
  await context.close();
});

test('list, then buy: the buyer owns the NFT, the seller gets price minus fee and royalty, the activity shows the sale', async ({
  browser,
  request,
}) => {
  // A Glyph: its royalty (7.5 %) goes to the collection's creator, not to the seller.
  const nft = await idleNft(request, ALICE, { prefer: 'Glyphs', noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await expect(alice.getByTestId('market-fee')).toHaveText('');
  await putOnSale(alice, '2', 'USDT');
  await expect(saleBox(alice)).toContainText('2 USDT');
  // The royalty section's fee line follows the listing without a reload.
  await expect(alice.getByTestId('market-fee')).toContainText(/Market fee \d/);
  const listed = await request.post('/api/nft/details', { data: { nft: nft.address } });
  const details = (await listed.json()) as {
    nft: { forsale: string };
    directSell: Record<string, { fee: { numerator: number; denominator: number } }>;
  };
  const fee = details.directSell[details.nft.forsale]!.fee;
  const sellerBefore = await balances(request, ALICE);

  // Bob is not logged in: Buy now opens the connect flow first, then continues to the confirmation.
  const bob = await person(browser, BOB);
  await bob.goto(`/nft/${nft.address}`);
  await expect(saleBox(bob).getByTestId('sale-status')).toHaveText('Active');
  const soldRows = bob.getByTestId('activity-table').getByRole('row').filter({ hasText: 'Sold' });
  const soldBefore = await soldRows.count();
  await marketReady(bob);
  await saleBox(bob).getByRole('button', { name: 'Buy now' }).click();
  const connect = bob.getByRole('dialog', { name: 'Connect wallet' });
  await walletRow(connect, 'Dev Wallet').getByRole('button', { name: 'Connect' }).click();
  const dialog = actionDialog(bob, 'Buy now');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('summary-price')).toHaveText('2 USDT');
  await expect(dialog.getByTestId('summary-total')).toContainText('2 USDT +');
  await confirmAction(dialog);
  await expect(toast(bob, 'NFT purchased')).toBeVisible({ timeout: 60_000 });

  // The page shows the new state without a reload.
  await expect(bob.getByTestId('owner')).toContainText(short(BOB));
  await expect(saleBox(bob)).toContainText('Not for sale');
  await expect(saleBox(bob).getByRole('button', { name: 'Put on sale' })).toBeVisible();
  await expect(saleBox(bob).getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await expect(soldRows).toHaveCount(soldBefore + 1);
  await expect(bob.getByTestId('market-fee')).toHaveText('');

  // The seller received the price minus the market fee and the royalty, to the unit.
  const price = 2_000_000n;
  const { proceeds } = saleProceeds(price, fee, await royaltyPerCoin(request, nft.address));
  expect(proceeds).toBeLessThan(price);
  const sellerAfter = await balances(request, ALICE);
  expect(sellerAfter.tokens.USDT - sellerBefore.tokens.USDT).toBe(proceeds);
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(BOB);

  // The seller's open page follows within the 5 s refetch.
  await expect(alice.getByTestId('owner')).toContainText(short(BOB), { timeout: 15_000 });
  await expect(saleBox(alice).getByRole('button', { name: 'Cancel sale' })).toHaveCount(0);
  await expect(saleBox(alice).getByRole('button', { name: 'Make offer' })).toBeVisible();

  await alice.context().close();
  await bob.context().close();
});

test('list, then cancel, then list again', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { prefer: 'Sketches' });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '1.5', 'VENOM');
  await expect(saleBox(alice)).toContainText('1.5 WVENOM');

  const dialog = await openAction(alice, 'Cancel sale');
  await expect(dialog.getByTestId('summary-gas')).toContainText('VENOM');
  await confirmAction(dialog);
  await expect(toast(alice, 'Sale cancelled')).toBeVisible({ timeout: 60_000 });
  await expect(saleBox(alice)).toContainText('Not for sale');
  expect((await nftDetails(request, nft.address)).nft.forsale).toBeNull();

  await putOnSale(alice, '3', 'VENOM');
  await expect(saleBox(alice)).toContainText('3 WVENOM');
  const after = await nftDetails(request, nft.address);
  expect(after.nft.forsale).not.toBeNull();
  expect(after.nft.owner).toBe(ALICE);
  await alice.context().close();
});

test('a rejected signature ends in the neutral rejection toast and changes nothing', async ({ browser, request }) => {
  // Alice's NFT on sale (the previous journey leaves one; list one when run alone).
  const listedRes = await request.post('/api/nfts', { data: { owners: [ALICE], verified: false, forsale: true, limit: 50 } });
  const listed = ((await listedRes.json()) as { items: { address: string; forsale: string | null }[] }).items.find((n) => n.forsale);
  let address = listed?.address;
  if (!address) {
    const nft = await idleNft(request, ALICE);
    const alice = await person(browser, ALICE, { signedIn: true });
    await alice.goto(`/nft/${nft.address}`);
    await resumedSession(alice);
    await putOnSale(alice, '1', 'VENOM');
    await alice.context().close();
    address = nft.address;
  }

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${address}`);
  await resumedSession(bob);
  const before = await balances(request, BOB);
  await walletApproves(bob, BOB, false);
  const dialog = await openAction(bob, 'Buy now');
  await confirmAction(dialog);
  await expect(toast(bob, 'Transaction rejected')).toBeVisible({ timeout: 30_000 });
  await expect(toast(bob, 'NFT purchase failed')).toHaveCount(0);
  // The dialog stays, saying nothing was sent, with Try again; Cancel closes it.
  await expect(dialog.getByTestId('action-rejected')).toContainText('Nothing was sent.');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await expect(saleBox(bob).getByTestId('sale-status')).toHaveText('Active');
  await expect(saleBox(bob).getByRole('button', { name: 'Buy now' })).toBeEnabled();
  // Alice's address, whatever name a profile test on this server gave her (shown instead of it).
  await expect(bob.getByTestId('owner').getByRole('link')).toHaveAttribute('title', ALICE);
  const details = await nftDetails(request, address);
  expect(details.nft.owner).toBe(ALICE);
  expect(details.nft.forsale).not.toBeNull();
  expect(await balances(request, BOB)).toEqual(before);
  await bob.context().close();
});

test('the guards: an offer during an auction, a price above the balance, an empty price, a past date; nothing is sent', async ({
  browser,
  request,
}) => {
  const onAuction = await idleNft(request, ALICE, { prefer: 'Pioneers' });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${onAuction.address}`);
  await resumedSession(alice);
  const start = await openAction(alice, 'Start auction');
  await start.getByLabel('Starting price').fill('1');
  await expect(start.getByLabel('Duration')).toHaveValue('1d');
  await confirmAction(start);
  await expect(toast(alice, 'Auction started')).toBeVisible({ timeout: 60_000 });
  await expect(saleBox(alice).getByTestId('auction-status')).toHaveText('Active');
  await alice.context().close();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${onAuction.address}`);
  await resumedSession(bob);
  const before = await balances(request, BOB);

  // An offer during an active auction: refused with the spec's message, no confirmation.
  await expect(saleBox(bob).getByRole('button', { name: 'Make offer' })).toBeDisabled();
  await expect(saleBox(bob)).toContainText('There is currently an active auction.');
  await expect(actionDialog(bob, 'Make offer')).toHaveCount(0);

  // The form's rules on an NFT that is not on auction.
  const other = await idleNft(request, ALICE, { exclude: [onAuction.address] });
  await bob.goto(`/nft/${other.address}`);
  const dialog = await openAction(bob, 'Make offer');
  await expect(dialog.getByTestId('balance')).toContainText('VENOM');
  const confirm = dialog.getByTestId('confirm-action');
  await confirm.click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByLabel('Offer price').fill('1,5');
  await expect(dialog.getByText('Incorrect format')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Offer price').fill('1000000');
  await expect(dialog.getByText('Insufficient balance')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // Max fills what can be spent: the coin balance less the gas.
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(dialog.getByText('Insufficient balance')).toHaveCount(0);
  await dialog.getByLabel('Offer price').fill('1');
  await dialog.getByLabel('Duration').selectOption('custom');
  await dialog.getByLabel('End date').fill('2020-01-01T10:00');
  await confirm.click();
  await expect(dialog.getByText('Incorrect date')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Nothing was sent: balances and the NFT are as before.
  expect(await balances(request, BOB)).toEqual(before);
  expect((await nftDetails(request, other.address)).nft.bestOffer).toBe(other.bestOffer);
  await bob.context().close();
});

test('an auction with two bidders and the clock moved: the owner finishes it and the best bidder owns the NFT', async ({
  browser,
  request,
}) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');
  // No offers during the auction, and nothing to finish yet.
  await expect(saleBox(alice).getByRole('button', { name: 'Finish auction' })).toHaveCount(0);

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const tooLow = await openAction(bob, 'Place bid');
  await expect(tooLow).toContainText('Minimal bid 1 VENOM');
  await tooLow.getByLabel('Bid').fill('0.5');
  await expect(tooLow.getByText('Value is too low: the minimal bid is 1 VENOM')).toBeVisible();
  await expect(tooLow.getByTestId('confirm-action')).toBeDisabled();
  await tooLow.getByRole('button', { name: 'Cancel' }).click();
  await placeBid(bob, '1');
  await expect(saleBox(bob)).toContainText('Highest bid');
  await expect(saleBox(bob)).toContainText("You're the highest bidder");

  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  await placeBid(carol, '2');
  await expect(saleBox(carol)).toContainText("You're the highest bidder");
  // Bob's page follows within the 5 s refetch; the bids list marks his bid outbid.
  await expect(saleBox(bob)).toContainText(`Leading bidder ${short(CAROL)}`, { timeout: 15_000 });
  await expect(bob.getByTestId('bids').getByText('Outbid')).toBeVisible();

  // Two days later on the chain's clock: the auction has ended. Until the owner finishes it, lists say
  // so, with the highest bid.
  await rpc(request, 'advanceTime', { seconds: 2 * 86_400 });
  await carol.goto(`/collection/${nft.collection}`);
  const card = carol
    .getByTestId('nft-grid')
    .getByRole('listitem')
    .filter({ has: carol.getByRole('link', { name: nft.name, exact: true }) });
  await expect(card.getByTestId('card-badge')).toHaveText('Auction ended');
  await expect(card).toContainText('2 WVENOM');
  await alice.reload();
  const finish = await openAction(alice, 'Finish auction');
  await confirmAction(finish);
  await expect(toast(alice, 'Auction completed')).toBeVisible({ timeout: 60_000 });
  await expect(alice.getByTestId('owner')).toContainText(short(CAROL));
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(CAROL);
  for (const page of [alice, bob, carol]) await page.context().close();
});

test('an offer: refused while listed, accepted once the owner cancels the listing', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '5', 'VENOM');

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const offer = await openAction(bob, 'Make offer');
  await offer.getByLabel('Offer price').fill('1');
  await offer.getByLabel('Token').selectOption('VENOM');
  await offer.getByLabel('Duration').selectOption('7d');
  await expect(offer.getByTestId('summary-total')).toContainText('VENOM');
  await confirmAction(offer);
  await expect(toast(bob, 'Offer placed')).toBeVisible({ timeout: 60_000 });
  const bobsOffer = bob.getByTestId('offers').getByRole('listitem').first();
  await expect(bobsOffer).toContainText(short(BOB));
  await expect(bobsOffer.getByRole('button', { name: 'Cancel my offer' })).toBeVisible();

  // The owner sees it within the 5 s refetch; accepting needs the sale cancelled first.
  const accept = alice.getByTestId('offers').getByRole('button', { name: 'Accept offer' });
  await expect(accept).toBeVisible({ timeout: 15_000 });
  await expect(alice.getByText('An existing sale must be cancelled first to accept an offer.')).toBeVisible();
  await accept.click();
  await expect(toast(alice, 'DirectSell already exists')).toBeVisible();
  await expect(actionDialog(alice, 'Accept offer')).toHaveCount(0);

  const cancel = await openAction(alice, 'Cancel sale');
  await confirmAction(cancel);
  await expect(toast(alice, 'Sale cancelled')).toBeVisible({ timeout: 60_000 });
  // Not for sale now: the owner accepts the best offer right in the market box.
  const boxAccept = saleBox(alice).getByTestId('best-offer').getByRole('button', { name: 'Accept offer' });
  await expect(boxAccept).toBeVisible();
  await expect(saleBox(alice)).not.toContainText('You can still make an offer');
  await boxAccept.click();
  const dialog = actionDialog(alice, 'Accept offer');
  await expect(dialog.getByTestId('summary-price')).toHaveText('1 WVENOM');
  await expect(dialog.getByTestId('summary-fee')).toContainText('WVENOM');
  await confirmAction(dialog);
  await expect(toast(alice, 'Offer accepted')).toBeVisible({ timeout: 60_000 });
  await expect(alice.getByTestId('owner')).toContainText(short(BOB));
  expect((await nftDetails(request, nft.address)).nft.owner).toBe(BOB);
  for (const page of [alice, bob]) await page.context().close();
});

test('the buyer cancels their own offer', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const offer = await openAction(bob, 'Make offer');
  await offer.getByLabel('Offer price').fill('10');
  await offer.getByLabel('Token').selectOption('USDT');
  await confirmAction(offer);
  await expect(toast(bob, 'Offer placed')).toBeVisible({ timeout: 60_000 });
  const mine = bob.getByTestId('offers').getByRole('listitem').filter({ hasText: '10 USDT' });
  const usdtBefore = (await balances(request, BOB)).tokens.USDT;
  await mine.getByRole('button', { name: 'Cancel my offer' }).click();
  await confirmAction(actionDialog(bob, 'Cancel my offer'));
  await expect(toast(bob, 'Offer cancelled')).toBeVisible({ timeout: 60_000 });
  await expect(mine.getByRole('button', { name: 'Cancel my offer' })).toHaveCount(0);
  // The escrow came back.
  await expect.poll(async () => (await balances(request, BOB)).tokens.USDT - usdtBefore).toBe(10_000_000n);
  await bob.context().close();
});

test('collection editing: only the owner gets the form; rules and the API field error show by the field; saving reloads with the new details', async ({
  browser,
  request,
}) => {
  const { world } = await rpc<{ world: { collections: { name: string; address: string; ownerIndex: number }[] } }>(request, 'info');
  const pioneers = world.collections.find((c) => c.name === 'Devnet Pioneers')!;
  expect(pioneers.ownerIndex).toBe(0);
  const path = `/collection/${pioneers.address}`;

  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(path);
  await resumedSession(alice);
  await alice.getByRole('button', { name: 'Edit details' }).click();
  const dialog = actionDialog(alice, 'Edit details');
  await expect(dialog.getByLabel('Name')).toHaveValue('Devnet Pioneers');

  // The request schema's rules, before anything is sent.
  await dialog.getByLabel('Website').fill('ftp://example.com');
  await dialog.getByLabel('Logo URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('must be an http(s) URL', { exact: true })).toBeVisible();
  await expect(dialog.getByText('must be an http(s) or ipfs URL')).toBeVisible();
  await dialog.getByLabel('Website').fill('https://example.com/pioneers');
  await dialog.getByLabel('Logo URL').fill('');

  // The API's field error is shown next to that field.
  await alice.route('**/api/collections-custom', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Invalid name: rejected by the server', field: 'name' }),
    }),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Invalid name: rejected by the server')).toBeVisible();
  await alice.unroute('**/api/collections-custom');

  // The page is in the edge cache (this load and the first); saving purges it, so the plain reload shows the edit.
  expect((await request.get(path)).headers()['x-cache']).toBe('HIT');
  const description = `Edited by its owner at ${Date.now()}.`;
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(alice.getByText(description)).toBeVisible();
  await expect(alice.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://example.com/pioneers');
  expect(new URL(alice.url()).search).toBe('');
  const saved = (await (await request.post('/api/collection/details', { data: { collection: pioneers.address } })).json()) as {
    description: string;
  };
  expect(saved.description).toBe(description);

  // Anyone else never sees the form.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(path);
  await resumedSession(bob);
  await expect(bob.getByRole('heading', { name: 'Devnet Pioneers', level: 1 })).toBeVisible();
  await expect(bob.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  for (const page of [alice, bob]) await page.context().close();
});
