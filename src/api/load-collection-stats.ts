// The collection header's market figures beyond the contract's collection record: how many items
// are listed, the last 24 hours' volume, and the best live offer on any of its items.
import type { MarketplaceApi } from './client';
import { sectionOrFallback } from './section';

/** A price in its token's smallest units, with its USD value when known. */
export interface StatPrice {
  price: string;
  priceToken: string;
  usdPrice: string | null;
}

export interface CollectionStats {
  listed: number;
  volume24hUsd: string | null;
  bestOfferUsd: string | null;
  /** The cheapest listed item's price in its own token, and the best offer's. */
  floor: StatPrice | null;
  bestOffer: StatPrice | null;
}

const DAY = 86_400;

export async function loadCollectionStats(api: MarketplaceApi, collection: string, now: number): Promise<CollectionStats> {
  const [listed, metrics, best, cheapest] = await Promise.all([
    sectionOrFallback(
      api
        .nfts({ collections: [collection], verified: false, forsale: true, auction: true, limit: 1, withCount: true })
        .then((l) => l.totalCount),
      0,
      'listed count',
    ),
    sectionOrFallback(api.metricsSummary({ from: now - DAY, to: now, limit: 100, offset: 0 }), null, '24 h volume'),
    sectionOrFallback(
      api.nfts({ collections: [collection], verified: false, order: { field: 'bestOfferUsd', direction: 'desc' }, limit: 1 }),
      null,
      'best offer',
    ),
    sectionOrFallback(
      api.nfts({
        collections: [collection],
        verified: false,
        forsale: true,
        auction: true,
        order: { field: 'floorPriceUsd', direction: 'asc' },
        limit: 1,
      }),
      null,
      'floor',
    ),
  ]);
  const top = best?.items[0];
  const offer = top?.bestOffer ? best?.directBuy?.[top.bestOffer] : undefined;
  return {
    listed,
    volume24hUsd: metrics?.data.find((m) => m.collection === collection)?.totalVolumeUsdNow ?? null,
    bestOfferUsd: offer?.price.usdPrice ?? null,
    floor: cheapest?.items[0]?.floorPrice ?? null,
    bestOffer: offer?.price ?? null,
  };
}
