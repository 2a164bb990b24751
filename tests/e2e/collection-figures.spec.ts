// One floor and one listed count per collection (functions/db/collection-figures.ts): the header, the Items
// tab's count, the Analytics tab, Explore's collection cards, the ranking, the home page, the search results
// and the API all show the same figure, at a phone's and a desktop's width; the changed views pass axe in
// light and dark.
import { axeViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { formatCount, formatUsd } from '../../shared/lib/amounts';
import { DESKTOP, PHONE, useColorScheme } from './fixtures/site-pages';

interface Details {
  address: string;
  name: string;
  floorPriceUsd: string | null;
  floor: { price: string; priceToken: string; usdPrice: string | null } | null;
  listedCount: number;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The home page's top collection with a floor (the top ten by 30 days' volume), with its record. */
async function sample(request: APIRequestContext): Promise<Details> {
  const now = Math.floor(Date.now() / 1000);
  const res = await request.get(`/api/metrics/summary?from=${now - 30 * 86_400}&to=${now}&limit=10&offset=0`);
  const { data } = (await res.json()) as { data: { collection: string; floorPrice: string | null }[] };
  const top = data.find((row) => row.floorPrice !== null);
  expect(top, 'a top collection with a floor').toBeTruthy();
  return post<Details>(request, '/collection/details', { collection: top!.collection });
}

/** The texts of a figure's card (its value, then its USD line when it has one). */
const figure = (page: Page, within: string, id: string) => page.getByTestId(within).locator(`[data-figure="${id}"] dd`);

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`one floor and one listed count on every surface of a collection, ${label}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const collection = await sample(request);
    const address = collection.address;
    expect(collection.floorPriceUsd).not.toBeNull();
    const floorUsd = formatUsd(collection.floorPriceUsd!);

    // The API: the record's floor listing is the floor, and every list gives the same USD value.
    expect(collection.floor?.usdPrice).toBe(collection.floorPriceUsd);
    const listed = await post<{ totalCount: number }>(request, '/nfts', {
      collections: [address],
      verified: false,
      listed: true,
      limit: 1,
      withCount: true,
    });
    expect(listed.totalCount).toBe(collection.listedCount);
    const cards = await post<{ items: { address: string; floorPriceUsd: string | null }[] }>(request, '/collections', {
      name: collection.name,
      verified: false,
      limit: 20,
      offset: 0,
      order: { field: 'ownersCount', direction: 'desc' },
    });
    expect(cards.items.find((c) => c.address === address)?.floorPriceUsd).toBe(collection.floorPriceUsd);
    const search = await request.post('/api/search', { data: collection.name, headers: { 'content-type': 'text/plain' } });
    const hits = (await search.json()) as { items: { address: string; floorPriceUsd: string | null }[] };
    expect(hits.items.find((hit) => hit.address === address)?.floorPriceUsd).toBe(collection.floorPriceUsd);

    // The header on the Items tab: the floor in its token with the same USD value; the listed count.
    await page.goto(`/collection/${address}`);
    const headerFloor = await figure(page, 'collection-stats', 'floor').allTextContents();
    expect(headerFloor[1]).toBe(floorUsd);
    await expect(page.getByTestId('collection-stats').locator('[data-figure="listed"]')).toHaveAttribute(
      'data-count',
      String(collection.listedCount),
    );
    // The Items tab's count, unfiltered.
    await expect(page.getByTestId('item-counts')).toContainText(`${formatCount(collection.listedCount)} listed`);

    // The Analytics tab: the same floor, token and USD, and the same listed count.
    await page.goto(`/collection/${address}/analytics`);
    expect((await figure(page, 'analytics-summary', 'floor').allTextContents()).slice(0, 2)).toEqual(headerFloor.slice(0, 2));
    await expect(figure(page, 'analytics-summary', 'listed')).toHaveText(formatCount(collection.listedCount));
    await expect(figure(page, 'collection-stats', 'floor').nth(1)).toHaveText(floorUsd);

    // The home page, Explore's cards and the ranking.
    const link = `a[href="/collection/${address}"]`;
    await page.goto('/');
    await expect(page.getByTestId('top-collections').locator(link)).toContainText(`Floor ${floorUsd}`);
    await page.goto(`/explore/collections?collection_name=${encodeURIComponent(collection.name)}&verified=all`);
    await expect(page.locator(`article:has(${link})`).locator('dd').first()).toHaveText(floorUsd);
    await page.goto('/explore/collections?view=ranking&time_period=30d');
    await expect(page.locator(`tr:has(${link}) td`).nth(2)).toHaveText(floorUsd);

    // The search results.
    await page.goto(`/search?q=${encodeURIComponent(collection.name)}`);
    await expect(page.getByTestId('search-results-collection').locator(link).getByTestId('search-floor')).toHaveText(`· Floor ${floorUsd}`);
  });

  test(`the collection header, its Analytics tab and the search results pass axe in light and dark, ${label}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const collection = await sample(request);
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      for (const path of [
        `/collection/${collection.address}`,
        `/collection/${collection.address}/analytics`,
        `/search?q=${encodeURIComponent(collection.name)}`,
      ]) {
        await page.goto(path);
        expect(await axeViolations(page), `${path} in ${scheme}`).toEqual([]);
      }
    }
  });
}
