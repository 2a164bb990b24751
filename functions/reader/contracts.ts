/**
 * The kinds of contract the reader follows, and the ABI (from abi/) each one's events are decoded with.
 * The kind decides the ABI because event ids repeat across contracts (Collection.NftBurned and
 * Nft.NftBurned share 0x60a04106).
 */
import {
  auctionAbi,
  collectionAbi,
  directBuyAbi,
  directSellAbi,
  factoryAuctionAbi,
  factoryDirectBuyAbi,
  factoryDirectSellAbi,
  nftAbi,
} from '@shared/abi';
import type { AbiLike } from '@shared/tvm/abi';

export type WatchKind = 'factoryDirectSell' | 'factoryAuction' | 'factoryDirectBuy' | 'directSell' | 'auction' | 'directBuy' | 'collection';

export const WATCH_KINDS: readonly WatchKind[] = [
  'factoryDirectSell',
  'factoryAuction',
  'factoryDirectBuy',
  'directSell',
  'auction',
  'directBuy',
  'collection',
];

export const ABI_OF: Record<WatchKind | 'nft', AbiLike> = {
  factoryDirectSell: factoryDirectSellAbi,
  factoryAuction: factoryAuctionAbi,
  factoryDirectBuy: factoryDirectBuyAbi,
  directSell: directSellAbi,
  auction: auctionAbi,
  directBuy: directBuyAbi,
  collection: collectionAbi,
  nft: nftAbi,
};

export const ROOT_CODES = { factoryDirectSell: 'sell', factoryAuction: 'auction', factoryDirectBuy: 'buy' } as const;

export function isFactory(kind: WatchKind): kind is keyof typeof ROOT_CODES {
  return kind in ROOT_CODES;
}

/** The offer kind a factory deploys, by its *Deployed event. */
export const DEPLOYED_EVENTS: Record<string, { kind: WatchKind; field: string }> = {
  DirectSellDeployed: { kind: 'directSell', field: 'directSell' },
  DirectBuyDeployed: { kind: 'directBuy', field: 'directBuy' },
  AuctionDeployed: { kind: 'auction', field: 'offer' },
};

/**
 * A royalty NFT's persistent data: a plain NFT's fields, then `_royalty` (the reference
 * NftWithRoyalty ABI, spec/abi/NftWithRoyalty.abi.json). The plain ABI reads both (partially).
 */
export const NFT_WITH_ROYALTY: AbiLike = {
  ...nftAbi,
  fields: [
    ...(nftAbi.fields ?? []),
    {
      name: '_royalty',
      type: 'tuple',
      components: [
        { name: 'numerator', type: 'uint128' },
        { name: 'denominator', type: 'uint128' },
        { name: 'receiver', type: 'address' },
      ],
    },
  ],
};
