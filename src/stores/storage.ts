// The one home of the browser's persistent keys (spec §7: language, access token, recent wallet, terms,
// connection; and the cart and the grid density). Reads and writes never throw: storage can be disabled or full.
export const STORAGE_KEYS = {
  language: 'venom-nft:language',
  accessToken: 'venom-nft:access-token',
  recentWallet: 'venom-nft:recent-wallet',
  termsAccepted: 'venom-nft:terms-accepted',
  connection: 'venom-nft:connection',
  cart: 'venom-nft:cart',
  // Also read by the inline head script (src/page-scripts/click-capture.inline.js), before first paint.
  gridDensity: 'venom-nft:grid-density',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(STORAGE_KEYS[key]);
    else globalThis.localStorage?.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Private mode or quota: the value lives for this page only.
  }
}
