/**
 * Writes transactions as real TVM transaction BOCs (@ton/core `storeTransaction`): the devnet serves
 * its chain this way, and the workers tests build their fake JRPC's answers with it. Only what a
 * reader reads is meaningful (account, lt, time, previous transaction, inbound message, events, the
 * aborted flag); phases are a skipped compute phase.
 */
import { Address, beginCell, Cell, Dictionary, loadMessage, storeMessage, storeTransaction, type Message } from '@ton/core';

export interface TransactionSpec {
  readonly account: string;
  readonly lt: bigint;
  readonly now: number;
  readonly prevHash?: string;
  readonly prevLt?: bigint;
  /** The inbound internal message's sender (null: an external inbound message). */
  readonly from?: string | null;
  readonly value?: bigint;
  /** Internal messages it sends, by destination (bodies are not modelled). */
  readonly sends?: readonly { to: string; value: bigint }[];
  /** Event bodies (ExtOut messages), in emission order after the sends. */
  readonly events?: readonly Cell[];
  readonly aborted?: boolean;
  readonly fees?: bigint;
}

function address(raw: string): Address {
  const [wc = '0', hash = ''] = raw.split(':');
  return new Address(Number(wc), Buffer.from(hash, 'hex'));
}

const EMPTY = beginCell().endCell();

export function buildTransaction(spec: TransactionSpec): Cell {
  const self = address(spec.account);
  const inMessage: Message = spec.from
    ? {
        info: {
          type: 'internal',
          ihrDisabled: true,
          bounce: true,
          bounced: false,
          src: address(spec.from),
          dest: self,
          value: { coins: spec.value ?? 0n },
          ihrFee: 0n,
          forwardFee: 0n,
          createdLt: spec.lt - 1n,
          createdAt: spec.now,
        },
        body: EMPTY,
      }
    : { info: { type: 'external-in', dest: self, importFee: 0n }, body: EMPTY };
  const out = Dictionary.empty<number, Message>(Dictionary.Keys.Uint(15), {
    serialize: (message, builder) => void builder.storeRef(beginCell().store(storeMessage(message))),
    parse: (slice) => loadMessage(slice.loadRef().beginParse()),
  });
  let index = 0;
  for (const send of spec.sends ?? []) {
    out.set(index, {
      info: {
        type: 'internal',
        ihrDisabled: true,
        bounce: true,
        bounced: false,
        src: self,
        dest: address(send.to),
        value: { coins: send.value },
        ihrFee: 0n,
        forwardFee: 0n,
        createdLt: spec.lt + BigInt(index + 1),
        createdAt: spec.now,
      },
      body: EMPTY,
    });
    index++;
  }
  for (const body of spec.events ?? []) {
    out.set(index, {
      info: { type: 'external-out', src: self, dest: null, createdLt: spec.lt + BigInt(index + 1), createdAt: spec.now },
      body,
    });
    index++;
  }
  return beginCell()
    .store(
      storeTransaction({
        address: BigInt(`0x${spec.account.split(':')[1]}`),
        lt: spec.lt,
        prevTransactionHash: spec.prevHash ? BigInt(`0x${spec.prevHash}`) : 0n,
        prevTransactionLt: spec.prevLt ?? 0n,
        now: spec.now,
        outMessagesCount: index,
        oldStatus: 'active',
        endStatus: 'active',
        inMessage,
        outMessages: out,
        totalFees: { coins: spec.fees ?? 0n },
        stateUpdate: { oldHash: Buffer.alloc(32), newHash: Buffer.alloc(32) },
        description: {
          type: 'generic',
          creditFirst: !spec.from,
          computePhase: { type: 'skipped', reason: 'no-gas' },
          aborted: spec.aborted ?? false,
          destroyed: false,
        },
        raw: EMPTY,
        hash: () => Buffer.alloc(32),
      }),
    )
    .endCell();
}
