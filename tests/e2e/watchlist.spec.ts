// Watchlist and alerts with two browsers: Carol watches an NFT; when Alice lists it,
// Carol's bell shows the notification without a reload, pushed over her own (signed-in) live feed, and
// her watchlist shows the price as listed, in its token with USD beside.
import { axeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';
import { DESKTOP, PHONE } from './fixtures/site-pages';
import { ALICE, CAROL, idleNft, person, putOnSale, restockAlice, resumedSession } from './fixtures/market-actions';

test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 2);
  await context.close();
});

test('watching an NFT: its listing rings the bell of the watcher, live, once', async ({ browser, request }) => {
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const carol = await person(browser, CAROL, { signedIn: true });
  await carol.goto(`/nft/${nft.address}`);
  await resumedSession(carol);
  // A devnet that earlier runs used: Carol starts with nothing unread and this NFT unwatched.
  const token = await carol.evaluate(() => localStorage.getItem('venom-nft:access-token'));
  expect((await request.post('/api/notifications/read', { data: {}, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  expect(
    (
      await request.post('/api/watchlist/remove', {
        data: { kind: 'nft', target: nft.address },
        headers: { authorization: `Bearer ${token}` },
      })
    ).ok(),
  ).toBe(true);
  await carol.reload();
  const watch = carol.locator('[data-testid="watch"][data-ready]');
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expect(watch).toHaveText('Watching');

  // Her profile lists it under Watchlist; the bell is there with nothing unread.
  const feed = carol.waitForEvent('websocket', { predicate: (ws) => ws.url().includes(`topic=${encodeURIComponent(`user:${CAROL}`)}`) });
  await carol.goto(`/profile/${CAROL}/watchlist`);
  await expect(carol.getByTestId('watchlist').getByRole('link', { name: nft.name })).toBeVisible();
  const bell = carol.getByTestId('bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  const socket = await feed;
  await expect.poll(() => socket.isClosed()).toBe(false);

  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await putOnSale(alice, '2', 'USDT');

  // No reload: the count appears and the list says what happened.
  await expect(carol.getByTestId('bell-count')).toHaveText('1', { timeout: 10_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const list = carol.getByRole('region', { name: 'Notifications' });
  // Newest first, unread, and only once (earlier runs on this devnet may have left read ones below).
  await expect(list.getByRole('listitem').first()).toContainText(`Unread: ${nft.name} is listed for 2 USDT`);
  await expect(list.getByRole('listitem').filter({ hasText: `${nft.name} is listed` })).toHaveCount(1);
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(carol.getByTestId('bell-count')).toHaveCount(0);

  // Her list shows the price as listed, in its token, with its USD value beside (USDT is $1 on the devnet).
  await carol.reload();
  const row = carol.getByTestId('watchlist').getByRole('listitem').filter({ hasText: nft.name });
  await expect(row.getByTestId('watch-token-price')).toHaveText('2 USDT');
  await expect(row.getByTestId('watch-usd')).toHaveText('$2.00');
  for (const viewport of [PHONE, DESKTOP]) {
    await carol.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await carol.emulateMedia({ colorScheme });
      expect(await axeViolations(carol)).toEqual([]);
    }
  }
  await carol.emulateMedia({ colorScheme: null });

  // Alice does not watch it and was not told of her own listing (other runs' journeys may have left her
  // notifications of other kinds).
  await alice.getByTestId('bell').click();
  const aliceList = alice.getByRole('region', { name: 'Notifications' });
  await expect(aliceList.getByTestId('notifications').or(aliceList.getByText('No notifications yet'))).toBeVisible();
  await expect(aliceList.getByRole('listitem').filter({ hasText: `${nft.name} is listed` })).toHaveCount(0);
});

test("someone else's watchlist tab says it is private", async ({ page }) => {
  await page.goto(`/profile/${ALICE}/watchlist`);
  await expect(page.getByText('A watchlist is private: sign in with this address to see it.')).toBeVisible();
});
