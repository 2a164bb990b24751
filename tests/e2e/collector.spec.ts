// What a collector used to OpenSea or Magic Eden expects: priced items first, grouped
// search, a readable price history, the NFT and collection pages' tools and stats.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function collections(page: Page): Promise<{ address: string; name: string }[]> {
  const res = await page.request.post('/api/collections', { data: { limit: 20 } });
  return ((await res.json()) as { items: { address: string; name: string }[] }).items;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('search for part of a collection name shows that collection first, then NFTs, and all results', async ({ page }) => {
      const punks = (await collections(page)).find((c) => c.name === 'Venom Punks')!;
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search' });
      await box.fill('punk');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('option').first()).toContainText('Venom Punks');
      // Each result is a link that is itself the option (an option holds no interactive element).
      await expect(results.getByRole('option').first()).toHaveAttribute('href', `/collection/${punks.address}`);
      await expect(results.getByRole('group', { name: 'Collections' })).toBeVisible();
      await expect(results.getByRole('group', { name: 'NFTs' }).getByRole('option').first()).toBeVisible();

      await page.getByTestId('search-see-all').click();
      await expect(page).toHaveURL(/\/search\?q=punk$/);
      const collectionsFound = page.getByTestId('search-results-collection');
      await expect(collectionsFound.getByRole('link').first()).toHaveAttribute('href', `/collection/${punks.address}`);
      await expect(page.getByTestId('search-results-nft').getByRole('listitem').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('other collections by part of their name: orb and serp', async ({ page }) => {
      for (const [text, name] of [
        ['orb', 'Oasis Orbs'],
        ['serp', 'Neon Serpents'],
      ] as const) {
        await page.goto(`/search?q=${text}`);
        await expect(page.getByTestId('search-results-collection').getByRole('link').first()).toContainText(name);
      }
    });
  });
}

test('the navbar search works without JS: Enter opens the full results page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/explore/items');
  await page.getByRole('combobox', { name: 'Search' }).fill('orb');
  await page.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=orb$/);
  await expect(page.getByTestId('search-results-collection')).toContainText('Oasis Orbs');
  await context.close();
});

test('explore items: priced items first by default, the sorts people expect, counts and even card rows', async ({ page }) => {
  await page.goto('/explore/items');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('floorPriceUsd:asc');
  for (const label of ['Price: low to high', 'Price: high to low', 'Recently listed', 'Last sale: high to low', 'Best offer: high to low'])
    await expect(sort.locator('option', { hasText: label })).toHaveCount(1);
  await expect(page.getByTestId('item-counts')).toHaveText(/^[\d\s]+ items · [\d\s]+ listed$/);
  // The first page is all priced: no wall of dashes.
  const cards = page.getByTestId('nft-grid').getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId('nft-grid').getByTestId('card-no-price')).toHaveCount(0);
  // Cards of one row are as tall as each other.
  const boxes = await cards.evaluateAll((els) => els.slice(0, 5).map((el) => el.getBoundingClientRect()));
  const firstRow = boxes.filter((b) => Math.abs(b.top - boxes[0]!.top) < 1);
  expect(new Set(firstRow.map((b) => Math.round(b.height))).size).toBe(1);

  // With JS a new sort applies at once (no Apply to press).
  await sort.selectOption('listedAt:desc');
  await expect(page).toHaveURL(/sort=listedAt%3Adesc/);
  await expect(page.getByRole('progressbar', { name: 'Loading results' })).toBeHidden();
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Buy now|On auction/);
});

test('home: Top NFTs show a price or their last sale, never a bare dash', async ({ page }) => {
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Top NFTs' }).getByRole('article');
  const count = await top.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(top.nth(i)).not.toContainText('—');
});

test('NFT page: price history as labelled server SVG from the sales in the activity, and no duplicate transfer rows', async ({
  page,
  request,
}) => {
  // An NFT with a completed sale.
  const sold = await request.post('/api/events', { data: { types: ['sell_purchased', 'auction_complete', 'offer_filled'], limit: 1 } });
  const event = ((await sold.json()) as { data: { address: string }[] }).data[0]!;
  await page.goto(`/nft/${event.address}`);
  const chart = page.getByTestId('price-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.getByTestId('price-axis')).toContainText('$0');
  await expect(chart.getByTestId('date-axis')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(chart).toContainText('Price in USD by sale date (UTC)');
  // The chart's sales are the table's: same count, and the low figure is a price the table shows.
  const rows = page.getByTestId('activity-table').getByRole('row');
  const saleRows = rows.filter({ hasText: /Sold|Auction completed|Offer accepted/ });
  await expect(chart.getByTestId('price-dot')).toHaveCount(await saleRows.count());
  const low = (await chart.locator('figcaption').innerText()).match(/Low (\$[\d\s.]+)/)![1]!.trim();
  await expect(saleRows.filter({ hasText: low }).first()).toBeVisible();
  // A sale is one row: the transfer it made is not listed again.
  const sales = await saleRows.allInnerTexts();
  const transfers = await rows.filter({ hasText: 'Transferred' }).allInnerTexts();
  for (const sale of sales) {
    const date = sale.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)![0];
    expect(transfers.some((t) => t.includes(date))).toBe(false);
  }
  // The media box is not stretched to the column: no grey band under the art.
  const media = await page.locator('[data-media-kind]').boundingBox();
  expect(media!.height).toBeLessThan(media!.width + 120);
});

test('NFT page: tools, royalty percentage and More from this collection', async ({ page, market }) => {
  await page.goto(`/nft/${market.listedNft.address}`);
  await expect(page.getByTestId('copy-address')).toHaveAttribute('title', market.listedNft.address);
  await expect(page.getByTestId('explorer-link')).toHaveAttribute('href', `https://venomscan.com/accounts/${market.listedNft.address}`);
  await page.getByTestId('more-tools').click();
  await page.getByTestId('refresh-metadata').click();
  await expect(page.locator('[data-tools-status]').first()).toHaveText('Connect your wallet and sign in to refresh metadata.');
  // The royalty reads as its percentage, as on the collection's page ("5%", not "5% to the creator").
  await expect(page.getByTestId('royalty')).toHaveText(/^\d+(\.\d+)?%( · Market fee [\d.]+%)?$/);
  const more = page.getByTestId('more-from-collection');
  await expect(more.getByRole('article').first()).toBeVisible();
  await expect(more.getByRole('link', { name: market.listedNft.name, exact: true })).toHaveCount(0);
});

test('NFT page: offers best first, with the best in the market box', async ({ page, request }) => {
  const res = await request.post('/api/nfts', { data: { limit: 100, order: { field: 'bestOfferUsd', direction: 'desc' } } });
  const nft = ((await res.json()) as { items: { address: string; bestOffer: string | null }[] }).items[0]!;
  expect(nft.bestOffer).not.toBeNull();
  await page.goto(`/nft/${nft.address}`);
  await expect(page.getByTestId('sale-box').getByTestId('best-offer')).toBeVisible();
  const usd = await page
    .getByTestId('offers')
    .locator('li')
    .evaluateAll((items) => items.map((li) => Number((li.textContent ?? '').match(/\$([\d\s.]+)/)?.[1]?.replace(/\s/g, '') ?? 0)));
  expect(usd).toEqual([...usd].sort((a, b) => b - a));
});

test('collection page: stats, its own search and tools', async ({ page, market }) => {
  await page.goto(`/collection/${market.collection.address}`);
  const stats = page.getByTestId('collection-stats');
  await expect(stats).toContainText('Listed');
  await expect(stats).toContainText('%');
  await page.getByTestId('more-tools').click();
  await expect(page.getByTestId('explorer-link')).toBeVisible();
  await page.keyboard.press('Escape');
  const search = page.getByTestId('collection-search');
  const first = await page.getByTestId('nft-grid').getByRole('heading').first().innerText();
  await search.getByRole('searchbox').fill(first);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('nft-grid').getByRole('heading', { name: first, exact: true })).toBeVisible();
  await expect(page.getByTestId('collection-search').getByRole('searchbox')).toHaveValue(first);
});

test('explore collections: whole names, a ranking with floor, volume and change, and unverified on request', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/explore/collections');
  // Names are not cut with an ellipsis at 1440 px.
  const names = page.getByTestId('collection-grid').getByRole('heading');
  for (const heading of await names.all()) {
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(heading).not.toContainText('…');
  }
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Ranking' }).click();
  await expect(page).toHaveURL(/view=ranking/);
  const ranking = page.getByTestId('collection-ranking');
  for (const column of ['Collection', 'Floor', 'Volume', 'Items', 'Owners'])
    await expect(ranking.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(ranking.getByRole('row').nth(1)).toContainText('1');
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(ranking.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/explore/collections');
  // With JS the toggle applies at once (no Apply button): the list and the URL follow.
  await page.getByLabel('Show unverified collections').check();
  await expect(page).toHaveURL(/verified=all/);
  await expect(page.getByText('Including unverified collections')).toBeVisible();
  // The devnet's own collections are not verified: they show only now.
  await expect(page.getByTestId('collection-grid')).toContainText('Devnet');
});
