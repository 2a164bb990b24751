import { describe, expect, it } from 'vitest';
import { planNativePayment } from '@shared/lib/wrap';

describe('planNativePayment', () => {
  it('uses acceptNative when the wrapped wallet is missing or unreadable', () => {
    expect(planNativePayment('5000000000', null)).toEqual({ method: 'acceptNative', amount: 5_000_000_000n });
  });

  it('uses acceptNative when the wrapped balance is zero', () => {
    expect(planNativePayment(5_000_000_000n, '0')).toEqual({ method: 'acceptNative', amount: 5_000_000_000n });
  });

  it('transfers and attaches only the shortfall otherwise', () => {
    expect(planNativePayment(5_000_000_000n, 2_000_000_000n)).toEqual({
      method: 'transfer',
      amount: 5_000_000_000n,
      shortfall: 3_000_000_000n,
    });
  });

  it('attaches nothing when the wrapped balance covers the amount', () => {
    expect(planNativePayment(5_000_000_000n, 7_000_000_000n)).toEqual({ method: 'transfer', amount: 5_000_000_000n, shortfall: 0n });
    expect(planNativePayment(5_000_000_000n, 5_000_000_000n)).toEqual({ method: 'transfer', amount: 5_000_000_000n, shortfall: 0n });
  });
});
