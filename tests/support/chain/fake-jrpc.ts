// For tests and benchmarks only. A fake Venom JRPC endpoint built from locally encoded fixtures: real transaction BOCs (functions/reader/
// build.ts) carrying ABI-encoded event bodies, and account states with ABI-encoded persistent data. It
// answers the four methods the reader uses with the public endpoint's shapes, and can fail on demand.
import type { Cell } from '@ton/core';
import { beginCell } from '@ton/core';
import { collectionAbi, directSellAbi, factoryDirectSellAbi, nftAbi } from '@shared/abi';
import { encodeEventBody, encodeFields, type AbiLike } from '@shared/tvm/abi';
import { buildAccount } from '@shared/tvm/account';
import { buildTransaction } from '@shared/tvm/build';

export const ZERO = `0:${'0'.repeat(64)}`;
/** A readable fixture address: `addr('alice')` is `0:` + the name's hex, padded. */
export function addr(name: string): string {
  const hex = [...new TextEncoder().encode(name)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `0:${hex.padEnd(64, '0').slice(0, 64)}`;
}

export function event(abi: AbiLike, name: string, values: Record<string, unknown>): Cell {
  const entry = abi.events.find((e) => e.name === name);
  if (!entry) throw new Error(`no event ${name}`);
  return encodeEventBody(entry, values);
}

interface Account {
  readonly txs: { lt: bigint; hash: string; boc: string }[];
  data: Cell | null;
}

export class FakeJrpc {
  readonly accounts = new Map<string, Account>();
  readonly calls: { method: string; params: any }[] = [];
  now = 1_700_000_000;
  private lt = 1_000_000n;
  /** HTTP statuses to answer the next requests with, in order (then normal answers). */
  failures: number[] = [];
  /** When set, getTransactionsList answers each page twice over (duplicate delivery). */
  duplicatePages = false;
  /** Account BOCs by address and last lt, so a benchmark times the reader rather than this fake. */
  private readonly stateBocs = new Map<string, string>();

  private account(address: string): Account {
    let account = this.accounts.get(address);
    if (!account) {
      account = { txs: [], data: null };
      this.accounts.set(address, account);
    }
    return account;
  }

  /** Appends a transaction of `address` emitting `events`; returns its hash. */
  transaction(address: string, events: Cell[]): string {
    const account = this.account(address);
    const prev = account.txs.at(-1);
    this.lt += 10n;
    this.now += 1;
    const cell = buildTransaction({
      account: address,
      lt: this.lt,
      now: this.now,
      prevLt: prev?.lt,
      prevHash: prev?.hash,
      from: addr('sender'),
      value: 1n,
      events,
    });
    const hash = cell.hash().toString('hex');
    account.txs.push({ lt: this.lt, hash, boc: cell.toBoc().toString('base64') });
    return hash;
  }

  /** Accounts' code hashes, for getAccountsByCodeHash. */
  readonly codeHashes = new Map<string, string>();

  nftData(
    address: string,
    values: { id: string; collection: string; owner: string; manager?: string; json: unknown; codeHash?: string },
  ): void {
    if (values.codeHash) this.codeHashes.set(address, values.codeHash);
    this.account(address).data = encodeFields(nftAbi, {
      _pubkey: '0',
      _timestamp: '0',
      _constructorFlag: true,
      _supportedInterfaces: null,
      _id: values.id,
      _collection: values.collection,
      // A string is the field as is (a metadata URL); anything else is written as JSON.
      _owner: values.owner,
      _manager: values.manager ?? values.owner,
      _json: typeof values.json === 'string' ? values.json : JSON.stringify(values.json),
      _indexDeployValue: '0',
      _indexDestroyValue: '0',
      _codeIndex: '',
    });
  }

  collectionData(address: string, owner: string, json: unknown): void {
    this.account(address).data = encodeFields(collectionAbi, {
      _pubkey: '0',
      _timestamp: '0',
      _constructorFlag: true,
      _supportedInterfaces: null,
      _codeNft: '',
      _totalSupply: '0',
      _json: JSON.stringify(json),
      _codeIndex: '',
      _codeIndexBasis: '',
      _indexDeployValue: '0',
      _indexDestroyValue: '0',
      _deployIndexBasisValue: '0',
      owner_: owner,
      nonce_: '0',
      _remainOnNft: '0',
      _totalMinted: '0',
    });
  }

  private stateBoc(address: string, account: Account): string {
    const last = account.txs.at(-1);
    const key = `${address}|${last?.lt ?? 0n}|${account.data?.hash().toString('hex') ?? ''}`;
    let boc = this.stateBocs.get(key);
    if (!boc) {
      const cell = buildAccount({
        address,
        balance: 1n,
        lastTransLt: last?.lt ?? 0n,
        code: beginCell().storeUint(1, 8).endCell(),
        data: account.data ?? beginCell().endCell(),
      });
      boc = cell.toBoc().toString('base64');
      this.stateBocs.set(key, boc);
    }
    return boc;
  }

  /** Builds every account's state BOC now (a benchmark calls this before timing). */
  warm(): void {
    for (const [address, account] of this.accounts) this.stateBoc(address, account);
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const body = (await request.json()) as { id: number; method: string; params: any };
    this.calls.push({ method: body.method, params: body.params });
    const failure = this.failures.shift();
    if (failure) return new Response('busy', { status: failure });
    const answer = (result: unknown) => Response.json({ jsonrpc: '2.0', id: body.id, result });
    const { params } = body;
    switch (body.method) {
      case 'getContractState': {
        const account = this.accounts.get(params.address);
        if (!account) return answer({ type: 'notExists' });
        const last = account.txs.at(-1);
        // As everscale-jrpc answers a caller that names the last transaction lt it knows.
        if (params.lastTransactionLt !== undefined && (last?.lt ?? 0n) <= BigInt(params.lastTransactionLt)) {
          return answer({ type: 'unchanged', timings: { genLt: this.lt.toString(), genUtime: this.now } });
        }
        return answer({
          type: 'exists',
          account: this.stateBoc(params.address, account),
          lastTransactionId: { isExact: true, lt: (last?.lt ?? 0n).toString(), hash: last?.hash ?? '0'.repeat(64) },
          timings: { genLt: this.lt.toString(), genUtime: this.now },
        });
      }
      case 'getTransactionsList': {
        const account = this.accounts.get(params.account);
        const from = params.lastTransactionLt === undefined ? null : BigInt(params.lastTransactionLt);
        const txs = (account?.txs ?? [])
          .filter((t) => from === null || t.lt <= from)
          .reverse()
          .slice(0, params.limit);
        const bocs = txs.map((t) => t.boc);
        return answer(this.duplicatePages ? [...bocs, ...bocs].slice(0, 100) : bocs);
      }
      case 'getTransaction': {
        for (const account of this.accounts.values()) {
          const tx = account.txs.find((t) => t.hash === params.id);
          if (tx) return answer(tx.boc);
        }
        return answer(null);
      }
      case 'getAccountsByCodeHash': {
        // Sorted addresses after the continuation, as the public endpoint pages them.
        const after = params.continuation ?? '';
        const matching = [...this.codeHashes]
          .filter(([address, hash]) => hash === params.codeHash && address > after)
          .map(([address]) => address);
        return answer(matching.sort().slice(0, params.limit));
      }
      default:
        return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } });
    }
  };
}

export const abis = { collectionAbi, directSellAbi, factoryDirectSellAbi, nftAbi };
