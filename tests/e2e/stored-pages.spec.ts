// A stored page never hides a change: an outbid bidder's Bids tab, kept in the page cache while they led,
// says "Outbid" at its plain URL as soon as the outbid can be read (the reader purges the pages a batch is
// about to change before its commit, and again after it). Read without JS, as the cache serves it, so no
// live refresh in the page can stand in for the purge. At a phone's and a desktop's width.
import { expect, test } from './fixtures/test';
import { ALICE, BOB, CAROL, idleNft, person, placeBid, restockAlice, resumedSession, startAuction } from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';

test.beforeAll(async ({ request }) => {
  await restockAlice(request, 2);
});

// One auction for both widths: a phone's and a desktop's reader each load the tab, stored while Bob leads.
test("an outbid bidder's Bids tab says Outbid at its plain URL right after the outbid, phone and desktop", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await placeBid(bob, '1');

  // Bob's Bids tab as the cache serves it: stored while he leads.
  const bids = `/profile/${BOB}/bids`;
  const tabs = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const viewer = await browser.newContext({ javaScriptEnabled: false, viewport });
    const tab = await viewer.newPage();
    const row = tab
      .getByTestId('profile-bids')
      .locator('li')
      .filter({ hasText: nft.name ?? '' });
    await tab.goto(bids);
    await expect(row.getByTestId('row-status')).toHaveText('Highest bid');
    expect((await tab.goto(bids))?.headers()['x-cache']).toBe('HIT');
    tabs.push({ tab, row });
  }

  // Carol outbids him; no event of it names Bob.
  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  await placeBid(carol, '2');

  for (const { tab, row } of tabs) {
    await tab.goto(bids);
    await expect(row.getByTestId('row-status')).toHaveText('Outbid');
  }
  for (const page of [alice, bob, carol, ...tabs.map(({ tab }) => tab)]) await page.context().close();
});
