/**
 * The devnet's external message: what a wallet signs to make its account send an internal message,
 * and how the devnet checks it before anything runs. As on the real chain:
 * - the sender must be the wallet contract of the signing key (its EverWallet address, the same rule
 *   sign-in uses: shared/wallet/address.ts);
 * - the wallet signs the message's 32-byte hash with ed25519 (prefixed with the network's signature
 *   id when it has one; the devnet has none);
 * - a message carries its expiry (`expireAt`, chain time) and the signer's time in ms (the ABI `time`
 *   header), and is accepted once: on the chain it is an external message whose body holds the signature,
 *   these headers and the sendTransaction call (devnet/chain/bodies.ts externalBody), and its cell's hash,
 *   the sender transaction's inMessage hash, is found at most once.
 *
 * What is signed is SHA-256 of a canonical JSON of the message, not the ABI's hash of the unsigned
 * body: the devnet checks it before it builds the body. Signing is here (the dev wallet, tests); the
 * devnet's check is in ./check-external-message.ts.
 */
import { bytesToBase64, bytesToHex, hexToBytes } from '@shared/wallet/bytes';
import type { ExternalCall } from '../chain/bodies';

/** A signed message: the call the chain records (its fields: ../chain/bodies.ts), from the wallet `sender`. */
export interface SignedExternalMessage extends ExternalCall {
  readonly sender: string;
}

/** What a wallet signs: the message without its key and signature. */
export type ExternalMessage = Omit<SignedExternalMessage, 'publicKey' | 'signature'>;

/** JSON with object keys sorted, so the signer and the devnet hash the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash (hex) a wallet signs: SHA-256 of the message's canonical JSON. */
export async function signingHash(message: ExternalMessage): Promise<string> {
  const fields = [
    'devnet-external-message-v1',
    message.sender.toLowerCase(),
    message.recipient.toLowerCase(),
    String(message.amount),
    message.bounce,
    message.method ?? '',
    message.input ?? {},
    message.expireAt,
    message.time,
  ];
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(fields)));
  return bytesToHex(new Uint8Array(digest));
}

/** Signs a message as the wallet of `publicKey` does. */
export async function signExternalMessage(
  message: ExternalMessage,
  keys: { privateKey: CryptoKey; publicKey: string },
): Promise<SignedExternalMessage> {
  const hash = await signingHash(message);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, hexToBytes(hash)!));
  return { ...message, publicKey: keys.publicKey, signature: bytesToBase64(signature) };
}
