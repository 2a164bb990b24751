// A profile that is yours, and listing many at once from My NFTs: the owner edits the profile
// (another signed-in account is refused by the API), the portfolio value matches the API, the
// Collected tab's filters and sorts match /nfts, and a bulk listing of three NFTs skips the one
// transferred meanwhile, then the listed ones are cancelled together. At a phone's and a desktop's width.
import { axeViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { formatUnits, formatUsd } from '../../shared/lib/amounts';
import {
  ACCOUNT_INDEX,
  ALICE,
  BOB,
  idleNft,
  nftDetails,
  person,
  putOnSale,
  restockAlice,
  resumedSession,
  royaltyPerCoin,
  sendAs,
} from './fixtures/market-actions';

/** axe's findings in light and dark (the site follows prefers-color-scheme). */
async function axeInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((v) => `${colorScheme} ${v}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

const viewportOf = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('nft-grid').locator('h3').allInnerTexts();
}

async function apiNames(request: APIRequestContext, body: Record<string, unknown>): Promise<string[]> {
  const res = await request.post('/api/nfts', { data: { verified: false, limit: 24, ...body } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { name: string | null }[] }).items.map((n) => n.name ?? 'Untitled NFT');
}

test.beforeAll(async ({ request }) => {
  await restockAlice(request, 3);
});

// One profile edit for both widths: the form's checks and the account block are seen at each width on the same page.
test('at 390 and 1440 px the owner edits the profile; another account is refused by the API', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/profile/${ALICE}`);
  await resumedSession(alice);
  const username = `alice-${Date.now() % 1_000_000}`;
  await alice.getByTestId('edit-profile').click();
  const form = alice.getByTestId('profile-form');
  for (const width of [390, 1440]) {
    await alice.setViewportSize(viewportOf(width));
    // A name with a zero-width space (it would pass for someone else's) is refused in the form, with the rule under the field.
    await form.getByLabel('Username').fill('erin-sec\u200b');
    await alice.getByTestId('profile-save').click();
    await expect(form.locator('#profile-username-error')).toHaveText('Username must not contain invisible or text-direction characters');
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    // Brought into view and focus: on a phone, Save is far below it.
    await expect(form.getByLabel('Username')).toBeFocused();
    await expect(form.locator('#profile-username-error')).toBeInViewport();
    await expect(form.getByText('3 to 30 characters: letters A-Z, digits, _ or -.')).toBeVisible();
    expect(await axeInBothSchemes(alice), `${width} px`).toEqual([]);
    // Scrolled back up, so the next width's Save is far below the field again.
    await alice.evaluate(() => window.scrollTo(0, 0));
  }
  await alice.setViewportSize(viewportOf(390));
  await form.getByLabel('Username').fill(username);
  await expect(form.locator('#profile-username-error')).toHaveCount(0);
  await form.getByLabel('Bio').fill('Collects devnet art.');
  await form.getByLabel('Twitter').fill('@alice_dev');
  // A bad website is refused before anything is sent, next to its field.
  await form.getByLabel('Website').fill('javascript:alert(1)');
  await alice.getByTestId('profile-save').click();
  await expect(form.locator('#profile-link-error')).toBeVisible();
  await form.getByLabel('Website').fill('https://alice.example');
  await expect(form.locator('#profile-link-error')).toHaveCount(0);
  // The first NFT's picture is its radio's label (the radio itself is visually hidden).
  const avatar = form.getByRole('radio').nth(1);
  const avatarNft = await avatar.getAttribute('value');
  await form.locator('label img').first().click();
  await expect(avatar).toBeChecked();
  expect(await axeInBothSchemes(alice)).toEqual([]);
  const profileUrl = alice.url();
  const posted = alice.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
  const reloaded = alice.waitForResponse((r) => r.url() === profileUrl && r.request().isNavigationRequest());
  await alice.getByTestId('profile-save').click();
  // What Save sent and how the reload after it was answered (the HTML cache's X-Cache), named if the new name is missing.
  const [save, reload] = await Promise.all([posted, reloaded]);
  const sent = (save.request().postDataJSON() as { username?: string }).username;
  await expect(
    alice.getByRole('heading', { level: 1 }),
    `save: ${save.status()} with username ${sent}; reload: ${reload.status()} X-Cache ${reload.headers()['x-cache']}`,
  ).toHaveText(username);
  await expect(alice.getByTestId('profile-bio')).toHaveText('Collects devnet art.');
  await expect(alice.getByTestId('profile-socials').getByRole('link', { name: 'Twitter' })).toHaveAttribute(
    'href',
    'https://x.com/alice_dev',
  );
  const saved = (await (await request.get(`/api/user/${ALICE}`)).json()) as {
    username: string;
    logoNft: string;
    avatarUrl: string | null;
  };
  expect(saved).toMatchObject({ username, logoNft: avatarNft });
  expect(saved.avatarUrl).not.toBeNull();
  // The signed-in account block shows the username and the avatar, and so does its menu.
  const account = alice.getByTestId('account-block');
  for (const width of [390, 1440]) {
    await alice.setViewportSize(viewportOf(width));
    await expect(account.getByTestId('account-username')).toHaveText(username);
    // On a phone the block keeps the address's width (username only); its menu shows the avatar too.
    if (width > 640) await expect(account.locator('img')).toBeVisible();
    await account.click();
    const menu = alice.getByRole('dialog', { name: 'Account' });
    await expect(menu.getByTestId('menu-username')).toHaveText(username);
    await expect(menu.locator('img')).toBeVisible();
    expect(await axeInBothSchemes(alice), `${width} px`).toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }

  // Bob, signed in, sees no Edit button on Alice's profile, and the API refuses his token for her address.
  const bob = await person(browser, BOB, { signedIn: true });
  await bob.goto(`/profile/${ALICE}`);
  await resumedSession(bob);
  await expect(bob.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(bob.getByTestId('edit-profile')).toHaveCount(0);
  const token = await bob.evaluate(() => localStorage.getItem('venom-nft:access-token'));
  const refused = await request.post('/api/user', {
    data: { address: ALICE, username: 'bob-was-here' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ field: 'address' });
  expect(((await (await request.get(`/api/user/${ALICE}`)).json()) as { username: string }).username).toBe(username);
  await alice.context().close();
  await bob.context().close();
});

test('a profile form opened before its code arrived keeps what was typed when the session clock ticks', async ({ browser }) => {
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.clock.install();
  // The form's code is held until after the click, as on a slow network or for a quick hand.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await alice.route('**/_astro/ProfileForm.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await alice.goto(`/profile/${ALICE}`);
  await resumedSession(alice);
  await alice.getByTestId('edit-profile').click();
  release();
  const bio = alice.getByTestId('profile-form').getByLabel('Bio');
  await bio.fill('Typed before the tick.');
  // The session store re-reads its clock every 5 s.
  await alice.clock.runFor(6_000);
  await expect(bio).toHaveValue('Typed before the tick.');
  await alice.context().close();
});

test('a box ticked while the live rows re-read the page stays ticked, and the rows follow once it is unticked', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await restockAlice(request, 2);
  const nft = await idleNft(request, ALICE, { noOffer: true });
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/profile/${ALICE}`);
  await resumedSession(alice);
  await expect(alice.getByTestId('bulk-toolbar')).toBeVisible();
  // The live rows' re-read of this page (a fetch of its own URL) is held until the box is ticked.
  let reading: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (reading = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await alice.route(
    (url) => url.pathname === `/profile/${ALICE}`,
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      reading();
      await released;
      await route.continue();
    },
  );
  // Her listing, from another tab, changes her profile: the live rows re-read it.
  const tab = await alice.context().newPage();
  await tab.goto(`/nft/${nft.address}`);
  await putOnSale(tab, '4.2', 'VENOM');
  await read;
  const box = alice.locator('[data-bulk-pick] input').first();
  await box.check();
  const finished = alice.waitForEvent(
    'requestfinished',
    (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === `/profile/${ALICE}`,
  );
  release();
  await finished;
  // The fresh rows would have replaced the card and its tick; they wait while it is ticked.
  await alice.waitForTimeout(500);
  await expect(box).toBeChecked();
  await expect(alice.getByTestId('bulk-count')).toHaveText('1 selected');
  // Unticked, the rows follow: the card shows the new listing.
  await box.uncheck();
  await expect(alice.locator(`[data-bulk-pick] input[value="${nft.address}"]`).locator('xpath=ancestor::li[1]')).toContainText('4.2', {
    timeout: 30_000,
  });
  await alice.context().close();
});

for (const width of [390, 1440]) {
  test(`at ${width} px the portfolio value and the Collected filters match the API`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewportOf(width));
    const portfolio = (await (await request.post('/api/user/portfolio', { data: { address: ALICE } })).json()) as {
      valueUsd: string;
      count: number;
      listed: number;
      collections: { collection: string; count: number }[];
    };
    await page.goto(`/profile/${ALICE}`);
    await expect(page.getByTestId('portfolio-usd')).toHaveText(formatUsd(portfolio.valueUsd));
    await expect(page.getByTestId('portfolio-count')).toHaveText(String(portfolio.count));
    await expect(page.getByTestId('portfolio-listed')).toHaveText(String(portfolio.listed));
    await page.getByTestId('portfolio').locator('summary').click();
    await expect(page.getByTestId('portfolio-collections').locator('tbody tr')).toHaveCount(portfolio.collections.length);
    expect(await axeInBothSchemes(page)).toEqual([]);

    // Each filter and sort is in the URL and lists what /nfts lists for it.
    const collection = portfolio.collections[0]!.collection;
    const cases: [string, Record<string, unknown>][] = [
      ['sort=receivedAt:desc', { order: { field: 'receivedAt', direction: 'desc' } }],
      ['sort=rarity:asc', { order: { field: 'rarity', direction: 'asc' } }],
      ['sort=floorPriceUsd:desc', { order: { field: 'floorPriceUsd', direction: 'desc' } }],
      ['listed=unlisted', { listed: false, order: { field: 'name', direction: 'asc' } }],
      ['listed=listed', { listed: true, order: { field: 'name', direction: 'asc' } }],
      [`collections=${collection}`, { collections: [collection], order: { field: 'name', direction: 'asc' } }],
    ];
    for (const [query, body] of cases) {
      await page.goto(`/profile/${ALICE}?${query}`);
      const expected = await apiNames(request, { owners: [ALICE], ...body });
      if (expected.length === 0) await expect(page.getByTestId('nft-grid')).toHaveCount(0);
      else expect(await cardNames(page), query).toEqual(expected);
    }
  });
}

// One bulk listing for both widths: the toolbar, the dialog (its checks, totals and axe) and the outcome are
// seen at 390 px and again at 1440 px on the same page, so the chain work and the owner scan's wait come once.
test('at 390 and 1440 px three NFTs are listed at once from My NFTs, the one transferred meanwhile skipped, then cancelled together', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const widths = [390, 1440];
  await restockAlice(request, 3);
  const alice = await person(browser, ALICE, { signedIn: true });
  await alice.goto(`/profile/${ALICE}`);
  await resumedSession(alice);
  await alice.setViewportSize(viewportOf(390));
  const toolbar = alice.getByTestId('bulk-toolbar');
  await expect(toolbar).toBeVisible();
  // Three idle Devnet NFTs shown on this page.
  const values = await alice.locator('[data-bulk-pick] input').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
  const picked: string[] = [];
  for (const nft of values) {
    const { nft: record } = await nftDetails(request, nft);
    if (record.forsale === null && record.auction === null) picked.push(nft);
    if (picked.length === 3) break;
  }
  expect(picked).toHaveLength(3);
  const [first, second, transferredMeanwhile] = picked as [string, string, string];

  for (const nft of picked) await alice.locator(`[data-bulk-pick] input[value="${nft}"]`).check();
  for (const width of widths) {
    await alice.setViewportSize(viewportOf(width));
    await expect(toolbar).toBeVisible();
    await expect(alice.getByTestId('bulk-count')).toHaveText('3 selected');
  }
  await alice.setViewportSize(viewportOf(390));
  // While they are selected (the live rows wait), the third leaves for Bob from Alice's wallet (a plain
  // TIP-4 transfer, outside the market).
  await sendAs(request, ACCOUNT_INDEX[ALICE]!, {
    sender: ALICE,
    recipient: transferredMeanwhile,
    amount: '1000000000',
    bounce: true,
    method: 'transfer',
    input: { to: BOB, sendGasTo: ALICE, callbacks: [] },
  });
  await expect.poll(async () => (await nftDetails(request, transferredMeanwhile)).nft.owner, { timeout: 90_000 }).toBe(BOB);

  await toolbar.getByRole('button', { name: 'List selected' }).click();
  const dialog = alice.getByTestId('bulk-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('A price each').check();
  // Each price is checked like the NFT page's: an empty one is refused.
  await dialog.getByTestId('bulk-confirm').click();
  await expect(dialog.getByText('Field is required').first()).toBeVisible();
  await dialog.locator(`li[data-nft="${first}"] input`).fill('1.5');
  await dialog.locator(`li[data-nft="${second}"] input`).fill('2.5');
  await dialog.locator(`li[data-nft="${transferredMeanwhile}"] input`).fill('9');
  await dialog.getByLabel('Duration').selectOption('7d');
  // The totals of the selection, as the single dialog computes each: 13 VENOM, the 2.5 % fee of each
  // (rounded up), each NFT's royalty, and what she receives.
  const coin = 10n ** 9n;
  const prices = [1_500_000_000n, 2_500_000_000n, 9n * coin];
  // As the dialog asks: the NFT's royaltyInfo, else its collection's.
  const perCoin = await Promise.all(
    picked.map(
      async (nft) => (await royaltyPerCoin(request, nft)) || royaltyPerCoin(request, (await nftDetails(request, nft)).nft.collection),
    ),
  );
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  const fee = prices.reduce((sum, p) => sum + ceilDiv(p * 25n, 1000n), 0n);
  const royalty = prices.reduce((sum, p, i) => sum + ceilDiv(p * perCoin[i]!, coin), 0n);
  const venom = (units: bigint) => `${formatUnits(units, 9)} VENOM`;
  const totals = dialog.getByTestId('bulk-totals');
  for (const width of widths) {
    await alice.setViewportSize(viewportOf(width));
    await expect(totals.getByTestId('bulk-total-price')).toHaveText('13 VENOM');
    await expect(totals.getByTestId('bulk-total-fee')).toHaveText(venom(fee));
    await expect(totals.getByTestId('bulk-total-royalty')).toHaveText(venom(royalty));
    await expect(totals.getByTestId('bulk-total-receive')).toHaveText(venom(13n * coin - fee - royalty));
    await expect(totals.getByTestId('bulk-total-gas')).toHaveText(/^\d+(\.\d+)? VENOM$/);
    expect(await axeInBothSchemes(alice), `${width} px`).toEqual([]);
  }
  await alice.setViewportSize(viewportOf(390));
  await dialog.getByTestId('bulk-confirm').click();
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 listed, 1 skipped', { timeout: 180_000 });
  for (const width of widths) {
    await alice.setViewportSize(viewportOf(width));
    await expect(dialog.locator(`li[data-nft="${transferredMeanwhile}"]`)).toHaveAttribute('data-status', 'skipped');
    await expect(dialog.locator(`li[data-nft="${transferredMeanwhile}"]`)).toContainText('No longer yours (transferred meanwhile)');
    for (const nft of [first, second]) await expect(dialog.locator(`li[data-nft="${nft}"]`)).toHaveAttribute('data-status', 'done');
  }
  const after = await Promise.all([first, second, transferredMeanwhile].map(async (nft) => (await nftDetails(request, nft)).nft));
  expect(after.map((n) => n.forsale !== null)).toEqual([true, true, false]);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The two now listed are cancelled together, at the wide screen (the reload after Done shows them listed).
  await expect(alice.locator(`[data-bulk-pick] input[value="${first}"]`)).toBeVisible();
  await expect(toolbar).toBeVisible();
  for (const nft of [first, second]) await alice.locator(`[data-bulk-pick] input[value="${nft}"]`).check();
  await toolbar.getByRole('button', { name: 'Cancel listings' }).click();
  await dialog.getByTestId('bulk-confirm').click();
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 cancelled', { timeout: 180_000 });
  for (const nft of [first, second]) expect((await nftDetails(request, nft)).nft.forsale).toBeNull();
  await alice.context().close();
});
