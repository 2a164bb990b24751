// What a sweep buys: the collection's listed NFTs as candidates and "the N cheapest" (its totals per
// token are shared/lib/purchase-totals). Pure, so the dialog and the tests share it.
import type { NftList } from '@shared/contract/schemas';
import { rankLabel } from '../view-model/rarity';

export interface SweepItem {
  readonly nft: string;
  readonly name: string;
  readonly image: string | null;
  /** The direct sell (listing) the user saw; a sweep buys only from this very listing. */
  readonly sell: string;
  /** Units of `token`. */
  readonly price: bigint;
  /** The listing's token root. */
  readonly token: string;
  /** USD value of the price, when known (orders the candidates across tokens). */
  readonly usd: number | null;
  readonly seller: string | null;
  readonly rank: string | null;
}

/** The most NFTs one sweep buys: each is its own transaction to approve. */
export const SWEEP_MAX = 20;

/** The listed NFTs of a /nfts page (forsale: true) with an active direct sell, cheapest (in USD) first. */
export function sweepCandidates(list: NftList): SweepItem[] {
  const items: SweepItem[] = [];
  for (const nft of list.items) {
    const sale = nft.forsale ? list.directSell?.[nft.forsale] : undefined;
    if (!sale || sale.status !== 'active') continue;
    const usd = sale.price.usdPrice === null ? null : Number(sale.price.usdPrice);
    items.push({
      nft: nft.address,
      name: nft.name ?? 'Untitled NFT',
      image: nft.image,
      sell: sale.address,
      price: BigInt(sale.price.price),
      token: sale.price.priceToken,
      usd: usd !== null && Number.isFinite(usd) ? usd : null,
      seller: sale.seller ?? nft.owner,
      rank: nft.rarity ? rankLabel(nft.rarity) : null,
    });
  }
  const byUsd = (a: SweepItem, b: SweepItem) => (a.usd ?? Infinity) - (b.usd ?? Infinity) || (a.nft < b.nft ? -1 : 1);
  return items.sort(byUsd);
}

/** What "Select the cheapest" offers first. */
export const SWEEP_DEFAULT_COUNT = 3;

/** The count "Select the cheapest" starts at: the default, but never more than is listed (nor than a sweep buys). */
export function defaultSweepCount(listed: number): number {
  return Math.max(0, Math.min(SWEEP_DEFAULT_COUNT, listed, SWEEP_MAX));
}

/** The `count` cheapest candidates' NFT addresses (candidates are cheapest first). */
export function cheapest(candidates: readonly SweepItem[], count: number): string[] {
  return candidates.slice(0, Math.max(0, Math.min(count, SWEEP_MAX))).map((c) => c.nft);
}
