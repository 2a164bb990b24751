// What several purchases cost: the sum per payment token (a sweep's and a cart's totals), with the USD
// value of each token's part when every price in it has one.

export interface PricedItem {
  /** Units of `token`. */
  readonly price: bigint;
  /** The listing's token root. */
  readonly token: string;
  /** USD value of the price, when known. */
  readonly usd: number | null;
}

export interface TokenTotal {
  readonly token: string;
  readonly units: bigint;
  readonly count: number;
  /** Null when any of the token's prices has no USD value: a partial sum would understate it. */
  readonly usd: number | null;
}

/** Sum of the items' prices per token root, in the order the tokens first appear. */
export function totalsByToken(items: readonly PricedItem[]): TokenTotal[] {
  const totals = new Map<string, { units: bigint; count: number; usd: number | null }>();
  for (const item of items) {
    const total = totals.get(item.token) ?? { units: 0n, count: 0, usd: 0 };
    totals.set(item.token, {
      units: total.units + item.price,
      count: total.count + 1,
      usd: total.usd === null || item.usd === null ? null : total.usd + item.usd,
    });
  }
  return [...totals].map(([token, t]) => ({ token, ...t }));
}

/** The USD value of all the totals, or null when one of them has none. */
export function totalUsd(totals: readonly TokenTotal[]): number | null {
  let sum = 0;
  for (const total of totals) {
    if (total.usd === null) return null;
    sum += total.usd;
  }
  return sum;
}
