// Browser notifications (Web Push) from the bell: a signed-in person turns them on (the browser's permission
// granted by the test's context), chooses the kinds, and an outbid on the devnet reaches the devnet's push
// service (devnet/push-service.ts, which stands for a browser vendor's) encrypted for their browser; the test
// opens it with the browser's keys, as the browser would. Then the push service's last leg, as DevTools
// delivers a push: the decrypted message handed to the site's service worker (public/push-sw.js) in a
// browser whose notifications go to a stand-in desktop (./fixtures/desktop-notifications.ts), where the test
// sees it shown and clicks it, and the service worker's real click handler opens the NFT's tab.
//
// Headless Chromium has no vendor push service to subscribe with: PushManager's subscribe hands back a
// subscription at the devnet's push service, with keys the test made (the one part played; the permission,
// the service worker, the site's routes, the encryption and the delivery are the real ones).
import type { Page } from '@playwright/test';
import { DEVNET_PUSH_ORIGIN, DEVNET_PUSH_PATH } from '@shared/lib/devnet-roots';
import { axeViolations } from './fixtures/axe';
import { showAndClick } from './fixtures/desktop-notifications';
import { ALICE, BOB, CAROL, idleNft, person, placeBid, restockAlice, short, resumedSession, startAuction } from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';
import { expect, test } from './fixtures/test';
import { decryptPush, makeBrowserKeys, type BrowserKeys } from '../support/push/browser-keys';

test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await restockAlice(context.request, 1);
  await context.close();
});

interface TestBrowser {
  readonly page: Page;
  readonly keys: BrowserKeys;
  /** Where the devnet's push service keeps this browser's messages. */
  readonly id: string;
}

/** `account`'s browser, notifications allowed, whose PushManager subscribes at the devnet's push service. */
async function browserOf(browser: import('@playwright/test').Browser, account: string, baseURL: string): Promise<TestBrowser> {
  const page = await person(browser, account, { signedIn: true });
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  const keys = await makeBrowserKeys();
  const id = `e2e-${crypto.randomUUID()}`;
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const flag = 'test:push-subscribed';
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(flag);
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(flag, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return localStorage.getItem(flag) ? (subscription as unknown as PushSubscription) : null;
      };
    },
    { endpoint: `${DEVNET_PUSH_ORIGIN}${DEVNET_PUSH_PATH}/${id}`, p256dh: keys.p256dh, auth: keys.auth },
  );
  return { page, keys, id };
}

/** The bell's panel, opened. */
async function openBell(page: Page) {
  await page.getByTestId('bell').click();
  return page.getByRole('region', { name: 'Notifications' });
}

async function turnOn(page: Page) {
  const panel = await openBell(page);
  const settings = panel.getByTestId('push-settings');
  await settings.getByRole('button', { name: 'Turn on browser notifications' }).click();
  await expect(settings.getByRole('heading', { name: 'Browser notifications: on' })).toBeVisible();
  return settings;
}

interface Received {
  readonly body: string;
}

async function received(page: Page, id: string): Promise<Received[]> {
  const res = await page.request.get(`${DEVNET_PUSH_PATH}/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { messages: Received[] }).messages;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`turning browser notifications on from the bell and choosing the kinds (${viewport.width} px)`, async ({ browser, baseURL }) => {
    const { page } = await browserOf(browser, CAROL, baseURL!);
    await page.goto('/');
    await resumedSession(page);
    await page.setViewportSize(viewport);
    // A devnet that earlier runs used: Carol starts with every kind on.
    const token = await page.evaluate(() => localStorage.getItem('venom-nft:access-token'));
    const allOn = Object.fromEntries(
      ['outbid', 'sold', 'offer_received', 'offer_accepted', 'watched_listed', 'floor_below', 'auction_won', 'auction_ended'].map((k) => [
        k,
        true,
      ]),
    );
    const reset = await page.request.post('/api/push/settings', { data: { kinds: allOn }, headers: { authorization: `Bearer ${token}` } });
    expect(reset.ok()).toBe(true);
    // Nothing asks for the permission before the click (the context granted it; the page has not asked).
    const settings = await turnOn(page);
    await settings.getByText('Alert me when… (8 of 8)').click();
    const switches = settings.getByRole('switch');
    await expect(switches).toHaveCount(8);

    // A switch is kept on the server: off, then after a reload still off, then on again.
    const sold = settings.getByRole('switch', { name: 'Sold (sale or auction)' });
    await expect(sold).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/push/settings') && r.request().method() === 'POST');
    await sold.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const again = (await openBell(page)).getByTestId('push-settings');
    await again.getByText('Alert me when… (7 of 8)').click();
    await expect(again.getByRole('switch', { name: 'Sold (sale or auction)' })).not.toBeChecked();
    await expect(again.getByRole('switch', { name: 'Outbid' })).toBeChecked();

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: null });
    await again.getByRole('switch', { name: 'Sold (sale or auction)' }).click();
    await expect(again.getByRole('switch', { name: 'Sold (sale or auction)' })).toBeChecked();

    // Off in this browser: the switches go, and the server forgets this browser.
    const off = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
    await again.getByRole('button', { name: 'Turn off' }).click();
    expect((await off).status()).toBe(200);
    await expect(again.getByRole('button', { name: 'Turn on browser notifications' })).toBeVisible();
    await expect(again.getByRole('switch')).toHaveCount(0);
  });
}

test('a bid by another person reaches the outbid bidder as a browser notification, shown, and a click opens the NFT (390 and 1440 px)', async ({
  browser,
  request,
  baseURL,
  playwright,
}, testInfo) => {
  const nft = await idleNft(request, ALICE);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/nft/${nft.address}`);
  await resumedSession(alice);
  await startAuction(alice, '1');

  // Carol bids first, and turns browser notifications on.
  const carol = await browserOf(browser, CAROL, baseURL!);
  await carol.page.goto(`/nft/${nft.address}`);
  await resumedSession(carol.page);
  await turnOn(carol.page);
  await carol.page.keyboard.press('Escape');
  await placeBid(carol.page, '1');
  expect(await received(carol.page, carol.id)).toEqual([]);

  // Bob outbids her.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/nft/${nft.address}`);
  await resumedSession(bob);
  const bidAt = Date.now();
  await placeBid(bob, '2');
  const placedAt = Date.now();

  await expect.poll(async () => (await received(carol.page, carol.id)).length, { timeout: 60_000 }).toBe(1);
  const [message] = await received(carol.page, carol.id);
  const data = JSON.parse(
    await decryptPush(
      Uint8Array.from(atob(message!.body), (c) => c.charCodeAt(0)),
      carol.keys,
    ),
  ) as {
    title: string;
    body: string;
    url: string;
    tag: string;
  };
  const openedAt = Date.now();
  expect(data).toMatchObject({ title: 'Venom NFT Marketplace', url: `/nft/${nft.address}` });
  expect(data.body.startsWith(`You were outbid on ${nft.name}: ${short(BOB)} bid 2 `)).toBe(true);
  console.log(
    `push round trip: ${openedAt - bidAt} ms from Bob's bid click to the decrypted push, ${openedAt - placedAt} ms after his "Bid placed"`,
  );

  // One push for one notification.
  expect(await received(carol.page, carol.id)).toHaveLength(1);

  for (const viewport of [PHONE, DESKTOP]) {
    const { tab, close } = await showAndClick(playwright.chromium, baseURL!, data, viewport);
    await expect(tab.getByRole('heading', { level: 1, name: nft.name })).toBeVisible();
    await tab.screenshot({ path: testInfo.outputPath(`notification-click-${viewport.width}.png`) });
    await close();
  }
});
