// Finding an injected wallet provider: extensions inject late, so look again a few times (spec §9:
// 5 retries, 1 s apart), and take it at once if it announces itself in between.
import type { Provider } from 'everscale-inpage-provider';
import { PROVIDER_DISCOVERY_INTERVAL_MS, PROVIDER_DISCOVERY_RETRIES } from '@shared/lib/constants';
import type { WalletInfo } from './wallets';

function injected(wallet: WalletInfo): Provider | undefined {
  return (window as unknown as Record<string, Provider | undefined>)[wallet.global];
}

export async function findProvider(
  wallet: WalletInfo,
  retries = PROVIDER_DISCOVERY_RETRIES,
  intervalMs = PROVIDER_DISCOVERY_INTERVAL_MS,
): Promise<Provider | undefined> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    const found = injected(wallet);
    if (found) return found;
    if (attempt === retries) break;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener(wallet.initializedEvent, done);
        resolve();
      };
      const timer = setTimeout(done, intervalMs);
      window.addEventListener(wallet.initializedEvent, done);
    });
  }
  return undefined;
}

/** Without waiting: is the wallet's provider on the page right now? */
export function isInstalled(wallet: WalletInfo): boolean {
  return typeof window !== 'undefined' && injected(wallet) !== undefined;
}
