// The dev wallet's keys and signatures (provider-protocol §6): signData signs the SHA-256 of the
// data, signDataRaw the data; a signature id is a 4-byte big-endian int32 prefix. Checked with
// WebCrypto (and node:crypto for the key derivation), and against the sign-in verifier.
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginSignedBytes, buildLoginMessage } from '@functions/api/auth/login-message';
import { verifyEd25519 } from '@shared/wallet/ed25519';
import { DEV_ACCOUNT_COUNT, devAccountKeys, devAccounts } from '@devnet/genesis/accounts';
import { walletAddress } from '@shared/wallet/address';
import { signatureIdOf, signData, signDataRaw, verifySignature, withSignatureId } from '@devnet/wallet/signing';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

async function verifies(publicKeyHex: string, signatureB64: string, message: Uint8Array<ArrayBuffer> | Buffer): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', Buffer.from(publicKeyHex, 'hex'), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, Buffer.from(signatureB64, 'base64'), new Uint8Array(message));
}

describe('dev accounts', () => {
  it('derive from SHA-256("venom-devnet-account-<i>") and sit at their real EverWallet address', async () => {
    const accounts = await devAccounts();
    expect(accounts).toHaveLength(DEV_ACCOUNT_COUNT);
    for (const account of accounts) {
      const keys = await devAccountKeys(account.index);
      const seed = sha256(`venom-devnet-account-${account.index}`);
      expect(Buffer.from(keys.seed).equals(seed)).toBe(true);
      // node:crypto derives the same public key from the seed.
      const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
      const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({ format: 'der', type: 'spki' });
      expect(account.publicKey).toBe(spki.subarray(-32).toString('hex'));
      expect(account.address).toBe(await walletAddress(account.publicKey, 'EverWallet', 0));
    }
    expect(new Set(accounts.map((a) => a.address)).size).toBe(DEV_ACCOUNT_COUNT);
    expect(accounts[0]).toMatchObject({ name: 'Alice', address: '0:90f34631fcd72ea81faeca3ce708653599d7cf8dd3922dc8dc09339e59ed9d51' });
  });
});

describe('signData', () => {
  it('hashes the data and signs the 32 hash bytes', async () => {
    const { privateKey, publicKey } = await devAccountKeys(0);
    const out = await signData(privateKey, b64('hello world'));
    expect(out.dataHash).toBe(sha256('hello world').toString('hex'));
    expect(Buffer.from(out.signature, 'base64')).toHaveLength(64);
    expect(out.signatureHex).toBe(Buffer.from(out.signature, 'base64').toString('hex'));
    expect(out.signatureParts).toEqual({ high: `0x${out.signatureHex.slice(0, 64)}`, low: `0x${out.signatureHex.slice(64)}` });
    expect(await verifies(publicKey, out.signature, sha256('hello world'))).toBe(true);
    expect(await verifies(publicKey, out.signature, Buffer.from('hello world'))).toBe(false);
    expect(await verifySignature({ publicKey, dataHash: out.dataHash, signature: out.signature })).toBe(true);
    expect(
      await verifySignature({ publicKey, dataHash: Buffer.from(out.dataHash, 'hex').toString('base64'), signature: out.signatureHex }),
    ).toBe(true);
    expect(await verifySignature({ publicKey, dataHash: sha256('other').toString('hex'), signature: out.signature })).toBe(false);
  });

  it('prefixes the hash with the signature id as a big-endian int32', async () => {
    const { privateKey, publicKey } = await devAccountKeys(1);
    const hash = sha256('login');
    for (const [options, id] of [
      [{ withSignatureId: 42 }, 42],
      [{ withSignatureId: -1 }, -1],
      [{ withSignatureContext: { type: 'signatureId', globalId: 1000 } as const }, 1000],
    ] as const) {
      const out = await signData(privateKey, b64('login'), options);
      const prefix = Buffer.alloc(4);
      prefix.writeInt32BE(id);
      expect(await verifies(publicKey, out.signature, Buffer.concat([prefix, hash]))).toBe(true);
      expect(await verifies(publicKey, out.signature, hash)).toBe(false);
      expect(await verifySignature({ publicKey, dataHash: out.dataHash, signature: out.signature, ...options })).toBe(true);
      expect(await verifySignature({ publicKey, dataHash: out.dataHash, signature: out.signature })).toBe(false);
    }
    expect(Buffer.from(withSignatureId(hash, 0x01020304)).subarray(0, 4).toString('hex')).toBe('01020304');
    // The devnet has no signature-id capability: the default and `false` sign the bare hash.
    expect(signatureIdOf({})).toBeNull();
    expect(signatureIdOf({ withSignatureId: true })).toBeNull();
    expect(signatureIdOf({ withSignatureId: false })).toBeNull();
    expect(signatureIdOf({ withSignatureId: 7, withSignatureContext: { type: 'empty' } })).toBeNull();
    expect(() => signatureIdOf({ withSignatureContext: { type: 'signatureDomainL2', globalId: 1 } })).toThrow(/not supported/);
    expect(() => signatureIdOf({ withSignatureId: 2 ** 31 })).toThrow(/32-bit/);
  });

  it('signDataRaw signs the data itself', async () => {
    const { privateKey, publicKey } = await devAccountKeys(2);
    const out = await signDataRaw(privateKey, b64('raw bytes'), { withSignatureId: 5 });
    expect(out).not.toHaveProperty('dataHash');
    expect(await verifies(publicKey, out.signature, Buffer.concat([Buffer.from([0, 0, 0, 5]), Buffer.from('raw bytes')]))).toBe(true);
    await expect(signDataRaw(privateKey, 'not base64!')).rejects.toMatchObject({ code: 2 });
  });

  it('produces a login signature the marketplace sign-in accepts', async () => {
    const { privateKey, publicKey, address } = await devAccountKeys(3);
    const message = buildLoginMessage('Venom NFT Marketplace', address, 1_800_000_000);
    for (const id of [null, 1000]) {
      const out = await signData(privateKey, b64(message), id === null ? {} : { withSignatureId: id });
      const signed = await loginSignedBytes(message, id);
      expect(
        await verifyEd25519(new Uint8Array(Buffer.from(publicKey, 'hex')), new Uint8Array(Buffer.from(out.signature, 'base64')), signed),
      ).toBe(true);
    }
  });
});
