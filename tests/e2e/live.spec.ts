// Live updates with two browsers: a bid placed in one shows in the other's open NFT
// page without a reload, pushed over the page's WebSocket while its 5 s polling stays paused.
import { expect, test, type Page, type WebSocket } from './fixtures/test';
import {
  ALICE,
  BOB,
  CAROL,
  idleNft,
  person,
  placeBid,
  restockAlice,
  saleBox,
  short,
  resumedSession,
  startAuction,
} from './fixtures/market-actions';

test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 2);
  await context.close();
});

/** The page's live socket, once it is open, with the frames it received. */
async function liveSocket(page: Page, topic: string): Promise<{ socket: WebSocket; frames: string[] }> {
  const socket = await page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes(`/live?topic=${encodeURIComponent(topic)}`) });
  const frames: string[] = [];
  socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  await expect(page.locator('html[data-live-connected]')).toHaveCount(1);
  return { socket, frames };
}

test('a bid placed in one browser appears on the NFT page open in another, without a reload', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');

  // Carol only watches the page: not signed in, so the market view is not even loaded yet.
  const carol = await person(browser, CAROL);
  const socketOpened = liveSocket(carol, `nft:${nft.address}`);
  await carol.goto(`/nft/${nft.address}`);
  const { frames } = await socketOpened;
  let polls = 0;
  // A poll is a read before anything was pushed (a pushed change is read at once, which is the point).
  carol.on('request', (r) => r.url().endsWith('/api/nft/details') && !frames.some((f) => f.includes('"topic"')) && polls++);
  const navigations: string[] = [];
  carol.on('framenavigated', (frame) => frame === carol.mainFrame() && navigations.push(frame.url()));
  await expect(saleBox(carol)).not.toContainText('Leading bidder');
  // And the collection's activity, in another tab: its rows follow too.
  const activity = await carol.context().newPage();
  const activitySocket = liveSocket(activity, `collection:${nft.collection}`);
  await activity.goto(`/collection/${nft.collection}/activity`);
  await activitySocket;
  const newest = activity.getByTestId('activity-table').locator('tbody tr').first();
  const newestBefore = await newest.textContent();

  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  await placeBid(bob, '1');
  // While the socket was open Carol's page did not poll before the push (the bid takes longer than a 5 s period).
  expect(polls).toBe(0);

  await expect(saleBox(carol)).toContainText(`Leading bidder ${short(BOB)}`, { timeout: 10_000 });
  expect(frames.map((f) => JSON.parse(f) as { topic: string; kinds: string[] })).toContainEqual(
    expect.objectContaining({ topic: `nft:${nft.address}`, kinds: expect.arrayContaining(['bid']) }),
  );
  expect(navigations).toEqual([]);
  // No reload there either: its newest row is now the bid.
  await expect(newest).toContainText('Bid placed', { timeout: 10_000 });
  await expect(newest).toContainText(nft.name);
  expect(await newest.textContent()).not.toBe(newestBefore);
});

test('a page with nothing live opens no socket', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/');
  await page.goto('/explore/collections');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  expect(sockets).toEqual([]);
});
