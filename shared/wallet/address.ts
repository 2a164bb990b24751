/**
 * The address of a wallet contract for a public key, for every wallet type Venom, Ever and SparX
 * wallets report as `contractType` (nekoton's 16 `WalletType`s). The address is the representation
 * hash of the StateInit {code, data}; the code enters that hash only through its own hash and depth,
 * which are facts (docs/spec/mainnet.md §1), so no code BOC ships in the Worker. The data cell is
 * built here from the key, as nekoton builds it.
 *
 * Used by sign-in on every chain, and by the devnet to give its accounts real EverWallet addresses.
 */
import type { WalletType } from '../contract/schemas/enums';
import { bytesToHex, hexToBytes } from './bytes';
import { CellBuilder, type CellRef } from './cell-hash';

interface WalletKind {
  /** Representation hash of the wallet's code cell (hex). */
  readonly codeHash: string;
  readonly codeDepth: number;
  /** The initial data cell for a 32-byte public key. */
  readonly data: (publicKey: Uint8Array) => Promise<CellRef>;
}

/** `seqno:u32=0, wallet_id:u32, pubkey:256`, then `plugins`/`extensions` empty-dict bits where the type has them. */
function seqnoWalletData(walletId: number, emptyDictBit: boolean) {
  return (publicKey: Uint8Array) => {
    const cell = new CellBuilder().uint(0, 32).uint(walletId, 32).bytes(publicKey);
    if (emptyDictBit) cell.bit(0);
    return cell.end();
  };
}

/** TON wallet v3 (nekoton's WalletV3 and WalletV3R2 share its code) with its default subwallet id. */
const WALLET_V3_ID = 0x4ba92d8a;
/** The TON-standard subwallet id nekoton uses for WalletV3R1/R2 and V4R1/R2. */
const WALLET_V3R_ID = 0x29a9a317;
/** WalletV5R1's wallet id on Venom/Everscale (nekoton `wallet_v5r1::WALLET_ID`). */
const WALLET_V5R1_ID = 0x7fffff11;

/**
 * The multisigs' TVC data: a HashmapE(64) whose only entry is key 0 -> the public key (`insert_pubkey`):
 * a `1` bit and a ref to one leaf (label hml_same `11`, v=0, n=64 in 7 bits, then the 256-bit key).
 */
async function multisigData(publicKey: Uint8Array): Promise<CellRef> {
  const leaf = await new CellBuilder().uint(0b11, 2).bit(0).uint(64, 7).bytes(publicKey).end();
  return new CellBuilder().bit(1).ref(leaf).end();
}

/** The extra entry of the older multisigs' TVC data: key 8 -> `1` + ^cell(this hash, depth 0). */
const SAFE_MULTISIG_KEY8_CELL: CellRef = {
  hash: hexToBytes('46243e3bc6fe5aa329b7d61e09f70ec5b9706d1c33a1f9ca2ea9413762af5896')!,
  depth: 0,
};

/**
 * SafeMultisig-style TVC data: keys 0 (the public key) and 8 share 60 leading zero bits (root label
 * hml_same n=60), then fork; each branch holds its last 3 bits as label hml_same `11`, v=0, n=3 (2 bits).
 */
async function safeMultisigData(publicKey: Uint8Array): Promise<CellRef> {
  const branchLabel = (cell: CellBuilder) => cell.uint(0b11, 2).bit(0).uint(3, 2);
  const key0 = await branchLabel(new CellBuilder()).bytes(publicKey).end();
  const key8 = await branchLabel(new CellBuilder()).bit(1).ref(SAFE_MULTISIG_KEY8_CELL).end();
  const root = await new CellBuilder().uint(0b11, 2).bit(0).uint(60, 7).ref(key0).ref(key8).end();
  return new CellBuilder().bit(1).ref(root).end();
}

/** Every wallet type with its code's hash and depth (mainnet.md §1; each equals nekoton's CODE_HASH). */
export const WALLET_KINDS: Readonly<Record<WalletType, WalletKind>> = {
  EverWallet: {
    codeHash: '3ba6528ab2694c118180aa3bd10dd19ff400b909ab4dcf58fc69925b2c7b12a6',
    codeDepth: 3,
    data: (key) => new CellBuilder().bytes(key).uint(0, 64).end(),
  },
  WalletV3: {
    codeHash: '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
    codeDepth: 0,
    data: seqnoWalletData(WALLET_V3_ID, false),
  },
  HighloadWalletV2: {
    codeHash: '0b3a887aeacd2a7d40bb5550bc9253156a029065aefb6d6b583735d58da9d5be',
    codeDepth: 4,
    data: (key) => new CellBuilder().uint(0, 32).uint(0, 64).bytes(key).bit(0).end(),
  },
  WalletV3R1: {
    codeHash: 'b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581',
    codeDepth: 0,
    data: seqnoWalletData(WALLET_V3R_ID, false),
  },
  WalletV3R2: {
    codeHash: '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
    codeDepth: 0,
    data: seqnoWalletData(WALLET_V3R_ID, false),
  },
  WalletV4R1: {
    codeHash: '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d',
    codeDepth: 7,
    data: seqnoWalletData(WALLET_V3R_ID, true),
  },
  WalletV4R2: {
    codeHash: 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
    codeDepth: 7,
    data: seqnoWalletData(WALLET_V3R_ID, true),
  },
  WalletV5R1: {
    codeHash: '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
    codeDepth: 6,
    data: (key) => new CellBuilder().bit(1).uint(0, 32).uint(WALLET_V5R1_ID, 32).bytes(key).bit(0).end(),
  },
  Multisig2: { codeHash: '29b24776b3df6a05c5a1b8d8fd75cb72a1d33c0a44385332a8bfc2727fb66590', codeDepth: 12, data: multisigData },
  Multisig2_1: { codeHash: 'd66d198766abdbe1253f3415826c946c371f5112552408625aeb0b31e0ef2df3', codeDepth: 10, data: multisigData },
  SurfWallet: { codeHash: '207dc560c5956de1a2c1479356f8f3ee70a59767db2bf4788b1d61ad42cdad82', codeDepth: 12, data: multisigData },
  BridgeMultisigWallet: { codeHash: 'f3a07ae84fc343259d7fa4847b86335b3fdcfc8b31f1ba4b7a9499d5530f0b18', codeDepth: 11, data: multisigData },
  SetcodeMultisigWallet24h: {
    codeHash: 'a491804ca55dd5b28cffdff48cb34142930999621a54acee6be83c342051d884',
    codeDepth: 14,
    data: multisigData,
  },
  SafeMultisigWallet: {
    codeHash: '80d6c47c4a25543c9b397b71716f3fae1e2c5d247174c52e2c19bd896442b105',
    codeDepth: 12,
    data: safeMultisigData,
  },
  SafeMultisigWallet24h: {
    codeHash: '7d0996943406f7d62a4ff291b1228bf06ebd3e048b58436c5b70fb77ff8b4bf2',
    codeDepth: 12,
    data: safeMultisigData,
  },
  SetcodeMultisigWallet: {
    codeHash: 'e2b60b6b602c10ced7ea8ede4bdf96342c97570a3798066f3fb50a4b2b27a208',
    codeDepth: 13,
    data: safeMultisigData,
  },
};

export function isWalletType(name: string): name is WalletType {
  return Object.hasOwn(WALLET_KINDS, name);
}

/**
 * The raw lowercase address (`<workchain>:<64 hex>`) of a wallet of this type for this 32-byte public
 * key (hex): the hash of the StateInit cell `split_depth:0 special:0 code:1 data:1 library:0` with refs
 * [code, data].
 */
export async function walletAddress(publicKeyHex: string, walletType: WalletType, workchain: number): Promise<string> {
  const key = hexToBytes(publicKeyHex);
  if (!key || key.length !== 32) throw new RangeError('a public key is 32 bytes of hex');
  const kind = WALLET_KINDS[walletType];
  const code: CellRef = { hash: hexToBytes(kind.codeHash)!, depth: kind.codeDepth };
  const stateInit = await new CellBuilder()
    .uint(0b00110, 5)
    .ref(code)
    .ref(await kind.data(key))
    .end();
  return `${workchain}:${bytesToHex(stateInit.hash)}`;
}
