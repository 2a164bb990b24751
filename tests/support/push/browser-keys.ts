/**
 * A browser's side of Web Push for tests: its keys (what PushSubscription.toJSON() gives the server) and the
 * decryption of a pushed message (RFC 8291 aes128gcm, RFC 8188), written from the RFCs with WebCrypto only,
 * so it runs in workerd and in Node.
 */
const encoder = new TextEncoder();

export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

export function bytesBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface BrowserKeys {
  /** As the subscription carries them: the P-256 public point and the auth secret, base64url. */
  readonly p256dh: string;
  readonly auth: string;
  /** The private key's `d`, base64url. */
  readonly privateKey: string;
}

export async function makeBrowserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { p256dh: bytesBase64Url(publicKey), auth: bytesBase64Url(crypto.getRandomValues(new Uint8Array(16))), privateKey: jwk.d! };
}

/** A P-256 private key for ECDH from its `d` and its uncompressed public point (0x04 ‖ x ‖ y), as JWK wants them. */
export function importP256Private(d: string, publicPoint: Uint8Array, extractable = false): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', d, x: bytesBase64Url(publicPoint.slice(1, 33)), y: bytesBase64Url(publicPoint.slice(33, 65)) },
    { name: 'ECDH', namedCurve: 'P-256' },
    extractable,
    ['deriveBits'],
  );
}

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Decrypts one aes128gcm message (a single record) with the browser's keys; throws when it does not open. */
export async function decryptPush(body: Uint8Array, keys: BrowserKeys): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const uaPublic = base64UrlBytes(keys.p256dh);
  const privateKey = await importP256Private(keys.privateKey, uaPublic);
  const serverKey = await crypto.subtle.importKey('raw', serverPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, privateKey, 256));
  // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret; RFC 8188 §2.2: the content key and nonce.
  const prkKey = await hmac(base64UrlBytes(keys.auth), ecdhSecret);
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, serverPublic, new Uint8Array([1]));
  const ikm = (await hmac(prkKey, keyInfo)).slice(0, 32);
  const prk = await hmac(salt, ikm);
  const cek = (await hmac(prk, concat(encoder.encode('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, concat(encoder.encode('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(0, 12);
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext));
  // The last record ends with 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record: no 0x02 delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}
