// An NFT `transfer` sent from the dev wallet (wallet to wallet, not through a factory) shows the new
// owner in the API and on both profiles within 60 s, with nobody opening the NFT's page: the chain
// reader's owner scan finds it, as it would on mainnet (the devnet names no NFT to the reader).
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { nftDetails } from './fixtures/market-actions';

interface ApiNft {
  readonly address: string;
  readonly forsale: string | null;
  readonly auction: string | null;
}

const PAGE_SIZE = 24;

async function devnetInfo(request: APIRequestContext): Promise<{ accounts: { address: string }[] }> {
  const res = await request.post('/devnet/rpc', { data: { method: 'info' } });
  return ((await res.json()) as { result: { world: { accounts: { address: string }[] } } }).result.world;
}

/** The owner's NFTs as their profile lists them (by name, 24 a page). */
async function ownedByName(request: APIRequestContext, owner: string): Promise<ApiNft[]> {
  const res = await request.post('/api/nfts', {
    data: { owners: [owner], verified: false, order: { field: 'name', direction: 'asc' }, limit: 100 },
  });
  return ((await res.json()) as { items: ApiNft[] }).items;
}

/** The profile's Collected page `n` as the site links it (page 1 is the plain path, which a purge drops). */
const collectedPage = (owner: string, n: number) => (n === 1 ? `/profile/${owner}` : `/profile/${owner}?page=${n}`);

/** Whether any page of the owner's profile (Collected tab) links to the NFT. */
async function profileLists(page: Page, owner: string, nft: string, pages: number): Promise<boolean> {
  for (let n = 1; n <= Math.max(1, pages); n++) {
    await page.goto(collectedPage(owner, n));
    if ((await page.locator(`main a[href="/nft/${nft}"]`).count()) > 0) return true;
  }
  return false;
}

test('a transfer outside the market shows the new owner on both profiles and in the API within 60 s', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { accounts } = await devnetInfo(request);
  const [from, to] = [accounts[3]!.address, accounts[4]!.address]; // Dave and Erin
  const candidates = (await ownedByName(request, from)).filter((n) => n.forsale === null && n.auction === null);
  let nft: string | undefined;
  for (const candidate of candidates) {
    const { nft: record } = await nftDetails(request, candidate.address);
    if (record.forsale === null && record.auction === null && record.manager === from) {
      nft = candidate.address;
      break;
    }
  }
  expect(nft, 'an idle NFT of Dave (reset the e2e state)').toBeDefined();

  // Dave's dev wallet sends the TIP-4 `transfer` itself: no factory, no market event.
  await page.goto('/devnet-wallet/?devnet-wallet=auto:3');
  await page.waitForFunction(() => window.__devnet !== undefined);
  await page.evaluate(() =>
    window.__devnet!.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } }),
  );
  const sentAt = Date.now();
  await page.evaluate(
    ({ nft, from, to }) =>
      window.__devnet!.request({
        method: 'sendMessage',
        params: {
          sender: from,
          recipient: nft,
          amount: '1000000000',
          bounce: true,
          payload: { abi: '', method: 'transfer', params: { to, sendGasTo: from, callbacks: [] } },
        },
      }),
    { nft: nft!, from, to },
  );

  await expect.poll(async () => (await nftDetails(request, nft!)).nft.owner, { timeout: 60_000, intervals: [500] }).toBe(to);
  expect(Date.now() - sentAt).toBeLessThan(60_000);

  // Both profiles show it: the new owner's lists the NFT, the old owner's no longer does.
  const erins = await ownedByName(request, to);
  const index = erins.findIndex((n) => n.address === nft);
  expect(index).toBeGreaterThanOrEqual(0);
  await page.goto(collectedPage(to, Math.floor(index / PAGE_SIZE) + 1));
  await expect(page.locator(`main a[href="/nft/${nft}"]`).first()).toBeVisible();
  const daves = await ownedByName(request, from);
  expect(daves.map((n) => n.address)).not.toContain(nft);
  expect(await profileLists(page, from, nft!, Math.ceil(daves.length / PAGE_SIZE))).toBe(false);
});
