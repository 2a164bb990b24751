/**
 * Hex and base64. At the API's edge, strict decoders that refuse every spelling but the canonical one;
 * a wallet takes what dApps send (`base64ToBytes`).
 */

/** Lowercase or uppercase hex of whole bytes; null otherwise. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Standard padded base64, canonical only: null unless re-encoding the bytes gives back the same text.
 * atob ignores the unused low bits of the last character, so without this one signature has up to 16
 * spellings (and a "used once" check on the text could be passed 15 more times).
 */
export function canonicalBase64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return bytesToBase64(out) === text ? out : null;
}

/**
 * Unpadded base64url (RFC 7515, as in a JWT), canonical only: the same rule as the base64 above, so a
 * token's signature has one spelling (a changed last character or an appended "=" is refused).
 */
export function isCanonicalBase64Url(text: string): boolean {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return false;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return canonicalBase64ToBytes(padded) !== null;
}

/** Standard or URL-safe base64, padded or not, as a wallet takes a dApp's data; null when it is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  try {
    const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
