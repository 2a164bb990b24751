// USD per smallest unit of each token, read off prices the page already shows (an amount and its
// USD value from the API), so a dialog can preview a typed price in USD with the same rates.
import BigNumber from 'bignumber.js';

/** Token root -> USD per smallest unit. */
export type UsdRates = Readonly<Record<string, number>>;

export interface PricedAmount {
  readonly token: string | null | undefined;
  /** Smallest units. */
  readonly units: string | null | undefined;
  readonly usd: string | null | undefined;
}

/** The rate of each token from the first priced amount of it with a positive value. */
export function usdRatesFrom(amounts: Iterable<PricedAmount>): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const a of amounts) {
    if (!a.token || !a.units || !a.usd || rates[a.token] !== undefined) continue;
    const units = Number(a.units);
    const usd = Number(a.usd);
    if (units > 0 && usd > 0 && Number.isFinite(units) && Number.isFinite(usd)) rates[a.token] = usd / units;
  }
  return rates;
}

/** The USD value of `units` of `token` as a decimal string, or null without a rate. */
export function usdValue(units: bigint, token: string, rates: UsdRates): string | null {
  const rate = rates[token];
  return rate === undefined ? null : new BigNumber(units.toString()).times(rate).toFixed(2, BigNumber.ROUND_DOWN);
}
