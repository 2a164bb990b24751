import { beginCell, type Cell } from '@ton/core';
import { sha256Hex } from '@shared/tvm/sha256';

/** A raw address: `<workchain>:<64 lowercase hex>`. */
export type Address = string;

/** 0.10: a never-set address field equals workchain 0, hash 0. */
export const ZERO_ADDRESS: Address = `0:${'0'.repeat(64)}`;

const RAW_ADDRESS = /^(-?\d+):([0-9a-fA-F]{64})$/;

export function isRawAddress(value: string): boolean {
  return RAW_ADDRESS.test(value);
}

/** Lower-cases the hash part; throws on anything that is not a raw address. */
export function normalizeAddress(value: string): Address {
  const match = RAW_ADDRESS.exec(value.trim());
  if (!match) throw new TypeError(`not a raw address: ${value}`);
  return `${match[1]}:${(match[2] ?? '').toLowerCase()}`;
}

export function isZeroAddress(address: Address): boolean {
  return address === ZERO_ADDRESS;
}

/**
 * The devnet's stand-in for "hash of code and initial data": SHA-256 over a code name and the
 * static fields that decide the address, joined unambiguously.
 */
export function deriveAddress(codeName: string, ...staticFields: readonly (string | bigint | number)[]): Address {
  const preimage = [codeName, ...staticFields.map(String)].map((part) => `${part.length}:${part}`).join('|');
  return `0:${sha256Hex(preimage)}`;
}

/** B.1 The TIP-3 wallet address of `owner` for `root`. */
export function tokenWalletAddress(root: Address, owner: Address): Address {
  return deriveAddress('TokenWallet', root, owner);
}

/** 1.3 The NFT address: the NFT code is salted with the collection, the id is static. */
export function nftAddress(collection: Address, id: bigint): Address {
  return deriveAddress('Nft', collection, id);
}

/** A stand-in for the NFT code salted with its collection (TIP-4): one code, so one code hash, per collection. */
export function nftCode(collection: Address): Cell {
  return beginCell().storeStringTail(`devnet-code:nft:${collection}`).endCell();
}

/** 1.3 `nftCodeHash()`: the hash of the collection-salted NFT code, as a uint256. */
export function nftCodeHash(collection: Address): bigint {
  return BigInt(`0x${nftCode(collection).hash().toString('hex')}`);
}

/** 2.0.3 The NFT address from a code hash that matches no known collection (it never exists). */
export function nftAddressByCodeHash(codeHash: bigint, id: bigint): Address {
  return deriveAddress('NftByCodeHash', codeHash, id);
}

/** D.3 TIP-4.3 index address: one per (nft, owner) and one per (nft, collection, owner). */
export function indexAddress(nft: Address, collection: Address, owner: Address): Address {
  return deriveAddress('Index', nft, collection, owner);
}

/** 1.7 Offer address = hash(offer code, factory, owner, paymentToken, nft, nonce). */
export function offerAddress(
  codeName: 'DirectSell' | 'Auction' | 'DirectBuy',
  factory: Address,
  owner: Address,
  paymentToken: Address,
  nft: Address,
  nonce: bigint,
): Address {
  return deriveAddress(codeName, factory, owner, paymentToken, nft, nonce);
}

/** Addresses of contracts deployed from outside the simulation (genesis set-up). */
export function genesisAddress(codeName: string, deployer: string, nonce: bigint | number): Address {
  return deriveAddress(`Genesis:${codeName}`, deployer, nonce);
}

/** 0.16 Maps are iterated in ascending key order. */
export function compareAddresses(a: Address, b: Address): number {
  const [wa = '0', ha = ''] = a.split(':');
  const [wb = '0', hb = ''] = b.split(':');
  const dw = Number(wa) - Number(wb);
  if (dw !== 0) return dw;
  return ha < hb ? -1 : ha > hb ? 1 : 0;
}
