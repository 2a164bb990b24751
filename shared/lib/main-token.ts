// A collection's main token: the payment token its figures are shown in (analytics), as a market that
// trades mostly in one coin charts in it. It is the token most of its volume trades in: the largest
// volume at today's USD prices, a token without a price counting after every priced one (then by deals);
// a collection that never traded takes its cheapest listing's token; none of either: null.

export interface TokenVolume {
  readonly token: string;
  /** The token's whole volume at today's price, in USD; null without a price. */
  readonly usd: number | null;
  readonly deals: number;
}

export function mainToken(volumes: readonly TokenVolume[], floorToken: string | null): string | null {
  const traded = volumes.filter((v) => v.deals > 0);
  if (traded.length === 0) return floorToken;
  const ranked = [...traded].sort(
    (a, b) => (b.usd ?? -1) - (a.usd ?? -1) || b.deals - a.deals || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0),
  );
  return ranked[0]!.token;
}
