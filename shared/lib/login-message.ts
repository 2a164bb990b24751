import { sha256Bytes } from './sha256-async';

/** The text a wallet signs to log in (api-contract §5.2 step 4), UTF-8, no trailing newline. */
export function buildLoginMessage(serviceName: string, address: string, timestamp: number): string {
  return `I want to login at ${serviceName} with address ${address} at ${timestamp}`;
}

/** `bytes` prefixed with a network signature id as a big-endian int32, or as they are for none. */
export function withSignatureIdPrefix(bytes: Uint8Array, signatureId: number | null | undefined): Uint8Array<ArrayBuffer> {
  if (signatureId === null || signatureId === undefined) return new Uint8Array(bytes);
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setInt32(0, signatureId, false);
  out.set(bytes, 4);
  return out;
}

/**
 * The bytes a wallet's `signData` signs for the login message (§5.2 step 5): SHA-256 of the message,
 * prefixed with the network signature id when the wallet applied one.
 */
export async function loginSignedBytes(message: string, signatureId: number | null | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const hash = await sha256Bytes(message);
  return withSignatureIdPrefix(hash, signatureId);
}
