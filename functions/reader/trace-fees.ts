/**
 * What one market action really cost in network fees: the `total_fees` of every transaction of its
 * trace, from the wallet's external message down to the last refund. From one transaction of the trace
 * (the one that emitted the event), the walk goes up to the external message (each inbound internal
 * message's source is the sender's newest transaction at or before the message's `created_lt`), then down
 * through every internal outbound message (`getDstTransaction`). Public Venom JRPC methods only
 * (docs/spec/mainnet.md, "Public RPC"); off the reader's hot path (./network-fees.ts samples a few).
 */
import { Cell, loadMessage, loadTransaction } from '@ton/core';
import { inMessageCell, outMessageCells } from '@shared/tvm/transaction';
import type { JrpcClient } from './jrpc';

/** A trace longer than this is not an action's (a backfill, a loop): no sample. */
export const MAX_TRACE_TRANSACTIONS = 48;

export interface TraceStep {
  readonly hash: string;
  /** total_fees, nano. */
  readonly fee: bigint;
  /** The inbound message's hash; null for a tick-tock transaction. */
  readonly inMessageHash: string | null;
  /** The sender and created_lt of an internal inbound message; null for an external one. */
  readonly from: { readonly account: string; readonly createdLt: bigint } | null;
  /** The hashes of the internal outbound messages, in order. */
  readonly sends: readonly string[];
}

export function traceStep(boc: string): TraceStep {
  const cell = Cell.fromBase64(boc);
  const tx = loadTransaction(cell.beginParse());
  const info = tx.inMessage?.info;
  const sends = outMessageCells(cell)
    .filter((message) => loadMessage(message.beginParse()).info.type === 'internal')
    .map((message) => message.hash().toString('hex'));
  return {
    hash: cell.hash().toString('hex'),
    fee: tx.totalFees.coins,
    inMessageHash: tx.inMessage ? inMessageCell(cell)!.hash().toString('hex') : null,
    from: info?.type === 'internal' ? { account: info.src.toRawString(), createdLt: info.createdLt } : null,
    sends,
  };
}

export type TraceJrpc = Pick<JrpcClient, 'getTransaction' | 'getTransactionsList' | 'getDstTransaction'>;

/** The sum of the trace's fees, nano; null when the trace cannot be followed whole (yet). */
export async function traceFees(jrpc: TraceJrpc, txHash: string): Promise<bigint | null> {
  const boc = await jrpc.getTransaction(txHash);
  if (!boc) return null;
  let root = traceStep(boc);
  for (let up = 0; root.from; up++) {
    if (up >= MAX_TRACE_TRANSACTIONS) return null;
    const [sourceBoc] = await jrpc.getTransactionsList(root.from.account, 1, root.from.createdLt);
    const source = sourceBoc ? traceStep(sourceBoc) : null;
    if (!source || !source.sends.includes(root.inMessageHash ?? '')) return null;
    root = source;
  }
  let total = 0n;
  let count = 0;
  const queue: TraceStep[] = [root];
  for (let step = queue.shift(); step; step = queue.shift()) {
    if (++count > MAX_TRACE_TRANSACTIONS) return null;
    total += step.fee;
    for (const message of step.sends) {
      const child = await jrpc.getDstTransaction(message);
      // A message not yet delivered: the trace is still running, and a part of it would be missed.
      if (!child) return null;
      queue.push(traceStep(child));
    }
  }
  return total;
}
