import { describe, expect, it } from 'vitest';
import type { CollectionDetails } from '@shared/contract/schemas';
import { MAINNET_TOKENS } from '@shared/lib/tokens';
import { floorFigure, listedFigure, priceFigure } from '~/view-model/collection-figures';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const collection = (over: Partial<CollectionDetails>) => ({ nftCount: 200, floorPriceUsd: null, ...over }) as CollectionDetails;

describe('collection figures', () => {
  it('the floor in its token with its USD value beside it, from the floor listing', () => {
    const floor = { price: '20410000', priceToken: USDC.address, usdPrice: '20.41' };
    expect(floorFigure(collection({ floor, floorPriceUsd: '20.41' }), MAINNET_TOKENS)).toEqual({
      value: '20.41 USDC',
      amount: '20.41',
      symbol: 'USDC',
      usd: '$20.41',
    });
  });

  it('the USD floor alone when the record has no floor listing (another indexer), and a dash for none', () => {
    expect(floorFigure(collection({ floorPriceUsd: '24.13' }), MAINNET_TOKENS)).toEqual({ value: '$24.13' });
    expect(floorFigure(collection({}), MAINNET_TOKENS)).toEqual({ value: '—' });
    expect(priceFigure({ price: '1000000', priceToken: USDC.address, usdPrice: null }, null, MAINNET_TOKENS)).toEqual({
      value: '1 USDC',
      amount: '1',
      symbol: 'USDC',
    });
  });

  it('the listed count with its share of the items, or dashes when the record has none', () => {
    expect(listedFigure(collection({ listedCount: 22 }))).toEqual({ count: 22, text: '22', share: '11%', ofItems: '22 of 200' });
    expect(listedFigure(collection({ listedCount: 0, nftCount: 0 }))).toMatchObject({ count: 0, share: '—' });
    expect(listedFigure(collection({}))).toEqual({ count: null, text: '—', share: '—', ofItems: '—' });
  });
});
