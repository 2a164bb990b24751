import type { ContractDefinition } from '../contract';
import type { ContractKind } from '../types';
import { auctionContract } from './auction';
import { collectionContract, collectionRoyaltyContract, collectionWithRoyaltyContract } from './collection';
import { directBuyContract } from './direct-buy';
import { directSellContract } from './direct-sell';
import { factoryAuctionContract } from './factory-auction';
import { factoryDirectBuyContract } from './factory-direct-buy';
import { factoryDirectSellContract } from './factory-direct-sell';
import { nftContract, nftWithRoyaltyContract } from './nft';
import { nftIndexContract } from './nft-index';
import { tokenRootContract } from './token-root';
import { tokenWalletContract } from './token-wallet';
import { userWalletContract } from './user-wallet';
import { vaultRootContract } from './vault-root';
import { vaultWalletContract } from './vault-wallet';

/** Every simulated contract by kind. Each definition types its own state. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of different states; each definition types its own
export const CONTRACTS: Readonly<Record<ContractKind, ContractDefinition<any>>> = {
  userWallet: userWalletContract,
  tokenRoot: tokenRootContract,
  tokenWallet: tokenWalletContract,
  vaultRoot: vaultRootContract,
  vaultWallet: vaultWalletContract,
  collection: collectionContract,
  collectionWithRoyalty: collectionWithRoyaltyContract,
  collectionRoyalty: collectionRoyaltyContract,
  nft: nftContract,
  nftWithRoyalty: nftWithRoyaltyContract,
  nftIndex: nftIndexContract,
  factoryDirectSell: factoryDirectSellContract,
  factoryAuction: factoryAuctionContract,
  factoryDirectBuy: factoryDirectBuyContract,
  directSell: directSellContract,
  auction: auctionContract,
  directBuy: directBuyContract,
};
