import type { ContractAbi } from '../abi';
import { auctionAbi } from './Auction';
import { callbacksAbi } from './Callbacks';
import { collectionAbi, collectionRoyaltyAbi, collectionWithRoyaltyAbi } from './Collection';
import { directBuyAbi } from './DirectBuy';
import { directSellAbi } from './DirectSell';
import { factoryAuctionAbi } from './FactoryAuction';
import { factoryDirectBuyAbi } from './FactoryDirectBuy';
import { factoryDirectSellAbi } from './FactoryDirectSell';
import { nftIndexAbi } from './NftIndex';
import { nftAbi, nftWithRoyaltyAbi } from './Nft';
import { tokenRootUpgradeableAbi, vaultTokenRootAbi } from './TokenRoot';
import { tokenWalletUpgradeableAbi, vaultTokenWalletAbi } from './TokenWallet';

/**
 * The ABI of every simulated contract, keyed by its reference file's name (spec/abi/<name>.abi.json).
 * Each holds only what the simulation uses: its handlers and getters, the events it emits, and for
 * the user wallet (Callbacks) the callbacks it receives. Entries are the reference's, unchanged:
 * wallets and the dApp encode with the real ABI (tests/unit/actions/abi.test.ts checks them).
 */
export const ABIS = {
  Auction: auctionAbi,
  Callbacks: callbacksAbi,
  Collection: collectionAbi,
  CollectionRoyalty: collectionRoyaltyAbi,
  CollectionWithRoyalty: collectionWithRoyaltyAbi,
  DirectBuy: directBuyAbi,
  DirectSell: directSellAbi,
  FactoryAuction: factoryAuctionAbi,
  FactoryDirectBuy: factoryDirectBuyAbi,
  FactoryDirectSell: factoryDirectSellAbi,
  Index: nftIndexAbi,
  Nft: nftAbi,
  NftWithRoyalty: nftWithRoyaltyAbi,
  TokenRootUpgradeable: tokenRootUpgradeableAbi,
  TokenWalletUpgradeable: tokenWalletUpgradeableAbi,
  VaultTokenRoot_V1: vaultTokenRootAbi,
  VaultTokenWallet_V1: vaultTokenWalletAbi,
} satisfies Record<string, ContractAbi>;

export type AbiName = keyof typeof ABIS;
