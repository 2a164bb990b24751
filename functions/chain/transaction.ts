/**
 * A transaction BOC as the reader needs it: id, logical time, time, the previous transaction of the
 * account, and the events (external outbound messages) in the order the contract emitted them.
 * `loadTransaction` from @ton/core reads Everscale/Venom transactions: ordinary cells hash the same.
 */
import { Cell, loadTransaction } from '@ton/core';

export interface ChainTransactionEvent {
  /** Position among the transaction's outbound messages (the envelope id's suffix). */
  readonly index: number;
  readonly body: Cell;
}

export interface ChainTransaction {
  /** The transaction cell's hash, 64 lowercase hex: its id on the chain. */
  readonly hash: string;
  readonly lt: bigint;
  /** Unix seconds. */
  readonly now: number;
  /** The account's hash part (64 hex); the workchain is the watched account's. */
  readonly accountHash: string;
  readonly prevLt: bigint;
  readonly prevHash: string;
  readonly aborted: boolean;
  readonly events: readonly ChainTransactionEvent[];
  /** Hash of the inbound message (64 hex), or null for a tick-tock transaction. */
  readonly inMessageHash: string | null;
}

export class TransactionBocError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransactionBocError';
  }
}

function aborted(description: ReturnType<typeof loadTransaction>['description']): boolean {
  return 'aborted' in description ? description.aborted : false;
}

export function parseTransaction(boc: string): ChainTransaction {
  let cell: Cell;
  try {
    cell = Cell.fromBase64(boc);
  } catch (error) {
    throw new TransactionBocError(`not a BOC: ${error instanceof Error ? error.message : String(error)}`);
  }
  let tx: ReturnType<typeof loadTransaction>;
  try {
    tx = loadTransaction(cell.beginParse());
  } catch (error) {
    throw new TransactionBocError(`not a transaction: ${error instanceof Error ? error.message : String(error)}`);
  }
  const events: ChainTransactionEvent[] = [];
  for (const [index, message] of [...tx.outMessages].sort(([a], [b]) => a - b)) {
    if (message.info.type === 'external-out') events.push({ index, body: message.body });
  }
  return {
    hash: cell.hash().toString('hex'),
    lt: tx.lt,
    now: tx.now,
    accountHash: tx.address.toString(16).padStart(64, '0'),
    prevLt: tx.prevTransactionLt,
    prevHash: tx.prevTransactionHash.toString(16).padStart(64, '0'),
    aborted: aborted(tx.description),
    events,
    inMessageHash: tx.inMessage ? tx.raw.refs[0]!.hash().toString('hex') : null,
  };
}
