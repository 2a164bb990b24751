import * as abi from '@shared/abi';
import type { ContractAbi } from '../abi';
import { nftIndexAbi } from './NftIndex';

/**
 * The ABI of every simulated contract, keyed by its reference file's name (spec/abi/<name>.abi.json):
 * the project's generated modules (shared/abi/, from abi/entries.json), which list what the simulation uses
 * (its handlers and getters, the events it emits, and for the user wallet (Callbacks) the callbacks it
 * receives) beside what the dApp and the chain reader use. The TIP-4.3 Index has no reference file.
 */
export const ABIS = {
  Auction: abi.auctionAbi,
  Callbacks: abi.callbacksAbi,
  Collection: abi.collectionAbi,
  CollectionRoyalty: abi.collectionRoyaltyAbi,
  CollectionWithRoyalty: abi.collectionWithRoyaltyAbi,
  DirectBuy: abi.directBuyAbi,
  DirectSell: abi.directSellAbi,
  FactoryAuction: abi.factoryAuctionAbi,
  FactoryDirectBuy: abi.factoryDirectBuyAbi,
  FactoryDirectSell: abi.factoryDirectSellAbi,
  Index: nftIndexAbi,
  Nft: abi.nftAbi,
  NftWithRoyalty: abi.nftWithRoyaltyAbi,
  TokenRootUpgradeable: abi.tokenRootUpgradeableAbi,
  TokenWalletUpgradeable: abi.tokenWalletUpgradeableAbi,
  VaultTokenRoot_V1: abi.vaultTokenRootAbi,
  VaultTokenWallet_V1: abi.vaultTokenWalletAbi,
} satisfies Record<string, ContractAbi>;

export type AbiName = keyof typeof ABIS;
