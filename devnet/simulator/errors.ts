/**
 * Exit codes the simulated contracts throw (contract-semantics §5). A handler that throws a
 * ChainError aborts its transaction (rule 0.8); the executor turns the code into the
 * transaction's `exitCode`.
 */
export class ChainError extends Error {
  constructor(
    readonly exitCode: number,
    message?: string,
  ) {
    super(message ?? `exit code ${exitCode}`);
    this.name = 'ChainError';
  }
}

/** Throws `code` unless `condition` holds: the contracts' `require(condition, code)`. */
export function require(condition: boolean, code: number, message?: string): asserts condition {
  if (!condition) throw new ChainError(code, message);
}

export const ExitCode = {
  // E.8 TVM / runtime [K]
  INTEGER_OVERFLOW: 4,
  CELL_UNDERFLOW: 9,
  CONSTRUCTOR_TWICE: 51,
  UNKNOWN_METHOD: 60,
  // E.1 BaseErrors, E.5 internal-owner codes
  NOT_OWNER: 100,
  DEFAULT_REQUIRE: 100,
  ZERO_VALUE: 101,
  NFT_NOT_FROM_COLLECTION: 102,
  NOT_MANAGER: 103,
  NOT_ENOUGH_VALUE: 104,
  OPERATION_NOT_PERMITTED: 108,
  LOW_GAS: 109,
  DENOMINATOR_ZERO: 110,
  NOT_WNATIVE_ROOT: 111,
  WRONG_RECIPIENT: 114,
  NOT_MY_ROOT: 115,
  NOT_WNATIVE_ROOT_OR_PAYMENT_TOKEN: 117,
  // E.2 AuctionErrors
  AUCTION_STILL_IN_PROGRESS: 250,
  AUCTION_NOT_ACTIVE: 253,
  // E.3 DirectBuySellErrors
  NOT_NFT_MANAGER: 301,
  NOT_ACTIVE_CURRENT_STATUS: 303,
  NOT_FACTORY_DIRECT_BUY: 305,
  // E.6 TIP-3
  TIP3_NOT_OWNER: 1000,
  TIP3_NOT_ROOT: 1010,
  TIP3_WRONG_WALLET_OWNER: 1021,
  TIP3_WRONG_RECIPIENT: 1030,
  TIP3_WRONG_AMOUNT: 1050,
  TIP3_NOT_ENOUGH_BALANCE: 1060,
  TIP3_SENDER_IS_NOT_VALID_WALLET: 1100,
  TIP3_MINT_DISABLED: 2100,
  TIP3_BURN_DISABLED: 2200,
  TIP3_NO_WALLET_FOR_ROOT: 2300,
  // E.7 vault
  VAULT_MSG_VALUE_TOO_LOW: 101,
} as const;

/** Action-phase result code for "not enough balance for a send / reserve" (E.8). */
export const RESULT_NOT_ENOUGH_BALANCE = 37;
