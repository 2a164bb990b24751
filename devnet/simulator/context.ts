import { ZERO_ADDRESS, type Address } from './address';
import { ChainError, ExitCode } from './errors';
import type { ChainConfig, ContractKind, StateInit } from './types';

/** 0.4 Send flags. */
export const MsgFlag = {
  ORDINARY: 0,
  SENDER_PAYS_FEES: 1,
  IGNORE_ERRORS: 2,
  DESTROY_IF_ZERO: 32,
  REMAINING_GAS: 64,
  ALL_NOT_RESERVED: 128,
} as const;

export interface SendSpec {
  readonly to: Address;
  readonly value?: bigint;
  readonly flag?: number;
  /** 0.3: when not stated the bounce bit is true. */
  readonly bounce?: boolean;
  /** '' (or absent) sends a plain value transfer with an empty body. */
  readonly method?: string;
  readonly input?: Readonly<Record<string, unknown>>;
  /** Calling a responsible function: the method its answer calls back on this contract. */
  readonly answerTo?: string;
  readonly isAnswer?: boolean;
  /** An answer: the responsible function it answers. */
  readonly answers?: string;
  readonly stateInit?: StateInit;
}

export type Action =
  | { readonly type: 'send'; readonly spec: SendSpec }
  | { readonly type: 'reserve'; readonly amount: bigint; readonly upTo: boolean }
  | { readonly type: 'event'; readonly name: string; readonly data: Readonly<Record<string, unknown>> };

/** What a contract may read of the world outside its own state (addresses are pure functions). */
export interface ChainView {
  readonly config: ChainConfig;
  /** 2.0.3: the collection whose salted NFT code hash equals `codeHash`, if any. */
  collectionByNftCodeHash(codeHash: bigint): Address | null;
  kindOf(address: Address): ContractKind | null;
}

export interface MessageInfo {
  readonly self: Address;
  /** 0.9: the zero address for an external message. */
  readonly sender: Address;
  readonly isExternal: boolean;
  readonly value: bigint;
  readonly now: number;
  /** This transaction's logical time (0.11: factories use it as the offer nonce). */
  readonly lt: bigint;
  /** Balance before the inbound message was credited (0.5 "pre-balance"). */
  readonly originalBalance: bigint;
  /** The function the inbound message calls ('' for a plain transfer). */
  readonly method: string;
  /** The method a responsible call wants its answer delivered to. */
  readonly answerTo: string | null;
  readonly answerId: bigint;
}

/**
 * One transaction's compute phase as a contract sees it: the inbound message, a mutable draft of
 * the contract's state, and the action list (reserves, sends, events) the action phase will run
 * (rule 0.6). Throwing a ChainError aborts the transaction (rule 0.8).
 */
export class ExecContext<S> {
  readonly actions: Action[] = [];
  readonly supplyChanges: { root: Address; minted: bigint; burned: bigint }[] = [];

  constructor(
    readonly msg: MessageInfo,
    public state: S,
    readonly chain: ChainView,
  ) {}

  get self(): Address {
    return this.msg.self;
  }

  get sender(): Address {
    return this.msg.sender;
  }

  get value(): bigint {
    return this.msg.value;
  }

  get now(): number {
    return this.msg.now;
  }

  /** `tvm.rawReserve(amount, 0)`: fails the action phase if the balance is below (0.5). */
  reserve(amount: bigint): void {
    this.actions.push({ type: 'reserve', amount, upTo: false });
  }

  /** `tvm.rawReserve(amount, 2)`: reserve up to `amount` without failing (TIP-3 `_reserve()`). */
  reserveUpTo(amount: bigint): void {
    this.actions.push({ type: 'reserve', amount, upTo: true });
  }

  send(spec: SendSpec): void {
    this.actions.push({ type: 'send', spec });
  }

  emit(name: string, data: Readonly<Record<string, unknown>>): void {
    this.actions.push({ type: 'event', name, data });
  }

  /** The answer of a responsible function: back to the sender, by default with flag 64. */
  answer(outputs: Readonly<Record<string, unknown>>, options: { value?: bigint; flag?: number } = {}): void {
    this.send({
      to: this.sender,
      value: options.value ?? 0n,
      flag: options.flag ?? MsgFlag.REMAINING_GAS,
      bounce: false,
      method: this.msg.answerTo ?? `answerId:${this.msg.answerId}`,
      input: outputs,
      isAnswer: true,
      answers: this.msg.method,
    });
  }

  /** Ledger entry for the conservation check; committed only if the transaction succeeds. */
  recordSupply(root: Address, change: { minted?: bigint; burned?: bigint }): void {
    this.supplyChanges.push({ root, minted: change.minted ?? 0n, burned: change.burned ?? 0n });
  }
}

/** Typed reads of a message's (already ABI-normalised) inputs. A missing field is a cell underflow. */
export class Input {
  constructor(private readonly record: Readonly<Record<string, unknown>>) {}

  raw(name: string): unknown {
    return this.record[name];
  }

  uint(name: string): bigint {
    const value = this.record[name];
    if (typeof value === 'bigint') return value;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not an integer`);
  }

  address(name: string): Address {
    const value = this.record[name];
    if (typeof value === 'string') return value;
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not an address`);
  }

  addressOr(name: string, fallback: Address = ZERO_ADDRESS): Address {
    const value = this.record[name];
    return typeof value === 'string' ? value : fallback;
  }

  cell(name: string): string {
    const value = this.record[name];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value;
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not a cell`);
  }

  bool(name: string): boolean {
    const value = this.record[name];
    if (typeof value === 'boolean') return value;
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not a bool`);
  }

  string(name: string): string {
    const value = this.record[name];
    if (typeof value === 'string') return value;
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not a string`);
  }

  tuple(name: string): Input {
    const value = this.record[name];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return new Input(value as Record<string, unknown>);
    }
    throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not a tuple`);
  }

  optionalTuple(name: string): Input | null {
    const value = this.record[name];
    if (value === null || value === undefined) return null;
    return this.tuple(name);
  }

  /** map(address, tuple) as [key, value] pairs. */
  map(name: string): [Address, Input][] {
    const value = this.record[name];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} is not a map`);
    return value.map((entry: unknown) => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'object' || entry[1] === null) {
        throw new ChainError(ExitCode.CELL_UNDERFLOW, `input ${name} has a bad entry`);
      }
      return [entry[0], new Input(entry[1] as Record<string, unknown>)];
    });
  }
}
