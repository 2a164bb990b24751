/**
 * The devnet's chain as real TVM cells, the way a Venom node serves it: every transaction as a
 * transaction BOC whose events are ABI-encoded ExtOut bodies (the encoder mirrors the reader's
 * decoder, shared/tvm/abi), and account states whose data cell holds the contract's ABI `fields`
 * (TIP-4 NFTs and collections; other contracts an empty cell). Code cells stand for each kind's code
 * (an NFT's is salted with its collection, like TIP-4's), so code hashes group accounts by kind.
 */
import { beginCell, type Cell } from '@ton/core';
import { collectionAbi, nftAbi } from '@shared/abi';
import { encodeEventBody, encodeFields } from '@shared/tvm/abi';
import { buildAccount } from '@shared/tvm/account';
import { buildTransaction } from '@shared/tvm/build';
import { abiOf, CONTRACTS, findEvent, type Chain, type ChainEvent, type ContractKind, type Transaction } from '../chain';
import type { CollectionState } from '../chain/contracts/collection';
import type { NftState } from '../chain/contracts/nft';

const NFT_KINDS: readonly ContractKind[] = ['nft', 'nftWithRoyalty'];
const COLLECTION_KINDS: readonly ContractKind[] = ['collection', 'collectionWithRoyalty', 'collectionRoyalty'];

export class DevnetEncodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevnetEncodeError';
  }
}

/** An event's body, encoded with the ABI of the contract kind that emitted it. */
export function eventBody(kind: ContractKind, event: ChainEvent): Cell {
  const entry = findEvent(abiOf(CONTRACTS[kind].abi), event.name);
  if (!entry) throw new DevnetEncodeError(`${kind} has no event ${event.name} in its ABI`);
  return encodeEventBody(entry, event.data);
}

/**
 * The kind of an account that emitted an event and is gone by the end of its cascade (a burned NFT):
 * the contract whose ABI has this event with exactly these fields.
 */
function kindOfGone(event: ChainEvent): ContractKind {
  const fields = Object.keys(event.data).sort().join(',');
  const kind = (Object.keys(CONTRACTS) as ContractKind[]).find((k) => {
    const entry = findEvent(abiOf(CONTRACTS[k].abi), event.name);
    return (
      entry &&
      entry.inputs
        .map((p) => p.name)
        .sort()
        .join(',') === fields
    );
  });
  if (!kind) throw new DevnetEncodeError(`no contract emits ${event.name} with fields ${fields}`);
  return kind;
}

/** A transaction BOC; `prev` is the account's previous transaction BOC (lt and hash). */
export function transactionCell(chain: Chain, tx: Transaction, prev: { lt: bigint; hash: string } | null): Cell {
  const kind = chain.account(tx.account)?.kind ?? null;
  const events = tx.events.map((event) => eventBody(kind ?? kindOfGone(event), event));
  return buildTransaction({
    account: tx.account,
    lt: tx.lt,
    now: tx.now,
    prevLt: prev?.lt,
    prevHash: prev?.hash,
    from: tx.inMessage.src,
    value: tx.inMessage.value,
    sends: tx.outMessages.map((m) => ({ to: m.dst, value: m.value })),
    events,
    aborted: tx.aborted,
    fees: tx.gasFee + tx.forwardFees,
  });
}

export function codeCell(chain: Chain, address: string): Cell | null {
  const account = chain.account(address);
  if (!account?.kind) return null;
  const salt = NFT_KINDS.includes(account.kind) ? `:${chain.stateOf<NftState>(address)?.collection ?? ''}` : '';
  return beginCell().storeStringTail(`devnet-code:${account.kind}${salt}`).endCell();
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

/** The account's state (AccountStuff) as served by getContractState; null when there is none. */
export function accountCell(chain: Chain, address: string, lastTransLt: bigint): Cell | null {
  const account = chain.account(address);
  const code = codeCell(chain, address);
  if (!account?.kind || !code) return null;
  return buildAccount({ address, balance: account.balance, lastTransLt, code, data: dataCell(chain, address, account.kind) });
}
