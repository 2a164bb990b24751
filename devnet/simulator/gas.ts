import { ever, NANO_PER_EVER } from './amounts';

/** N.8 Gas constants (the marketplace `Gas` library), in nano. */
export const Gas = {
  FRONTEND_CALLBACK_VALUE: ever('0.1'),
  NFT_CALLBACK_VALUE: ever('0.01'),
  DEPLOY_EMPTY_WALLET_GRAMS: ever('0.12'),
  TOKEN_TRANSFER_VALUE: ever('0.3'),
  FEE_DEPLOY_WALLET_GRAMS: ever('0.1'),
  FEE_EXTRA_VALUE: ever('0.3'),
  ROYALTY_DEPLOY_WALLET_GRAMS: ever('0.1'),
  ROYALTY_EXTRA_VALUE: ever('0.1'),
  GET_INFO_VALUE: ever('0.15'),
  GET_ROYALTY_INFO_VALUE: ever('0.15'),
  WITHDRAW_VALUE: ever('0.5'),
  UPGRADE_MIN_VALUE: ever('5'),
  // 0.5 target balances
  FACTORY_DIRECT_SELL_INITIAL_BALANCE: ever('0.2'),
  AUCTION_ROOT_INITIAL_BALANCE: ever('0.5'),
  FACTORY_DIRECT_BUY_INITIAL_BALANCE: ever('0.3'),
  OFFER_INITIAL_BALANCE: ever('0.15'),
} as const;

/** 0.5 / Appendix B-D: targets and values of the token and NFT standards. */
export const StandardGas = {
  TOKEN_WALLET_TARGET_BALANCE: ever('0.1'),
  TOKEN_ROOT_TARGET_BALANCE: ever('1'),
  /** C.1 INITIAL_BALANCE / C.2 receive safe fee. */
  VAULT_INITIAL_BALANCE: ever('1'),
  /** C.3 / C.4: value sent with `acceptWrap` on top of the wrapped amount (50 000 gas). */
  VAULT_WRAP_GAS: ever('0.05'),
  /** C.2(a): wallet deploy value when wrapping by a plain transfer. */
  VAULT_DEPLOY_WALLET_VALUE: ever('0.05'),
  /** D.3: each TIP-4.3 index is deployed with 0.15 and destroyed with 0.1. */
  INDEX_DEPLOY_VALUE: ever('0.15'),
  INDEX_DESTROY_VALUE: ever('0.1'),
  /** D.8 Collection mint keeps 1 EVER; N.11 mint needs > remainOnNft + 2 × 0.15 + 0.3. */
  COLLECTION_KEEP: ever('1'),
  MINT_EXTRA: ever('0.6'),
  /** 2.0.5 forced activation only after 600 s. */
  ACTIVATE_AFTER_SECONDS: 600,
} as const;

/** N.9 one gas-table entry: fixed nano plus dynamic gas units. */
export interface GasEntry {
  readonly fixedValue: bigint;
  readonly dynamicGas: bigint;
}

export interface DirectSellGasTable {
  readonly gasK: bigint;
  readonly deployWallet: GasEntry;
  readonly royalty: GasEntry;
  readonly deployDirectSell: GasEntry;
  readonly sell: GasEntry;
  readonly buy: GasEntry;
  readonly cancel: GasEntry;
}

export interface AuctionGasTable {
  readonly gasK: bigint;
  readonly deployWallet: GasEntry;
  readonly royalty: GasEntry;
  readonly deployAuction: GasEntry;
  readonly start: GasEntry;
  readonly bid: GasEntry;
  readonly cancel: GasEntry;
}

export interface DirectBuyGasTable {
  readonly gasK: bigint;
  readonly deployWallet: GasEntry;
  readonly royalty: GasEntry;
  readonly deployDirectBuy: GasEntry;
  readonly make: GasEntry;
  readonly accept: GasEntry;
  readonly cancel: GasEntry;
}

const entry = (fixed: string, dynamicGas: number): GasEntry => ({ fixedValue: ever(fixed), dynamicGas: BigInt(dynamicGas) });

/** gasK = gas units one EVER buys (N.9). */
export function gasKForPrice(gasPrice: bigint): bigint {
  return NANO_PER_EVER / gasPrice;
}

/** N.10 FactoryDirectSell table. */
export function directSellGasTable(gasK: bigint): DirectSellGasTable {
  return {
    gasK,
    deployWallet: entry('0.22', 100_000),
    royalty: entry('0.45', 500_000),
    deployDirectSell: entry('0.97', 800_000),
    sell: entry('1.62', 1_000_000),
    buy: entry('2.07', 500_000),
    cancel: entry('1.37', 100_000),
  };
}

/** N.10 FactoryAuction table. */
export function auctionGasTable(gasK: bigint): AuctionGasTable {
  return {
    gasK,
    deployWallet: entry('0.22', 100_000),
    royalty: entry('0.45', 500_000),
    deployAuction: entry('0.82', 850_000),
    start: entry('1.57', 1_050_000),
    bid: entry('0.85', 200_000),
    cancel: entry('2.07', 200_000),
  };
}

/** N.10 FactoryDirectBuy table. */
export function directBuyGasTable(gasK: bigint): DirectBuyGasTable {
  return {
    gasK,
    deployWallet: entry('0.22', 100_000),
    royalty: entry('0.45', 500_000),
    deployDirectBuy: entry('0.97', 800_000),
    make: entry('1.37', 1_000_000),
    accept: entry('1.97', 200_000),
    cancel: entry('0.55', 150_000),
  };
}

/** N.9 calcValue: fixedValue + dynamicGas × 10^9 / gasK (the minimum checked on-chain). */
export function calcValue(gasEntry: GasEntry, gasK: bigint): bigint {
  return gasEntry.fixedValue + (gasEntry.dynamicGas * NANO_PER_EVER) / gasK;
}
