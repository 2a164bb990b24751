import { describe, expect, it } from 'vitest';
import { inToken, paidText, signedUsd } from '~/islands/PortfolioPnl/format';
import type { Token } from '@shared/lib/tokens';

const WVENOM = { address: '0:' + '1'.repeat(64), symbol: 'WVENOM', decimals: 9 } as unknown as Token;

describe('signed figures below the shown precision', () => {
  it('never read as zero, and keep a true comparison with their sign', () => {
    expect(signedUsd('0.004')).toBe('< +$0.01');
    expect(signedUsd('-0.004')).toBe('> −$0.01');
    expect(signedUsd('0')).toBe('$0.00');
    expect(signedUsd('-1.5')).toBe('−$1.50');
    expect(inToken({ token: WVENOM.address, amount: '2000000' }, [WVENOM], true)).toBe('< +0.01 WVENOM');
    expect(inToken({ token: WVENOM.address, amount: '-2000000' }, [WVENOM], true)).toBe('> −0.01 WVENOM');
    expect(inToken({ token: WVENOM.address, amount: '2000000' }, [WVENOM])).toBe('< 0.01 WVENOM');
    expect(inToken({ token: WVENOM.address, amount: '0' }, [WVENOM], true)).toBe('0 WVENOM');
    expect(inToken({ token: WVENOM.address, amount: '-1500000000' }, [WVENOM], true)).toBe('−1.5 WVENOM');
  });
});

describe("a collection's amount paid", () => {
  it('is a dash when no held NFT has a cost basis, and the USD sum when any has', () => {
    expect(paidText({ count: 2, withoutCostBasis: 2, costUsd: '0' })).toBe('–');
    expect(paidText({ count: 3, withoutCostBasis: 2, costUsd: '4.5' })).toBe('$4.50');
    expect(paidText({ count: 1, withoutCostBasis: 0, costUsd: '0' })).toBe('$0.00');
  });
});
