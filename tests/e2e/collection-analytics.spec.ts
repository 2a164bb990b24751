// The collection's Analytics tab: its charts and the tables behind them show the API's numbers, in the
// collection's main token with USD beside, on a phone and a desktop, and the period is in the URL.
import { axeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import type { CollectionHolders, CollectionListings, CollectionMarket } from '../../shared/contract/schemas';
import { formatCount, formatUnits, formatUsd } from '../../shared/lib/amounts';
import { DEVNET_TOKEN_ROOTS, findToken, supportedTokens } from '../../shared/lib/tokens';
import { DESKTOP, PHONE, sitePages } from './fixtures/site-pages';

const cells = async (page: Page, testid: string, column: number) =>
  page.getByTestId(testid).locator(`tbody tr td:nth-child(${column})`).allTextContents();

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`analytics: charts and tables match the API, ${label}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const analytics = (await sitePages(request))['collection analytics']!;
    const collection = analytics.split('/')[2]!;
    await page.goto(analytics);
    // The tab is in the collection's tab list; 7 d by default, 30 d through the URL.
    await expect(page.getByRole('navigation', { name: 'Collection' }).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '7 d' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 d' }).click();
    await expect(page).toHaveURL(/\/analytics\?time_period=30d$/);
    await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 d' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const post = async <T>(path: string, data: unknown) => (await (await request.post(`/api${path}`, { data })).json()) as T;
    const market = await post<CollectionMarket>('/collection/analytics/market', { collection, period: '30d' });
    const listings = await post<CollectionListings>('/collection/analytics/listings', { collection });
    const holders = await post<CollectionHolders>('/collection/analytics/holders', { collection });
    expect(market.buckets).toHaveLength(30);
    expect(market.salesTotal).toBeGreaterThan(0);

    // The figures are in the main token: the token most of the collection's volume trades in.
    const main = findToken(market.token!, supportedTokens(DEVNET_TOKEN_ROOTS))!;
    expect(main).toBeDefined();
    const inMain = (a: { token: string; amount: string } | null, shown: string) => {
      if (a === null) return expect(shown).toBe('—');
      // Exact in its own token; another token's amount is converted at today's prices, named in the main token.
      if (a.token === main.address) return expect(shown).toBe(`${formatUnits(a.amount, main.decimals)} ${main.symbol}`);
      return expect(shown).toMatch(new RegExp(`^[\\d ]+(\\.\\d+)? ${main.symbol}$|^—$`));
    };
    await expect(page.getByTestId('floor-chart').locator('xpath=..').getByText(`in ${main.symbol}, by date`)).toBeVisible();
    // Floor: one table row per day, each the API's floor in the main token with its USD beside; the line is drawn.
    const floorsShown = await cells(page, 'floor-table', 2);
    market.buckets.forEach((b, i) => inMain(b.floor, floorsShown[i]!));
    expect(await cells(page, 'floor-table', 3)).toEqual(market.buckets.map((b) => (b.floorUsd === null ? '—' : formatUsd(b.floorUsd))));
    expect(await cells(page, 'floor-table', 1)).toEqual(market.buckets.map((b) => new Date(b.start * 1000).toISOString().slice(0, 10)));
    await expect(page.getByTestId('floor-line')).toHaveCount(market.buckets.some((b) => b.floorUsd) ? 1 : 0);
    // Sales: a dot per priced sale and a row per sale.
    await expect(page.getByTestId('sale-dot')).toHaveCount(market.sales.filter((s) => s.usd !== null).length);
    const salesShown = await cells(page, 'sales-table', 2);
    market.sales.forEach((s, i) => inMain(s, salesShown[i]!));
    expect(await cells(page, 'sales-table', 3)).toEqual(market.sales.map((s) => (s.usd === null ? '—' : formatUsd(s.usd))));
    // Volume: a bar per day with sales, and the day's count and USD in the table.
    await expect(page.getByTestId('volume-bar')).toHaveCount(market.buckets.filter((b) => Number(b.volumeUsd) > 0).length);
    expect(await cells(page, 'volume-table', 2)).toEqual(market.buckets.map((b) => formatCount(b.sales)));
    const volumesShown = await cells(page, 'volume-table', 3);
    market.buckets.forEach((b, i) => {
      if (b.volume.length === 1) inMain(b.volume[0]!, volumesShown[i]!);
      else expect(volumesShown[i]).toMatch(new RegExp(` ${main.symbol}$`));
    });
    expect(await cells(page, 'volume-table', 4)).toEqual(market.buckets.map((b) => formatUsd(b.volumeUsd)));
    // Listing depth: a bar and a row per band, from the floor up.
    await expect(page.getByTestId('depth-bar')).toHaveCount(listings.bands.length);
    expect(await cells(page, 'depth-table', 3)).toEqual(listings.bands.map((b) => formatCount(b.listed)));
    expect((await cells(page, 'depth-table', 1))[0]).toMatch(new RegExp(` to .* ${main.symbol}$`));
    expect((await cells(page, 'depth-table', 2))[0]).toBe(`${formatUsd(listings.floorUsd!)} to ${formatUsd(listings.bands[0]!.toUsd!)}`);
    // Holders: the summary, the distribution and the top holders linking to their profiles.
    const summary = page.getByTestId('analytics-summary');
    await expect(summary).toContainText(`Unique holders${formatCount(holders.holders)}`);
    await expect(summary).toContainText(`Top 10 hold${((holders.topTenHeld / holders.held) * 100).toFixed(1)}%`);
    await expect(summary).toContainText(`Sales, 30 d${formatCount(market.salesTotal)}`);
    // The period's volume in the main token, its USD under it.
    const volumeTile = summary.locator('div').filter({ hasText: 'Volume, 30 d' });
    await expect(volumeTile).toContainText(main.symbol);
    await expect(volumeTile).toContainText(formatUsd(market.volumeUsd));
    await expect(summary.locator('div').filter({ hasText: 'Floor now' })).toContainText(main.symbol);
    expect(await cells(page, 'holders-table', 2)).toEqual(holders.distribution.map((b) => formatCount(b.holders)));
    const top = page.getByTestId('top-holders').getByRole('link');
    await expect(top).toHaveCount(holders.top.length);
    expect(await top.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      holders.top.map((h) => `/profile/${h.address}`),
    );

    // The tables open without JS (a native disclosure) and are the same figures.
    await page.getByText('Floor by date as a table').click();
    await expect(page.getByTestId('floor-table')).toBeVisible();
  });
}

test('analytics: a period outside the list shows the default, and the API names the bad field', async ({ page, request }) => {
  const analytics = (await sitePages(request))['collection analytics']!;
  await page.goto(`${analytics}?period=forever`);
  await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '7 d' })).toHaveAttribute('aria-current', 'page');
  const res = await request.post('/api/collection/analytics/market', { data: { collection: analytics.split('/')[2], period: 'forever' } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ field: 'period' });
});

for (const colorScheme of ['light', 'dark'] as const)
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    test(`analytics: axe finds nothing with the tables open, ${colorScheme}, ${label}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const analytics = (await sitePages(request))['collection analytics']!;
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await page.goto(`${analytics}?period=30d`);
      for (const summary of await page.locator('details > summary').filter({ hasText: 'as a table' }).all()) await summary.click();
      expect(await axeViolations(page)).toEqual([]);
    });
