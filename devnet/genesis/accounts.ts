/**
 * The devnet's dev accounts: the wallets the dev wallet (devnet/wallet) holds and the genesis
 * funds.
 *
 * DEV ONLY. The keys are FIXED and PUBLIC: account i's 32-byte ed25519 seed is
 * `SHA-256("venom-devnet-account-<i>")`, so anyone can derive them. Never use these keys, or this
 * derivation, for anything of value, and never on mainnet.
 *
 * The address of each account is its real EverWallet address on workchain 0 (the StateInit hash,
 * functions/api/auth/wallet-address.ts), the same rule sign-in checks on every chain, so a dev account
 * logs in exactly as a mainnet wallet does.
 *
 * Pure WebCrypto: runs in workerd (the Durable Object's genesis), browsers (the dev wallet) and Node.
 */
import type { WalletType } from '@shared/contract/schemas/enums';
import { bytesToHex } from '@shared/wallet/bytes';
import { walletAddress } from '@shared/wallet/address';
import { sha256Bytes } from '@shared/lib/sha256-async';

/** How many dev accounts the genesis funds and the dev wallet offers. */
export const DEV_ACCOUNT_COUNT = 5;
/** Friendly names, by index (shown in the wallet's account picker; stored as the wallet's label). */
export const DEV_ACCOUNT_NAMES: readonly string[] = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin'];
/** The wallet contract type of every dev account (the `contractType` of accountInteraction). */
export const DEV_WALLET_TYPE = 'EverWallet' satisfies WalletType;

export interface DevAccount {
  readonly index: number;
  readonly name: string;
  /** Lowercase hex, 32 bytes. */
  readonly publicKey: string;
  /** The EverWallet address of the key on workchain 0. */
  readonly address: string;
}

export interface DevAccountKeys extends DevAccount {
  /** The 32-byte ed25519 private seed (public, see above). */
  readonly seed: Uint8Array<ArrayBuffer>;
  /** A non-extractable WebCrypto signing key for the seed. */
  readonly privateKey: CryptoKey;
}

/** PKCS#8 header of an Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const PKCS8_ED25519_PREFIX = new Uint8Array([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
    throw new RangeError(`dev account index must be 0..${DEV_ACCOUNT_COUNT - 1}, got ${index}`);
  }
}

/** Account i's seed: SHA-256("venom-devnet-account-<i>"). */
export async function devAccountSeed(index: number): Promise<Uint8Array<ArrayBuffer>> {
  checkIndex(index);
  return sha256Bytes(`venom-devnet-account-${index}`);
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function pkcs8(seed: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(PKCS8_ED25519_PREFIX.length + seed.length);
  out.set(PKCS8_ED25519_PREFIX);
  out.set(seed, PKCS8_ED25519_PREFIX.length);
  return out;
}

/** The ed25519 keys of a 32-byte seed: a signing key and the public key (hex). */
export async function keysFromSeed(seed: Uint8Array): Promise<{ privateKey: CryptoKey; publicKey: string }> {
  if (seed.length !== 32) throw new RangeError('an ed25519 seed is 32 bytes');
  // Imported once extractable to read the public key (JWK "x"), once not, for signing.
  const extractable = await crypto.subtle.importKey('pkcs8', pkcs8(seed), { name: 'Ed25519' }, true, ['sign']);
  const jwk = (await crypto.subtle.exportKey('jwk', extractable)) as JsonWebKey;
  if (typeof jwk.x !== 'string') throw new Error('the runtime did not export the ed25519 public key');
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8(seed), { name: 'Ed25519' }, false, ['sign']);
  return { privateKey, publicKey: bytesToHex(base64UrlToBytes(jwk.x)) };
}

const cache = new Map<number, Promise<DevAccountKeys>>();

/** Dev account `index` with its keys (memoised). */
export function devAccountKeys(index: number): Promise<DevAccountKeys> {
  checkIndex(index);
  let found = cache.get(index);
  if (!found) {
    found = (async () => {
      const seed = await devAccountSeed(index);
      const { privateKey, publicKey } = await keysFromSeed(seed);
      const address = await walletAddress(publicKey, DEV_WALLET_TYPE, 0);
      return { index, name: DEV_ACCOUNT_NAMES[index] ?? `Account ${index}`, publicKey, address, seed, privateKey };
    })();
    found.catch(() => cache.delete(index));
    cache.set(index, found);
  }
  return found;
}

/** Dev account `index` without its keys. */
export async function devAccount(index: number): Promise<DevAccount> {
  const { name, publicKey, address } = await devAccountKeys(index);
  return { index, name, publicKey, address };
}

/** Every dev account, by index. */
export function devAccounts(): Promise<DevAccount[]> {
  return Promise.all(Array.from({ length: DEV_ACCOUNT_COUNT }, (_, i) => devAccount(i)));
}
