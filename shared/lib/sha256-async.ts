/**
 * The one asynchronous SHA-256: WebCrypto's, which every runtime here has (browsers, workerd, Node) and which
 * hashes natively off the JavaScript thread. Use it where a caller can wait (sign-in bytes, secrets, a page's
 * script hash); the cell hashes of the TVM codec must be synchronous and use shared/tvm/sha256.ts instead.
 */
export async function sha256Bytes(input: Uint8Array<ArrayBuffer> | string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}
