/**
 * The devnet's chain as real TVM cells, the way a Venom node serves it: every transaction as a
 * transaction BOC whose messages carry ABI-encoded bodies and whose events are ABI-encoded ExtOut bodies
 * (the encoder mirrors the reader's decoder, shared/tvm/abi), and account states whose data cell holds the contract's ABI `fields`
 * (TIP-4 NFTs and collections; other contracts an empty cell). Code cells stand for each kind's code
 * (an NFT's is salted with its collection, like TIP-4's: chain/address.ts), so code hashes group accounts by kind.
 */
import { beginCell, type Cell } from '@ton/core';
import { collectionAbi, nftAbi } from '@shared/abi';
import { encodeFields } from '@shared/tvm/abi';
import { buildAccount } from '@shared/tvm/account';
import { buildTransaction, type MessageSpec } from '@shared/tvm/build';
import { inMessageCell } from '@shared/tvm/transaction';
import { nftCode, type Chain, type ContractKind, type Message, type Transaction } from '../simulator';
import { eventBody, kindOfGone, messageBody, type KindOf } from '../simulator/bodies';
import type { CollectionState } from '../simulator/contracts/collection';
import type { NftState } from '../simulator/contracts/nft';

const NFT_KINDS: readonly ContractKind[] = ['nft', 'nftWithRoyalty'];
const COLLECTION_KINDS: readonly ContractKind[] = ['collection', 'collectionWithRoyalty', 'collectionRoyalty'];

/** A wallet's signed external message with this body (../chain/external.ts), as the chain holds it. */
export function externalMessage(wallet: string, body: Cell): MessageSpec {
  return { src: null, dst: wallet, value: 0n, bounce: false, bounced: false, body, createdLt: 0n };
}

/**
 * A transaction BOC, whole: its inbound message and its outbound messages and events in lt order, each
 * with its ABI-encoded body (../chain/bodies.ts); `prev` is the account's previous transaction (lt and hash),
 * `external` the signed message a person's wallet ran (externalMessage).
 */
export function transactionCell(chain: Chain, tx: Transaction, prev: { lt: bigint; hash: string } | null, external?: MessageSpec): Cell {
  const kindOf: KindOf = (address) => chain.account(address)?.kind ?? null;
  const kind = kindOf(tx.account);
  const message = (m: Message): MessageSpec => ({
    src: m.src,
    dst: m.dst,
    value: m.value,
    bounce: m.bounce,
    bounced: m.bounced,
    body: messageBody(m, kindOf),
    createdLt: m.lt,
  });
  const outMessages = [
    ...tx.outMessages.map((m) => ({ lt: m.lt, spec: message(m) })),
    ...tx.events.map((event) => ({
      lt: event.lt,
      spec: {
        src: tx.account,
        dst: null,
        value: 0n,
        bounce: false,
        bounced: false,
        body: eventBody(kind ?? kindOfGone(event), event),
        createdLt: event.lt,
      },
    })),
  ].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  return buildTransaction({
    account: tx.account,
    lt: tx.lt,
    now: tx.now,
    prevLt: prev?.lt,
    prevHash: prev?.hash,
    inMessage: external ?? message(tx.inMessage),
    outMessages: outMessages.map((o) => o.spec),
    aborted: tx.aborted,
    fees: tx.gasFee + tx.forwardFees,
    ...(tx.computeSkipped ? {} : { phases: { exitCode: tx.exitCode, resultCode: tx.resultCode } }),
    origStatus: tx.origStatus,
    endStatus: tx.endStatus,
  });
}

export function codeCell(chain: Chain, address: string): Cell | null {
  const account = chain.account(address);
  if (!account?.kind) return null;
  if (NFT_KINDS.includes(account.kind)) return nftCode(chain.stateOf<NftState>(address)?.collection ?? '');
  return beginCell().storeStringTail(`devnet-code:${account.kind}`).endCell();
}

function dataCell(chain: Chain, address: string, kind: ContractKind): Cell {
  if (NFT_KINDS.includes(kind)) {
    const s = chain.stateOf<NftState>(address)!;
    return encodeFields(nftAbi, {
      _pubkey: '0',
      _timestamp: '0',
      _constructorFlag: true,
      _supportedInterfaces: null,
      _id: s.id,
      _collection: s.collection,
      _owner: s.owner,
      _manager: s.manager,
      _json: s.json,
      _indexDeployValue: s.indexDeployValue,
      _indexDestroyValue: s.indexDestroyValue,
      _codeIndex: '',
    });
  }
  if (COLLECTION_KINDS.includes(kind)) {
    const s = chain.stateOf<CollectionState>(address)!;
    return encodeFields(collectionAbi, {
      _pubkey: '0',
      _timestamp: '0',
      _constructorFlag: true,
      _supportedInterfaces: null,
      _codeNft: '',
      _totalSupply: s.totalSupply,
      _json: s.json,
      _codeIndex: '',
      _codeIndexBasis: '',
      _indexDeployValue: '0',
      _indexDestroyValue: '0',
      _deployIndexBasisValue: '0',
      owner_: s.owner,
      nonce_: '0',
      _remainOnNft: s.remainOnNft,
      _totalMinted: s.totalMinted,
    });
  }
  return beginCell().endCell();
}

/** The account's state (AccountStuff) as served by getContractState, uninit without code; null when there is none. */
export function accountCell(chain: Chain, address: string, lastTransLt: bigint): Cell | null {
  const account = chain.account(address);
  if (!account) return null;
  const data = account.kind ? dataCell(chain, address, account.kind) : beginCell().endCell();
  return buildAccount({ address, balance: account.balance, lastTransLt, code: codeCell(chain, address), data });
}

/** A transaction as the devnet stores it, once: its BOC, and what it is looked up by. */
export interface StoredTransaction {
  /** The BOC's cell hash: the transaction's id on both doors. */
  readonly hash: string;
  readonly lt: bigint;
  readonly account: string;
  /** Its inbound message's hash. */
  readonly inMessageHash: string;
  readonly boc: string;
}

/**
 * A block's transactions as stored transactions, each linked to its account's previous one (`previous`
 * gives the last one stored before the block). `external` is the signed message the first one ran.
 */
export function storedTransactions(
  chain: Chain,
  transactions: readonly Transaction[],
  previous: (account: string) => { lt: bigint; hash: string } | null,
  external?: MessageSpec,
): StoredTransaction[] {
  const last = new Map<string, { lt: bigint; hash: string } | null>();
  return transactions.map((tx, i) => {
    const prev = last.has(tx.account) ? last.get(tx.account)! : previous(tx.account);
    const cell = transactionCell(chain, tx, prev, i === 0 ? external : undefined);
    const hash = cell.hash().toString('hex');
    last.set(tx.account, { lt: tx.lt, hash });
    const inMessageHash = inMessageCell(cell)!.hash().toString('hex');
    return { hash, lt: tx.lt, account: tx.account, inMessageHash, boc: cell.toBoc().toString('base64') };
  });
}
