import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { verifyToken } from '../../functions/api/auth/jwt';
import { buildLoginMessage, loginSignedBytes } from '../../functions/api/auth/login-message';
import { devnetWalletAddress, toHex } from '../../functions/devnet/wallet-address';

const WALLET_TYPE = 'EverWallet';

async function newWallet() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toHex(new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer));
  const address = await devnetWalletAddress(publicKey, WALLET_TYPE);
  return { keys, publicKey, address };
}

async function signLogin(
  wallet: Awaited<ReturnType<typeof newWallet>>,
  timestamp: number,
  options: { address?: string; signatureId?: number } = {},
) {
  const address = options.address ?? wallet.address;
  const message = buildLoginMessage(env.SERVICE_NAME, address, timestamp);
  const data = await loginSignedBytes(message, options.signatureId);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, wallet.keys.privateKey, data));
  return {
    address,
    publicKey: wallet.publicKey,
    walletType: WALLET_TYPE,
    timestamp,
    signature: btoa(String.fromCharCode(...signature)),
    withSignatureId: options.signatureId ?? null,
  };
}

function post(body: unknown) {
  return exports.default.fetch('http://localhost/api/user/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/user/sign_in', () => {
  it('returns a JWT for the address when the signature, key and time are right', async () => {
    const wallet = await newWallet();
    const res = await post(await signLogin(wallet, now()));
    expect(res.status).toBe(200);
    const token = (await res.json()) as string;
    expect(await verifyToken(token, env.JWT_SECRET)).toBe(wallet.address);
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload.exp - payload.iat).toBe(Number(env.AUTH_TOKEN_LIFETIME));
  });

  it('accepts a signature made with a network signature id prefix', async () => {
    const wallet = await newWallet();
    const res = await post(await signLogin(wallet, now(), { signatureId: 1 }));
    expect(res.status).toBe(200);
  });

  it('refuses a bad signature', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const other = await signLogin(wallet, now() - 1);
    const res = await post({ ...body, signature: other.signature });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Bad signature', field: 'signature' });
  });

  it('refuses an address that belongs to another key', async () => {
    const wallet = await newWallet();
    const stranger = await newWallet();
    const res = await post(await signLogin(wallet, now(), { address: stranger.address }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ field: 'address' });
  });

  it('refuses a timestamp more than 5 minutes in the future', async () => {
    const wallet = await newWallet();
    const res = await post(await signLogin(wallet, now() + 301));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Timestamp from the future', field: 'timestamp' });
  });

  it('refuses a login signed more than 5 minutes ago', async () => {
    const wallet = await newWallet();
    const res = await post(await signLogin(wallet, now() - 301));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Login expired', field: 'timestamp' });
  });

  it('accepts a signed login once: a replay is refused', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    expect((await post(body)).status).toBe(200);
    const replay = await post(body);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ field: 'signature' });
  });

  it('names the field of malformed input with 400, and 415 without JSON', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const res = await post({ ...body, publicKey: 'xyz' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'publicKey' });

    const noJson = await exports.default.fetch('http://localhost/api/user/sign_in', { method: 'POST', body: JSON.stringify(body) });
    expect(noJson.status).toBe(415);
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const res = await exports.default.fetch('http://localhost/api/user/sign_in');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
  });
});

describe('session tokens', () => {
  it('an expired token does not verify', async () => {
    const { issueToken } = await import('../../functions/api/auth/jwt');
    const issuedLongAgo = now() - 10_000;
    const token = await issueToken('0:' + 'a'.repeat(64), env.JWT_SECRET, 60, issuedLongAgo);
    expect(await verifyToken(token, env.JWT_SECRET)).toBeNull();
  });

  it('a token signed with another secret does not verify', async () => {
    const { issueToken } = await import('../../functions/api/auth/jwt');
    const token = await issueToken('0:' + 'a'.repeat(64), 'another-secret-of-enough-length', 60, now());
    expect(await verifyToken(token, env.JWT_SECRET)).toBeNull();
  });
});
