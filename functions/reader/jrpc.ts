/**
 * A JSON-RPC 2.0 client for the Venom/Everscale light API (`jrpc.venom.foundation`, broxus/tycho
 * docs/jrpc.md) with the four methods a reader needs. Every answer is validated with zod. Rate limits
 * (429), server errors (5xx) and timeouts are retried with exponential backoff (and Retry-After when
 * given); other failures throw JrpcError at once.
 */
import { z } from 'zod';

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-f]{64}$/;
const HASH = /^[0-9a-f]{64}$/;
const LT = /^\d{1,20}$/;

const address = z.string().regex(RAW_ADDRESS);
const boc = z
  .string()
  .min(1)
  .max(4_000_000)
  .regex(/^[A-Za-z0-9+/=]+$/);

const timings = z.object({ genLt: z.string().regex(LT), genUtime: z.number().int().nonnegative() });

export const contractStateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notExists') }),
  // Only when asked with `lastTransactionLt`: the account's last transaction is not newer than it.
  z.object({ type: z.literal('unchanged'), timings }),
  z.object({
    type: z.literal('exists'),
    account: boc,
    lastTransactionId: z.object({ isExact: z.boolean(), lt: z.string().regex(LT), hash: z.string().regex(HASH) }),
    timings,
  }),
]);
export type ContractState = z.infer<typeof contractStateSchema>;

const RESULTS = {
  getContractState: contractStateSchema,
  getTransactionsList: z.array(boc).max(100),
  getTransaction: boc.nullable().optional(),
  getDstTransaction: boc.nullable().optional(),
  getAccountsByCodeHash: z.array(address).max(100),
} as const;

export type JrpcMethod = keyof typeof RESULTS;

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string()]), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number(), message: z.string().max(10_000) }),
  }),
]);

export class JrpcError extends Error {
  constructor(
    message: string,
    /** True when the same request may succeed later (rate limit, server error, timeout). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'JrpcError';
  }
}

export interface JrpcOptions {
  readonly endpoint: string;
  /** Injected for tests (a fake JRPC) and for the devnet (a Durable Object stub's fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** Per request, milliseconds (default 10 s). */
  readonly timeoutMs?: number;
  /** Attempts per call including the first (default 5). */
  readonly attempts?: number;
  /** First backoff delay, doubled each retry (default 500 ms); tests set 0. */
  readonly backoffMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface JrpcStats {
  requests: number;
  retries: number;
}

const MAX_BACKOFF_MS = 30_000;

export class JrpcClient {
  readonly stats: JrpcStats = { requests: 0, retries: 0 };
  private nextId = 1;

  constructor(private readonly options: JrpcOptions) {
    if (!/^https?:\/\//.test(options.endpoint)) throw new TypeError(`JRPC endpoint must be an http(s) URL, got "${options.endpoint}"`);
  }

  /**
   * The account's state. With `lastTransactionLt` (a `lastTransactionId.lt` an earlier answer gave), an
   * account with no newer transaction answers `unchanged` without its state (everscale-jrpc models
   * `GetContractStateRequest.last_transaction_lt`).
   */
  getContractState(addr: string, lastTransactionLt?: bigint): Promise<ContractState> {
    return this.call('getContractState', {
      address: addr,
      ...(lastTransactionLt === undefined ? {} : { lastTransactionLt: lastTransactionLt.toString() }),
    });
  }

  /** Up to `limit` (≤ 100) transactions of the account, newest first, starting at `lastTransactionLt` (inclusive). */
  getTransactionsList(account: string, limit: number, lastTransactionLt?: bigint): Promise<string[]> {
    return this.call('getTransactionsList', {
      account,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      ...(lastTransactionLt === undefined ? {} : { lastTransactionLt: lastTransactionLt.toString() }),
    });
  }

  async getTransaction(hash: string): Promise<string | null> {
    return (await this.call('getTransaction', { id: hash })) ?? null;
  }

  /** The transaction that received the internal message with this hash; null while it is not delivered. */
  async getDstTransaction(messageHash: string): Promise<string | null> {
    return (await this.call('getDstTransaction', { messageHash })) ?? null;
  }

  /** Up to `limit` addresses of contracts with this code hash, sorted, after `continuation`. */
  getAccountsByCodeHash(codeHash: string, limit: number, continuation?: string): Promise<string[]> {
    return this.call('getAccountsByCodeHash', {
      codeHash,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      ...(continuation ? { continuation } : {}),
    });
  }

  private async call<M extends JrpcMethod>(method: M, params: Record<string, unknown>): Promise<z.infer<(typeof RESULTS)[M]>> {
    const attempts = this.options.attempts ?? 5;
    let delay = this.options.backoffMs ?? 500;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, params);
      } catch (error) {
        const retryable = error instanceof JrpcError && error.retryable;
        if (!retryable || attempt >= attempts) throw error;
        this.stats.retries++;
        const retryAfter = error instanceof RetryAfterError ? error.ms : 0;
        await (this.options.sleep ?? defaultSleep)(Math.min(Math.max(delay, retryAfter), MAX_BACKOFF_MS));
        delay *= 2;
      }
    }
  }

  private async once<M extends JrpcMethod>(method: M, params: Record<string, unknown>): Promise<z.infer<(typeof RESULTS)[M]>> {
    const id = this.nextId++;
    const request = new Request(this.options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    this.stats.requests++;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(request);
    } catch (error) {
      throw new JrpcError(`${method}: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    if (response.status === 429 || response.status >= 500) {
      const seconds = Number(response.headers.get('retry-after'));
      await response.body?.cancel();
      const message = `${method}: HTTP ${response.status}`;
      throw Number.isFinite(seconds) && seconds > 0 ? new RetryAfterError(message, seconds * 1000) : new JrpcError(message, true);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new JrpcError(`${method}: HTTP ${response.status}`, false);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new JrpcError(`${method}: the answer is not JSON`, true);
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) throw new JrpcError(`${method}: not a JSON-RPC 2.0 answer`, false);
    if ('error' in parsed.data) throw new JrpcError(`${method}: ${parsed.data.error.message} (code ${parsed.data.error.code})`, false);
    if (parsed.data.id !== id) throw new JrpcError(`${method}: the answer's id ${parsed.data.id} is not ${id}`, false);
    const result = RESULTS[method].safeParse(parsed.data.result);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new JrpcError(`${method}: unexpected result at ${issue?.path.join('.') || '(result)'}: ${issue?.message ?? 'invalid'}`, false);
    }
    return result.data as z.infer<(typeof RESULTS)[M]>;
  }
}

class RetryAfterError extends JrpcError {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message, true);
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
