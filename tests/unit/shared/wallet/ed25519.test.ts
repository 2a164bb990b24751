// The encoding checks in front of WebCrypto's ed25519: every small-order point and non-canonical
// encoding is refused, real keys pass, S must be below the group order.
import { describe, expect, it } from 'vitest';
import { isStrongPoint, signatureEncodingProblem } from '@shared/wallet/ed25519';

const hex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const le = (n: bigint) => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));

/** The eight points of small order (identity, order 2, two of order 4, four of order 8), canonically encoded. */
const SMALL_ORDER = [
  '0100000000000000000000000000000000000000000000000000000000000000',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000080',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa',
];

describe('isStrongPoint', () => {
  it('refuses the eight small-order points', () => {
    for (const point of SMALL_ORDER) expect(isStrongPoint(hex(point)), point).toBe(false);
  });

  it('refuses non-canonical encodings: y >= p, and x = 0 with the sign bit set', () => {
    const p = 2n ** 255n - 19n;
    expect(isStrongPoint(le(p + 1n))).toBe(false); // y = 1 spelled as p + 1
    expect(isStrongPoint(le(p))).toBe(false);
    const minusZero = hex('0100000000000000000000000000000000000000000000000000000000000080');
    expect(isStrongPoint(minusZero)).toBe(false);
    expect(isStrongPoint(new Uint8Array(31))).toBe(false);
  });

  it('refuses a y with no point on the curve', () => {
    expect(isStrongPoint(le(2n))).toBe(false);
  });

  it('accepts 100 real public keys', async () => {
    for (let i = 0; i < 100; i++) {
      const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
      expect(isStrongPoint(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))).toBe(true);
    }
  });
});

describe('signatureEncodingProblem', () => {
  it('passes a real signature and refuses the same with S + L, a short one, or a small-order R', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new Uint8Array([1, 2, 3])));
    expect(signatureEncodingProblem(signature)).toBeNull();
    let s = 0n;
    for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(signature[i]!);
    const malleated = new Uint8Array(signature);
    malleated.set(le(s + L), 32);
    expect(signatureEncodingProblem(malleated)).toMatch(/S is not below/);
    expect(signatureEncodingProblem(signature.subarray(0, 63))).toMatch(/64 bytes/);
    const weakR = new Uint8Array(signature);
    weakR.set(hex(SMALL_ORDER[4]!), 0);
    expect(signatureEncodingProblem(weakR)).toMatch(/R is not/);
  });
});
