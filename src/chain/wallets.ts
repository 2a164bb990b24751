// The wallets a person can connect: where each injects its provider, where to install it, and how to
// open the site inside its mobile app. Plain data, small enough for the navbar island.

export type WalletId = 'venom' | 'ever' | 'sparx' | 'devnet';

export interface WalletInfo {
  readonly id: WalletId;
  readonly name: string;
  /** The `window` property the extension sets to its provider. */
  readonly global: '__venom' | '__ever' | '__sparx' | '__devnet';
  /** The event it dispatches on `window` once the provider is there. */
  readonly initializedEvent: string;
  readonly installUrl: string | null;
  /** Opens the current page inside the wallet's mobile browser. */
  readonly mobileDeepLink: ((pageUrl: string) => string) | null;
}

export const WALLETS: readonly WalletInfo[] = [
  {
    id: 'venom',
    name: 'Venom Wallet',
    global: '__venom',
    initializedEvent: 'venom#initialized',
    installUrl: 'https://chromewebstore.google.com/detail/venom-wallet/ojggmchlghnjlapmfbnjholfjkiidbch',
    mobileDeepLink: (url) => `https://venomwallet.page.link/?link=${encodeURIComponent(url)}`,
  },
  {
    id: 'ever',
    name: 'Ever Wallet',
    global: '__ever',
    initializedEvent: 'ever#initialized',
    installUrl: 'https://chromewebstore.google.com/detail/ever-wallet/cgeeodpfagjceefieflmdfphplkenlfk',
    mobileDeepLink: (url) => `https://everwallet.page.link/?link=${encodeURIComponent(url)}`,
  },
  {
    id: 'sparx',
    name: 'SparX Wallet',
    global: '__sparx',
    initializedEvent: 'sparx#initialized',
    installUrl: 'https://sparxwallet.com/',
    mobileDeepLink: null,
  },
  {
    id: 'devnet',
    name: 'Dev Wallet (devnet)',
    global: '__devnet',
    initializedEvent: 'devnet#initialized',
    installUrl: null,
    mobileDeepLink: null,
  },
];

/** The wallets offered on this chain: the dev wallet exists only on the devnet. */
export function walletsFor(chain: string): readonly WalletInfo[] {
  return WALLETS.filter((w) => w.id !== 'devnet' || chain === 'devnet');
}

export function walletById(id: string | null | undefined): WalletInfo | undefined {
  return WALLETS.find((w) => w.id === id);
}
