import { describe, expect, it } from 'vitest';
import { settlementAmounts } from '@devnet/simulator';

const R = 1_000_000_000n; // 1.9 royalty denominator

describe('settlement amounts (2.0.7, N.1-N.6)', () => {
  it('X.1: 10/100 on 5 000 000 000, no royalty', () => {
    expect(settlementAmounts(5_000_000_000n, { numerator: 10n, denominator: 100n }, { numerator: 0n, denominator: R }, null)).toEqual({
      fee: 500_000_000n,
      royalty: 0n,
      burnPart: 0n,
      sellerAmount: 4_500_000_000n,
    });
  });

  it('N.6: fee and royalty are both computed on P, independently (X.4 numbers)', () => {
    expect(
      settlementAmounts(
        5_000_000_000n,
        { numerator: 3n, denominator: 100n },
        { numerator: 50_000_000n, denominator: R },
        { numerator: 20n, denominator: 100n },
      ),
    ).toEqual({
      fee: 150_000_000n,
      royalty: 250_000_000n,
      burnPart: 30_000_000n,
      sellerAmount: 4_600_000_000n,
    });
  });

  it('0.2: every part rounds up: 1/3 fee and burn on 10', () => {
    expect(
      settlementAmounts(10n, { numerator: 1n, denominator: 3n }, { numerator: 1n, denominator: R }, { numerator: 1n, denominator: 3n }),
    ).toEqual({
      fee: 4n,
      royalty: 1n,
      burnPart: 2n,
      sellerAmount: 5n,
    });
  });

  it('Q6: when fee + royalty exceed P the seller gets P − fee and the royalty is still owed', () => {
    expect(settlementAmounts(10n, { numerator: 90n, denominator: 100n }, { numerator: 200_000_000n, denominator: R }, null)).toEqual({
      fee: 9n,
      royalty: 2n,
      burnPart: 0n,
      sellerAmount: 1n,
    });
  });
});
