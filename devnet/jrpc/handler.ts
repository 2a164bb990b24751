/**
 * `POST /devnet/jrpc`: the devnet answers the public Venom JRPC's methods a chain reader uses
 * (getContractState, with `lastTransactionLt` as everscale-jrpc takes it; getTransactionsList,
 * getTransaction, getDstTransaction, getAccountsByCodeHash; broxus/tycho docs/jrpc.md) with the same request and response
 * shapes, over the devnet's committed transactions.
 * It runs synchronously inside the devnet Durable Object, outside its call queue: a read never waits
 * for (or blocks) a block being produced, and sees only what is committed.
 */
import { Cell } from '@ton/core';
import { outMessageCount } from '@shared/tvm/transaction';
import { z } from 'zod';
import type { Chain } from '../simulator';
import { accountCell, codeCell } from './encode';

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-fA-F]{64}$/;
const address = z
  .string()
  .regex(RAW_ADDRESS)
  .transform((a) => a.toLowerCase());
const hash = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((h) => h.toLowerCase());
const limit = z.number().int().min(1).max(100);
const lt = z.string().regex(/^\d{1,19}$/);

const PARAMS = {
  getContractState: z.object({ address, lastTransactionLt: lt.optional() }),
  getTransactionsList: z.object({ account: address, limit, lastTransactionLt: lt.optional() }),
  getTransaction: z.object({ id: hash }),
  getDstTransaction: z.object({ messageHash: hash }),
  getAccountsByCodeHash: z.object({ codeHash: hash, limit, continuation: address.optional() }),
} as const;

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string().max(100)]),
  method: z.string().max(100),
  params: z.unknown().optional(),
});

export interface JrpcHost {
  readonly chain: Chain;
  readonly sql: SqlStorage;
  /** The chain clock now (unix seconds), without moving it. */
  readonly now: () => number;
}

function reply(id: unknown, body: { result: unknown } | { error: { code: number; message: string } }, status = 200): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, ...body }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The account's last transaction, and its end: the lt the account's state stores as `last_trans_lt`. As on
 * the chain, the transaction takes its lt and each outbound message the next one, and the account keeps the
 * lt after them (lt + 1 + its out messages; ton transaction.cpp, `end_lt`), not the transaction's own.
 */
export function lastTransaction(sql: SqlStorage, account: string): { lt: bigint; hash: string; endLt: bigint } | null {
  const row = sql
    .exec<{ lt: number; hash: string; boc: string }>(
      'SELECT lt, hash, boc FROM devnet_transactions WHERE account = ? ORDER BY lt DESC LIMIT 1',
      account,
    )
    .toArray()[0];
  if (!row) return null;
  return { lt: BigInt(row.lt), hash: row.hash, endLt: endLt(BigInt(row.lt), row.boc) };
}

/** The lt an account keeps after its transaction `boc` at `lt`: past the transaction and its outbound messages. */
export function endLt(lt: bigint, boc: string): bigint {
  return lt + 1n + BigInt(outMessageCount(Cell.fromBase64(boc)));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- params were parsed by PARAMS[method], whose type each case reads
function run(host: JrpcHost, method: keyof typeof PARAMS, params: any): unknown {
  const { chain, sql } = host;
  switch (method) {
    case 'getContractState': {
      const last = lastTransaction(sql, params.address);
      const timings = { genLt: chain.logicalTime.toString(), genUtime: host.now() };
      if (!chain.account(params.address)?.kind) return { type: 'notExists' };
      // As everscale-jrpc answers a caller that names the last transaction lt it knows: no newer one, no state.
      if (params.lastTransactionLt !== undefined && (last?.lt ?? 0n) <= BigInt(params.lastTransactionLt))
        return { type: 'unchanged', timings };
      const cell = accountCell(chain, params.address, last?.endLt ?? 0n);
      if (!cell) return { type: 'notExists' };
      return {
        type: 'exists',
        account: cell.toBoc().toString('base64'),
        lastTransactionId: { isExact: true, lt: (last?.lt ?? 0n).toString(), hash: last?.hash ?? '0'.repeat(64) },
        timings,
      };
    }
    case 'getTransactionsList': {
      const rows = params.lastTransactionLt
        ? sql.exec<{ boc: string }>(
            'SELECT boc FROM devnet_transactions WHERE account = ? AND lt <= ? ORDER BY lt DESC LIMIT ?',
            params.account,
            Number(params.lastTransactionLt),
            params.limit,
          )
        : sql.exec<{ boc: string }>(
            'SELECT boc FROM devnet_transactions WHERE account = ? ORDER BY lt DESC LIMIT ?',
            params.account,
            params.limit,
          );
      return rows.toArray().map((row) => row.boc);
    }
    case 'getTransaction':
      return sql.exec<{ boc: string }>('SELECT boc FROM devnet_transactions WHERE hash = ?', params.id).toArray()[0]?.boc ?? null;
    case 'getDstTransaction':
      return (
        sql.exec<{ boc: string }>('SELECT boc FROM devnet_transactions WHERE in_msg_hash = ?', params.messageHash).toArray()[0]?.boc ?? null
      );
    case 'getAccountsByCodeHash': {
      const matches = chain
        .accounts()
        .map((a) => a.address)
        .filter((a) => codeCell(chain, a)?.hash().toString('hex') === params.codeHash)
        .sort();
      return matches.filter((a) => !params.continuation || a > params.continuation).slice(0, params.limit);
    }
  }
}

export async function handleJrpc(request: Request, host: JrpcHost): Promise<Response> {
  if (request.method !== 'POST') return reply(null, { error: { code: -32600, message: 'Use POST with a JSON-RPC 2.0 body' } }, 405);
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return reply(null, { error: { code: -32700, message: 'Parse error: the body is not JSON' } }, 400);
  }
  const envelope = requestSchema.safeParse(body);
  if (!envelope.success)
    return reply(null, { error: { code: -32600, message: `Invalid request: ${envelope.error.issues[0]?.path.join('.') || 'body'}` } }, 400);
  const { id, method } = envelope.data;
  if (!(method in PARAMS)) return reply(id, { error: { code: -32601, message: `Method not found: ${method}` } });
  const name = method as keyof typeof PARAMS;
  const params = PARAMS[name].safeParse(envelope.data.params ?? {});
  if (!params.success) {
    const issue = params.error.issues[0];
    return reply(id, { error: { code: -32602, message: `Invalid params.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` } });
  }
  return reply(id, { result: run(host, name, params.data) });
}
