// A watchlist row's price move since the watch began (the NFT's price, or the collection's floor).

/** "+12.5%", "-3%", "0%"; null when either price is missing (nothing to compare). */
export function priceChangeText(startUsd: number | null, nowUsd: number | null): string | null {
  if (startUsd === null || nowUsd === null || !(startUsd > 0) || !Number.isFinite(nowUsd)) return null;
  const percent = Math.round(((nowUsd - startUsd) / startUsd) * 1000) / 10;
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : ''}${percent}%`;
}
