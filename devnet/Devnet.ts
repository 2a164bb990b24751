import { DurableObject } from 'cloudflare:workers';
import type { FullContractState, RawTransaction } from 'everscale-inpage-provider';
import { DEVNET_NETWORK_ID } from '@shared/lib/constants';
import { DEVNET_NEW_BLOCK_PATH, DEVNET_PUSH_PATH } from '@shared/lib/devnet-roots';
import type { SupportedTokenSymbol } from '@shared/lib/tokens';
import { AbiInputError, Chain, ever, InsufficientBalanceError, normalizeAddress, tokenWalletAddress, type Transaction } from './simulator';
import type { DevnetEnv } from './env';
import { createGenesis, DEVNET_TOKENS, devAccount, type DevnetWorld } from './genesis';
import type { MessageSpec } from '@shared/tvm/build';
import { externalMessage, storedTransactions, type StoredTransaction } from './jrpc/encode';
import { handleJrpc, lastTransaction } from './jrpc/handler';
import type {
  AccountTransaction,
  AddressParams,
  BalanceResult,
  DevnetInfo,
  FaucetParams,
  GetFullContractStateResult,
  GetTransactionsParams,
  GetTransactionsResult,
  RunLocalParams,
  RunLocalResult,
  SendMessageParams,
  SendMessageResult,
  TransactionResult,
  TransactionsSinceParams,
  TransactionsSinceResult,
} from './rpc/types';
import { openExternalMessage } from './rpc/external-message';
import { rawTransaction, wireContractState } from './rpc/wire';
import { handlePushService } from './push-service';

/**
 * An expected failure of a devnet call. The message is `<code>: <text>`; the code survives the
 * Durable Object RPC boundary (only messages do) and the HTTP handler maps it to a status:
 * invalid_input (400), not_a_wallet (400), insufficient_balance (422).
 */
export class DevnetError extends Error {
  constructor(
    readonly code: 'invalid_input' | 'not_a_wallet' | 'insufficient_balance' | 'unauthorized',
    text: string,
  ) {
    super(`${code}: ${text}`);
    this.name = 'DevnetError';
  }
}

const STALE_GENESIS =
  'this devnet state predates the dev accounts at their real EverWallet addresses: delete the local state (.wrangler/state) and start again';

/** SQLite values are at most 2 MB: the snapshot is stored in chunks of this many characters (≤ 1.5 MB as UTF-8). */
const SNAPSHOT_CHUNK_CHARS = 500_000;
/**
 * The most the faucet gives at once, in the smallest units (10^21 VENOM): far beyond any test's need, and
 * what a chain account can hold stays in reach (a balance is VarUInteger 16 nano, a token amount uint128).
 */
const MAX_FAUCET_UNITS = 10n ** 30n;
/** Ten years: the most `advanceTime` moves the clock in one call. */
const MAX_ADVANCE_SECONDS = 10 * 365 * 86_400;

interface Meta {
  /** Seconds the chain clock runs ahead of the wall clock (advanceTime). */
  readonly clockOffset: number;
  readonly world: DevnetWorld;
}

function invalid(text: string): DevnetError {
  return new DevnetError('invalid_input', text);
}

function address(value: string, field: string): string {
  try {
    return normalizeAddress(String(value));
  } catch {
    throw invalid(`${field} is not a raw address`);
  }
}

function nano(value: string | number | bigint, field: string): bigint {
  try {
    const amount = BigInt(value);
    if (amount < 0n) throw new RangeError();
    return amount;
  } catch {
    throw invalid(`${field} must be a non-negative integer`);
  }
}

/** Chain errors a caller can cause -> DevnetError; anything else is a bug and stays as it is. */
function callerError(error: unknown): unknown {
  if (error instanceof DevnetError) return error;
  if (error instanceof InsufficientBalanceError) return new DevnetError('insufficient_balance', error.message);
  if (error instanceof AbiInputError) return invalid(error.message);
  if (error instanceof TypeError && /not a raw address/.test(error.message)) return invalid(error.message);
  if (error instanceof Error && /is not a user wallet/.test(error.message)) return new DevnetError('not_a_wallet', error.message);
  return error;
}

/**
 * The local simulated chain (ARCHITECTURE "The chain"): one instance, by name "devnet", holds the
 * `Chain` in memory and applies every call strictly in order.
 *
 * - First start (empty storage): builds the genesis world (./genesis). Later starts restore it.
 * - After every committed cascade (a block) the chain snapshot (without history, in chunks under the
 *   2 MB value limit), the provider-format transactions (for getTransactions / findTransaction) and
 *   the same transactions as real BOCs (for the JRPC facade, ./jrpc) are written in one storage
 *   transaction. A call returns when its block is made, as the real chain's do. The devnet knows
 *   nothing of the indexer or of pages: it tells the site a block was made (POST /devnet/new-block, a
 *   hint naming nothing, not awaited), and the site's chain reader reads the new transactions through
 *   POST /devnet/jrpc like it reads mainnet.
 * - The chain clock is the wall clock plus an offset that `advanceTime` raises; it never goes back.
 */
export class Devnet extends DurableObject<DevnetEnv> {
  private chain!: Chain;
  private meta!: Meta;
  /** Every call runs after the previous one finished (a call awaits its BOCs' hashing, which opens the input gate). */
  private tail: Promise<unknown> = Promise.resolve();
  /** A state made by an older genesis (dev accounts at other addresses): every call says so. */
  private staleGenesis = false;

  constructor(ctx: DurableObjectState, env: DevnetEnv) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(() => this.load());
  }

  // ---- dev-only admin ----

  /** The chain clock (unix seconds). */
  async now(): Promise<number> {
    return this.exclusive(async () => {
      this.syncClock();
      return this.chain.now;
    });
  }

  /** Moves the chain clock forward (tests expire auctions and offers this way); returns the new time. */
  async advanceTime(seconds: number): Promise<{ now: number }> {
    return this.exclusive(async () => {
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
        throw invalid(`seconds must be an integer from 0 to ${MAX_ADVANCE_SECONDS}`);
      }
      this.syncClock();
      this.meta = { ...this.meta, clockOffset: this.meta.clockOffset + seconds };
      this.chain.advanceTime(seconds);
      this.syncClock();
      this.ctx.storage.transactionSync(() => this.writeState());
      // The reader sees the new chain time and sweeps offers past their end (no event says so).
      this.hintNewBlock();
      return { now: this.chain.now };
    });
  }

  /** Creates VENOM (or mints / wraps a token) for an address; a new address becomes a user wallet. */
  async faucet(params: FaucetParams): Promise<BalanceResult> {
    return this.exclusive(async () => {
      this.syncClock();
      const to = address(params.address, 'address');
      const amount = nano(params.amount, 'amount');
      if (amount > MAX_FAUCET_UNITS) throw invalid('amount is more than the faucet gives at once (10^30 units)');
      if (!params.token) {
        this.chain.faucet(to, amount, 'faucet');
        this.ctx.storage.transactionSync(() => this.writeState());
      } else {
        const token = DEVNET_TOKENS.find((t) => t.symbol === params.token);
        if (!token) throw invalid(`unknown token ${params.token}`);
        const operator = this.meta.world.operator;
        const root = this.meta.world.tokens[token.symbol];
        if (this.chain.balanceOf(operator) < amount + ever('100')) this.chain.faucet(operator, amount + ever('1000'), 'devnet-operator');
        const result = this.attempt(() =>
          token.symbol === 'WVENOM'
            ? this.chain.sendMessage({
                from: operator,
                to: root,
                amount: amount + ever('1.2'),
                functionName: 'wrap',
                input: {
                  tokens: amount,
                  recipient: to,
                  deployWalletValue: ever('0.1'),
                  remainingGasTo: operator,
                  notify: false,
                  payload: '',
                },
              })
            : this.chain.sendMessage({
                from: operator,
                to: root,
                amount: ever('1'),
                functionName: 'mint',
                input: { amount, recipient: to, deployWalletValue: ever('0.1'), remainingGasTo: operator, notify: false, payload: '' },
              }),
        );
        this.record(result.transactions);
      }
      return this.balanceOf(to);
    });
  }

  /** Native and token balances of an address. */
  async balance(params: AddressParams): Promise<BalanceResult> {
    return this.exclusive(async () => this.balanceOf(address(params.address, 'address')));
  }

  async info(): Promise<DevnetInfo> {
    return this.exclusive(async () => {
      this.syncClock();
      return {
        networkId: DEVNET_NETWORK_ID,
        now: this.chain.now,
        logicalTime: this.chain.logicalTime.toString(),
        feePerTransaction: this.feePerTransaction().toString(),
        world: this.meta.world,
      };
    });
  }

  // ---- what the dev wallet calls (provider-protocol §2.4) ----

  async estimateFees(): Promise<{ fees: string }> {
    return this.exclusive(async () => ({ fees: this.feePerTransaction().toString() }));
  }

  /** Runs a getter on the current state (compute phase only). */
  async runLocal(params: RunLocalParams): Promise<RunLocalResult> {
    return this.exclusive(async () => {
      this.syncClock();
      const at = address(params.address, 'address');
      const result = this.attempt(() => this.chain.runLocal(at, params.method, params.input ?? {}));
      return result.output === undefined ? { code: result.code } : { code: result.code, output: result.output };
    });
  }

  /**
   * The sender wallet emits one internal message and the whole cascade runs (rule 0.15). Returns
   * the sender's transaction in provider format, the cascade's other transactions and the states.
   */
  async sendMessage(params: SendMessageParams): Promise<SendMessageResult> {
    return this.exclusive(async () => {
      this.syncClock();
      // As on the real chain: only the key of the sender's wallet moves it, once, before expiry.
      const open = await openExternalMessage(params.message, this.chain.now, (account) => this.chain.account(account)?.kind ?? null);
      if (!open.ok) throw new DevnetError(open.code, open.text);
      const { message, call } = open.opened;
      if (this.ctx.storage.sql.exec('SELECT 1 FROM devnet_transactions WHERE in_msg_hash = ? LIMIT 1', message.hash).toArray().length > 0) {
        throw new DevnetError('unauthorized', 'params.message was already delivered (a replay)');
      }
      const to = address(call.to, 'params.message recipient');
      const result = this.attempt(() => this.chain.sendMessage({ ...call, to }));
      const external = externalMessage(message.wallet, message.body);
      const wires = this.record(result.transactions, external);
      const [transaction, ...rest] = wires;
      if (!transaction) throw new Error('unreachable: a send without a transaction');
      const states: Record<string, FullContractState> = {};
      for (const tx of result.transactions) {
        const state = this.contractState(tx.account);
        if (state) states[tx.account] = state;
      }
      const childTransactions: AccountTransaction[] = rest.map((wire, i) => ({
        address: result.transactions[i + 1]!.account,
        transaction: wire,
      }));
      return { transaction, childTransactions, states };
    });
  }

  async getFullContractState(params: AddressParams): Promise<GetFullContractStateResult> {
    return this.exclusive(async () => {
      this.syncClock();
      const state = this.contractState(address(params.address, 'address'));
      return state ? { state } : {};
    });
  }

  /** An account's transactions, newest first, 50 at most per page (provider-protocol §2.4). */
  async getTransactions(params: GetTransactionsParams): Promise<GetTransactionsResult> {
    return this.exclusive(async () => {
      const account = address(params.address, 'address');
      const limit = Math.min(Math.max(Math.trunc(params.limit ?? 50), 1), 50);
      const sql = this.ctx.storage.sql;
      const rows = params.continuation
        ? sql.exec<{ boc: string }>(
            'SELECT boc FROM devnet_transactions WHERE account = ? AND lt <= ? ORDER BY lt DESC LIMIT ?',
            account,
            ltNumber(params.continuation.lt),
            limit,
          )
        : sql.exec<{ boc: string }>('SELECT boc FROM devnet_transactions WHERE account = ? ORDER BY lt DESC LIMIT ?', account, limit);
      const transactions = rows.toArray().map((row) => rawTransaction(row.boc));
      const first = transactions[0];
      const last = transactions.at(-1);
      if (!first || !last) return { transactions };
      return {
        transactions,
        ...(last.prevTransactionId ? { continuation: last.prevTransactionId } : {}),
        info: { minLt: last.id.lt, maxLt: first.id.lt, batchType: 'old' },
      };
    });
  }

  async getTransaction(params: { hash: string }): Promise<TransactionResult> {
    return this.exclusive(async () => this.oneTransaction('hash', params.hash));
  }

  /** The transaction whose inbound message has this hash (subscriber.trace polls this, §4.9). */
  async findTransaction(params: { inMessageHash: string }): Promise<TransactionResult> {
    return this.exclusive(async () => this.oneTransaction('in_msg_hash', params.inMessageHash));
  }

  /** Transactions after a logical time, oldest first: the dev wallet polls this for subscriptions. */
  async getTransactionsSince(params: TransactionsSinceParams): Promise<TransactionsSinceResult> {
    return this.exclusive(async () => {
      const current = this.chain.logicalTime.toString();
      if (params.afterLt === undefined) return { transactions: [], lastLt: current, states: {} };
      const limit = Math.min(Math.max(Math.trunc(params.limit ?? 100), 1), 200);
      const after = ltNumber(params.afterLt);
      const sql = this.ctx.storage.sql;
      const rows = params.addresses
        ? sql.exec<{ account: string; lt: number; boc: string }>(
            'SELECT account, lt, boc FROM devnet_transactions WHERE lt > ? AND account IN (SELECT value FROM json_each(?)) ORDER BY lt ASC LIMIT ?',
            after,
            JSON.stringify(params.addresses.map((a) => address(a, 'addresses'))),
            limit,
          )
        : sql.exec<{ account: string; lt: number; boc: string }>(
            'SELECT account, lt, boc FROM devnet_transactions WHERE lt > ? ORDER BY lt ASC LIMIT ?',
            after,
            limit,
          );
      const found = rows.toArray();
      const transactions = found.map((row) => ({ address: row.account, transaction: rawTransaction(row.boc) }));
      const states: Record<string, FullContractState> = {};
      for (const account of new Set(found.map((row) => row.account))) {
        const state = this.contractState(account);
        if (state) states[account] = state;
      }
      const lastLt = found.length === limit ? String(found.at(-1)?.lt ?? current) : current;
      return { transactions, lastLt, states };
    });
  }

  // ---- internals ----

  /** The chain as the public Venom JRPC serves it (POST /devnet/jrpc), the devnet's token prices (GET /devnet/prices) and its push service (./push-service.ts). */
  override async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(`${DEVNET_PUSH_PATH}/`)) return handlePushService(request, this.ctx.storage);
    if (pathname.endsWith('/jrpc'))
      return handleJrpc(request, { chain: this.chain, sql: this.ctx.storage.sql, now: () => this.chainNow() });
    if (pathname.endsWith('/prices')) {
      const prices = Object.fromEntries(DEVNET_TOKENS.map((token) => [this.meta.world.tokens[token.symbol], token.usd]));
      return new Response(JSON.stringify(prices), { headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
    return new Response('Not found', { status: 404 });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      if (this.staleGenesis) throw invalid(STALE_GENESIS);
      return work();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  private attempt<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw callerError(error);
    }
  }

  private feePerTransaction(): bigint {
    const config = this.chain.config;
    return config.gasPrice * config.gasPerTransaction + config.forwardFee;
  }

  /** The chain clock as it reads now, without moving it (JRPC reads run outside the call queue). */
  private chainNow(): number {
    return Math.max(this.chain.now, Math.floor(Date.now() / 1000) + this.meta.clockOffset);
  }

  private syncClock(): void {
    const target = Math.floor(Date.now() / 1000) + this.meta.clockOffset;
    if (target > this.chain.now) this.chain.setNow(target);
  }

  private balanceOf(account: string): BalanceResult {
    const tokens = {} as Record<SupportedTokenSymbol, string>;
    for (const token of DEVNET_TOKENS) {
      const wallet = tokenWalletAddress(this.meta.world.tokens[token.symbol], account);
      const result = this.chain.runLocal(wallet, 'balance', { answerId: 0 });
      tokens[token.symbol] = result.code === 0 ? String(result.output?.['value0'] ?? '0') : '0';
    }
    return { address: account, native: this.chain.balanceOf(account).toString(), tokens };
  }

  private oneTransaction(column: 'hash' | 'in_msg_hash', hash: string): TransactionResult {
    if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) throw invalid('a hash is 64 hex characters');
    const row = this.ctx.storage.sql
      .exec<{ boc: string }>(`SELECT boc FROM devnet_transactions WHERE ${column} = ? ORDER BY lt ASC LIMIT 1`, hash.toLowerCase())
      .toArray()[0];
    return row ? { transaction: rawTransaction(row.boc) } : {};
  }

  private async load(): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec('CREATE TABLE IF NOT EXISTS devnet_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS devnet_snapshot (part INTEGER PRIMARY KEY, data TEXT NOT NULL)');
    // Each transaction once, as its BOC (hash = the BOC's cell hash): both doors read it.
    sql.exec(
      'CREATE TABLE IF NOT EXISTS devnet_transactions (hash TEXT PRIMARY KEY, lt INTEGER NOT NULL, account TEXT NOT NULL, in_msg_hash TEXT NOT NULL, boc TEXT NOT NULL)',
    );
    sql.exec('CREATE INDEX IF NOT EXISTS devnet_transactions_account ON devnet_transactions (account, lt)');
    sql.exec('CREATE INDEX IF NOT EXISTS devnet_transactions_in_msg ON devnet_transactions (in_msg_hash)');
    sql.exec('CREATE INDEX IF NOT EXISTS devnet_transactions_lt ON devnet_transactions (lt)');
    // Before the chain reader, the devnet fed the indexer itself through this outbox.
    sql.exec('DROP TABLE IF EXISTS devnet_outbox');

    const meta = sql.exec<{ value: string }>("SELECT value FROM devnet_meta WHERE key = 'meta'").toArray()[0];
    if (meta) {
      this.meta = JSON.parse(meta.value) as Meta;
      const parts = sql.exec<{ data: string }>('SELECT data FROM devnet_snapshot ORDER BY part').toArray();
      this.chain = Chain.restore(JSON.parse(parts.map((p) => p.data).join('')));
      this.staleGenesis = this.meta.world.accounts[0]?.address !== (await devAccount(0)).address;
    } else {
      const genesis = await createGenesis();
      this.chain = genesis.chain;
      this.meta = { clockOffset: 0, world: genesis.world };
      this.commit(genesis.chain.transactions);
      this.chain.clearHistory();
      this.hintNewBlock();
    }
  }

  /** Persists a cascade (a block): each transaction once, as its BOC; then tells the site. Gives them in provider format. */
  private record(transactions: readonly Transaction[], external?: MessageSpec): RawTransaction[] {
    const stored = this.commit(transactions, external);
    this.chain.clearHistory();
    this.hintNewBlock();
    return stored.map((tx) => rawTransaction(tx.boc));
  }

  private commit(transactions: readonly Transaction[], external?: MessageSpec): StoredTransaction[] {
    const sql = this.ctx.storage.sql;
    return this.ctx.storage.transactionSync(() => {
      const stored = storedTransactions(this.chain, transactions, (account) => lastTransaction(sql, account), external);
      for (const tx of stored) {
        sql.exec(
          'INSERT INTO devnet_transactions (hash, lt, account, in_msg_hash, boc) VALUES (?, ?, ?, ?, ?)',
          tx.hash,
          Number(tx.lt),
          tx.account,
          tx.inMessageHash,
          tx.boc,
        );
      }
      this.writeState();
      return stored;
    });
  }

  /** An account's state in provider format, with its last stored transaction. */
  private contractState(account: string): FullContractState | undefined {
    return wireContractState(this.chain, account, lastTransaction(this.ctx.storage.sql, account));
  }

  /** The snapshot (no history) in chunks, and the meta row. Call inside a storage transaction. */
  private writeState(): void {
    const sql = this.ctx.storage.sql;
    const text = JSON.stringify(this.chain.snapshot({ history: false }));
    let part = 0;
    for (let at = 0; at < text.length || part === 0; at += SNAPSHOT_CHUNK_CHARS, part++) {
      sql.exec('INSERT OR REPLACE INTO devnet_snapshot (part, data) VALUES (?, ?)', part, text.slice(at, at + SNAPSHOT_CHUNK_CHARS));
    }
    sql.exec('DELETE FROM devnet_snapshot WHERE part >= ?', part);
    sql.exec("INSERT OR REPLACE INTO devnet_meta (key, value) VALUES ('meta', ?)", JSON.stringify(this.meta));
  }

  /**
   * Tells the site a block was made, so its reader reads the chain now rather than at its next alarm.
   * Not awaited: the call returns when its block is made. The hint names nothing; a lost one only
   * delays the results until the reader's own schedule.
   */
  private hintNewBlock(): void {
    const site = this.env.SITE;
    if (!site) return;
    const sent = site.fetch(`http://site${DEVNET_NEW_BLOCK_PATH}`, { method: 'POST' }).then(
      (response) => response.body?.cancel(),
      (error: unknown) => console.error('devnet: the site did not take the new-block hint', error),
    );
    this.ctx.waitUntil(sent);
  }
}

function ltNumber(lt: string): number {
  if (typeof lt !== 'string' || !/^\d{1,15}$/.test(lt)) throw invalid('lt must be a decimal string');
  return Number(lt);
}
