/**
 * Writes transactions as real TVM transaction BOCs (@ton/core `storeTransaction`): the devnet stores
 * and serves its chain this way, and the workers tests build their fake JRPC's answers with it. The
 * messages are whole (addresses, value, flags, bodies, logical times), so a parent's outbound message
 * and its child's inbound one are the same cell with the same hash. The compute phase carries the exit
 * code (skipped when the devnet skipped it), the action phase (after a successful compute phase) the
 * result code; gas details are zeros.
 */
import { Address, beginCell, Cell, Dictionary, loadMessage, storeMessage, storeTransaction, type Message } from '@ton/core';

export interface MessageSpec {
  /** null: an external inbound message. */
  readonly src: string | null;
  /** null: an external outbound message (an event). */
  readonly dst: string | null;
  readonly value: bigint;
  readonly bounce: boolean;
  readonly bounced: boolean;
  readonly body: Cell | null;
  readonly createdLt: bigint;
}

export type AccountStatusSpec = 'uninit' | 'active' | 'nonexist';

export interface TransactionSpec {
  readonly account: string;
  readonly lt: bigint;
  readonly now: number;
  readonly prevHash?: string;
  readonly prevLt?: bigint;
  /** The inbound message whole; or, in short, its sender (`from`, null: external) and `value`. */
  readonly inMessage?: MessageSpec;
  readonly from?: string | null;
  readonly value?: bigint;
  /** The outbound messages whole, in order; or, in short, `sends` (empty bodies) then `events` (ExtOut bodies). */
  readonly outMessages?: readonly MessageSpec[];
  readonly sends?: readonly { to: string; value: bigint }[];
  readonly events?: readonly Cell[];
  readonly aborted?: boolean;
  readonly fees?: bigint;
  /** The compute phase's exit code and the action phase's result code; absent: the compute phase was skipped. */
  readonly phases?: { readonly exitCode: number; readonly resultCode: number };
  readonly origStatus?: AccountStatusSpec;
  readonly endStatus?: AccountStatusSpec;
}

function address(raw: string): Address {
  const [wc = '0', hash = ''] = raw.split(':');
  return new Address(Number(wc), Buffer.from(hash, 'hex'));
}

const EMPTY = beginCell().endCell();
const STATUS = { uninit: 'uninitialized', active: 'active', nonexist: 'non-existing' } as const;

function coreMessage(self: string, spec: MessageSpec, now: number): Message {
  const body = spec.body ?? EMPTY;
  if (spec.src === null) return { info: { type: 'external-in', dest: address(spec.dst ?? self), importFee: 0n }, body };
  if (spec.dst === null)
    return { info: { type: 'external-out', src: address(spec.src), dest: null, createdLt: spec.createdLt, createdAt: now }, body };
  return {
    info: {
      type: 'internal',
      ihrDisabled: true,
      bounce: spec.bounce,
      bounced: spec.bounced,
      src: address(spec.src),
      dest: address(spec.dst),
      value: { coins: spec.value },
      ihrFee: 0n,
      forwardFee: 0n,
      createdLt: spec.createdLt,
      createdAt: now,
    },
    body,
  };
}

/** A message's cell as a transaction holds it: its hash is the message's hash. */
export function messageCell(spec: MessageSpec, now: number): Cell {
  return beginCell()
    .store(storeMessage(coreMessage(spec.dst ?? '', spec, now)))
    .endCell();
}

function shortInMessage(spec: TransactionSpec): MessageSpec {
  const from = spec.from ?? null;
  return { src: from, dst: spec.account, value: spec.value ?? 0n, bounce: true, bounced: false, body: null, createdLt: spec.lt - 1n };
}

function shortOutMessages(spec: TransactionSpec): MessageSpec[] {
  const sends = (spec.sends ?? []).map((send) => ({
    src: spec.account,
    dst: send.to,
    value: send.value,
    bounce: true,
    bounced: false,
    body: null,
  }));
  const events = (spec.events ?? []).map((body) => ({ src: spec.account, dst: null, value: 0n, bounce: false, bounced: false, body }));
  return [...sends, ...events].map((message, index) => ({ ...message, createdLt: spec.lt + BigInt(index + 1) }));
}

const messageValue = {
  serialize: (message: Message, builder: ReturnType<typeof beginCell>) => void builder.storeRef(beginCell().store(storeMessage(message))),
  parse: (slice: ReturnType<Cell['beginParse']>) => loadMessage(slice.loadRef().beginParse()),
};

export function buildTransaction(spec: TransactionSpec): Cell {
  const inMessage = coreMessage(spec.account, spec.inMessage ?? shortInMessage(spec), spec.now);
  const outs = spec.outMessages ?? shortOutMessages(spec);
  const out = Dictionary.empty<number, Message>(Dictionary.Keys.Uint(15), messageValue);
  outs.forEach((message, index) => out.set(index, coreMessage(spec.account, message, spec.now)));
  const aborted = spec.aborted ?? false;
  const phases = spec.phases;
  return beginCell()
    .store(
      storeTransaction({
        address: BigInt(`0x${spec.account.split(':')[1]}`),
        lt: spec.lt,
        prevTransactionHash: spec.prevHash ? BigInt(`0x${spec.prevHash}`) : 0n,
        prevTransactionLt: spec.prevLt ?? 0n,
        now: spec.now,
        outMessagesCount: outs.length,
        oldStatus: STATUS[spec.origStatus ?? 'active'],
        endStatus: STATUS[spec.endStatus ?? 'active'],
        inMessage,
        outMessages: out,
        totalFees: { coins: spec.fees ?? 0n },
        stateUpdate: { oldHash: Buffer.alloc(32), newHash: Buffer.alloc(32) },
        description: {
          type: 'generic',
          creditFirst: inMessage.info.type === 'external-in',
          computePhase: phases
            ? {
                type: 'vm',
                success: phases.exitCode === 0 || phases.exitCode === 1,
                messageStateUsed: false,
                accountActivated: false,
                gasFees: 0n,
                gasUsed: 0n,
                gasLimit: 0n,
                mode: 0,
                exitCode: phases.exitCode,
                vmSteps: 0,
                vmInitStateHash: 0n,
                vmFinalStateHash: 0n,
              }
            : { type: 'skipped', reason: 'no-gas' },
          ...(phases && (phases.exitCode === 0 || phases.exitCode === 1)
            ? {
                actionPhase: {
                  success: phases.resultCode === 0,
                  valid: true,
                  noFunds: false,
                  statusChange: 'unchanged',
                  resultCode: phases.resultCode,
                  totalActions: outs.length,
                  specActions: 0,
                  skippedActions: 0,
                  messagesCreated: outs.length,
                  actionListHash: 0n,
                  totalMessageSize: { cells: 0n, bits: 0n },
                },
              }
            : {}),
          aborted,
          destroyed: spec.endStatus === 'nonexist',
        },
        raw: EMPTY,
        hash: () => Buffer.alloc(32),
      }),
    )
    .endCell();
}
