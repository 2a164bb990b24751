/**
 * A person's external message to their wallet, as EverWallet (an ABI 2.3 contract) takes it. The body
 * is the signature (bit 1, then 512 bits), the headers (pubkey as bit 1 then 256 bits, time uint64,
 * expire uint32), the id of `sendTransaction`, then its inputs; `payload` is the internal call it sends.
 *
 * ABI 2.3 lays the inputs out as if 591 bits (the longest internal address) came first, and what is
 * signed is the representation hash of that bag with the root's data starting with the wallet's own
 * address, so a signature holds for one destination only. The signed body has the signature where the
 * address was. The network's signature id would go in front of the hash; the devnet has none.
 */
import { Address, beginCell, BitString, Builder, Cell, loadMessage, type Slice } from '@ton/core';
import type { AbiFunction } from '@shared/abi/types';
import { decodeChain, encodeChain, functionId } from '@shared/tvm/abi';
import { messageCell } from '@shared/tvm/build';
import { cellFromBoc } from './cells';

/** The wallet's external call (EverWallet `sendTransaction`): it sends one internal message. */
export const SEND_TRANSACTION: AbiFunction = {
  name: 'sendTransaction',
  inputs: [
    { name: 'dest', type: 'address' },
    { name: 'value', type: 'uint128' },
    { name: 'bounce', type: 'bool' },
    { name: 'flags', type: 'uint8' },
    { name: 'payload', type: 'cell' },
  ],
  outputs: [],
};

/** The wallet pays the forwarding fees and ignores errors (flag 1 + 2), as the devnet's user wallet does. */
export const WALLET_SEND_FLAGS = 3;

/** The room ABI 2.3 keeps for the destination address in front of the headers. */
const RESERVED_BITS = 591;
/** pubkey (1 + 256), time (64), expire (32) and the function id (32). */
const HEADER_BITS = 1 + 256 + 64 + 32 + 32;

/** The internal message the wallet is asked to send. */
export interface WalletSend {
  readonly recipient: string;
  /** Nano VENOM, decimal. */
  readonly amount: string;
  readonly bounce: boolean;
  /** The internal message's body: a call's ABI body, or the empty cell for a plain transfer. */
  readonly payload: Cell;
}

export interface ExternalHeaders {
  /** The signer's ed25519 key, 64 hex. */
  readonly publicKey: string;
  /** The signer's clock in ms (two equal transfers differ by it). */
  readonly time: number;
  /** Unix seconds on the chain clock after which the message is refused. */
  readonly expireAt: number;
}

/** A message that is not an EverWallet external message, or not laid out as one. */
export class ExternalMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExternalMessageError';
  }
}

function refsOf(slice: Slice): Cell[] {
  return Array.from({ length: slice.remainingRefs }, () => slice.loadRef());
}

function withRefs(builder: Builder, refs: readonly Cell[]): Builder {
  for (const ref of refs) builder.storeRef(ref);
  return builder;
}

/** The headers and the inputs, laid out after the reserved room: the bits after that room, and the refs. */
function afterReservedRoom(send: WalletSend, headers: ExternalHeaders): { bits: BitString; refs: Cell[] } {
  const fields: [bigint, number][] = [
    [1n, 1],
    [BigInt(`0x${headers.publicKey}`), 256],
    [BigInt(headers.time), 64],
    [BigInt(headers.expireAt), 32],
    [BigInt(functionId(SEND_TRANSACTION)), 32],
  ];
  const prefix = fields.reduce((sum, [value, bits]) => (sum << BigInt(bits)) | value, 0n);
  const values = {
    dest: send.recipient,
    value: send.amount,
    bounce: send.bounce,
    flags: WALLET_SEND_FLAGS,
    payload: send.payload.toBoc().toString('base64'),
  };
  const root = encodeChain(SEND_TRANSACTION.inputs, values, { value: prefix, bits: RESERVED_BITS + HEADER_BITS }).beginParse();
  root.skip(RESERVED_BITS);
  return { bits: root.loadBits(root.remainingBits), refs: refsOf(root) };
}

/** What the key signs (ABI 2.3): the hash of the body's root bits after the signature with the wallet's address in front, and its refs. */
function signedHash(wallet: string, after: { bits: BitString; refs: readonly Cell[] }): Buffer {
  return withRefs(beginCell().storeAddress(Address.parseRaw(wallet)).storeBits(after.bits), after.refs)
    .endCell()
    .hash();
}

/** The 32 bytes the wallet's key signs for this message. */
export function hashToSign(wallet: string, send: WalletSend, headers: ExternalHeaders): Buffer {
  return signedHash(wallet, afterReservedRoom(send, headers));
}

/** The signed external message to `wallet`, whole: its cell's hash is the message's hash on the chain. */
export function externalMessageCell(wallet: string, send: WalletSend, headers: ExternalHeaders, signature: Uint8Array): Cell {
  const { bits, refs } = afterReservedRoom(send, headers);
  const body = withRefs(beginCell().storeBit(1).storeBuffer(Buffer.from(signature)).storeBits(bits), refs).endCell();
  return messageCell({ src: null, dst: wallet, value: 0n, bounce: false, bounced: false, body, createdLt: 0n }, 0);
}

/** What an external message to a wallet says, and the hash its signature must be over. */
export interface ReadExternalMessage {
  readonly wallet: string;
  readonly headers: ExternalHeaders;
  readonly signature: Uint8Array;
  readonly send: WalletSend;
  /** The hash the signature is over (hashToSign). */
  readonly signedHash: Buffer;
  /** The message's hash: its cell's. */
  readonly hash: string;
  /** The body as the chain stores it. */
  readonly body: Cell;
}

function hexOf(slice: Slice, bytes: number): string {
  return slice.loadBuffer(bytes).toString('hex');
}

/** Reads a signed external message to a wallet; throws ExternalMessageError saying what is wrong. */
export function readExternalMessage(message: Cell): ReadExternalMessage {
  let wallet: string;
  let body: Cell;
  try {
    const parsed = loadMessage(message.beginParse());
    if (parsed.info.type !== 'external-in') throw new ExternalMessageError('is not an inbound external message');
    if (parsed.init) throw new ExternalMessageError('deploys a contract, which the devnet does not do (its contracts are made at genesis)');
    wallet = `${parsed.info.dest.workChain}:${parsed.info.dest.hash.toString('hex')}`;
    body = parsed.body;
  } catch (error) {
    if (error instanceof ExternalMessageError) throw error;
    throw new ExternalMessageError('is not a message');
  }
  const slice = body.beginParse();
  if (slice.remainingBits < 1 + 512 + HEADER_BITS || !slice.loadBit()) throw new ExternalMessageError('is not signed');
  const signature = slice.loadBuffer(64);
  if (!slice.loadBit()) throw new ExternalMessageError('has no public key header');
  const publicKey = hexOf(slice, 32);
  const time = slice.loadUintBig(64);
  if (time > BigInt(Number.MAX_SAFE_INTEGER)) throw new ExternalMessageError('has a time header past 2^53 ms');
  const headers: ExternalHeaders = { publicKey, time: Number(time), expireAt: slice.loadUint(32) };
  if (slice.loadUint(32) !== functionId(SEND_TRANSACTION)) throw new ExternalMessageError('does not call sendTransaction');
  const afterSignature = body.beginParse().skip(1 + 512);
  const after = { bits: afterSignature.loadBits(afterSignature.remainingBits), refs: refsOf(afterSignature) };
  // The inputs, read by the layout they were written with: the reserved room, then the headers.
  let values: Record<string, unknown>;
  try {
    const laidOut = withRefs(beginCell().storeUint(0, RESERVED_BITS).storeBits(after.bits), after.refs).endCell();
    values = decodeChain(laidOut, SEND_TRANSACTION.inputs, '2.3', RESERVED_BITS + HEADER_BITS).values;
  } catch {
    throw new ExternalMessageError('does not hold sendTransaction inputs');
  }
  const send: WalletSend = {
    recipient: String(values['dest']),
    amount: String(values['value']),
    bounce: values['bounce'] === true,
    payload: cellFromBoc(String(values['payload'])),
  };
  if (Number(values['flags']) !== WALLET_SEND_FLAGS) throw new ExternalMessageError(`sends with flags other than ${WALLET_SEND_FLAGS}`);
  // One layout per message, so the hash the wallet computed is the hash the chain stores.
  const canonical = externalMessageCell(wallet, send, headers, signature);
  if (!canonical.equals(message)) throw new ExternalMessageError('is not laid out as EverWallet lays it out');
  return { wallet, headers, signature, send, signedHash: signedHash(wallet, after), hash: message.hash().toString('hex'), body };
}
