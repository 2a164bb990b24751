// Royalty and what the seller receives.
//
// Spec section 5: "Royalty is computed against one whole coin of sale price." The product asks
// `royaltyInfo` for the royalty on one whole coin (1 * 10^decimals units), then scales that share
// to the real price. The contracts do the same two steps, each rounded up (contract-semantics N.5):
//   num = ceilMulDiv(1e9, royaltyNumerator, royaltyDenominator)   // share of one coin
//   roy = ceilMulDiv(P, num, 1e9)                                 // scaled to the price
// With the default 9 decimals these functions give exactly the chain's numbers.
import { unitsToBigInt, validDecimals, type UnitsInput } from './amounts';
import { NATIVE_COIN_DECIMALS } from './constants';
import { ceilMulDiv, fractionParts, marketFee, type Fraction } from './fees';

/** The contracts fix the "whole coin" at 10^9 units whatever the payment token (N.5). */
export const ROYALTY_BASE_DECIMALS = NATIVE_COIN_DECIMALS;

/** The royalty, in units, on one whole coin (10^decimals units), rounded up. 5/100 gives 50 000 000. */
export function royaltyPerWholeCoin(royalty: Fraction, decimals: number = ROYALTY_BASE_DECIMALS): bigint {
  const { numerator, denominator } = fractionParts(royalty);
  return ceilMulDiv(wholeCoin(decimals), numerator, denominator);
}

/**
 * Scales a per-whole-coin royalty (as computed above, or as returned by `royaltyInfo` for a sale
 * price of one coin) to `price`, rounded up. Example X.4: 50 000 000 per coin on 5 000 000 000
 * gives 250 000 000.
 */
export function royaltyForPrice(price: UnitsInput, perWholeCoin: UnitsInput, decimals: number = ROYALTY_BASE_DECIMALS): bigint {
  return ceilMulDiv(unitsToBigInt(price), unitsToBigInt(perWholeCoin), wholeCoin(decimals));
}

export interface SaleProceeds {
  readonly fee: bigint;
  readonly royalty: bigint;
  /** What the seller receives. */
  readonly proceeds: bigint;
}

/**
 * Seller proceeds = price - fee - royalty, where fee and royalty are both computed on the full
 * price, independently (contract-semantics N.6). When fee + royalty exceed the price the contract
 * still pays the seller price - fee (quirk Q6), and never below 0.
 * `royaltyPerCoin` is null when the NFT has no royalty.
 */
export function saleProceeds(
  price: UnitsInput,
  fee: Fraction,
  royaltyPerCoin: UnitsInput | null,
  decimals: number = ROYALTY_BASE_DECIMALS,
): SaleProceeds {
  const p = unitsToBigInt(price);
  const feeAmount = marketFee(p, fee);
  const royalty = royaltyPerCoin === null ? 0n : royaltyForPrice(p, royaltyPerCoin, decimals);
  const afterFee = p > feeAmount ? p - feeAmount : 0n;
  const proceeds = feeAmount + royalty > p ? afterFee : p - feeAmount - royalty;
  return { fee: feeAmount, royalty, proceeds };
}

function wholeCoin(decimals: number): bigint {
  return 10n ** BigInt(validDecimals(decimals));
}

/** The percentage in a royalty description ("5% to the creator" gives "5%"), else the description. */
export function royaltyShort(description: string): string {
  return /\d+(?:\.\d+)?\s?%/.exec(description)?.[0].replace(/\s/g, '') ?? description;
}
