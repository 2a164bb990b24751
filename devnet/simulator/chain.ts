import { abiOf, findFunction, normalizeInputs, orderOutputs, toWire } from './abi';
import { genesisAddress, nftCodeHash, normalizeAddress, type Address } from './address';
import { CONTRACTS } from './contracts';
import { Input, type ChainView } from './context';
import { ChainError } from './errors';
import { createMessage, executeMessage, gasFeePerTransaction, type ExecutorHost } from './executor';
import { fromJsonSafe, toJsonSafe } from './json-safe';
import type { Account, ChainConfig, ChainEvent, ChainTotals, ContractKind, Message, MessageBody, StateInit, Transaction } from './types';

export const DEFAULT_CONFIG: ChainConfig = {
  gasPrice: 1000n,
  gasPerTransaction: 5_000n,
  forwardFee: 0n,
  strictDirectBuyAcceptGasCheck: false,
  maxTransactionsPerCascade: 10_000,
};

/** Everything the chain is; plain data, so it serialises (bigints tagged by json-safe). */
interface ChainData {
  config: ChainConfig;
  now: number;
  lt: bigint;
  eventSeq: number;
  genesisNonce: bigint;
  accounts: Record<Address, Account>;
  transactions: Transaction[];
  events: ChainEvent[];
  totals: ChainTotals;
}

export interface SendMessageParams {
  /** A user wallet account (created with `faucet`). */
  readonly from: string;
  readonly to: string;
  /** Nano VENOM attached to the internal message. */
  readonly amount: bigint | string | number;
  readonly bounce?: boolean;
  /** ABI function name on the destination; absent or '' for a plain transfer. */
  readonly functionName?: string;
  /** Inputs by ABI name, provider style (decimal strings, '' for an empty cell) or bigints. */
  readonly input?: Readonly<Record<string, unknown>>;
  readonly stateInit?: StateInit;
}

export interface SendMessageResult {
  /** The sender wallet's transaction: external inbound, one internal outbound (provider-protocol 2.4). */
  readonly transaction: Transaction;
  /** Every transaction of the cascade, in execution order. */
  readonly transactions: readonly Transaction[];
  /** Every event of the cascade, in log order. */
  readonly events: readonly ChainEvent[];
}

export interface RunLocalResult {
  /** TVM exit code: 0 on success, 60 for an unknown getter, -1 when no contract is deployed there. */
  readonly code: number;
  /** ABI outputs by name in provider format (integers as decimal strings). */
  readonly output?: Record<string, unknown>;
}

export interface DeployParams {
  readonly kind: ContractKind;
  /** Initial data (the static fields). */
  readonly state: unknown;
  /** Constructor inputs by ABI name. */
  readonly constructorInput?: Readonly<Record<string, unknown>>;
  /** Native value the account starts with (counted as minted). */
  readonly balance: bigint;
  readonly address?: Address;
}

export class InsufficientBalanceError extends Error {
  constructor(
    readonly address: Address,
    readonly balance: bigint,
    readonly required: bigint,
  ) {
    super(`${address} has ${balance} nano, needs ${required}`);
    this.name = 'InsufficientBalanceError';
  }
}

export const SNAPSHOT_VERSION = 1;

/**
 * The devnet chain: accounts, clock, logical time, and a FIFO message queue processed until
 * empty for every external action (rule 0.15). Deterministic: the same calls give the same
 * addresses, hashes, balances and events.
 */
export class Chain {
  private readonly host: ExecutorHost;

  private constructor(private data: ChainData) {
    this.host = this.makeHost();
  }

  static create(options: { now?: number; config?: Partial<ChainConfig> } = {}): Chain {
    return new Chain({
      config: { ...DEFAULT_CONFIG, ...options.config },
      now: options.now ?? 1_700_000_000,
      lt: 1_000n,
      eventSeq: 0,
      genesisNonce: 0n,
      accounts: {},
      transactions: [],
      events: [],
      totals: { minted: 0n, burnedGas: 0n, tokenMinted: {}, tokenBurned: {} },
    });
  }

  /**
   * The whole state as JSON-safe data (bigints as `{"$bigint": "..."}`), for Durable Object storage.
   * History (transactions and the event log) dominates the size; `{ history: false }` leaves it out
   * (accounts, clock, logical time, counters and books are always included).
   */
  snapshot(options: { history?: boolean } = {}): unknown {
    const data = options.history === false ? { ...this.data, transactions: [], events: [] } : this.data;
    return { version: SNAPSHOT_VERSION, data: toJsonSafe(data) };
  }

  /** Drops the stored transactions and events (e.g. once persisted elsewhere); seq and lt keep counting. */
  clearHistory(): void {
    this.data.transactions = [];
    this.data.events = [];
  }

  static restore(snapshot: unknown): Chain {
    if (typeof snapshot !== 'object' || snapshot === null || (snapshot as { version?: unknown }).version !== SNAPSHOT_VERSION) {
      throw new TypeError('not a devnet chain snapshot');
    }
    return new Chain(fromJsonSafe((snapshot as { data: unknown }).data) as ChainData);
  }

  // ---- clock (T.1) ----

  get now(): number {
    return this.data.now;
  }

  setNow(unixSeconds: number): void {
    if (!Number.isInteger(unixSeconds) || unixSeconds < this.data.now) throw new RangeError('the clock only moves forward');
    this.data.now = unixSeconds;
  }

  advanceTime(seconds: number): number {
    this.setNow(this.data.now + seconds);
    return this.data.now;
  }

  get config(): ChainConfig {
    return this.data.config;
  }

  /** The current logical time (the last one handed out). */
  get logicalTime(): bigint {
    return this.data.lt;
  }

  // ---- reads ----

  account(address: string): Readonly<Account> | undefined {
    return this.data.accounts[normalizeAddress(address)];
  }

  accounts(): readonly Readonly<Account>[] {
    return Object.values(this.data.accounts);
  }

  balanceOf(address: string): bigint {
    return this.account(address)?.balance ?? 0n;
  }

  /** A contract's state (a copy). */
  stateOf<S>(address: string): S | undefined {
    const account = this.account(address);
    return account && account.kind !== null ? (structuredClone(account.state) as S) : undefined;
  }

  get events(): readonly ChainEvent[] {
    return this.data.events;
  }

  get transactions(): readonly Transaction[] {
    return this.data.transactions;
  }

  get totals(): Readonly<ChainTotals> {
    return this.data.totals;
  }

  // ---- value creation ----

  /** Creates native value out of nothing (counted in `totals.minted`); a new address becomes a user wallet. */
  faucet(address: string, amount: bigint, label = ''): Address {
    if (amount < 0n) throw new RangeError('faucet amount must be non-negative');
    const normalized = normalizeAddress(address);
    const account = this.data.accounts[normalized];
    if (account) {
      account.balance += amount;
    } else {
      this.data.accounts[normalized] = {
        address: normalized,
        balance: amount,
        kind: 'userWallet',
        state: { label },
        lastTxLt: 0n,
        lastTxHash: null,
      };
    }
    this.data.totals.minted += amount;
    return normalized;
  }

  /** Deploys a contract by an external message (genesis set-up: roots, collections, factories). */
  deploy(params: DeployParams): { address: Address; transactions: readonly Transaction[] } {
    const address = params.address ?? genesisAddress(params.kind, 'genesis', this.data.genesisNonce++);
    const existing = this.data.accounts[address];
    if (existing && existing.kind !== null) throw new Error(`${address} is already deployed`);
    const definition = CONTRACTS[params.kind];
    const fn = findFunction(abiOf(definition.abi), 'constructor');
    const input = fn ? normalizeInputs(fn.inputs, params.constructorInput ?? {}) : { ...params.constructorInput };
    const transactions = this.atomically(() => {
      const account = (this.data.accounts[address] ??= { address, balance: 0n, kind: null, state: null, lastTxLt: 0n, lastTxHash: null });
      account.balance += params.balance;
      this.data.totals.minted += params.balance;
      const message = createMessage(this.host, {
        src: null,
        dst: address,
        value: 0n,
        bounce: false,
        bounced: false,
        body: { method: 'constructor', input },
        answerTo: null,
        isAnswer: false,
        stateInit: { kind: params.kind, state: params.state },
      });
      const txs = this.process([message]);
      const first = txs[0];
      if (!first || first.aborted) {
        throw new ChainError(first?.exitCode || first?.resultCode || -1, `deploy of ${params.kind} failed`);
      }
      return txs;
    });
    return { address, transactions };
  }

  // ---- the facade the wallet provider uses (provider-protocol §7) ----

  /**
   * The sender wallet emits one internal message (flag 3) and the whole cascade runs to the end.
   * Throws InsufficientBalanceError (nothing happens) when the wallet cannot pay value + fees.
   */
  sendMessage(params: SendMessageParams): SendMessageResult {
    const from = normalizeAddress(params.from);
    const to = normalizeAddress(params.to);
    const wallet = this.data.accounts[from];
    if (!wallet || wallet.kind !== 'userWallet') throw new Error(`${from} is not a user wallet`);
    const amount = BigInt(params.amount);
    if (amount < 0n) throw new RangeError('amount must be non-negative');
    const body = this.encodeBody(to, params.functionName ?? '', params.input ?? {}, params.stateInit);
    const required = amount + gasFeePerTransaction(this.data.config) + this.data.config.forwardFee;
    if (wallet.balance < required) throw new InsufficientBalanceError(from, wallet.balance, required);

    const transactions = this.atomically(() => {
      const external = createMessage(this.host, {
        src: null,
        dst: from,
        value: 0n,
        bounce: false,
        bounced: false,
        body: {
          method: 'sendTransaction',
          input: { dest: to, value: amount, bounce: params.bounce ?? true, body, stateInit: params.stateInit ?? null },
        },
        answerTo: null,
        isAnswer: false,
        stateInit: null,
      });
      return this.process([external]);
    });
    const first = transactions[0];
    if (!first) throw new Error('unreachable: no transaction');
    return { transaction: first, transactions, events: transactions.flatMap((tx) => tx.events) };
  }

  /** Runs a getter on current state (compute phase only); outputs by ABI name, provider format. */
  runLocal(address: string, functionName: string, input: Readonly<Record<string, unknown>> = {}): RunLocalResult {
    const account = this.account(address);
    if (!account || account.kind === null) return { code: -1 };
    const definition = CONTRACTS[account.kind];
    const fn = findFunction(abiOf(definition.abi), functionName);
    const getter = Object.hasOwn(definition.getters, functionName) ? definition.getters[functionName] : undefined;
    if (!fn || !getter) return { code: 60 };
    const normalized = normalizeInputs(fn.inputs, input);
    try {
      const outputs = getter({ self: account.address, state: account.state, now: this.data.now, chain: this.view }, new Input(normalized));
      return { code: 0, output: toWire(orderOutputs(fn.outputs, outputs)) as Record<string, unknown> };
    } catch (error) {
      if (error instanceof ChainError) return { code: error.exitCode };
      throw error;
    }
  }

  // ---- internals ----

  private encodeBody(to: Address, functionName: string, input: Readonly<Record<string, unknown>>, stateInit?: StateInit): MessageBody {
    if (functionName === '') return { method: '', input: {} };
    const kind = this.data.accounts[to]?.kind ?? stateInit?.kind ?? 'userWallet';
    const fn = findFunction(abiOf(CONTRACTS[kind].abi), functionName);
    return { method: functionName, input: fn ? normalizeInputs(fn.inputs, input) : { ...input } };
  }

  private get view(): ChainView {
    return this.host.view;
  }

  /** Runs `work`; on any unexpected error puts the chain back exactly as it was. */
  private atomically<T>(work: () => T): T {
    const checkpoint = {
      accounts: structuredClone(this.data.accounts),
      totals: structuredClone(this.data.totals),
      lt: this.data.lt,
      eventSeq: this.data.eventSeq,
      transactions: this.data.transactions.length,
      events: this.data.events.length,
    };
    try {
      return work();
    } catch (error) {
      this.data.accounts = checkpoint.accounts;
      this.data.totals = checkpoint.totals;
      this.data.lt = checkpoint.lt;
      this.data.eventSeq = checkpoint.eventSeq;
      this.data.transactions.length = checkpoint.transactions;
      this.data.events.length = checkpoint.events;
      throw error;
    }
  }

  /** 0.15: one FIFO queue in logical-time order, processed until empty. */
  private process(initial: Message[]): Transaction[] {
    const queue = [...initial];
    const done: Transaction[] = [];
    for (let message = queue.shift(); message; message = queue.shift()) {
      if (done.length >= this.data.config.maxTransactionsPerCascade) throw new Error('message cascade too long');
      const transaction = executeMessage(this.host, message);
      done.push(transaction);
      this.data.transactions.push(transaction);
      this.data.events.push(...transaction.events);
      queue.push(...transaction.outMessages);
    }
    return done;
  }

  private makeHost(): ExecutorHost {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the view's getters read the chain, not themselves
    const chain = this;
    const view: ChainView = {
      get config() {
        return chain.data.config;
      },
      collectionByNftCodeHash(codeHash) {
        for (const account of Object.values(chain.data.accounts)) {
          const isCollection =
            account.kind === 'collection' || account.kind === 'collectionWithRoyalty' || account.kind === 'collectionRoyalty';
          if (isCollection && nftCodeHash(account.address) === codeHash) return account.address;
        }
        return null;
      },
      kindOf(address) {
        return chain.data.accounts[address]?.kind ?? null;
      },
    };
    return {
      get accounts() {
        return chain.data.accounts;
      },
      get config() {
        return chain.data.config;
      },
      get now() {
        return chain.data.now;
      },
      get totals() {
        return chain.data.totals;
      },
      view,
      nextLt: () => ++chain.data.lt,
      nextEventSeq: () => chain.data.eventSeq++,
      contract: (kind) => CONTRACTS[kind],
    };
  }
}
