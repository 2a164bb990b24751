// The wallet-address module against nekoton's published vectors, the spec's known-answer fixture (fixtures/wallet-addresses.json, the spec's vectors, made
// from the real code BOCs), and an independent implementation (@ton/core, dev dependency only) for
// random valid ed25519 keys on workchains 0 and -1.
import { Address, beginCell, BitBuilder, Cell, Dictionary, storeStateInit } from '@ton/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { walletAddress, WALLET_KINDS } from '@shared/wallet/address';
import { bytesToHex } from '@shared/wallet/bytes';
import type { WalletType } from '@shared/contract/schemas/enums';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/wallet-addresses.json', import.meta.url), 'utf8')) as {
  vectors: { walletType: WalletType; publicKey: string; workchain: number; address: string }[];
};
const TYPES = Object.keys(WALLET_KINDS) as WalletType[];

describe('walletAddress', () => {
  it('covers the 16 wallet types wallets report as contractType', () => {
    expect(TYPES).toHaveLength(16);
  });

  it("matches nekoton's own test vectors", async () => {
    expect(await walletAddress('5ace46d93d8f3932499df9f2bc7ef787385e16965e7797258948febd186de7f6', 'SetcodeMultisigWallet24h', 0)).toBe(
      '0:3de70f9212154344a3158768b3fed731fc865ca15948b0d6d0d34daf4c6a7a0a',
    );
    expect(await walletAddress('9107a65271437e1a982bb98404bd9a82c434f31ee30c621b6596702bb59bf0a0', 'WalletV5R1', 0)).toBe(
      '0:6ca35273892588b4c5f4ae898dc1983eec9662dffebeacdbe82103a1d1dcac60',
    );
    expect(await walletAddress('5ace46d93d8f3932499df9f2bc7ef787385e16965e7797258948febd186de7f6', 'EverWallet', 0)).toBe(
      '0:6381d7cefac92950ddf0ea75d2d450aac9def67014de8dbd3f15856eb359e103',
    );
  });

  it('matches every known-answer vector of the spec (16 types x 4 keys x 2 workchains)', async () => {
    expect(fixture.vectors).toHaveLength(128);
    expect(new Set(fixture.vectors.map((v) => v.walletType))).toEqual(new Set(TYPES));
    for (const v of fixture.vectors) {
      expect(await walletAddress(v.publicKey, v.walletType, v.workchain), `${v.walletType} ${v.publicKey}`).toBe(v.address);
    }
  });

  it('refuses a key that is not 32 bytes of hex', async () => {
    await expect(walletAddress('ab', 'EverWallet', 0)).rejects.toThrow(RangeError);
    await expect(walletAddress('zz'.repeat(32), 'EverWallet', 0)).rejects.toThrow(RangeError);
  });
});

// --- The independent implementation: @ton/core builders, dictionaries and hashing. A cell known only
// by its hash and depth (the wallet code, the SafeMultisig extra cell) enters as a pruned branch, whose
// level-0 hash is, by definition, the hash of the cell it stands for.
function pruned(hashHex: string, depth: number): Cell {
  const bits = new BitBuilder(8 + 8 + 256 + 16);
  bits.writeUint(1, 8); // pruned branch
  bits.writeUint(1, 8); // level mask
  bits.writeBuffer(Buffer.from(hashHex, 'hex'));
  bits.writeUint(depth, 16);
  return new Cell({ exotic: true, bits: bits.build(), refs: [] });
}

const SAFE_KEY8 = pruned('46243e3bc6fe5aa329b7d61e09f70ec5b9706d1c33a1f9ca2ea9413762af5896', 0);
const MULTISIG = ['Multisig2', 'Multisig2_1', 'SurfWallet', 'BridgeMultisigWallet', 'SetcodeMultisigWallet24h'];
const SAFE_MULTISIG = ['SafeMultisigWallet', 'SafeMultisigWallet24h', 'SetcodeMultisigWallet'];

function tonCoreData(type: WalletType, key: Buffer): Cell {
  const b = beginCell();
  switch (type) {
    case 'EverWallet':
      return b.storeBuffer(key).storeUint(0, 64).endCell();
    case 'WalletV3':
      return b.storeUint(0, 32).storeUint(0x4ba92d8a, 32).storeBuffer(key).endCell();
    case 'HighloadWalletV2':
      return b.storeUint(0, 32).storeUint(0, 64).storeBuffer(key).storeBit(0).endCell();
    case 'WalletV3R1':
    case 'WalletV3R2':
      return b.storeUint(0, 32).storeInt(0x29a9a317, 32).storeBuffer(key).endCell();
    case 'WalletV4R1':
    case 'WalletV4R2':
      return b.storeUint(0, 32).storeInt(0x29a9a317, 32).storeBuffer(key).storeBit(0).endCell();
    case 'WalletV5R1':
      return b.storeBit(1).storeUint(0, 32).storeUint(0x7fffff11, 32).storeBuffer(key).storeBit(0).endCell();
  }
  if (!MULTISIG.includes(type) && !SAFE_MULTISIG.includes(type)) throw new Error(`no reference layout for ${type}`);
  // The TVC dictionary stores its values inline in the leaves (Dictionary.Values.Cell would store a ref).
  const inline = {
    serialize: (src: Cell, builder: ReturnType<typeof beginCell>) => void builder.storeSlice(src.beginParse()),
    parse: (src: ReturnType<Cell['beginParse']>) => src.asCell(),
  };
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(64), inline);
  dict.set(0n, beginCell().storeBuffer(key).endCell());
  if (SAFE_MULTISIG.includes(type)) dict.set(8n, beginCell().storeBit(1).storeRef(SAFE_KEY8).endCell());
  return b.storeDict(dict).endCell();
}

function tonCoreAddress(type: WalletType, keyHex: string, workchain: number): string {
  const kind = WALLET_KINDS[type];
  const stateInit = beginCell()
    .store(storeStateInit({ code: pruned(kind.codeHash, kind.codeDepth), data: tonCoreData(type, Buffer.from(keyHex, 'hex')) }))
    .endCell();
  return new Address(workchain, stateInit.hash(0)).toRawString();
}

async function randomValidKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return bytesToHex(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
}

describe('walletAddress against @ton/core', () => {
  const KEYS = 100;

  it('agrees with the independent implementation on the fixture (so the pruned-code method is sound)', () => {
    for (const v of fixture.vectors) expect(tonCoreAddress(v.walletType, v.publicKey, v.workchain)).toBe(v.address);
  });

  it(`agrees for ${KEYS} random valid ed25519 keys x 16 types x workchains 0 and -1`, async () => {
    let compared = 0;
    for (let i = 0; i < KEYS; i++) {
      const key = await randomValidKey();
      for (const type of TYPES) {
        for (const workchain of [0, -1]) {
          expect(await walletAddress(key, type, workchain), `${type} ${key} ${workchain}`).toBe(tonCoreAddress(type, key, workchain));
          compared++;
        }
      }
    }
    expect(compared).toBe(KEYS * 16 * 2);
  }, 60_000);
});
