/**
 * The devnet's chain as real TVM cells, the way a Venom node serves it: every transaction as a
 * transaction BOC whose events are ABI-encoded ExtOut bodies (the encoder mirrors the reader's
 * decoder, shared/tvm/abi), and account states whose data cell holds the contract's ABI `fields`
 * (TIP-4 NFTs and collections; other contracts an empty cell). Code cells stand for each kind's code
 * (an NFT's is salted with its collection, like TIP-4's: chain/address.ts), so code hashes group accounts by kind.
 */
import { beginCell, type Cell } from '@ton/core';
import { collectionAbi, nftAbi } from '@shared/abi';
import { encodeFields } from '@shared/tvm/abi';
import { buildAccount } from '@shared/tvm/account';
import { buildTransaction } from '@shared/tvm/build';
import { nftCode, type Chain, type ContractKind, type Transaction } from '../chain';
import { eventBody, kindOfGone } from '../chain/bodies';
import type { CollectionState } from '../chain/contracts/collection';
import type { NftState } from '../chain/contracts/nft';

const NFT_KINDS: readonly ContractKind[] = ['nft', 'nftWithRoyalty'];
const COLLECTION_KINDS: readonly ContractKind[] = ['collection', 'collectionWithRoyalty', 'collectionRoyalty'];

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
