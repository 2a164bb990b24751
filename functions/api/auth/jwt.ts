import { SignJWT, jwtVerify } from 'jose';
import { isCanonicalBase64Url } from '@shared/wallet/bytes';

const ALGORITHM = 'HS256';

function secretKey(secret: string): Uint8Array {
  if (secret.length < 16) throw new Error('JWT_SECRET is missing or too short (set it in .dev.vars or as a Worker secret)');
  return new TextEncoder().encode(secret);
}

/** A session token: `sub` is the wallet address, `exp` the end of its lifetime (api-contract §5.3). */
export async function issueToken(address: string, secret: string, lifetimeSeconds: number, nowSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(address)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + lifetimeSeconds)
    .sign(secretKey(secret));
}

/** The address a valid, unexpired HS256 token was issued to, or null. */
export async function verifyToken(token: string, secret: string): Promise<string | null> {
  // jose decodes base64url leniently; only the one spelling the server issued is a session token.
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64Url)) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
