/**
 * The dev wallet's loader (devnet only): puts the provider on the page before `load`.
 *
 *   window.__devnet = provider;  window.dispatchEvent(new Event('devnet#initialized'));
 *
 * The provider speaks the everscale-inpage-provider 0.6.6 protocol (request + event emitter), so
 * `new ProviderRpcClient({ provider: window.__devnet })` works as with a wallet extension. This
 * file stays small; the wallet itself (./wallet.ts) loads on the first `request`.
 * Include it with `<DevnetWalletScript />` (src/components/DevnetWalletScript) when CHAIN=devnet.
 *
 * ── Automation switch (tests) ─────────────────────────────────────────────────────────────────
 * Normally every connection, account change, signature and transaction opens the wallet's
 * approval window (/devnet-wallet/approve) with Approve / Reject; closing it rejects.
 * To answer without a window:
 *
 *   localStorage['devnet-wallet:auto'] = JSON.stringify({ account: 0, approve: true });
 *     picks dev account 0 and approves everything;
 *   localStorage['devnet-wallet:auto'] = JSON.stringify({ account: 0, approve: false });
 *     rejects everything with { code: 6, message: 'Rejected by user' };
 *   localStorage.removeItem('devnet-wallet:auto');   windows again.
 *
 * Or load any page with a query parameter, kept for that tab only (sessionStorage: a crafted link
 * never turns the windows off for good), and before the localStorage switch there:
 *   ?devnet-wallet=auto:<index>          approve, account <index>
 *   ?devnet-wallet=auto:<index>:reject   reject
 *   ?devnet-wallet=manual                windows again (both switches off)
 * The switch is read at each request, so a test can flip it between calls (Playwright:
 * `page.addInitScript` or `page.evaluate(() => localStorage.setItem(...))`).
 *
 * Errors are shaped like the Ever/Venom Wallet extensions': `{code, message, data?}` (./errors.ts).
 * The keys are the devnet's public dev keys (devnet/genesis/accounts.ts): dev only.
 */
import type { Provider, ProviderMethod, RawProviderApiResponse, RawProviderRequest } from 'everscale-inpage-provider';
import { captureAutoFromUrl } from './automation';
import { STORAGE_KEYS } from './constants';
import { ProviderEventEmitter } from './emitter';
import type { DevWallet } from './wallet';

export const DEVNET_GLOBAL = '__devnet';
export const DEVNET_INITIALIZED_EVENT = 'devnet#initialized';

/** The object on `window.__devnet`. */
export class DevnetProvider extends ProviderEventEmitter implements Provider {
  /** Tells the dev wallet apart from an extension. */
  readonly isDevnetWallet = true;
  #wallet: Promise<DevWallet> | undefined;

  /**
   * Dev-only controls, not part of the provider protocol: do what a person does in an extension,
   * to test how the dApp reacts (`await window.__devnet.devtools.switchNetwork(1)`).
   */
  readonly devtools = {
    /** Log out of the wallet: permissions cleared, `permissionsChanged` and `loggedOut`. */
    logout: async (): Promise<void> => (await this.#load()).simulateLogout(),
    /** Pretend the wallet is on another network: `networkChanged`, getProviderState reports it. */
    switchNetwork: async (networkId: number): Promise<void> => (await this.#load()).simulateNetwork(networkId),
    /** Lose or regain the connection: `disconnected` / `connected`. */
    setConnected: async (connected: boolean): Promise<void> => (await this.#load()).simulateConnection(connected),
  };

  #load(): Promise<DevWallet> {
    this.#wallet ??= import('./wallet').then(({ DevWallet }) => {
      const wallet = new DevWallet({ emit: (event, data) => this.emit(event, data) });
      if (typeof window !== 'undefined') {
        window.addEventListener('storage', (event) => {
          if (event.key === STORAGE_KEYS.permissions) wallet.syncPermissionsFromStorage();
        });
      }
      return wallet;
    });
    this.#wallet.catch(() => (this.#wallet = undefined));
    return this.#wallet;
  }

  async request<T extends ProviderMethod>(data: RawProviderRequest<T>): Promise<RawProviderApiResponse<T>> {
    const wallet = await this.#load();
    return (await wallet.request(data as { method: string; params?: unknown })) as RawProviderApiResponse<T>;
  }
}

declare global {
  interface Window {
    __devnet?: DevnetProvider;
  }
}

export function installDevnetWallet(target: Window = window): DevnetProvider {
  const existing = target.__devnet;
  if (existing instanceof DevnetProvider) return existing;
  captureAutoFromUrl(new URL(target.location.href));
  const provider = new DevnetProvider();
  target.__devnet = provider;
  target.dispatchEvent(new Event(DEVNET_INITIALIZED_EVENT));
  return provider;
}

if (typeof window !== 'undefined') installDevnetWallet();
