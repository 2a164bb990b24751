import type { Address } from './address';

/** Every contract the devnet simulates (one module each under `contracts/`). */
export type ContractKind =
  | 'userWallet'
  | 'tokenRoot'
  | 'tokenWallet'
  | 'vaultRoot'
  | 'vaultWallet'
  | 'collection'
  | 'collectionWithRoyalty'
  | 'collectionRoyalty'
  | 'nft'
  | 'nftWithRoyalty'
  | 'nftIndex'
  | 'factoryDirectSell'
  | 'factoryAuction'
  | 'factoryDirectBuy'
  | 'directSell'
  | 'auction'
  | 'directBuy';

/** A decoded message body: the called function and its inputs (internal values: bigint integers). */
export interface MessageBody {
  readonly method: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** Code + initial data of a deploy message. */
export interface StateInit {
  readonly kind: ContractKind;
  readonly state: unknown;
}

export interface Message {
  readonly hash: string;
  readonly lt: bigint;
  /** null for an inbound external message. */
  readonly src: Address | null;
  readonly dst: Address;
  readonly value: bigint;
  readonly bounce: boolean;
  readonly bounced: boolean;
  readonly body: MessageBody;
  /** For a call to a responsible function: the method the answer calls on the sender. */
  readonly answerTo: string | null;
  /** True for the answer of a responsible function (inputs are matched by position). */
  readonly isAnswer: boolean;
  /** An answer: the responsible function it answers. */
  readonly answers?: string;
  readonly stateInit: StateInit | null;
}

/** 0.7 An event: an external outbound message, in the log with where and when it happened. */
export interface ChainEvent {
  /** Position in the chain's event log (0, 1, 2, ...). */
  readonly seq: number;
  readonly emitter: Address;
  readonly name: string;
  /** Event fields by ABI name, in provider output format (integers as decimal strings). */
  readonly data: Readonly<Record<string, unknown>>;
  /** Logical time of the event message itself. */
  readonly lt: bigint;
  readonly txHash: string;
  readonly txLt: bigint;
  /** Unix seconds of the transaction (its `now`). */
  readonly timestamp: number;
}

export type AccountStatus = 'active' | 'uninit' | 'nonexist';

export interface Transaction {
  readonly hash: string;
  readonly lt: bigint;
  readonly account: Address;
  readonly now: number;
  readonly inMessage: Message;
  readonly outMessages: readonly Message[];
  readonly events: readonly ChainEvent[];
  /** True when the compute phase failed or was skipped, or the action phase failed. */
  readonly aborted: boolean;
  readonly computeSkipped: boolean;
  /** Compute-phase exit code (0 on success). */
  readonly exitCode: number;
  /** Action-phase result code (0 on success, 37 when a send or reserve could not be covered). */
  readonly resultCode: number;
  readonly gasFee: bigint;
  readonly forwardFees: bigint;
  readonly origStatus: AccountStatus;
  readonly endStatus: AccountStatus;
  readonly balanceAfter: bigint;
}

export interface Account {
  readonly address: Address;
  balance: bigint;
  /** null = no code (uninit): the account only holds value. */
  kind: ContractKind | null;
  state: unknown;
  lastTxLt: bigint;
  lastTxHash: string | null;
}

export interface ChainConfig {
  /** Nano per gas unit. gasK (N.9) = 10^9 / gasPrice: 1000 gives gasK = 1 000 000 [K]. */
  readonly gasPrice: bigint;
  /** Gas units every transaction's compute phase burns (3.4 N.12: a configurable fee per transaction). */
  readonly gasPerTransaction: bigint;
  /** Nano burned per outbound internal message (paid by the sender with flag 1, else taken from the value). */
  readonly forwardFee: bigint;
  /** Q3: DirectBuy's intended accept gas check (≥ calcValue(accept)); off = faithful to the deployed code. */
  readonly strictDirectBuyAcceptGasCheck: boolean;
  /** A cascade longer than this is treated as a bug and rolled back. */
  readonly maxTransactionsPerCascade: number;
}

/** What the conservation check adds up (value is created only by the faucet, destroyed only as gas). */
export interface ChainTotals {
  /** Native value created by the faucet and genesis funding. */
  minted: bigint;
  /** Native value burned as compute and forwarding fees. */
  burnedGas: bigint;
  /** Per token root: tokens minted (TIP-3 mint, vault wrap). */
  tokenMinted: Record<Address, bigint>;
  /** Per token root: tokens burned (TIP-3 burn, vault unwrap). */
  tokenBurned: Record<Address, bigint>;
}
