import { z } from 'zod';
import { EVENT_TYPES } from '../enums/event-types';
import { AUCTION_SORT_KEYS, COLLECTION_SORT_KEYS, NFT_SORT_KEYS, SALE_TYPES, SORT_DIRECTIONS, TIME_PERIODS } from '../enums/sorting';
import { AUCTION_STATUSES, DIRECT_BUY_STATUSES, DIRECT_SELL_STATUSES } from '../enums/statuses';

// Exact wire strings of contract §9, from their one home in shared/lib. Note `canceled` (events) versus
// `cancelled` (statuses).

export const auctionStatusSchema = z.enum(AUCTION_STATUSES);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const directSellStateSchema = z.enum(DIRECT_SELL_STATUSES);
export type DirectSellState = z.infer<typeof directSellStateSchema>;

export const directBuyStateSchema = z.enum(DIRECT_BUY_STATUSES);
export type DirectBuyState = z.infer<typeof directBuyStateSchema>;

export const nftEventTypeSchema = z.enum(EVENT_TYPES);
export type NftEventType = z.infer<typeof nftEventTypeSchema>;

export const orderDirectionSchema = z.enum(SORT_DIRECTIONS);
export type OrderDirection = z.infer<typeof orderDirectionSchema>;

export const nftOrderFieldSchema = z.enum(NFT_SORT_KEYS);
export type NftOrderField = z.infer<typeof nftOrderFieldSchema>;

export const collectionOrderFieldSchema = z.enum(COLLECTION_SORT_KEYS);
export type CollectionOrderField = z.infer<typeof collectionOrderFieldSchema>;

export const auctionsSortOrderSchema = z.enum(AUCTION_SORT_KEYS);
export type AuctionsSortOrder = z.infer<typeof auctionsSortOrderSchema>;

export const priceHistoryScaleSchema = z.enum(TIME_PERIODS);
export type PriceHistoryScale = z.infer<typeof priceHistoryScaleSchema>;

export const rootTypeSchema = z.enum(SALE_TYPES);
export type RootType = z.infer<typeof rootTypeSchema>;

/** §9, plus our extension `profile`: a wallet found by its username or its pasted address. */
export const searchObjectTypeSchema = z.enum(['nft', 'collection', 'profile']);
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
