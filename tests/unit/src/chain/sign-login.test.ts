// The dApp's half of sign-in: it asks the wallet to sign its default way and reports the signature id
// the wallet actually used, found by checking the signature against each form.
import { describe, expect, it } from 'vitest';
import type { Connection } from '~/chain/connection';
import { signLoginMessage } from '~/chain/connection';
import { withSignatureIdPrefix } from '@shared/lib/login-message';

async function walletSigningWith(prefix: number | null, options: { prefixRaw?: Uint8Array } = {}) {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', keys.publicKey)).toString('hex');
  const requests: unknown[] = [];
  const client = {
    signData: async (params: { publicKey: string; data: string; withSignatureId?: unknown }) => {
      requests.push(params);
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', Buffer.from(params.data, 'base64')));
      const signed = options.prefixRaw ? new Uint8Array([...options.prefixRaw, ...hash]) : withSignatureIdPrefix(hash, prefix);
      const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, signed)).toString('base64');
      return { signature };
    },
  };
  const connection = {
    client,
    account: { address: '0:' + 'a'.repeat(64), publicKey, contractType: 'EverWallet' },
  } as unknown as Connection;
  return { connection, requests };
}

describe('signLoginMessage', () => {
  it("asks with the wallet's default (no withSignatureId) and reports the id a mainnet wallet prefixed", async () => {
    const { connection, requests } = await walletSigningWith(1);
    expect(await signLoginMessage(connection, 'I want to login', 1)).toMatchObject({ withSignatureId: 1 });
    expect(requests[0]).not.toHaveProperty('withSignatureId');
  });

  it('reports false when the wallet signed the bare hash, on mainnet or on the devnet', async () => {
    const bare = await walletSigningWith(null);
    expect(await signLoginMessage(bare.connection, 'I want to login', 1)).toMatchObject({ withSignatureId: false });
    expect(await signLoginMessage(bare.connection, 'I want to login', null)).toMatchObject({ withSignatureId: false });
  });

  it('fails when the wallet signed in a form the server cannot check', async () => {
    const other = await walletSigningWith(null, { prefixRaw: new Uint8Array(32).fill(7) });
    await expect(signLoginMessage(other.connection, 'I want to login', 1)).rejects.toThrow(/cannot check/);
  });
});
