/**
 * Chain values -> provider wire format (provider-protocol §2.5): transactions, messages (events
 * are outbound messages without `dst`) with their ABI-encoded bodies (../chain/bodies.ts), contract
 * states as account BOCs. Server side (the Durable Object).
 */
import type { Cell } from '@ton/core';
import type { FullContractState, RawMessage, RawTransaction, TransactionId } from 'everscale-inpage-provider';
import { sha256Hex } from '@shared/tvm/sha256';
import type { Chain, ChainEvent, Message, Transaction } from '../chain';
import { eventBody, kindOfGone, messageBody, type KindOf } from '../chain/bodies';
import { accountCell, codeCell } from '../jrpc/encode';

function withBody(message: Omit<RawMessage, 'body' | 'bodyHash'>, body: Cell | null): RawMessage {
  if (!body) return message;
  return { ...message, body: body.toBoc().toString('base64'), bodyHash: body.hash().toString('hex') };
}

/** A chain message, with its ABI-encoded body. */
export function wireMessage(chain: Chain, message: Message): RawMessage {
  const kindOf: KindOf = (address) => chain.account(address)?.kind ?? null;
  return withBody(
    {
      hash: message.hash,
      ...(message.src === null ? {} : { src: message.src }),
      dst: message.dst,
      value: message.value.toString(),
      bounce: message.bounce,
      bounced: message.bounced,
    },
    messageBody(message, kindOf),
  );
}

/** An event: an external outbound message (no `dst`) from the emitter. */
export function wireEvent(chain: Chain, event: ChainEvent): RawMessage {
  const kind = chain.account(event.emitter)?.kind ?? kindOfGone(event);
  return withBody(
    { hash: sha256Hex(`devnet-event|${event.txHash}|${event.seq}`), src: event.emitter, value: '0', bounce: false, bounced: false },
    eventBody(kind, event),
  );
}

/**
 * A chain transaction. `prev` is the account's previous transaction; `inMessageHash` replaces the
 * inbound message hash (the hash a wallet announced for its external message).
 */
export function wireTransaction(
  chain: Chain,
  tx: Transaction,
  options: { prev?: TransactionId | null; inMessageHash?: string } = {},
): RawTransaction {
  const outs: { lt: bigint; message: RawMessage }[] = [
    ...tx.outMessages.map((m) => ({ lt: m.lt, message: wireMessage(chain, m) })),
    ...tx.events.map((e) => ({ lt: e.lt, message: wireEvent(chain, e) })),
  ].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  const inMessage = wireMessage(chain, tx.inMessage);
  return {
    id: { lt: tx.lt.toString(), hash: tx.hash },
    ...(options.prev ? { prevTransactionId: options.prev } : {}),
    createdAt: tx.now,
    aborted: tx.aborted,
    ...(tx.computeSkipped ? {} : { exitCode: tx.exitCode, resultCode: tx.resultCode }),
    origStatus: tx.origStatus,
    endStatus: tx.endStatus,
    totalFees: (tx.gasFee + tx.forwardFees).toString(),
    inMessage: options.inMessageHash ? { ...inMessage, hash: options.inMessageHash } : inMessage,
    outMessages: outs.map((o) => o.message),
  };
}

/** The account's state in provider format: its real account BOC (jrpc/encode.ts); undefined when the account does not exist. */
export function wireContractState(chain: Chain, address: string): FullContractState | undefined {
  const account = chain.account(address);
  const boc = accountCell(chain, address, account?.lastTxLt ?? 0n);
  if (!account || !boc) return undefined;
  const codeHash = codeCell(chain, address)?.hash().toString('hex');
  return {
    boc: boc.toBoc().toString('base64'),
    balance: account.balance.toString(),
    genTimings: { genLt: chain.logicalTime.toString(), genUtime: chain.now },
    ...(account.lastTxHash ? { lastTransactionId: { isExact: true, lt: account.lastTxLt.toString(), hash: account.lastTxHash } } : {}),
    isDeployed: account.kind !== null,
    ...(codeHash ? { codeHash } : {}),
  };
}
