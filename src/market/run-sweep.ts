// A sweep's life: one purchase after another, each its own transaction confirmed in the wallet.
// Before each, the NFT is read again: an item sold (or relisted) meanwhile is skipped without asking
// the wallet for anything, so nothing is charged for it. A rejection in the wallet ends the sweep
// (the person said no); a failed purchase does not stop the others.
import type { GetNftResult } from '@shared/contract/schemas';
import { MarketActionError, type ActionResult, type ActionStage } from './actions';
import { normalizeAddress } from '@shared/lib/address';
import type { SweepItem } from './sweep-plan';

export type ItemState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'checking' }
  | { readonly kind: ActionStage }
  | { readonly kind: 'bought' }
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export const SKIP_REASONS = {
  sold: 'Sold before your turn: skipped, nothing charged',
  yours: 'You own it: skipped, nothing charged',
  stopped: 'Not bought: the sweep stopped',
} as const;

export interface SweepDeps {
  /** The NFT record as the API shows it now (null: unknown). */
  readDetails: (nft: string) => Promise<GetNftResult | null>;
  buy: (nft: string, onProgress: (stage: ActionStage) => void) => Promise<ActionResult>;
  /** The signed-in buyer. */
  me: string;
  onState: (nft: string, state: ItemState) => void;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && normalizeAddress(a) === normalizeAddress(b);

/** An item a run is done with: bought, or gone from the market (not one the run stopped before, nor a failure to retry). */
export function settled(state: ItemState | undefined): boolean {
  return state?.kind === 'bought' || (state?.kind === 'skipped' && state.reason !== SKIP_REASONS.stopped);
}

/** The listing the person chose is no longer there (sold, cancelled, replaced by another) by the API's record. */
export function listingGone(item: Pick<SweepItem, 'sell'>, details: GetNftResult | null): boolean {
  if (!details) return true;
  const sale = details.nft.forsale ? details.directSell[details.nft.forsale] : undefined;
  return !same(details.nft.forsale, item.sell) || (sale !== undefined && sale.status !== 'active');
}

/** Why the item cannot be bought from the listing the person chose, or null when it still can. */
function skipReason(item: Pick<SweepItem, 'sell'>, details: GetNftResult | null, me: string): string | null {
  if (!details) return SKIP_REASONS.sold;
  if (same(details.nft.owner, me)) return SKIP_REASONS.yours;
  return listingGone(item, details) ? SKIP_REASONS.sold : null;
}

/** Buys the items in order (a sweep's, a cart's); resolves with each item's final state. */
export async function runSweep(items: readonly Pick<SweepItem, 'nft' | 'sell'>[], deps: SweepDeps): Promise<Map<string, ItemState>> {
  const final = new Map<string, ItemState>();
  const set = (nft: string, state: ItemState) => {
    if (state.kind === 'bought' || state.kind === 'skipped' || state.kind === 'failed') final.set(nft, state);
    deps.onState(nft, state);
  };
  let stopped = false;
  for (const item of items) {
    if (stopped) {
      set(item.nft, { kind: 'skipped', reason: SKIP_REASONS.stopped });
      continue;
    }
    set(item.nft, { kind: 'checking' });
    let details: GetNftResult | null;
    try {
      details = await deps.readDetails(item.nft);
    } catch {
      details = null;
    }
    const reason = skipReason(item, details, deps.me);
    if (reason) {
      set(item.nft, { kind: 'skipped', reason });
      continue;
    }
    try {
      const result = await deps.buy(item.nft, (stage) => deps.onState(item.nft, { kind: stage }));
      if (result.ok) set(item.nft, { kind: 'bought' });
      else {
        set(item.nft, { kind: 'failed', reason: result.description });
        if (result.reason === 'rejected') stopped = true;
      }
    } catch (error) {
      // A market rule the action checks itself (the listing vanished between the check and the purchase).
      if (error instanceof MarketActionError) set(item.nft, { kind: 'skipped', reason: SKIP_REASONS.sold });
      else set(item.nft, { kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return final;
}
