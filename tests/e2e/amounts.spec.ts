import { expect, test } from './fixtures/test';
import { DEMO_TOKEN_ROOTS } from '../../functions/indexer/seed/demo-chain';
import { formatUnits } from '../../shared/lib/amounts';

// The /buy page's USD price filter on DAI listings (18 decimals: every price is far above 2^53 units).

interface Listed {
  items: { address: string; name: string; floorPrice: { price: string; priceToken: string; usdPrice: string | null } | null }[];
}

test('the /buy price filter keeps a DAI listing inside its range and drops it outside, its price shown to the unit', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/nfts', {
    data: { forsale: true, priceTokens: [DEMO_TOKEN_ROOTS.DAI], order: { field: 'floorPriceUsd', direction: 'desc' }, limit: 1 },
  });
  const [dai] = ((await res.json()) as Listed).items;
  expect(dai?.floorPrice?.priceToken).toBe(DEMO_TOKEN_ROOTS.DAI);
  const price = dai!.floorPrice!;
  expect(BigInt(price.price) > 2n ** 53n).toBe(true);
  const usd = Number(price.usdPrice);

  await page.goto(`/buy?price_from=${Math.floor(usd)}&price_to=${Math.ceil(usd) + 1}`);
  const card = page
    .getByTestId('nft-grid')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/nft/${dai!.address}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${formatUnits(price.price, 18)} DAI`);

  await page.goto(`/buy?price_from=${Math.ceil(usd) + 1}`);
  await expect(page.locator(`a[href="/nft/${dai!.address}"]`)).toHaveCount(0);
});
