// The terms agreement modal (spec §2 Modals) before the first market action of someone who has not
// agreed: cancelling it stops the action, agreeing stores the banner's own acceptance and the action
// goes on (a visitor's goes on to the connect flow).
import { expect as baseExpect, test, type APIRequestContext } from './fixtures/test';
import { marketReady } from './fixtures/market-actions';
import { DESKTOP, PHONE } from './fixtures/site-pages';

// Slow machines hydrate pages late: each check may wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(180_000);

async function listedNft(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/nfts', { data: { forsale: true, limit: 1, order: { field: 'name', direction: 'asc' } } });
  return ((await res.json()) as { items: { address: string }[] }).items[0]!.address;
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the terms modal comes before a first market action, and agreeing there is the banner's acceptance (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/nft/${await listedNft(request)}`);
    const banner = page.locator('[data-terms-banner]');
    await expect(banner).toBeVisible();
    const buy = page.getByTestId('sale-box').getByRole('button', { name: 'Buy now' });
    await marketReady(page);
    const terms = page.getByRole('dialog', { name: 'Agree to the Terms of Service' });
    const connect = page.getByRole('dialog', { name: 'Connect wallet' });

    await buy.click();
    await expect(terms).toBeVisible();
    await expect(connect).toBeHidden();
    await expect(terms).toContainText('please read and agree to our Terms of Service. Sales, auctions');
    // The dialog stays inside the screen.
    const dialogBox = (await terms.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);

    // Cancel: nothing stored, no connect flow, the banner still asks.
    await terms.getByRole('button', { name: 'Cancel' }).click();
    await expect(terms).toBeHidden();
    await expect(connect).toBeHidden();
    await expect(buy).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('venom-nft:terms-accepted'))).toBeNull();
    await expect(banner).toBeVisible();

    // The terms can be read from the modal, then agreed to.
    await buy.click();
    await terms.getByRole('link', { name: 'Terms of Service' }).click();
    const fullTerms = page.getByRole('dialog', { name: 'Terms of Service', exact: true });
    await expect(fullTerms).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fullTerms).toBeHidden();
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'I agree' }).click();
    await expect(terms).toBeHidden();
    // Stored by the dialog's close event, a task after it hides.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('venom-nft:terms-accepted'))).toBe('true');
    await expect(banner).toBeHidden();
    // The action went on: a visitor connects first.
    await expect(connect).toBeVisible();

    // Agreed once: no modal again, even after a reload.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(banner).toBeHidden();
    await marketReady(page);
    await buy.click();
    await expect(connect).toBeVisible();
    await expect(terms).toBeHidden();
  });
}
