/**
 * A transaction BOC as the reader needs it: id, logical time, time, the previous transaction of the
 * account, and the events (external outbound messages) in the order the contract emitted them.
 * The common BOC form is read by ./boc.ts, touching only these fields (the reader's hot path); other
 * forms go to `loadTransaction` from @ton/core, which reads Everscale/Venom transactions too
 * (ordinary cells hash the same). Both give the same result (tests/unit/shared/tvm/lean-boc.test.ts).
 *
 *   transaction$0111 account_addr:bits256 lt:uint64 prev_trans_hash:bits256 prev_trans_lt:uint64
 *     now:uint32 outmsg_cnt:uint15 orig_status:AccountStatus end_status:AccountStatus
 *     ^[ in_msg:(Maybe ^(Message Any)) out_msgs:(HashmapE 15 ^(Message Any)) ]
 *     total_fees:CurrencyCollection state_update:^(HASH_UPDATE Account) description:^TransactionDescr
 */
import { Cell, Dictionary, loadMessage, loadTransaction, loadTransactionDescription } from '@ton/core';
import type { AbiCell } from './abi';
import { hashmapRefs, readBoc, UnsupportedBocError, type RawCell } from './boc';

export interface ChainTransactionEvent {
  /** Position among the transaction's outbound messages (the envelope id's suffix). */
  readonly index: number;
  /** The body as a @ton/core cell (built on first read on the lean path). */
  readonly body: Cell;
  /** The same body for the ABI decoder: the lean reader's cell, which it reads without hashing. */
  readonly decodable: AbiCell;
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
  return parseOlderTransaction(boc, undefined);
}

/**
 * The same, given the account's next transaction when the caller has it (a page lists them newest
 * first): its prev_trans_hash is this transaction's hash, so on the lean path no cell is hashed for the id.
 */
export function parseOlderTransaction(boc: string, newer: Pick<ChainTransaction, 'prevLt' | 'prevHash'> | undefined): ChainTransaction {
  let root: RawCell;
  try {
    root = readBoc(Buffer.from(boc, 'base64'));
  } catch (error) {
    if (error instanceof UnsupportedBocError) return parseTransactionWithCore(boc);
    throw error;
  }
  try {
    return readTransaction(root, newer);
  } catch (error) {
    throw new TransactionBocError(`not a transaction: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readTransaction(root: RawCell, newer?: Pick<ChainTransaction, 'prevLt' | 'prevHash'>): ChainTransaction {
  const s = root.slice();
  if (s.uint(4) !== 0b0111) throw new TypeError('no transaction$0111 tag');
  const accountHash = s.hex(256);
  const lt = s.uint64();
  const prevHash = s.hex(256);
  const prevLt = s.uint64();
  const now = s.uint(32);
  s.skip(15 + 2 + 2);
  const messages = s.loadRef().slice();
  const inMessage = messages.bit() ? messages.loadRef() : null;
  const outMessages = hashmapRefs(messages, 15);
  // total_fees: grams and the extra currencies' dictionary (a Maybe ^), then the state update.
  s.skipCoins();
  if (s.bit()) s.loadRef();
  s.loadRef();
  const description = s.loadRef();
  const events: ChainTransactionEvent[] = [];
  for (const index of [...outMessages.keys()].sort((a, b) => a - b)) {
    const event = eventOf(outMessages.get(index)!, index);
    if (event) events.push(event);
  }
  // Hashes are computed when first read (the id is often known from the newer transaction).
  let hash = newer && newer.prevLt === lt ? newer.prevHash : undefined;
  return {
    get hash() {
      return (hash ??= root.hashHex());
    },
    lt,
    now,
    accountHash,
    prevLt,
    prevHash,
    aborted: ordinaryAborted(description) ?? aborted(loadTransactionDescription(description.toCell().beginParse())),
    events,
    get inMessageHash() {
      return inMessage ? inMessage.hashHex() : null;
    },
  };
}

/**
 * The event an external outbound message carries; null for internal messages.
 *   ext_out_msg_info$11 src:MsgAddressInt dest:MsgAddressExt created_lt:uint64 created_at:uint32
 *   init:(Maybe (Either StateInit ^StateInit)) body:(Either X ^X)
 */
function eventOf(message: RawCell, index: number): ChainTransactionEvent | null {
  const s = message.slice();
  if (!s.bit() || !s.bit()) return null;
  try {
    s.address();
    s.skipExternalAddress();
    s.skip(64 + 32);
    if (s.bit()) throw new UnsupportedBocError('an event with a StateInit');
    const raw = s.bit() ? s.loadRef() : s.remainder();
    let cell: Cell | undefined;
    return {
      index,
      decodable: raw,
      get body() {
        return (cell ??= raw.toCell());
      },
    };
  } catch (error) {
    if (!(error instanceof UnsupportedBocError)) throw error;
    const body = loadMessage(message.toCell().beginParse()).body;
    return { index, body, decodable: body };
  }
}

/**
 * `aborted` of an ordinary transaction (trans_ord$0000); null for other kinds (left to @ton/core).
 *   trans_ord$0000 credit_first:Bool storage_ph:(Maybe TrStoragePhase) credit_ph:(Maybe TrCreditPhase)
 *     compute_ph:TrComputePhase action:(Maybe ^TrActionPhase) aborted:Bool ...
 */
function ordinaryAborted(description: RawCell): boolean | null {
  const s = description.slice();
  if (s.uint(4) !== 0) return null;
  s.skip(1);
  if (s.bit()) {
    // tr_phase_storage$_ storage_fees_collected:Grams storage_fees_due:(Maybe Grams) status_change:AccStatusChange
    s.skipCoins();
    if (s.bit()) s.skipCoins();
    if (s.bit()) s.skip(1);
  }
  if (s.bit()) {
    // tr_phase_credit$_ due_fees_collected:(Maybe Grams) credit:CurrencyCollection
    if (s.bit()) s.skipCoins();
    s.skipCoins();
    if (s.bit()) s.loadRef();
  }
  if (s.bit()) {
    // tr_phase_compute_vm$1 success msg_state_used account_activated gas_fees:Grams ^[...]
    s.skip(3);
    s.skipCoins();
    s.loadRef();
  } else if (s.uint(2) === 0b11) {
    // cskip_no_state$00 cskip_bad_state$01 cskip_no_gas$10 cskip_suspended$110
    s.skip(1);
  }
  if (s.bit()) s.loadRef();
  return s.bit();
}

/** The inbound message's cell (its hash is the message's hash): the first ref of the messages cell, the transaction's first ref. */
export function inMessageCell(transaction: Cell): Cell | undefined {
  return transaction.refs[0]?.refs[0];
}

/** The outbound messages' cells in order (each hash is its message's hash), as the messages cell holds them. */
export function outMessageCells(transaction: Cell): Cell[] {
  const messages = transaction.refs[0]?.beginParse();
  if (!messages) return [];
  messages.loadMaybeRef();
  const outs = messages.loadDict(Dictionary.Keys.Uint(15), {
    serialize: () => {
      throw new Error('read only');
    },
    parse: (slice) => slice.loadRef(),
  });
  return [...outs].sort(([a], [b]) => a - b).map(([, cell]) => cell);
}

/** outmsg_cnt, read from the header alone: after the tag (4), account (256), lt (64), prev hash (256), prev lt (64) and now (32). */
export function outMessageCount(transaction: Cell): number {
  return transaction
    .beginParse()
    .skip(4 + 256 + 64 + 256 + 64 + 32)
    .loadUint(15);
}

/** The same with @ton/core alone: the fallback, and the reference the lean path is tested against. */
export function parseTransactionWithCore(boc: string): ChainTransaction {
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
    if (message.info.type === 'external-out') events.push({ index, body: message.body, decodable: message.body });
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
    inMessageHash: tx.inMessage ? inMessageCell(cell)!.hash().toString('hex') : null,
  };
}
