/**
 * What @ton/core takes from @ton/crypto, in every build: astro.config.mjs, devnet/wrangler.jsonc and the reader
 * bench alias `@ton/crypto` to this file, so a cell hashes with the project's one synchronous SHA-256
 * (./sha256.ts) in the site's Worker, the devnet's and the page alike (tests keep the real package, which
 * tests/unit/shared/tvm/sha256.test.ts compares with). @ton/crypto's own runs jssha over hex strings and pulls
 * jssha and tweetnacl into the bundle. Nothing here signs: signing is the wallet's.
 */
import { sha256 } from './sha256';

export function sha256_sync(source: Buffer | string): Buffer {
  const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : source;
  return Buffer.from(sha256(bytes));
}

function unavailable(): never {
  throw new Error('ed25519 signing is not part of this build (shared/tvm/ton-crypto.ts)');
}

export const sign = unavailable;
export const signVerify = unavailable;
