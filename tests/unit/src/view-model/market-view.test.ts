import { describe, expect, it } from 'vitest';
import type { DirectBuy, DirectSell } from '@shared/contract/schemas';
import { bestOpenOffer, isListingOver, offersBestFirst } from '~/view-model/market-view';

const offer = (address: string, usd: string | null, createdAt: number, status = 'active', expiredAt: number | null = 0) =>
  ({ address, price: { price: '1', priceToken: 't', usdPrice: usd }, createdAt, status, expiredAt }) as unknown as DirectBuy;

describe('offersBestFirst', () => {
  it('puts open offers first, by USD value, then newest', () => {
    const list = [
      offer('a', '1', 10),
      offer('b', '5', 5),
      offer('c', '9', 1, 'cancelled'),
      offer('d', '5', 7),
      offer('e', '8', 1, 'active', 50),
    ];
    expect(offersBestFirst(list, 100).map((o) => o.address)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(bestOpenOffer(list, 100)?.address).toBe('d');
    expect(bestOpenOffer([offer('c', '9', 1, 'filled')], 100)).toBeNull();
  });
});

describe('isListingOver', () => {
  it('is true for a closed listing or one past its end', () => {
    const sale = (status: string, expiredAt: number | null) => ({ status, expiredAt }) as unknown as DirectSell;
    expect(isListingOver(sale('active', 0), 100)).toBe(false);
    expect(isListingOver(sale('active', 200), 100)).toBe(false);
    expect(isListingOver(sale('active', 50), 100)).toBe(true);
    expect(isListingOver(sale('filled', 0), 100)).toBe(true);
  });
});
