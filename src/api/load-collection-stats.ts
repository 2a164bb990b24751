// The collection header's market figures beyond the contract's collection record: how many items
// are listed, the last 24 hours' volume, and the best live offer on any of its items.
import type { MarketplaceApi } from './client';
import { sectionOrFallback } from './section';

export interface CollectionStats {
  listed: number;
  volume24hUsd: string | null;
  bestOfferUsd: string | null;
}

const DAY = 86_400;

export async function loadCollectionStats(api: MarketplaceApi, collection: string, now: number): Promise<CollectionStats> {
  const [listed, metrics, best] = await Promise.all([
    sectionOrFallback(api.nfts({ collections: [collection], verified: false, forsale: true, auction: true, limit: 1, withCount: true }).then((l) => l.totalCount), 0, 'listed count'),
    sectionOrFallback(api.metricsSummary({ from: now - DAY, to: now, limit: 100, offset: 0 }), null, '24 h volume'),
    sectionOrFallback(api.nfts({ collections: [collection], verified: false, order: { field: 'bestOfferUsd', direction: 'desc' }, limit: 1 }), null, 'best offer'),
  ]);
  const top = best?.items[0];
  const offer = top?.bestOffer ? best?.directBuy?.[top.bestOffer] : undefined;
  return {
    listed,
    volume24hUsd: metrics?.data.find((m) => m.collection === collection)?.totalVolumeUsdNow ?? null,
    bestOfferUsd: offer?.price.usdPrice ?? null,
  };
}
