// The collection header's market figures beyond the contract's collection record: the last 24 hours'
// volume and the best live offer on any of its items. The floor and the listed count are the record's
// own (src/view-model/collection-figures.ts).
import type { MarketplaceApi } from './client';
import { sectionOrFallback } from './section';

/** A price in its token's smallest units, with its USD value when known. */
export interface StatPrice {
  price: string;
  priceToken: string;
  usdPrice: string | null;
}

export interface CollectionStats {
  volume24hUsd: string | null;
  bestOfferUsd: string | null;
  /** The best offer's price in its own token. */
  bestOffer: StatPrice | null;
}

const DAY = 86_400;

export async function loadCollectionStats(api: MarketplaceApi, collection: string, now: number): Promise<CollectionStats> {
  const [metrics, best] = await Promise.all([
    sectionOrFallback(api.metricsSummary({ from: now - DAY, to: now, limit: 100, offset: 0 }), null, '24 h volume'),
    sectionOrFallback(
      api.nfts({ collections: [collection], verified: false, order: { field: 'bestOfferUsd', direction: 'desc' }, limit: 1 }),
      null,
      'best offer',
    ),
  ]);
  const top = best?.items[0];
  const offer = top?.bestOffer ? best?.directBuy?.[top.bestOffer] : undefined;
  return {
    volume24hUsd: metrics?.data.find((m) => m.collection === collection)?.totalVolumeUsdNow ?? null,
    bestOfferUsd: offer?.price.usdPrice ?? null,
    bestOffer: offer?.price ?? null,
  };
}
