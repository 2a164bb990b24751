// Gas a market action must attach, in nano-coins (integer units of the native coin).
//
// Spec section 9: "Total gas = dynamicGas times gas-price factor plus fixedValue, rounded up, plus
// the per-operation amount; a wrap amount is added for native coin on direct buy create, direct
// sell accept and auction bid; a deploy-wallet amount is added to transfers; offer creation via
// token adds an extra deploy-wallet value."
//
// The factories' `getGasValue()` tables are inputs, so everything here is pure.
import { toUnitsBigInt, unitsToBigInt, type UnitsInput } from './amounts';
import { NATIVE_COIN_DECIMALS } from './constants';
import { ceilMulDiv } from './fees';

/** One gas-table entry: `fixedValue` in nano-coins plus `dynamicGas` in gas units. */
export interface GasEntry {
  readonly fixedValue: UnitsInput;
  readonly dynamicGas: UnitsInput;
}

interface FactoryGasTable {
  /** Gas units one whole coin buys (contract-semantics N.9). */
  readonly gasK: UnitsInput;
  readonly deployWallet: GasEntry;
  readonly royalty: GasEntry;
}

/** `FactoryAuction.getGasValue()`. */
export interface AuctionGasTable extends FactoryGasTable {
  readonly deployAuction: GasEntry;
  readonly start: GasEntry;
  readonly bid: GasEntry;
  readonly cancel: GasEntry;
}

/** `FactoryDirectSell.getGasValue()`. */
export interface DirectSellGasTable extends FactoryGasTable {
  readonly deployDirectSell: GasEntry;
  readonly sell: GasEntry;
  readonly buy: GasEntry;
  readonly cancel: GasEntry;
}

/** `FactoryDirectBuy.getGasValue()`. */
export interface DirectBuyGasTable extends FactoryGasTable {
  readonly deployDirectBuy: GasEntry;
  readonly make: GasEntry;
  readonly accept: GasEntry;
  readonly cancel: GasEntry;
}

const nano = (coins: string): bigint => toUnitsBigInt(coins, NATIVE_COIN_DECIMALS);

/** Spec section 9: "Gas amounts (coin units)", per operation, in nano-coins. */
export const OPERATION_GAS = {
  auctionStart: nano('0.2'),
  auctionBid: nano('0.25'),
  auctionFinish: nano('0.2'),
  sellStart: nano('0.2'),
  sellAccept: nano('0.25'),
  sellClose: nano('0.2'),
  offerCreate: nano('0.25'),
  offerAccept: nano('0.2'),
  offerCancel: nano('0.2'),
} as const;

/** "wrap amount 0.1". */
export const WRAP_AMOUNT = nano('0.1');
/** "deploy wallet 0.1": also the `deployWalletValue` a token transfer carries. */
export const DEPLOY_WALLET_AMOUNT = nano('0.1');
/**
 * "offer creation via token adds an extra deploy-wallet value". The spec gives no figure; we use
 * the same 0.1 deploy-wallet amount (it pays for the offer's own token wallet).
 */
export const OFFER_EXTRA_DEPLOY_WALLET_AMOUNT = DEPLOY_WALLET_AMOUNT;

const ONE_COIN = 10n ** BigInt(NATIVE_COIN_DECIMALS);

/**
 * Nano-coins per gas unit ("gas-price factor") as an exact fraction: 10^9 / gasK.
 * With gasK = 1 000 000 that is 1000 nano per gas unit.
 */
export function gasPriceFactor(gasK: UnitsInput): { numerator: bigint; denominator: bigint } {
  const k = unitsToBigInt(gasK);
  if (k === 0n) throw new RangeError('gasK must be greater than 0');
  return { numerator: ONE_COIN, denominator: k };
}

/**
 * "dynamicGas times gas-price factor plus fixedValue, rounded up" (integer nano-coins).
 * The deployWallet entry 0.22 coin + 100 000 gas at gasK 1 000 000 is 0.32 coin.
 */
export function gasEntryValue(entry: GasEntry, gasK: UnitsInput): bigint {
  const { numerator, denominator } = gasPriceFactor(gasK);
  return unitsToBigInt(entry.fixedValue) + ceilMulDiv(unitsToBigInt(entry.dynamicGas), numerator, denominator);
}

/** The parts of a required-gas figure, all in nano-coins. */
export interface GasBreakdown {
  /** The factory gas-table entry, valued at its gasK. */
  readonly entry: bigint;
  /** The per-operation amount of section 9. */
  readonly operation: bigint;
  /** The wrap amount, when paying in native coin on create offer, buy and bid. */
  readonly wrap: bigint;
  /** Deploy-wallet value(s) carried by the token transfer that pays (bid, buy, create offer). */
  readonly deployWallet: bigint;
  readonly total: bigint;
}

/** How one operation prices itself: its gas-table entry, its amount, and whether it pays by transfer. */
interface Rule<Table> {
  readonly entry: (table: Table) => GasEntry;
  readonly operation: bigint;
  /** The action pays through a token transfer (`transfer` or `acceptNative`). */
  readonly isTransfer: boolean;
  /** "offer creation via token adds an extra deploy-wallet value". */
  readonly extraDeployWalletViaToken?: boolean;
}

function priced<Table extends FactoryGasTable>(rule: Rule<Table>, table: Table, paidWithNative: boolean): GasBreakdown {
  const entry = gasEntryValue(rule.entry(table), table.gasK);
  // The wrap amount only exists for the actions that pay, and those are exactly the transfers.
  const wrap = rule.isTransfer && paidWithNative ? WRAP_AMOUNT : 0n;
  const extra = rule.extraDeployWalletViaToken === true && !paidWithNative ? OFFER_EXTRA_DEPLOY_WALLET_AMOUNT : 0n;
  const deployWallet = rule.isTransfer ? DEPLOY_WALLET_AMOUNT + extra : 0n;
  return { entry, operation: rule.operation, wrap, deployWallet, total: entry + rule.operation + wrap + deployWallet };
}

export type AuctionOperation = 'start' | 'bid' | 'finish';

const AUCTION_RULES: Record<AuctionOperation, Rule<AuctionGasTable>> = {
  start: { entry: (t) => t.start, operation: OPERATION_GAS.auctionStart, isTransfer: false },
  bid: { entry: (t) => t.bid, operation: OPERATION_GAS.auctionBid, isTransfer: true },
  // "Auction finish uses the cancel fee entry."
  finish: { entry: (t) => t.cancel, operation: OPERATION_GAS.auctionFinish, isTransfer: false },
};

/** Auction: start 0.2, bid 0.25 (pays by transfer, wraps native), finish 0.2. */
export function auctionGas(operation: AuctionOperation, table: AuctionGasTable, paidWithNative = false): GasBreakdown {
  return priced(AUCTION_RULES[operation], table, paidWithNative);
}

export type DirectSellOperation = 'start' | 'accept' | 'close';

const DIRECT_SELL_RULES: Record<DirectSellOperation, Rule<DirectSellGasTable>> = {
  start: { entry: (t) => t.sell, operation: OPERATION_GAS.sellStart, isTransfer: false },
  accept: { entry: (t) => t.buy, operation: OPERATION_GAS.sellAccept, isTransfer: true },
  close: { entry: (t) => t.cancel, operation: OPERATION_GAS.sellClose, isTransfer: false },
};

/** Direct sell: start 0.2, accept (buy now) 0.25 (pays by transfer, wraps native), close 0.2. */
export function directSellGas(operation: DirectSellOperation, table: DirectSellGasTable, paidWithNative = false): GasBreakdown {
  return priced(DIRECT_SELL_RULES[operation], table, paidWithNative);
}

export type DirectBuyOperation = 'create' | 'accept' | 'cancel';

const DIRECT_BUY_RULES: Record<DirectBuyOperation, Rule<DirectBuyGasTable>> = {
  create: { entry: (t) => t.make, operation: OPERATION_GAS.offerCreate, isTransfer: true, extraDeployWalletViaToken: true },
  accept: { entry: (t) => t.accept, operation: OPERATION_GAS.offerAccept, isTransfer: false },
  cancel: { entry: (t) => t.cancel, operation: OPERATION_GAS.offerCancel, isTransfer: false },
};

/**
 * Direct buy (offer): create 0.25 (pays by transfer, wraps native; via a token it adds the extra
 * deploy-wallet value), accept 0.2, cancel 0.2.
 */
export function directBuyGas(operation: DirectBuyOperation, table: DirectBuyGasTable, paidWithNative = false): GasBreakdown {
  return priced(DIRECT_BUY_RULES[operation], table, paidWithNative);
}
