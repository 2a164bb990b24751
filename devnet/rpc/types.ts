/**
 * The devnet RPC: what `POST /devnet/rpc {method, params}` accepts and answers with `{result}`,
 * and what the Durable Object's RPC methods take and return (the same shapes). Types only: the dev
 * wallet imports them without pulling in server code.
 *
 * Wire formats follow provider-protocol §2.2/§2.5: addresses "wc:hex64", amounts and lt as decimal
 * strings, times in unix seconds, hashes lowercase hex, bodies base64 (./body.ts).
 */
import type { FullContractState, RawTransaction, TransactionId, TransactionsBatchInfo } from 'everscale-inpage-provider';
import type { SupportedTokenSymbol } from '@shared/lib/tokens';
import type { DevnetWorld } from '../genesis/world';
import type { UnsignedExternalMessage } from './external-message';

export type { FullContractState, RawTransaction, TransactionId, TransactionsBatchInfo };

export interface AddressParams {
  readonly address: string;
}

export interface RunLocalParams {
  readonly address: string;
  /** ABI function (getter) name. */
  readonly method: string;
  /** Inputs by ABI name, provider style; `answerId` may be left out. */
  readonly input?: Readonly<Record<string, unknown>>;
}

export interface RunLocalResult {
  /** TVM exit code: 0 ok, 60 unknown method, -1 no contract there. */
  readonly code: number;
  readonly output?: Record<string, unknown>;
}

export interface SendMessageParams {
  /** The signed external message to the sender's wallet, a base64 BOC (./external-message.ts), as Venom's JRPC takes it. */
  readonly message: string;
}

export interface AccountTransaction {
  readonly address: string;
  readonly transaction: RawTransaction;
}

export interface SendMessageResult {
  /** The sender wallet's transaction (external in, one internal out): what `sendMessage` resolves with. */
  readonly transaction: RawTransaction;
  /** Every other transaction of the cascade, in execution order. */
  readonly childTransactions: readonly AccountTransaction[];
  /** The state after the cascade of every account a transaction touched. */
  readonly states: Readonly<Record<string, FullContractState>>;
}

export interface GetFullContractStateResult {
  readonly state?: FullContractState;
}

export interface GetTransactionsParams {
  readonly address: string;
  /** Continue from this transaction (inclusive) backwards. */
  readonly continuation?: TransactionId;
  /** 1..50, default 50. */
  readonly limit?: number;
}

export interface GetTransactionsResult {
  /** Newest first. */
  readonly transactions: readonly RawTransaction[];
  /** Absent at the start of the account's history. */
  readonly continuation?: TransactionId;
  readonly info?: TransactionsBatchInfo;
}

export interface TransactionResult {
  readonly transaction?: RawTransaction;
}

export interface TransactionsSinceParams {
  /** Only transactions with a greater lt; absent: none, just the current lt (a cursor to start from). */
  readonly afterLt?: string;
  /** Only these accounts (absent: all). */
  readonly addresses?: readonly string[];
  /** 1..200, default 100. */
  readonly limit?: number;
}

export interface TransactionsSinceResult {
  /** Oldest first. */
  readonly transactions: readonly AccountTransaction[];
  /** The cursor for the next call: the lt of the last transaction returned, or the chain's lt. */
  readonly lastLt: string;
  /** Current state of the accounts that have transactions in this batch. */
  readonly states: Readonly<Record<string, FullContractState>>;
}

export interface BalanceResult {
  readonly address: string;
  /** Nano VENOM. */
  readonly native: string;
  /** Smallest units per supported token (0 when the account has no wallet of it). */
  readonly tokens: Readonly<Record<SupportedTokenSymbol, string>>;
}

export interface FaucetParams {
  readonly address: string;
  /** Nano VENOM, or the token's smallest units when `token` is given. */
  readonly amount: string;
  /** Mint (or, for WVENOM, wrap) this token to the address instead of creating VENOM. */
  readonly token?: SupportedTokenSymbol;
}

export interface DevnetInfo {
  readonly networkId: number;
  /** The chain clock, unix seconds. */
  readonly now: number;
  readonly logicalTime: string;
  /** Nano VENOM a sender pays per transaction on top of the value (estimateFees). */
  readonly feePerTransaction: string;
  readonly world: DevnetWorld;
}

/** Every RPC method: [params, result]. */
export interface DevnetRpcMethods {
  info: [Record<string, never> | undefined, DevnetInfo];
  now: [Record<string, never> | undefined, { now: number }];
  advanceTime: [{ seconds: number }, { now: number }];
  faucet: [FaucetParams, BalanceResult];
  balance: [AddressParams, BalanceResult];
  estimateFees: [Record<string, never> | undefined, { fees: string }];
  runLocal: [RunLocalParams, RunLocalResult];
  sendMessage: [SendMessageParams, SendMessageResult];
  getFullContractState: [AddressParams, GetFullContractStateResult];
  getTransactions: [GetTransactionsParams, GetTransactionsResult];
  getTransaction: [{ hash: string }, TransactionResult];
  findTransaction: [{ inMessageHash: string }, TransactionResult];
  getTransactionsSince: [TransactionsSinceParams, TransactionsSinceResult];
  // The wallet's encoding methods (./codec.ts), with the provider's params and answers (provider-protocol §5).
  packIntoCell: [CodecParams, { boc: string; hash: string }];
  unpackFromCell: [CodecParams, { data: Record<string, unknown> }];
  getBocHash: [{ boc: string }, { hash: string }];
  encodeInternalInput: [CodecParams, { boc: string }];
  decodeInput: [CodecParams, { method: string; input: Record<string, unknown> } | null];
  decodeOutput: [CodecParams, { method: string; output: Record<string, unknown> } | null];
  decodeEvent: [CodecParams, { event: string; data: Record<string, unknown> } | null];
  decodeTransaction: [CodecParams, { method: string; input: Record<string, unknown>; output: Record<string, unknown> } | null];
  decodeTransactionEvents: [CodecParams, { events: { event: string; data: Record<string, unknown> }[] }];
  accountAddress: [{ boc: string }, { address: string }];
  unsignedExternalMessage: [UnsignedExternalMessage, { hash: string }];
  signedExternalMessage: [UnsignedExternalMessage & { signature: string }, { boc: string; hash: string }];
}

/** An encoding method's params, as the dApp passed them to the provider. */
type CodecParams = Readonly<Record<string, unknown>>;

export type DevnetRpcMethod = keyof DevnetRpcMethods;

/** The JSON error body of a failed call (HTTP 4xx/5xx). */
export interface DevnetRpcErrorBody {
  readonly error: string;
  /** The request field that was wrong (`method`, `params.address`, ...). */
  readonly field?: string;
  /** A stable code: invalid_request, invalid_input, unauthorized, insufficient_balance, not_a_wallet, internal. */
  readonly code: string;
}
