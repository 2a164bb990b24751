// signData / signDataRaw / verifySignature with WebCrypto ed25519 (provider-protocol §6).
//
// signData:    SHA-256 of the data bytes, then ed25519 over the 32 hash bytes.
// signDataRaw: ed25519 over the data bytes themselves.
// Both prefix what they sign with the signature id (4 bytes, big-endian signed int32) when one
// applies: `withSignatureId: <number>`, or `withSignatureContext: {type: 'signatureId', globalId}`;
// `withSignatureId: true` (the default) uses the network's id, and the devnet has none.
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '@shared/wallet/bytes';
import { withSignatureIdPrefix } from '@shared/lib/login-message';
import { sha256Bytes } from '@shared/lib/sha256-async';
import { DEVNET_SIGNATURE_ID } from './constants';
import { invalidRequest } from './errors';

export type SignatureContext =
  { type: 'empty' } | { type: 'signatureId'; globalId: number } | { type: 'signatureDomainL2'; globalId: number };

export interface SignatureOptions {
  readonly withSignatureId?: boolean | number;
  readonly withSignatureContext?: SignatureContext;
}

export interface SignedData {
  readonly signature: string;
  readonly signatureHex: string;
  readonly signatureParts: { readonly high: string; readonly low: string };
}

export interface SignedDataWithHash extends SignedData {
  readonly dataHash: string;
}

/** The signature id to prefix with, or null for none. */
export function signatureIdOf(
  options: SignatureOptions,
  networkSignatureId: number | null = DEVNET_SIGNATURE_ID,
  method = 'signData',
): number | null {
  const context = options.withSignatureContext;
  if (context) {
    if (context.type === 'empty') return null;
    if (context.type === 'signatureId') return checkId(context.globalId, method);
    throw invalidRequest(method, 'the signatureDomainL2 context is not supported on the devnet');
  }
  const id = options.withSignatureId;
  if (id === undefined || id === true) return networkSignatureId;
  if (id === false) return null;
  return checkId(id, method);
}

function checkId(id: unknown, method: string): number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < -0x8000_0000 || id > 0x7fff_ffff) {
    throw invalidRequest(method, 'a signature id is a 32-bit signed integer');
  }
  return id;
}

/** `data` with the 4-byte big-endian signature id in front, or as it is (the login's rule too). */
export const withSignatureId = withSignatureIdPrefix;

function decodeData(data: unknown, method: string): Uint8Array<ArrayBuffer> {
  const bytes = typeof data === 'string' ? base64ToBytes(data) : null;
  if (!bytes) throw invalidRequest(method, 'data must be base64');
  return bytes;
}

async function sign(privateKey: CryptoKey, message: Uint8Array<ArrayBuffer>): Promise<SignedData> {
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, message));
  const hex = bytesToHex(signature);
  return {
    signature: bytesToBase64(signature),
    signatureHex: hex,
    signatureParts: { high: `0x${hex.slice(0, 64)}`, low: `0x${hex.slice(64)}` },
  };
}

/** signData: hash, then sign the 32 hash bytes (with the signature id prefix when one applies). */
export async function signData(privateKey: CryptoKey, data: string, options: SignatureOptions = {}): Promise<SignedDataWithHash> {
  const hash = await sha256Bytes(decodeData(data, 'signData'));
  const signed = await sign(privateKey, withSignatureId(hash, signatureIdOf(options, DEVNET_SIGNATURE_ID, 'signData')));
  return { dataHash: bytesToHex(hash), ...signed };
}

/** signDataRaw: sign the data bytes themselves (with the signature id prefix when one applies). */
export async function signDataRaw(privateKey: CryptoKey, data: string, options: SignatureOptions = {}): Promise<SignedData> {
  return sign(privateKey, withSignatureId(decodeData(data, 'signDataRaw'), signatureIdOf(options, DEVNET_SIGNATURE_ID, 'signDataRaw')));
}

/** 32 or 64 bytes given as hex or base64. */
function fixedBytes(value: unknown, length: number, field: string): Uint8Array<ArrayBuffer> {
  if (typeof value === 'string') {
    const hex = value.length === length * 2 ? hexToBytes(value) : null;
    const bytes = hex ?? base64ToBytes(value);
    if (bytes && bytes.length === length) return bytes;
  }
  throw invalidRequest('verifySignature', `${field} must be ${length} bytes, hex or base64`);
}

/** verifySignature: the signature over `dataHash` (with the same signature id rules). */
export async function verifySignature(params: {
  publicKey: unknown;
  dataHash: unknown;
  signature: unknown;
  withSignatureId?: boolean | number;
  withSignatureContext?: SignatureContext;
}): Promise<boolean> {
  const publicKey =
    typeof params.publicKey === 'string' && /^[0-9a-fA-F]{64}$/.test(params.publicKey) ? hexToBytes(params.publicKey) : null;
  if (!publicKey) throw invalidRequest('verifySignature', 'publicKey must be 32 bytes of hex');
  const hash = fixedBytes(params.dataHash, 32, 'dataHash');
  const signature = fixedBytes(params.signature, 64, 'signature');
  const message = withSignatureId(hash, signatureIdOf(params, DEVNET_SIGNATURE_ID, 'verifySignature'));
  try {
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  } catch {
    return false;
  }
}
