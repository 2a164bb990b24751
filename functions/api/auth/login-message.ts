export { buildLoginMessage } from '../../../src/lib/login-message';

/**
 * The bytes the wallet actually signed (§5.2 step 5): SHA-256 of the message, prefixed with the
 * network signature id as a big-endian int32 when the wallet applied one.
 */
export async function loginSignedBytes(message: string, signatureId: number | null | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message)));
  if (signatureId === null || signatureId === undefined) return hash;
  const out = new Uint8Array(4 + hash.length);
  new DataView(out.buffer).setInt32(0, signatureId, false);
  out.set(hash, 4);
  return out;
}
