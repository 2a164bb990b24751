/**
 * The devnet's stored chain -> provider wire format (provider-protocol §2.5), as a wallet reads a node's
 * BOCs: a transaction is its one stored BOC (../jrpc/encode.ts), parsed; a message's hash is its cell's,
 * its body the ABI-encoded cell; events are outbound messages without `dst`. Contract states are account
 * BOCs. Server side (the Durable Object).
 */
import { Cell, loadMessage, loadTransaction, type Message, type Transaction } from '@ton/core';
import type { FullContractState, RawMessage, RawTransaction } from 'everscale-inpage-provider';
import { inMessageCell, outMessageCells } from '@shared/tvm/transaction';
import type { Chain } from '../simulator';
import { accountCell, codeCell } from '../jrpc/encode';

const STATUS = { uninitialized: 'uninit', frozen: 'frozen', active: 'active', 'non-existing': 'nonexist' } as const;

function raw(address: { workChain: number; hash: Buffer }): string {
  return `${address.workChain}:${address.hash.toString('hex')}`;
}

function rawMessage(message: Message, cell: Cell): RawMessage {
  const { info, body } = message;
  const withBody =
    body.bits.length === 0 && body.refs.length === 0
      ? {}
      : { body: body.toBoc().toString('base64'), bodyHash: body.hash().toString('hex') };
  const hash = cell.hash().toString('hex');
  if (info.type === 'external-in') return { hash, dst: raw(info.dest), value: '0', bounce: false, bounced: false, ...withBody };
  if (info.type === 'external-out') return { hash, src: raw(info.src), value: '0', bounce: false, bounced: false, ...withBody };
  return {
    hash,
    src: raw(info.src),
    dst: raw(info.dest),
    value: info.value.coins.toString(),
    bounce: info.bounce,
    bounced: info.bounced,
    ...withBody,
  };
}

function phases(tx: Transaction): Pick<RawTransaction, 'exitCode' | 'resultCode'> {
  const description = tx.description;
  if (description.type !== 'generic' || description.computePhase.type !== 'vm') return {};
  return { exitCode: description.computePhase.exitCode, resultCode: description.actionPhase?.resultCode ?? 0 };
}

/** A stored transaction BOC as the provider gives it. */
export function rawTransaction(boc: string): RawTransaction {
  const cell = Cell.fromBase64(boc);
  const tx = loadTransaction(cell.beginParse());
  const inCell = inMessageCell(cell)!;
  const outMessages = outMessageCells(cell).map((out) => rawMessage(loadMessage(out.beginParse()), out));
  return {
    id: { lt: tx.lt.toString(), hash: cell.hash().toString('hex') },
    ...(tx.prevTransactionLt > 0n
      ? { prevTransactionId: { lt: tx.prevTransactionLt.toString(), hash: tx.prevTransactionHash.toString(16).padStart(64, '0') } }
      : {}),
    createdAt: tx.now,
    aborted: tx.description.type === 'generic' ? tx.description.aborted : false,
    ...phases(tx),
    origStatus: STATUS[tx.oldStatus],
    endStatus: STATUS[tx.endStatus],
    totalFees: tx.totalFees.coins.toString(),
    inMessage: rawMessage(tx.inMessage!, inCell),
    outMessages,
  };
}

/**
 * The account's state in provider format: its real account BOC (jrpc/encode.ts), with its last stored
 * transaction; undefined when the account does not exist.
 */
export function wireContractState(
  chain: Chain,
  address: string,
  last: { lt: bigint; hash: string; endLt: bigint } | null,
): FullContractState | undefined {
  const account = chain.account(address);
  const boc = accountCell(chain, address, last?.endLt ?? 0n);
  if (!account || !boc) return undefined;
  const codeHash = codeCell(chain, address)?.hash().toString('hex');
  return {
    boc: boc.toBoc().toString('base64'),
    balance: account.balance.toString(),
    genTimings: { genLt: chain.logicalTime.toString(), genUtime: chain.now },
    ...(last ? { lastTransactionId: { isExact: true, lt: last.lt.toString(), hash: last.hash } } : {}),
    isDeployed: account.kind !== null,
    ...(codeHash ? { codeHash } : {}),
  };
}
