// Workers-only runtime APIs. The project's tsconfig also loads the DOM lib (for islands), whose
// CacheStorage and SubtleCrypto lack these members, so they are typed once here.

/** The zone's default Cache API store. */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Constant-time comparison of equal-length buffers. */
export function timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean {
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a, b);
}
