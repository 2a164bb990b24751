// What a daily user runs into, on a phone and a desktop, light and dark: the Analytics tab's period is
// `time_period` (an old `period=` link is sent there); the header's controls are 44 px and apart from 320
// to 430 px, signed in; Clear all shows only when a filter is set; a sweep starts with its default count
// selected; an NFT's audio that cannot play gives way to its artwork and a note; the collections ranking
// opens on a period with sales, or says there were none.
import { axeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import { ALICE, person, resumedSession } from './fixtures/market-actions';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';
import { formatUsd } from '../../shared/lib/amounts';
import { LIST_PERIOD_LABELS } from '../../shared/lib/list-periods';
import { RANKING_PERIODS, rankingSeconds } from '../../shared/lib/collection-ranking';

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Every visible control of the header: links, buttons, the Menu's summary and the search box. */
async function headerControls(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    [...nav.querySelectorAll<HTMLElement>('a, button, summary, input')]
      .filter((el) => el.checkVisibility() && !el.closest('details:not([open]) > :not(summary)'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
        };
      }),
  );
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the header, signed in: every control at least 44 x 44 px, none over another, from 320 to 430 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await person(browser, ALICE, { signedIn: true });
  await page.goto('/');
  await resumedSession(page);
  await expect(page.getByTestId('bell')).toBeVisible();
  for (const width of [320, 375, 390, 430]) {
    await page.setViewportSize({ width, height: PHONE.height });
    const controls = await headerControls(page);
    const names = controls.map((c) => c.name);
    // The logo, the search, the Menu, the bell and the account block, and the cart from 375 px (below, in the Menu).
    expect(names, `${width} px`).toEqual(expect.arrayContaining(['Venom NFT Marketplace home', 'Menu']));
    // The bell's name carries the unread count other journeys may have left ("Notifications, 3 unread").
    expect(
      names.some((n) => /^Notifications\b/.test(n)),
      `the bell at ${width} px`,
    ).toBe(true);
    expect(
      names.some((n) => n.startsWith('Cart')),
      `the header's cart at ${width} px`,
    ).toBe(width >= 375);
    await expect(page.locator('#site-search')).toBeVisible();
    await expect(page.getByTestId('account-block')).toBeVisible();
    for (const c of controls) {
      expect(c.width, `${c.name} at ${width} px`).toBeGreaterThanOrEqual(44);
      expect(c.height, `${c.name} at ${width} px`).toBeGreaterThanOrEqual(44);
      expect(c.x, `${c.name} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(c.x + c.width, `${c.name} at ${width} px`).toBeLessThanOrEqual(width);
    }
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1)) expect(overlap(a, b), `${a.name} and ${b.name} at ${width} px`).toBe(false);
    // The account block keeps the balance, in words for a screen reader where its unit is out of view.
    await expect(page.getByTestId('navbar-balance')).toHaveText(/^\d[\d ]*(\.\d)? VENOM$/);
  }
  // At 320 px the cart is in the Menu, its count on the Menu's button, and it opens the drawer.
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await page.goto('/explore/items?sale_type=sell');
  await page.getByTestId('cart-add').first().click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('[data-menu-cart-count]')).toBeVisible();
  await nav.locator('summary[aria-label="Menu"]').click();
  await nav.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: /^Cart/ });
  await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Clear' }).click();
  // Closed, it gives the focus back to the Menu that held the cart.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(nav.locator('summary[aria-label="Menu"]')).toBeFocused();
  await page.context().close();
});

for (const colorScheme of SCHEMES)
  test(`axe: the header signed in at 320, 390 and 1440 px, ${colorScheme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await person(browser, ALICE, { signedIn: true });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await resumedSession(page);
    for (const width of [320, PHONE.width, DESKTOP.width]) {
      await page.setViewportSize({ width, height: PHONE.height });
      expect(await axeViolations(page, 'header'), `${width} px`).toEqual([]);
    }
    await page.context().close();
  });

for (const [label, viewport] of VIEWPORTS) {
  test(`analytics reads and writes time_period, and an old period= link is sent there (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const analytics = (await sitePages(request))['collection analytics']!;
    const periods = page.getByRole('navigation', { name: 'Period' });
    await page.goto(`${analytics}?time_period=30d`);
    await expect(periods.getByRole('link', { name: '30 d' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('analytics-summary')).toContainText('Sales, 30 d');
    await periods.getByRole('link', { name: '24 h' }).click();
    await expect(page).toHaveURL(new RegExp(`${analytics}\\?time_period=24h$`));
    await expect(periods.getByRole('link', { name: '24 h' })).toHaveAttribute('aria-current', 'page');
    // The default (7 d) is the bare path.
    await periods.getByRole('link', { name: '7 d' }).click();
    await expect(page).toHaveURL(new RegExp(`${analytics}$`));
    // An old link: a permanent redirect to the same view under time_period.
    const res = await request.get(`${analytics}?period=all`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(`${analytics}?time_period=all`);
    await page.goto(`${analytics}?period=30d`);
    await expect(page).toHaveURL(new RegExp(`${analytics}\\?time_period=30d$`));
    await expect(periods.getByRole('link', { name: '30 d' })).toHaveAttribute('aria-current', 'page');
  });

  test(`Clear all shows only when a filter is set (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const clear = page.locator('[data-filter-clear]');
    const openSheet = async () => {
      if (label === 'phone') await page.locator('summary[data-filter-toggle]').click();
      await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    };
    await page.goto('/explore/items?sort=name:asc');
    await openSheet();
    await expect(clear).toBeHidden();
    // A filter applied in place (no reload) brings it.
    await page.getByRole('form', { name: 'Filters' }).getByLabel('Buy now').check();
    await expect(page).toHaveURL(/sale_type=sell/);
    await expect(clear).toBeVisible();
    await page.goto('/explore/items?sale_type=sell');
    await openSheet();
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(page).toHaveURL(/\/explore\/items$/);
    await openSheet();
    await expect(clear).toBeHidden();
  });

  test(`a sweep of a collection with one listed NFT has it selected from the start (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const pages = await sitePages(request);
    // The collection shows one listing, as if only one were listed.
    await page.route('**/api/nfts', async (route) => {
      const body = route.request().postDataJSON() as { forsale?: boolean };
      if (!body.forsale) return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { items: unknown[] };
      return route.fulfill({ response, json: { ...json, items: json.items.slice(0, 1) } });
    });
    await page.goto(pages.collection!);
    await page.getByTestId('sweep-open').click();
    const sweep = page.getByRole('dialog', { name: 'Sweep' });
    await expect(sweep.getByRole('checkbox')).toHaveCount(1, { timeout: 30_000 });
    await expect(sweep.getByTestId('sweep-count')).toHaveValue('1');
    await expect(sweep.getByRole('checkbox')).toBeChecked();
    await expect(sweep.getByTestId('sweep-buy')).toBeEnabled();
    await expect(sweep.getByTestId('sweep-buy')).toHaveText('Buy 1 NFT');
    await expect(sweep.getByTestId('sweep-summary')).toContainText('1 NFT in');
  });

  test(`an NFT's audio that cannot play shows its artwork and says so (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    // Sound Garden's NFTs are audio.
    const collections = await request.post('/api/collections', { data: { limit: 50 } });
    const garden = ((await collections.json()) as { items: { address: string; name: string }[] }).items.find(
      (c) => c.name === 'Sound Garden',
    );
    expect(garden, 'Sound Garden in the demo world').toBeDefined();
    const nfts = await request.post('/api/nfts', { data: { collections: [garden!.address], limit: 1 } });
    const audio = ((await nfts.json()) as { items: { address: string; fullImageMimetype: string | null }[] }).items[0]!;
    expect(audio.fullImageMimetype).toMatch(/^audio\//);
    const media = page.locator('[data-media-kind="audio"]');
    // Playable: the player, with its length known before play (not a dead 0:00).
    await page.goto(`/nft/${audio.address}`);
    await expect(media.locator('audio')).toBeVisible();
    await expect.poll(() => media.locator('audio').evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0);
    await expect(media.getByTestId('media-note')).toBeHidden();
    // Not playable (the file is gone): the artwork stays, the player goes, and a note says so.
    await page.route('**/demo-media/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    await expect(media.getByTestId('media-note')).toHaveText(/This audio can't be played here\.\s*Open the file/);
    await expect(media.locator('audio')).toBeHidden();
    await expect(media.getByRole('img').first()).toBeVisible();
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, '[data-media-kind]'), colorScheme).toEqual([]);
    }
  });

  test(`the ranking opens on a period with sales, or says there were none (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const now = Math.floor(Date.now() / 1000);
    const volumes = async (period: (typeof RANKING_PERIODS)[number]) => {
      const res = await request.get(`/api/metrics/summary?from=${now - rankingSeconds(period)}&to=${now}&limit=100&offset=0`);
      return ((await res.json()) as { data: { totalVolumeUsdNow: string }[] }).data.map((r) => Number(r.totalVolumeUsdNow));
    };
    const withSales: (typeof RANKING_PERIODS)[number][] = [];
    for (const period of RANKING_PERIODS) if ((await volumes(period)).some((v) => v > 0)) withSales.push(period);
    expect(withSales.length, 'the demo world has sales in 30 days').toBeGreaterThan(0);
    const opening = withSales[0]!;
    await page.goto('/explore/collections?view=ranking');
    const periods = page.getByRole('navigation', { name: 'Period' });
    await expect(periods.getByRole('link', { name: LIST_PERIOD_LABELS[opening], exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('ranking-quiet')).toHaveCount(0);
    const cells = await page.getByTestId('collection-ranking').locator('tbody tr td:nth-child(4) span.block').allTextContents();
    expect(
      cells.some((text) => text !== formatUsd('0')),
      'a volume above $0.00',
    ).toBe(true);
    // A period asked for without sales says so, one click from the next.
    await page.goto('/explore/collections?view=ranking&time_period=1d');
    if (withSales.includes('1d')) await expect(page.getByTestId('ranking-quiet')).toHaveCount(0);
    else {
      const quiet = page.getByTestId('ranking-quiet');
      await expect(quiet).toContainText('No sales in the last 24 h.');
      await quiet.getByRole('link', { name: 'See the last 7 days' }).click();
      await expect(page).toHaveURL(/time_period=7d/);
    }
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });
}

for (const colorScheme of SCHEMES)
  for (const [label, viewport] of VIEWPORTS)
    test(`axe: the filters with and without Clear all, and the sweep, ${colorScheme}, ${label}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      for (const url of ['/explore/items', '/explore/items?sale_type=sell']) {
        await page.goto(url);
        if (label === 'phone') await page.locator('summary[data-filter-toggle]').click();
        expect(await axeViolations(page), url).toEqual([]);
      }
      await page.goto((await sitePages(request)).collection!);
      await page.getByTestId('sweep-open').click();
      const sweep = page.getByRole('dialog', { name: 'Sweep' });
      await expect(sweep.getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page), 'sweep').toEqual([]);
    });
