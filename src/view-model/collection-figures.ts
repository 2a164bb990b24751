// A collection's figures as its pages show them, from its API record: the floor (the cheapest live
// fixed-price listing, auctions excluded; functions/db/collection-figures.ts defines each figure) in
// its own token with its USD value, and the listed count (a live listing or auction) with its share.
// The header and the Analytics tab both draw from here, so they cannot disagree.
import type { CollectionDetails, Price } from '@shared/contract/schemas';
import { formatAmount, formatCount, formatUnits, formatUsd } from '@shared/lib/amounts';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';

export interface FigureText {
  /** The figure in its token (or in USD when nothing gives its token), or "—". */
  value: string;
  /** Its USD value, beside a token amount. */
  usd?: string;
  /** The token amount and its symbol apart, for a tile that sets the symbol smaller (both absent for a USD figure). */
  amount?: string;
  symbol?: string;
}

const usdText = (value: string | null | undefined) => (value && Number(value) > 0 ? formatUsd(value) : '—');

/** A price in its own token first, its USD value beside it; the USD alone when only that is known. */
export function priceFigure(price: Price | null | undefined, fallbackUsd: string | null, tokens: readonly Token[]): FigureText {
  if (!price) return { value: usdText(fallbackUsd) };
  const token = tokenOrFallback(price.priceToken, tokens);
  const amount = formatUnits(price.price, token.decimals);
  return {
    value: `${amount} ${token.symbol}`,
    amount,
    symbol: token.symbol,
    ...(price.usdPrice ? { usd: usdText(price.usdPrice) } : {}),
  };
}

/** The collection's floor. */
export function floorFigure(collection: CollectionDetails, tokens: readonly Token[]): FigureText {
  return priceFigure(collection.floor, collection.floorPriceUsd, tokens);
}

/** The listed count ("12"), its share of the items ("4.1%") and both together ("12 of 290"); null counts when the record has none. */
export function listedFigure(collection: CollectionDetails): { count: number | null; text: string; share: string; ofItems: string } {
  const count = collection.listedCount ?? null;
  if (count === null) return { count, text: '—', share: '—', ofItems: '—' };
  return {
    count,
    text: formatCount(count),
    share: collection.nftCount > 0 ? `${formatAmount(String((count / collection.nftCount) * 100), 1)}%` : '—',
    ofItems: `${formatCount(count)} of ${formatCount(collection.nftCount)}`,
  };
}
