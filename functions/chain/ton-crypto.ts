/**
 * What @ton/core takes from @ton/crypto, for the Worker and the reader benchmark (aliased in
 * astro.config.mjs and the wrangler configs; tests keep the real package). @ton/core needs only a synchronous SHA-256,
 * for cell hashes, and @ton/crypto's runs jssha over hex strings (~13 µs a hash in Node, 7 times
 * node:crypto's native one under nodejs_compat); the Worker also leaves out jssha and tweetnacl. Signing is not something the reader does.
 */
import { createHash } from 'node:crypto';

export function sha256_sync(source: Buffer | string): Buffer {
  return createHash('sha256').update(source).digest();
}

export async function sha256(source: Buffer | string): Promise<Buffer> {
  return sha256_sync(source);
}

function unavailable(): never {
  throw new Error('ed25519 signing is not part of this build (functions/chain/ton-crypto.ts)');
}

export const sign = unavailable;
export const signVerify = unavailable;
