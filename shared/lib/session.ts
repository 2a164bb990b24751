// The access token (JWT) as the client sees it: decoded, never verified (the server verifies).
//
// Spec section 4: "logged in after a valid unexpired token (expired when now is within 5 seconds
// of expiry)". Spec section 3: "Access token: token and expiration, decoded from the subject
// (address) and exp claims."
// Plain checks, not zod: pages that only ask "is this the signed-in owner?" (the profile tabs) load
// this module up front, and zod would add about 27 KB gzipped to them.
import { JWT_EXPIRY_MARGIN_SECONDS } from './constants';

export interface JwtPayload {
  readonly sub: string;
  readonly exp: number;
}

/** The claims this client reads: a non-empty `sub` and a finite numeric `exp` (others are dropped). */
function payloadOf(value: unknown): JwtPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { sub, exp } = value as Record<string, unknown>;
  return typeof sub === 'string' && sub.length > 0 && typeof exp === 'number' && Number.isFinite(exp) ? { sub, exp } : null;
}

export interface AccessToken {
  readonly token: string;
  /** The `sub` claim: the wallet address the token was issued to. */
  readonly address: string;
  /** The `exp` claim, unix seconds. */
  readonly expiresAt: number;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes the payload (second part) of a JWT; null when the token is malformed or lacks sub/exp. */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return null;
  try {
    return payloadOf(JSON.parse(json));
  } catch {
    return null;
  }
}

/** The token with its subject and expiry, or null when it cannot be read. */
export function readAccessToken(token: string): AccessToken | null {
  const payload = decodeJwtPayload(token);
  return payload === null ? null : { token, address: payload.sub, expiresAt: payload.exp };
}

/**
 * True while `now` is more than 5 seconds before `exp`. At exp - 5 exactly the token already
 * counts as expired; a malformed token is never valid.
 */
export function isTokenValid(token: string, nowSeconds: number): boolean {
  const payload = decodeJwtPayload(token);
  return payload !== null && nowSeconds < payload.exp - JWT_EXPIRY_MARGIN_SECONDS;
}

function decodeBase64Url(segment: string): string | null {
  if (segment === '' || !BASE64URL.test(segment) || segment.length % 4 === 1) return null;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
