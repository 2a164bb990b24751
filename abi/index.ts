// The contract ABIs the dApp calls, as typed `as const` modules (one per contract). The devnet's ABIs
// (functions/devnet/chain/abis) import these entries rather than repeating them.
export { factoryDirectSellAbi, type FactoryDirectSellAbi } from './FactoryDirectSell';
export { directSellAbi, type DirectSellAbi } from './DirectSell';
export { factoryAuctionAbi, type FactoryAuctionAbi } from './FactoryAuction';
export { auctionAbi, type AuctionAbi } from './Auction';
export { factoryDirectBuyAbi, type FactoryDirectBuyAbi } from './FactoryDirectBuy';
export { directBuyAbi, type DirectBuyAbi } from './DirectBuy';
export { tokenRootAbi, type TokenRootAbi } from './TokenRoot';
export { tokenWalletAbi, type TokenWalletAbi } from './TokenWallet';
export { vaultTokenRootAbi, type VaultTokenRootAbi } from './VaultTokenRoot';
export { vaultTokenWalletAbi, type VaultTokenWalletAbi } from './VaultTokenWallet';
export { nftAbi, type NftAbi } from './Nft';
export { callbacksAbi, type CallbacksAbi } from './Callbacks';
export { collectionAbi, type CollectionAbi } from './Collection';
