// Finding and filtering, on a phone and a desktop: a price range in USD
// or in a token's own amounts (a DAI range beyond 2^53 base units) on every NFT list, without JS and
// with other filters; removable filter chips; the sticky filters; unverified items found and marked;
// profiles by username; a pasted address straight to its page; /_app; time_period; the ranking's sorts.
import { axeViolations } from './fixtures/axe';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures/test';
import BigNumber from 'bignumber.js';
import { DEVNET_TOKEN_ROOTS } from '../../shared/lib/tokens';
import { DESKTOP, PHONE, useColorScheme } from './fixtures/site-pages';

/** Live filters re-read the list before the URL follows: more than 5 s on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

interface ListedNft {
  address: string;
  name: string;
  collection: string;
  owner: string;
  floorPrice: { priceToken: string; price: string };
}

/** The cheapest NFT listed for sale in DAI (the demo world lists some), with its exact price. */
async function daiListing(request: APIRequestContext): Promise<ListedNft> {
  const dai = DEVNET_TOKEN_ROOTS.DAI;
  const res = await request.post('/api/nfts', {
    data: { forsale: true, priceTokens: [dai], limit: 1, order: { field: 'floorPriceUsd', direction: 'asc' } },
  });
  const nft = ((await res.json()) as { items: ListedNft[] }).items[0]!;
  expect(nft.floorPrice.priceToken).toBe(dai);
  // Above 2^53 base units: a float would lose units here.
  expect(BigInt(nft.floorPrice.price) > 2n ** 53n).toBe(true);
  return nft;
}

const whole = (units: string) => new BigNumber(units).shiftedBy(-18).toFixed();
const cards = (page: Page) => page.getByTestId('nft-grid').getByRole('listitem');

// Pages here read several lists each: generous time on a busy machine (speed is for benchmarks).
test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('venom-nft:terms-accepted', 'true'));
});
test.use({ navigationTimeout: 60_000 });

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a DAI price range finds the listing at its exact price and not one unit above, on every NFT list', async ({ page, request }) => {
      const nft = await daiListing(request);
      const exact = whole(nft.floorPrice.price);
      const oneUnitMore = whole((BigInt(nft.floorPrice.price) + 1n).toString());
      const lists = [
        `/explore/items?sale_type=sell&sort=floorPriceUsd:asc&`,
        `/collection/${nft.collection}?sale_type=sell&`,
        `/profile/${nft.owner}?`,
        '/buy?',
      ];
      for (const list of lists) {
        await page.goto(`${list}price_token=DAI&price_from=${exact}&price_to=${exact}`);
        await expect(cards(page).filter({ hasText: nft.name }), list).toHaveCount(1);
        for (const card of await cards(page).all()) await expect(card).toContainText('DAI');
        await expect(page.getByTestId('filter-chips')).toContainText(`Price: ${exact} – ${exact} DAI`);
        await page.goto(`${list}price_token=DAI&price_from=${oneUnitMore}`);
        await expect(cards(page).filter({ hasText: nft.name }), list).toHaveCount(0);
      }
    });

    test('a USD range, combined with sale type and sort, keeps every result inside it', async ({ page }) => {
      await page.goto('/explore/items?sale_type=sell&sort=floorPriceUsd:desc&price_from=5&price_to=20');
      const usd = (
        await page
          .getByTestId('nft-grid')
          .getByText(/^\$[\d ]+\.\d\d$/)
          .allTextContents()
      ).map((t) => Number(t.replace(/[$ ]/g, '')));
      expect(usd.length).toBeGreaterThan(0);
      for (const value of usd) expect(value >= 5 && value <= 20, `${value}`).toBe(true);
      expect([...usd].sort((a, b) => b - a)).toEqual(usd);
      for (const badge of await page.getByTestId('card-badge').allTextContents()) expect(badge).toBe('Buy now');
    });

    test('chips remove one filter in one click, and Clear all removes them all', async ({ page }) => {
      await page.goto('/explore/items?sale_type=sell,auction&price_from=1&price_to=500&sort=name:asc');
      const chips = page.getByTestId('filter-chips');
      await expect(chips.getByRole('link')).toHaveText([/On auction/, /Buy now/, /Price: \$1 – \$500/, 'Clear all']);
      await chips.getByRole('link', { name: /On auction/ }).click();
      await expect(page).toHaveURL(/sale_type=sell&/);
      await expect(page).toHaveURL(/price_from=1/);
      await expect(page).toHaveURL(/sort=name/);
      await expect(page.getByTestId('filter-chips').getByRole('link', { name: /On auction/ })).toHaveCount(0);
      await page.getByTestId('filter-chips-clear').click();
      await expect(page).toHaveURL(/\/explore\/items\?sort=name%3Aasc$/);
      await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    });

    test('unverified items are found on Explore items on request and by search, marked', async ({ page }) => {
      // Devnet's collections are unverified: found by search, and on Explore items with the switch on, marked.
      const search = await page.request.post('/api/search', { data: 'Devnet', headers: { 'content-type': 'text/plain' } });
      const hits = ((await search.json()) as { items: { objectType: string; address: string; verified: boolean }[] }).items;
      const collection = hits.find((h) => h.objectType === 'collection' && !h.verified)!;
      expect(collection).toBeDefined();
      await page.goto(`/explore/items?collections=${collection.address}`);
      await expect(cards(page)).toHaveCount(0);
      await page.goto(`/explore/items?verified=all&collections=${collection.address}`);
      await expect(cards(page).first()).toBeVisible();
      expect(await page.getByTestId('card-unverified').count()).toBe(await cards(page).count());
      await expect(page.getByTestId('card-unverified').first()).toHaveText('Unverified');
      await expect(page.getByLabel('Show unverified')).toBeChecked();
      await page.goto('/search?q=Devnet');
      const results = page.getByTestId('search-results-collection');
      await expect(results).toContainText('Devnet');
      await expect(results.getByTestId('search-unverified').first()).toHaveText('Unverified');
    });

    test('search finds a profile by username; a pasted address goes straight to its page', async ({ page, request }) => {
      await page.goto('/search?q=orb_kee');
      const profiles = page.getByTestId('search-results-profile');
      await expect(profiles).toContainText('orb_keeper');
      await profiles.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/profile\/0:[0-9a-f]{64}$/);

      const nft = await daiListing(request);
      const wallet = `0:${'ab'.repeat(32)}`;
      for (const [address, path] of [
        [nft.address, `/nft/${nft.address}`],
        [nft.collection, `/collection/${nft.collection}`],
        [wallet, `/profile/${wallet}`],
      ] as const) {
        await page.goto('/');
        const box = page.getByRole('combobox', { name: 'Search' });
        await box.fill(address);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('/_app answers with the home page', async ({ page }) => {
      const res = await page.goto('/_app');
      expect(res?.status()).toBe(200);
      await expect(page).toHaveURL(/\/$/);
    });

    test('the ranking reads time_period (and old period= links) and its columns sort', async ({ page }) => {
      await page.goto('/explore/collections?view=ranking&period=7d');
      const periods = page.getByRole('navigation', { name: 'Period' });
      await expect(periods.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
      await periods.getByRole('link', { name: '30 days' }).click();
      await expect(page).toHaveURL(/time_period=30d/);
      await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const ranking = page.getByTestId('collection-ranking');
      const floors = async () =>
        (await ranking.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent?.trim() ?? '')))
          .filter((t) => t !== '—')
          .map((t) => Number(t.replace(/[$ ]/g, '')));
      await ranking.getByRole('link', { name: /^Floor/ }).click();
      await expect(page).toHaveURL(/sort=floor%3Adesc|sort=floor:desc/);
      await expect(page.getByTestId('collection-ranking').getByRole('columnheader', { name: /Floor/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const down = await floors();
      expect(down.length).toBeGreaterThan(1);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      await page
        .getByTestId('collection-ranking')
        .getByRole('link', { name: /^Floor/ })
        .click();
      await expect(page).toHaveURL(/sort=floor(%3A|:)asc/);
      const up = await floors();
      expect(up).toEqual([...up].sort((a, b) => a - b));
      await expect(page).toHaveURL(/time_period=30d/);
      for (const column of label === 'desktop' ? ['Volume', 'Change'] : ['Volume']) {
        await page
          .getByTestId('collection-ranking')
          .getByRole('link', { name: new RegExp(`^${column}`) })
          .click();
        await expect(page.getByTestId('collection-ranking').getByRole('columnheader', { name: new RegExp(column) })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
      }
      if (label === 'desktop') {
        await page
          .getByTestId('collection-ranking')
          .getByRole('link', { name: /^Owners/ })
          .click();
        await expect(page.getByTestId('collection-ranking').getByRole('columnheader', { name: /Owners/ })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
      }
      // All collections sort by volume too.
      await page.goto('/explore/collections?sort=totalVolumeUsd:desc');
      await expect(page.locator('select[name="sort"]')).toHaveValue('totalVolumeUsd:desc');
      await expect(page.getByTestId('collection-grid')).toBeVisible();
    });

    test('Explore activity has a period filter written as time_period', async ({ page }) => {
      await page.goto('/explore/activity');
      if (label === 'phone') await page.locator('summary[data-filter-toggle]').click();
      await page.getByLabel('Last 30 days').check();
      await expect(page).toHaveURL(/time_period=30d/);
      await page.goto('/explore/activity?time_period=1d');
      await expect(page.getByLabel('Last 24 h')).toBeChecked();
      const since = Date.now() - 86_400_000 - 60_000;
      for (const when of await page
        .getByTestId('activity-table')
        .locator('time')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))) {
        expect(Date.parse(when!)).toBeGreaterThan(since);
      }
      await expect(page.getByTestId('filter-chips')).toContainText('Last 24 h');
    });
  });
}

test('without JS the price form applies from its fields, with the other filters kept', async ({ browser, request }) => {
  const nft = await daiListing(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`/collection/${nft.collection}?sale_type=sell`);
  const form = page.locator('form[data-filter-form]');
  await form.getByLabel('Currency').selectOption('DAI');
  await form.getByLabel('Min', { exact: true }).fill(whole(nft.floorPrice.price));
  await form.getByLabel('Max', { exact: true }).fill(whole(nft.floorPrice.price));
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price_token=DAI/);
  await expect(page).toHaveURL(/sale_type=sell/);
  await expect(cards(page).filter({ hasText: nft.name })).toHaveCount(1);
  await context.close();
});

test('desktop: the filters stay in view while the results scroll; every event type shows', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/explore/activity');
  const drawer = page.locator('[data-filter-drawer]');
  const list = page.locator('fieldset', { has: page.getByText('Event type', { exact: true }) }).locator('ul');
  expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  for (const type of ['Auction completed', 'Minted', 'Transferred']) await expect(page.getByLabel(type, { exact: true })).toBeVisible();
  // Scrolled down the results (not past their end, where the filters leave with them): the filters are
  // still whole on the screen, under the navbar.
  const resultsTop = await drawer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), resultsTop + 400);
  await expect.poll(async () => (await drawer.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
  const box = (await drawer.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
});

const AXE_PAGES = (nft: ListedNft): Record<string, string> => ({
  'explore items': '/explore/items?sale_type=sell&price_token=DAI&price_from=1&price_to=500&verified=all',
  collection: `/collection/${nft.collection}?price_from=1`,
  profile: `/profile/${nft.owner}?price_token=DAI&price_from=1`,
  buy: '/buy?price_from=1',
  activity: '/explore/activity?time_period=30d&event_type=mint',
  ranking: '/explore/collections?view=ranking&time_period=7d&sort=floor:asc',
  'search unverified': '/search?q=Devnet',
  'search profiles': '/search?q=orb_keep',
});

// Light and dark are checked on the same load: the site follows prefers-color-scheme without a reload.
for (const name of ['explore items', 'collection', 'profile', 'buy', 'activity', 'ranking', 'search unverified', 'search profiles']) {
  test(`axe: ${name} with filters, light and dark, phone and desktop`, async ({ page, request }) => {
    const path = AXE_PAGES(await daiListing(request))[name]!;
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      for (const colorScheme of ['light', 'dark'] as const) {
        await useColorScheme(page, colorScheme);
        for (const v of await axeViolations(page)) found.push(`${viewport.width} ${colorScheme}: ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
}
