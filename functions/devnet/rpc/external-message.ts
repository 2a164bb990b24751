/**
 * The devnet's external message: what a wallet signs to make its account send an internal message,
 * and how the devnet checks it before anything runs. As on the real chain:
 * - the sender must be the wallet contract of the signing key (its EverWallet address, the same rule
 *   sign-in uses: functions/api/auth/wallet-address.ts);
 * - the wallet signs the message's 32-byte hash with ed25519 (prefixed with the network's signature
 *   id when it has one; the devnet has none);
 * - a message carries its expiry (`expireAt`, chain time) and the signer's time in ms (the ABI `time`
 *   header), and is accepted once (its hash becomes the sender transaction's inMessage hash, and a
 *   hash already on chain is a replay).
 *
 * The devnet has no TVM, so the hash is SHA-256 of a canonical JSON of the message instead of a cell
 * hash. Shared by the devnet (verify) and the dev wallet and tests (sign).
 */
import { bytesToBase64, bytesToHex, canonicalBase64ToBytes, hexToBytes } from '../../api/auth/bytes';
import { isStrongPoint, signatureEncodingProblem, verifyEd25519 } from '../../api/auth/ed25519';
import { walletAddress } from '../../api/auth/wallet-address';

/** The wallet type of every devnet user wallet. */
const DEVNET_WALLET_TYPE = 'EverWallet';
/** The longest a message may live, as wallets set it (real wallets use about a minute). */
export const MAX_MESSAGE_TTL_SECONDS = 10 * 60;

export interface ExternalMessage {
  readonly sender: string;
  readonly recipient: string;
  /** Nano VENOM, decimal. */
  readonly amount: string;
  readonly bounce: boolean;
  readonly method?: string | undefined;
  readonly input?: Readonly<Record<string, unknown>> | undefined;
  /** Unix seconds on the chain clock after which the devnet refuses the message. */
  readonly expireAt: number;
  /** The signer's clock in milliseconds, as the ABI's `time` header: two equal transfers differ by it. */
  readonly time: number;
}

export interface SignedExternalMessage extends ExternalMessage {
  /** The signer's ed25519 key, 64 hex. */
  readonly publicKey: string;
  /** base64 of the 64-byte signature over the message hash. */
  readonly signature: string;
}

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

/** The message hash (hex) a wallet signs and the chain records as the inMessage hash. */
export async function externalMessageHash(message: ExternalMessage): Promise<string> {
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
): Promise<SignedExternalMessage & { hash: string }> {
  const hash = await externalMessageHash(message);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, hexToBytes(hash)!));
  return { ...message, publicKey: keys.publicKey, signature: bytesToBase64(signature), hash };
}

/**
 * Why the devnet refuses this signed message (field and text), or its hash when the sender's key
 * signed it and it is still live. Replays are the caller's check (it knows the chain's history).
 */
export async function checkExternalMessage(
  message: SignedExternalMessage,
  now: number,
): Promise<{ ok: true; hash: string } | { ok: false; field: string; problem: string }> {
  const key = hexToBytes(message.publicKey);
  if (!key || key.length !== 32 || !isStrongPoint(key)) return { ok: false, field: 'publicKey', problem: 'is not a valid ed25519 public key' };
  const workchain = Number(message.sender.split(':')[0]);
  if ((await walletAddress(message.publicKey.toLowerCase(), DEVNET_WALLET_TYPE, workchain)) !== message.sender.toLowerCase()) {
    return { ok: false, field: 'sender', problem: 'is not the wallet of this public key' };
  }
  if (message.expireAt < now) return { ok: false, field: 'expireAt', problem: 'the message has expired' };
  if (message.expireAt > now + MAX_MESSAGE_TTL_SECONDS) {
    return { ok: false, field: 'expireAt', problem: `is more than ${MAX_MESSAGE_TTL_SECONDS} s ahead of the chain clock` };
  }
  const signature = canonicalBase64ToBytes(message.signature);
  const encodingProblem = signature ? signatureEncodingProblem(signature) : 'must be canonical base64 of 64 bytes';
  if (!signature || encodingProblem) return { ok: false, field: 'signature', problem: encodingProblem ?? 'is invalid' };
  const hash = await externalMessageHash(message);
  if (!(await verifyEd25519(key, signature, hexToBytes(hash)!))) return { ok: false, field: 'signature', problem: 'does not verify for this message and key' };
  return { ok: true, hash };
}
