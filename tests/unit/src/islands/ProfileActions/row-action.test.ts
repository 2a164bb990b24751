// The profile rows' actions (src/islands/ProfileActions/row-action.ts) and the dialogs' USD rate
// (src/market/usd-rate.ts): what a row's link asks for, and a rate never made up.
import { describe, expect, it } from 'vitest';
import type { TokenPrice } from '@shared/contract/schemas';
import { usdValue } from '@shared/lib/usd-rates';
import { usdRateFor } from '~/market/usd-rate';
import { rowActionHref, rowRequestOf } from '~/islands/ProfileActions/row-action';

const NFT = `0:${'a'.repeat(64)}`;
const OFFER = `0:${'b'.repeat(64)}`;
const TOKEN = `0:${'c'.repeat(64)}`;
const link = (data: Record<string, string>) => ({ dataset: data }) as unknown as HTMLElement;

describe('a row action', () => {
  it('falls back to the NFT page confirmation of the same action', () => {
    expect(rowActionHref(NFT, 'acceptOffer', OFFER)).toBe(`/nft/${NFT}?action=acceptOffer&offer=${OFFER}`);
    expect(rowActionHref(NFT, 'placeBid')).toBe(`/nft/${NFT}?action=placeBid`);
  });

  it('is read off the link, and offer actions must name their offer', () => {
    expect(rowRequestOf(link({ capture: 'cancelOffer', nft: NFT, offer: OFFER }), 5)).toMatchObject({
      kind: 'cancelOffer',
      nft: NFT,
      offer: OFFER,
      at: 5,
    });
    expect(rowRequestOf(link({ capture: 'placeBid', nft: NFT }), 5)).toMatchObject({ kind: 'placeBid', offer: null });
    expect(rowRequestOf(link({ capture: 'acceptOffer', nft: NFT }), 5)).toBeNull();
    expect(rowRequestOf(link({ capture: 'buy', nft: NFT }), 5)).toBeNull();
    expect(rowRequestOf(link({ capture: 'placeBid' }), 5)).toBeNull();
  });
});

describe("a dialog's USD rate", () => {
  const price = (overrides: Partial<TokenPrice> = {}): TokenPrice => ({
    token: TOKEN,
    usd: '0.1187',
    decimals: 9,
    symbol: 'WVENOM',
    updatedAt: 1,
    stale: false,
    ...overrides,
  });

  it("takes the route's price per whole token when the page has no rate", () => {
    const { rates, stale } = usdRateFor(TOKEN, {}, price());
    expect(usdValue(12_500_000_000n, TOKEN, rates)).toBe('1.48');
    expect(stale).toBe(false);
  });

  it("keeps the page's own rate, so the preview matches the prices shown, and says when the price is stale", () => {
    const { rates, stale } = usdRateFor(TOKEN, { [TOKEN]: 2e-9 }, price({ stale: true }));
    expect(usdValue(1_000_000_000n, TOKEN, rates)).toBe('2.00');
    expect(stale).toBe(true);
  });

  it('makes up nothing without a price', () => {
    for (const none of [null, price({ usd: null, decimals: null }), price({ usd: '0' })]) {
      expect(usdValue(1_000_000_000n, TOKEN, usdRateFor(TOKEN, {}, none).rates)).toBeNull();
    }
  });
});
