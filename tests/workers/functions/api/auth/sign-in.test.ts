import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToHex } from '@shared/wallet/bytes';
import { verifyToken } from '@functions/api/auth/jwt';
import { buildLoginMessage, loginSignedBytes } from '@functions/api/auth/login-message';
import { signIn } from '@functions/api/auth/sign-in';
import { walletAddress } from '@shared/wallet/address';
import type { WalletType } from '@shared/contract/schemas/enums';

/** The order of ed25519's prime subgroup. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

async function newWallet(walletType: WalletType = 'EverWallet', workchain = 0) {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = bytesToHex(new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer));
  const address = await walletAddress(publicKey, walletType, workchain);
  return { keys, publicKey, address, walletType };
}

type Wallet = Awaited<ReturnType<typeof newWallet>>;

/** What a wallet signs: SHA-256 of the message, with the signature id in front when it applies one. */
async function signLogin(
  wallet: Wallet,
  timestamp: number,
  options: { address?: string; prefix?: number; withSignatureId?: boolean | number | null } = {},
) {
  const address = options.address ?? wallet.address;
  const message = buildLoginMessage(env.SERVICE_NAME, address, timestamp);
  const data = await loginSignedBytes(message, options.prefix ?? null);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, wallet.keys.privateKey, data));
  const body: Record<string, unknown> = {
    address,
    publicKey: wallet.publicKey,
    walletType: wallet.walletType,
    timestamp,
    signature: bytesToBase64(signature),
  };
  if (options.withSignatureId !== undefined) body.withSignatureId = options.withSignatureId;
  return body;
}

function post(body: unknown) {
  return exports.default.fetch('http://localhost/api/user/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A refusal: the status class, the field named, and no token anywhere in the answer. */
async function expectRefused(res: Response, status: number, field: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; field?: string };
  expect(body.field).toBe(field);
  expect(typeof body.error).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/eyJ/);
}

/** Every base64 spelling of the same 64 bytes: the last data character carries 4 bits atob ignores. */
function equivalentSpellings(signature: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const last = alphabet.indexOf(signature[85]!);
  return Array.from({ length: 16 }, (_, low) => `${signature.slice(0, 85)}${alphabet[(last & ~15) | low]}==`);
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

  const TYPES: WalletType[] = [
    'EverWallet',
    'Multisig2_1',
    'WalletV3',
    'SafeMultisigWallet',
    'HighloadWalletV2',
    'WalletV5R1',
    'SurfWallet',
  ];
  for (const walletType of TYPES) {
    it(`signs in a ${walletType} with and without the signature-id prefix`, async () => {
      const wallet = await newWallet(walletType);
      const plain = await post(await signLogin(wallet, now(), { withSignatureId: false }));
      expect(plain.status).toBe(200);
      expect(await verifyToken((await plain.json()) as string, env.JWT_SECRET)).toBe(wallet.address);
      const prefixed = await post(await signLogin(wallet, now() - 1, { prefix: 1, withSignatureId: 1 }));
      expect(prefixed.status).toBe(200);
      expect(await verifyToken((await prefixed.json()) as string, env.JWT_SECRET)).toBe(wallet.address);
    });
  }

  it('signs in a masterchain (-1) wallet', async () => {
    const wallet = await newWallet('EverWallet', -1);
    expect(wallet.address.startsWith('-1:')).toBe(true);
    expect((await post(await signLogin(wallet, now()))).status).toBe(200);
  });

  it('refuses a signature whose prefix differs from the one claimed', async () => {
    const wallet = await newWallet();
    await expectRefused(await post(await signLogin(wallet, now(), { prefix: 1, withSignatureId: false })), 401, 'signature');
    await expectRefused(await post(await signLogin(wallet, now() - 1, { withSignatureId: 1 })), 401, 'signature');
  });

  it('refuses a bad signature', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const other = await signLogin(wallet, now() - 1);
    const res = await post({ ...body, signature: other.signature });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Bad signature', field: 'signature' });
  });

  it('refuses an address that belongs to another key, or to another wallet type of the same key', async () => {
    const wallet = await newWallet();
    const stranger = await newWallet();
    await expectRefused(await post(await signLogin(wallet, now(), { address: stranger.address })), 401, 'address');
    const multisig = await walletAddress(wallet.publicKey, 'Multisig2_1', 0);
    await expectRefused(await post(await signLogin(wallet, now(), { address: multisig })), 401, 'address');
    const otherForm = `0:${'0'.repeat(64 - 1)}1`;
    await expectRefused(await post(await signLogin(wallet, now(), { address: otherForm })), 401, 'address');
  });

  it('refuses an unknown wallet type with 400 naming walletType', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    await expectRefused(await post({ ...body, walletType: 'EverWalletV9' }), 400, 'walletType');
    await expectRefused(await post({ ...body, walletType: 'constructor' }), 400, 'walletType');
  });

  it('refuses a replayed signature in every equivalent base64 spelling', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const spellings = equivalentSpellings(body.signature as string);
    expect(new Set(spellings).size).toBe(16);
    expect(spellings).toContain(body.signature);
    expect((await post(body)).status).toBe(200);
    for (const signature of spellings) {
      const res = await post({ ...body, signature });
      expect(res.status, signature).toBeGreaterThanOrEqual(400);
      expect(res.status, signature).toBeLessThan(500);
      expect((await res.json()) as object).toMatchObject({ field: 'signature' });
    }
  });

  it('refuses a non-canonical spelling even the first time', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const other = equivalentSpellings(body.signature as string).find((s) => s !== body.signature)!;
    await expectRefused(await post({ ...body, signature: other }), 400, 'signature');
    expect((await post(body)).status).toBe(200);
  });

  it('refuses a weak (small-order) public key with the signature that verifies for any message', async () => {
    // The identity point as the key, R = identity and S = 0: [S]B = R + [k]A holds for every message.
    const identity = '01' + '00'.repeat(31);
    const signature = bytesToBase64(new Uint8Array([1, ...new Array(63).fill(0)]));
    const address = await walletAddress(identity, 'EverWallet', 0);
    const body = { address, publicKey: identity, walletType: 'EverWallet', timestamp: now(), signature };
    await expectRefused(await post(body), 400, 'signature');
    // With a sound R, the key itself is refused.
    const wallet = await newWallet();
    const good = await signLogin(wallet, now());
    await expectRefused(await post({ ...good, publicKey: identity, address }), 400, 'publicKey');
    // The other small-order points: y = -1 (order 2) and y = 0 (order 4).
    const minusOne = bytesToHex(littleEndian((1n << 255n) - 19n - 1n));
    await expectRefused(await post({ ...good, publicKey: minusOne }), 400, 'publicKey');
    await expectRefused(await post({ ...good, publicKey: '00'.repeat(32) }), 400, 'publicKey');
    // A non-canonical encoding (y >= p) of a valid key.
    const nonCanonical = bytesToHex(littleEndian((1n << 255n) - 19n + 1n));
    await expectRefused(await post({ ...good, publicKey: nonCanonical }), 400, 'publicKey');
  });

  it('refuses a signature with S >= L (the same signature, S + L)', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    const bytes = Uint8Array.from(atob(body.signature as string), (c) => c.charCodeAt(0));
    const s = fromLittleEndian(bytes.subarray(32)) + L;
    bytes.set(littleEndian(s), 32);
    await expectRefused(await post({ ...body, signature: bytesToBase64(bytes) }), 400, 'signature');
    expect((await post(body)).status).toBe(200);
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

  it('names the field of malformed input with 400, and 415 without JSON', async () => {
    const wallet = await newWallet();
    const body = await signLogin(wallet, now());
    await expectRefused(await post({ ...body, publicKey: 'xyz' }), 400, 'publicKey');
    await expectRefused(await post({ ...body, withSignatureId: 'yes' }), 400, 'withSignatureId');
    await expectRefused(await post({ ...body, withSignatureId: 2 ** 31 }), 400, 'withSignatureId');
    const noJson = await exports.default.fetch('http://localhost/api/user/sign_in', { method: 'POST', body: JSON.stringify(body) });
    expect(noJson.status).toBe(415);
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const res = await exports.default.fetch('http://localhost/api/user/sign_in');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
  });
});

describe('signIn with a network signature id (mainnet: 1)', () => {
  const deps = (used: Set<string>) => ({
    serviceName: env.SERVICE_NAME,
    networkSignatureId: 1,
    jwtSecret: env.JWT_SECRET,
    tokenLifetimeSeconds: 60,
    nowSeconds: now(),
    rememberSignature: async (hex: string) => !used.has(hex) && Boolean(used.add(hex)),
  });

  it('withSignatureId: true means the network id; absent or false means none', async () => {
    const wallet = await newWallet();
    const used = new Set<string>();
    const token = await signIn((await signLogin(wallet, now(), { prefix: 1, withSignatureId: true })) as never, deps(used));
    expect(await verifyToken(token, env.JWT_SECRET)).toBe(wallet.address);
    await expect(signIn((await signLogin(wallet, now() - 1, { withSignatureId: true })) as never, deps(used))).rejects.toThrow(
      'Bad signature',
    );
    await expect(signIn((await signLogin(wallet, now() - 2)) as never, deps(used))).resolves.toBeTypeOf('string');
    await expect(signIn((await signLogin(wallet, now() - 3, { withSignatureId: false })) as never, deps(used))).resolves.toBeTypeOf(
      'string',
    );
  });
});

describe('session tokens', () => {
  it('an expired token does not verify', async () => {
    const { issueToken } = await import('@functions/api/auth/jwt');
    const issuedLongAgo = now() - 10_000;
    const token = await issueToken('0:' + 'a'.repeat(64), env.JWT_SECRET, 60, issuedLongAgo);
    expect(await verifyToken(token, env.JWT_SECRET)).toBeNull();
  });

  it('a token signed with another secret does not verify', async () => {
    const { issueToken } = await import('@functions/api/auth/jwt');
    const token = await issueToken('0:' + 'a'.repeat(64), 'another-secret-of-enough-length', 60, now());
    expect(await verifyToken(token, env.JWT_SECRET)).toBeNull();
  });

  it('only the canonical base64url spelling of the signature verifies', async () => {
    const { issueToken } = await import('@functions/api/auth/jwt');
    const token = await issueToken('0:' + 'a'.repeat(64), env.JWT_SECRET, 60, now());
    expect(await verifyToken(token, env.JWT_SECRET)).toBe('0:' + 'a'.repeat(64));
    // HS256's 32 bytes take 43 characters; the last one carries 4 bits, so 3 other characters spell the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    const sameBytes = [...alphabet].filter((_, i) => i !== last && i >> 2 === last >> 2);
    expect(sameBytes).toHaveLength(3);
    const spellings = [...sameBytes.map((c) => token.slice(0, -1) + c), `${token}=`];
    for (const spelling of spellings) expect(await verifyToken(spelling, env.JWT_SECRET)).toBeNull();
    const res = await exports.default.fetch('http://localhost/api/notifications', { headers: { authorization: `Bearer ${spellings[0]}` } });
    expect(res.status).toBe(401);
  });
});

function littleEndian(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((n >> BigInt(8 * i)) & 0xffn);
  return out;
}

function fromLittleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}
