// Rarity on the pages: the rarest-first sort and "Rank N of M" on cards and the NFT page, and the rank range
// of the filter drawer working as a plain GET form (no JavaScript).
import { expect, test } from './fixtures/test';

interface ApiNft {
  address: string;
  collection: string;
  rarity: { rank: number; of: number } | null;
}

/** The demo collection with the most NFTs (all demo collections have traits). */
async function rankedCollection(request: import('@playwright/test').APIRequestContext): Promise<{ address: string; size: number }> {
  // Rarest first across collections: every collection's rank 1 comes first.
  const res = await request.post('/api/nfts', { data: { verified: false, limit: 100, order: { field: 'rarity', direction: 'asc' } } });
  const firsts = ((await res.json()) as { items: ApiNft[] }).items.filter((n) => n.rarity?.rank === 1);
  const nft = firsts.sort((a, b) => b.rarity!.of - a.rarity!.of)[0]!;
  return { address: nft.collection, size: nft.rarity!.of };
}

const ranksOf = async (page: import('@playwright/test').Page) =>
  (await page.getByTestId('card-rank').allTextContents()).map((text) => {
    const match = /^Rank ([\d,]+) of ([\d,]+)$/.exec(text.trim());
    expect(match, text).not.toBeNull();
    return { rank: Number(match![1]!.replace(/,/g, '')), of: Number(match![2]!.replace(/,/g, '')) };
  });

test('the collection sorts rarest first, and cards and the NFT page say "Rank N of M"', async ({ page, request }) => {
  const collection = await rankedCollection(request);
  await page.goto(`/collection/${collection.address}`);
  const filters = page.locator('form[data-filter-form]');
  await filters.getByRole('combobox').first().selectOption({ label: 'Rarity: rarest first' });
  await expect(page).toHaveURL(/sort=rarity(%3A|:)asc/);
  const ranks = await ranksOf(page);
  expect(ranks.length).toBeGreaterThan(1);
  expect(ranks[0]).toEqual({ rank: 1, of: collection.size });
  for (let i = 1; i < ranks.length; i++) expect(ranks[i]!.rank).toBeGreaterThanOrEqual(ranks[i - 1]!.rank);

  const firstCard = page
    .locator('article')
    .filter({ has: page.getByTestId('card-rank') })
    .first();
  const label = (await firstCard.getByTestId('card-rank').textContent())!.trim();
  await firstCard.getByRole('link').first().click();
  await expect(page.getByTestId('rarity-rank')).toHaveText(label);

  await page.goto(`/collection/${collection.address}?sort=rarity:desc`);
  const reversed = await ranksOf(page);
  for (let i = 1; i < reversed.length; i++) expect(reversed[i]!.rank).toBeLessThanOrEqual(reversed[i - 1]!.rank);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the rank range of the filter drawer keeps only NFTs ranked within it', async ({ page, request }) => {
    const collection = await rankedCollection(request);
    // A range between the collection's second and third distinct ranks (equal scores share a rank).
    const top = await request.post('/api/nfts', {
      data: { collections: [collection.address], verified: false, limit: 50, order: { field: 'rarity', direction: 'asc' } },
    });
    const distinct = [...new Set(((await top.json()) as { items: ApiNft[] }).items.map((n) => n.rarity!.rank))];
    const [from, to] = [distinct[1]!, distinct[2] ?? distinct[1]!];
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/collection/${collection.address}`);
    const range = page.getByTestId('rank-range');
    await range.getByLabel('From').fill(String(from));
    await range.getByLabel('To').fill(String(to));
    await page.locator('form[data-filter-form]').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`rank_from=${from}&rank_to=${to}`));
    await expect(page.getByTestId('rank-range').getByLabel('From')).toHaveValue(String(from));
    const ranks = await ranksOf(page);
    expect(ranks.length).toBeGreaterThan(0);
    expect(ranks.map((r) => r.rank)).toContain(from);
    for (const { rank } of ranks) {
      expect(rank).toBeGreaterThanOrEqual(from);
      expect(rank).toBeLessThanOrEqual(to);
    }

    await page.goto(`/explore/items?collections=${collection.address}&rank_to=1&sort=rarity:asc`);
    expect((await ranksOf(page)).map((r) => r.rank)).toEqual(expect.arrayContaining([1]));
    for (const { rank } of await ranksOf(page)) expect(rank).toBe(1);
  });
});
