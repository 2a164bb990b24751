// One refresh of the NFT page's market through the typed API client (answers parsed with zod).
// Loaded by stores/market.ts on its first refresh.
import { createMarketplaceApi } from '../api/client';
import type { NftEvent } from '@shared/contract/schemas';
import { marketStateFrom, stateSignature, type MarketState } from '~/view-model/market';
import { offersBestFirst } from '../view-model/market-view';
import { withoutSaleTransfers } from '../view-model/sales';

const clients = new Map<string, ReturnType<typeof createMarketplaceApi>>();

function clientFor(baseURL: string) {
  let api = clients.get(baseURL);
  if (!api) clients.set(baseURL, (api = createMarketplaceApi({ baseURL })));
  return api;
}

export interface MarketRead {
  readonly state: MarketState;
  /** The activity, when it was read. */
  readonly events: readonly NftEvent[] | null;
  /** The market moved since `shown`. */
  readonly changed: boolean;
}

/**
 * The NFT record, and its offers and bids when `detailed` or when the market moved (else the shown
 * ones stay); the activity when asked (`withActivity`) or when the market moved. Null: the NFT is gone.
 */
export async function readMarket(p: {
  apiBase: string;
  nft: string;
  shown: MarketState;
  detailed: boolean;
  withActivity: boolean;
  now: () => number;
}): Promise<MarketRead | null> {
  const api = clientFor(p.apiBase);
  const details = await api.nftDetails(p.nft);
  if (!details) return null;
  const basis = marketStateFrom(details, p.shown.offers, p.shown.bids);
  const changed = stateSignature(basis) !== stateSignature(p.shown);
  const detailed = p.detailed || changed;
  const auction = basis.auction?.address ?? null;
  const [offers, bids, events] = await Promise.all([
    detailed
      ? api.nftDirectBuy({ nft: p.nft, limit: 20 }).then(
          (r) => offersBestFirst(r.items, p.now()),
          () => p.shown.offers,
        )
      : p.shown.offers,
    detailed && auction
      ? api.auctionBids({ auction, limit: 20 }).then(
          (r) => r.items,
          () => p.shown.bids,
        )
      : detailed
        ? []
        : p.shown.bids,
    p.withActivity || changed
      ? api.events({ nft: p.nft, limit: 20 }).then(
          (r) => withoutSaleTransfers(r.data),
          () => null,
        )
      : null,
  ]);
  return { state: { ...basis, offers, bids }, events, changed };
}
