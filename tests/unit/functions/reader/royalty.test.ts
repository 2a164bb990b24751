// NftWithRoyalty's `_royalty` read from an NFT's state (functions/reader/royalty.ts): nekoton-wasm packs the
// reference ABI's fields, our reader gives the share and receiver back, and the metadata JSON of the
// same NFT still reads with the plain NFT ABI; a plain NFT has no royalty.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '@shared/tvm/account';
import { encodeFields } from '@shared/tvm/abi';
import { NFT_WITH_ROYALTY } from '@functions/reader/contracts';
import { metaFromAccount } from '@functions/reader/reader';
import { royaltyFromAccount } from '@functions/reader/royalty';
import { nftAbi } from '@shared/abi';
import { nekoton } from '../../shared/tvm/nekoton';

const REFERENCE = fileURLToPath(new URL('../../../../abi/NftWithRoyalty.abi.json', import.meta.url));
const NFT = `0:${'ab'.repeat(32)}`;
const RECEIVER = `0:${'cd'.repeat(32)}`;
const base = {
  _pubkey: '0',
  _timestamp: '0',
  _constructorFlag: true,
  _supportedInterfaces: null,
  _id: '7',
  _collection: `0:${'11'.repeat(32)}`,
  _owner: `0:${'22'.repeat(32)}`,
  _manager: `0:${'22'.repeat(32)}`,
  _json: JSON.stringify({ name: 'Royal #7' }),
  _indexDeployValue: '0',
  _indexDestroyValue: '0',
  _codeIndex: beginCell().endCell().toBoc().toString('base64'),
};
const state = (data: Cell) =>
  buildAccount({ address: NFT, balance: 1n, lastTransLt: 5n, code: beginCell().storeUint(1, 8).endCell(), data })
    .toBoc()
    .toString('base64');

describe('NftWithRoyalty fields', () => {
  it('reads the royalty nekoton-wasm packed with the reference ABI, and the metadata beside it', () => {
    const abi = readFileSync(REFERENCE, 'utf8');
    const royalty = { numerator: '5', denominator: '100', receiver: RECEIVER };
    const { boc } = nekoton.packIntoCell(JSON.parse(abi).fields as any, { ...base, _royalty: royalty } as any, '2.2');
    const account = state(Cell.fromBase64(boc));
    expect(royaltyFromAccount(account)).toEqual(royalty);
    expect(metaFromAccount(account, 'nft')).toEqual({ name: 'Royal #7' });
  });

  it('our own encoding reads back; a plain NFT has none', () => {
    const royalty = { numerator: '25', denominator: '1000', receiver: RECEIVER };
    expect(royaltyFromAccount(state(encodeFields(NFT_WITH_ROYALTY, { ...base, _royalty: royalty })))).toEqual(royalty);
    expect(royaltyFromAccount(state(encodeFields(nftAbi, base)))).toBeNull();
    expect(royaltyFromAccount('not a state')).toBeNull();
  });
});
