/**
 * Ed25519 verification with the runtime's WebCrypto, behind strict checks of the encodings first.
 * WebCrypto implementations differ on edge cases (RFC 8032 leaves some open), so we refuse them here:
 * - a public key or R that is not a canonical point encoding (y >= p, or x = 0 with the sign bit set);
 * - a public key or R of small order (its order divides 8): with such a key, a crafted signature
 *   verifies for any message and no private key exists ("weak keys");
 * - S >= L (the same signature with S + L would otherwise be a second valid spelling).
 */

const P = 2n ** 255n - 19n;
/** The order of the prime subgroup. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

function mod(a: bigint): bigint {
  const r = a % P;
  return r >= 0n ? r : r + P;
}

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

const D = mod(-121665n * pow(121666n, P - 2n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

interface Point {
  x: bigint;
  y: bigint;
}

/** RFC 8032 §5.1.3 decoding; null for a non-canonical encoding or a y with no point on the curve. */
function decodePoint(bytes: Uint8Array): Point | null {
  if (bytes.length !== 32) return null;
  const sign = bytes[31]! >> 7;
  const y = littleEndian(bytes) & ((1n << 255n) - 1n);
  if (y >= P) return null;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  let x = mod(u * pow(v, 3n) * pow(u * pow(v, 7n), (P - 5n) / 8n));
  const vx2 = mod(v * x * x);
  if (vx2 === mod(-u)) x = mod(x * SQRT_M1);
  else if (vx2 !== u) return null;
  if (x === 0n && sign === 1) return null;
  if (Number(x & 1n) !== sign) x = P - x;
  return { x, y };
}

/**
 * Whether 8·P is the neutral point, by three doublings in projective coordinates (X:Y:Z) with the
 * a = -1 twisted Edwards formula (dbl-2008-hwcd), so no field inversions are needed.
 */
function hasSmallOrder(point: Point): boolean {
  let [x, y, z] = [point.x, point.y, 1n];
  for (let i = 0; i < 3; i++) {
    const a = mod(x * x);
    const b = mod(y * y);
    const c = mod(2n * z * z);
    const e = mod((x + y) * (x + y) - a - b);
    const g = mod(b - a);
    const f = mod(g - c);
    const h = mod(-a - b);
    [x, y, z] = [mod(e * f), mod(g * h), mod(f * g)];
  }
  return x === 0n && y === z;
}

/** A canonical encoding of a point on the curve whose order does not divide 8. */
export function isStrongPoint(bytes: Uint8Array): boolean {
  const point = decodePoint(bytes);
  return point !== null && !hasSmallOrder(point);
}

/** Why a 64-byte signature can never be accepted, or null when its encoding is sound. */
export function signatureEncodingProblem(signature: Uint8Array): string | null {
  if (signature.length !== 64) return 'must be 64 bytes';
  if (littleEndian(signature.subarray(32)) >= L) return 'its S is not below the group order';
  if (!isStrongPoint(signature.subarray(0, 32))) return 'its R is not a canonical point of large order';
  return null;
}

/** Verifies `signature` over `data` for a 32-byte public key (callers check the encodings first). */
export async function verifyEd25519(
  publicKey: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, data);
  } catch {
    return false;
  }
}
