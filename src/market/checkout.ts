// Buying several listings in one go, for the sweep and the cart alike: the terms and sign-in first, then
// the runner (./run-sweep) with the NFT page's buy action, then the wallet's balance is read again.
import type { createMarketplaceApi } from '../api/client';
import { buy } from './actions';
import { currentConnection, refreshBalance } from '../stores/wallet';
import type { paymentChoices } from './payment-choices';
import { ensureReadyToTrade, signedInAddress } from './session-flow';
import { runSweep, type ItemState } from './run-sweep';
import type { SweepItem } from './sweep-plan';

export interface CheckoutDeps {
  readonly api: ReturnType<typeof createMarketplaceApi>;
  readonly tokens: ReturnType<typeof paymentChoices>;
  /** Called once the person is ready to trade, just before the first purchase. */
  readonly onStart: () => void;
  readonly onState: (nft: string, state: ItemState) => void;
}

/** Each item's final state, or null when the person did not get ready to trade (terms, sign-in). */
export async function checkout(
  items: readonly Pick<SweepItem, 'nft' | 'sell'>[],
  deps: CheckoutDeps,
): Promise<Map<string, ItemState> | null> {
  if (items.length === 0 || !(await ensureReadyToTrade())) return null;
  const me = signedInAddress();
  if (!me) return null;
  deps.onStart();
  const final = await runSweep(items, {
    me,
    readDetails: (nft) => deps.api.nftDetails(nft),
    buy: (nft, onProgress) => buy({ connection: currentConnection(), api: deps.api, tokens: deps.tokens }, { nft, onProgress }),
    onState: deps.onState,
  });
  void refreshBalance();
  return final;
}
