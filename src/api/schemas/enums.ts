import { z } from 'zod';

// Exact wire strings of contract §9. Note `canceled` (events) versus `cancelled` (statuses).

export const auctionStatusSchema = z.enum(['active', 'cancelled', 'completed', 'expired']);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const directSellStateSchema = z.enum(['create', 'await_nft', 'active', 'filled', 'cancelled', 'expired']);
export type DirectSellState = z.infer<typeof directSellStateSchema>;

export const directBuyStateSchema = z.enum(['create', 'await_tokens', 'active', 'filled', 'cancelled', 'expired']);
export type DirectBuyState = z.infer<typeof directBuyStateSchema>;

export const nftEventTypeSchema = z.enum([
  'sell_active',
  'sell_purchased',
  'sell_canceled',
  'offer_active',
  'offer_filled',
  'offer_canceled',
  'auction_active',
  'auction_bid_placed',
  'auction_canceled',
  'auction_complete',
  'mint',
  'transfer',
]);
export type NftEventType = z.infer<typeof nftEventTypeSchema>;

export const orderDirectionSchema = z.enum(['asc', 'desc']);
export type OrderDirection = z.infer<typeof orderDirectionSchema>;

export const nftOrderFieldSchema = z.enum(['floorPriceUsd', 'dealPriceUsd', 'name']);
export type NftOrderField = z.infer<typeof nftOrderFieldSchema>;

export const collectionOrderFieldSchema = z.enum(['ownersCount', 'firstMint', 'price']);
export type CollectionOrderField = z.infer<typeof collectionOrderFieldSchema>;

export const auctionsSortOrderSchema = z.enum([
  'start-date',
  'bids-count',
  'average',
  'average-in-hour',
  'average-in-day',
]);
export type AuctionsSortOrder = z.infer<typeof auctionsSortOrderSchema>;

export const priceHistoryScaleSchema = z.enum(['h', 'd']);
export type PriceHistoryScale = z.infer<typeof priceHistoryScaleSchema>;

export const rootTypeSchema = z.enum(['auction', 'buy', 'sell']);
export type RootType = z.infer<typeof rootTypeSchema>;

export const searchObjectTypeSchema = z.enum(['nft', 'collection']);
export type SearchObjectType = z.infer<typeof searchObjectTypeSchema>;

/** nekoton `WalletType` names accepted by sign-in (§5.2). */
export const walletTypeSchema = z.enum([
  'WalletV3',
  'WalletV3R1',
  'WalletV3R2',
  'WalletV4R1',
  'WalletV4R2',
  'WalletV5R1',
  'HighloadWalletV2',
  'EverWallet',
  'SafeMultisigWallet',
  'SafeMultisigWallet24h',
  'SetcodeMultisigWallet',
  'SetcodeMultisigWallet24h',
  'BridgeMultisigWallet',
  'SurfWallet',
  'Multisig2',
  'Multisig2_1',
]);
export type WalletType = z.infer<typeof walletTypeSchema>;
