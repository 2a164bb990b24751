/**
 * The devnet chain core: a deterministic, serialisable simulation of the contracts the
 * marketplace uses (contract-semantics.md). TypeScript on @ton/core cells: runs in Node and workerd.
 */
export { AbiInputError, abiOf, findEvent, findFunction, normalizeInputs, toWire, type ContractAbi } from './abi';
export { ABIS, type AbiName } from './abis';
export {
  deriveAddress,
  indexAddress,
  isRawAddress,
  nftAddress,
  nftCode,
  nftCodeHash,
  normalizeAddress,
  offerAddress,
  tokenWalletAddress,
  ZERO_ADDRESS,
  type Address,
} from './address';
export { ceilMulDiv, ever, NANO_PER_EVER } from './amounts';
export { cellFromBoc, cellToBoc } from './cells';
export {
  Chain,
  DEFAULT_CONFIG,
  InsufficientBalanceError,
  type DeployParams,
  type RunLocalResult,
  type SendMessageParams,
  type SendMessageResult,
} from './chain';
export { conservationReport, type ConservationReport, type TokenBooks } from './conservation';
export { CONTRACTS } from './contracts';
export { AuctionStatus } from './contracts/auction';
export { DirectBuyStatus } from './contracts/direct-buy';
export { DirectSellStatus } from './contracts/direct-sell';
export { settlementAmounts, type SettlementAmounts } from './contracts/settlement';
export { ChainError, ExitCode } from './errors';
export { calcValue, Gas, StandardGas } from './gas';
export * from './payloads';
export type { Account, ChainConfig, ChainEvent, ChainTotals, ContractKind, Message, Transaction } from './types';
