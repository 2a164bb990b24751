import { expect, test } from './fixtures/test';

test('the home page shows the navbar and the footer a visitor expects', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Venom NFT Marketplace home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute('href', '/explore/items');
  await expect(nav.getByPlaceholder('Search by NFT, collection')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Connect wallet' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const marketplaceLinks: [string, string][] = [
    ['Explore Collections', '/explore/collections'],
    ['Explore NFTs', '/explore/items'],
    ['Activity', '/explore/activity'],
    ['Buy NFTs', '/buy'],
    ['Terms of Service', '/terms'],
  ];
  for (const [label, href] of marketplaceLinks) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Apply for listing' })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Venom NFT Marketplace`);
  // My account links belong to logged-in people only.
  await expect(footer.getByRole('heading', { name: 'My account' })).toBeHidden();
});

test('on a phone the connect button is labelled Connect', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // It reads Connect; its accessible name stays "Connect wallet", which starts with what it shows.
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Connect wallet', exact: true });
  await expect(button).toBeVisible();
  expect(await button.innerText()).toBe('Connect');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('link', { name: 'Back to the marketplace' })).toHaveAttribute('href', '/');
});
