// The NFT page's market (owner, listing, auction, offers, bids, activity), kept fresh in one place:
// every 5 s while the page is visible and no live socket delivers its changes (live-status.ts), at
// once when the socket names this NFT, and after each action. The reads (API client, zod) load with
// the first refresh, so the page's first paint carries none of them.
import { atom } from 'nanostores';
import type { NftEvent } from '@shared/contract/schemas';
import type { MarketState } from '~/view-model/market';
import { REPOSITORY_REFETCH_INTERVAL_MS } from '@shared/lib/constants';
import { liveTopic } from '@shared/contract/live';
import { $liveChange, $liveConnected } from './live-status';

export interface MarketView {
  readonly nft: string;
  readonly state: MarketState;
  /** The NFT's activity once a refresh read it (after an action or a change); until then the server's table stays. */
  readonly events: readonly NftEvent[] | null;
  /** Unix seconds on the chain's clock at the last refresh: listings, offers and auctions are judged by it. */
  readonly now: number;
  /** The market moved since the page was rendered. */
  readonly changed: boolean;
}

export const $market = atom<MarketView | null>(null);

let apiBase = '';
/** Offers and bids are read on every refresh once something shows them live (followMarket). */
let detailed = false;
/** The chain's time as the wallet reports it, when one is connected (a devnet's clock can run ahead). */
let readChainTime: (() => Promise<number | null>) | null = null;
/** The clock is read when followed (until a wallet answers) and after each action, not on every tick (it asks the wallet). */
let clockDue = false;
/** The chain clock's lead over this device's, in seconds. */
let clockOffset = 0;
/** The latest refresh started wins. */
let reads = 0;
let stopRefreshing: (() => void) | null = null;

/** "Now" on the chain, in unix seconds, as of the last refresh. */
export function marketNow(): number {
  return Math.floor(Date.now() / 1000) + clockOffset;
}

/**
 * Starts from the market the server rendered for this NFT, and keeps it fresh from now on; with
 * `refreshNow`, the first refresh is due at once (the caller waited for it).
 */
export function showMarket(
  start: { nft: string; apiBase: string; state: MarketState; renderedAt: number },
  { refreshNow = false } = {},
): void {
  if ($market.get()?.nft === start.nft) return;
  apiBase = start.apiBase;
  $market.set({ nft: start.nft, state: start.state, events: null, now: start.renderedAt, changed: false });
  stopRefreshing?.();
  stopRefreshing = keepRefreshing(start.nft, refreshNow);
}

/** From now on every refresh reads the offers and bids too, and judges time by `chainTime`; one refresh starts at once. */
export function followMarket(chainTime: () => Promise<number | null>): Promise<void> {
  detailed = true;
  readChainTime = chainTime;
  clockDue = true;
  return refreshMarket();
}

/** Reads the market again; `afterAction` also reads the activity (a change of the market always does). */
export async function refreshMarket(afterAction = false): Promise<void> {
  const shown = $market.get();
  if (!shown) return;
  const read = ++reads;
  try {
    const readClock = readChainTime && (clockDue || afterAction) ? readChainTime : null;
    const [{ readMarket }, chainTime] = await Promise.all([import('./market-read'), readClock?.().catch(() => null) ?? null]);
    // Until a wallet has answered (it may still be reconnecting), every refresh asks again.
    if (chainTime !== null) {
      clockOffset = chainTime - Math.floor(Date.now() / 1000);
      clockDue = false;
    }
    const next = await readMarket({
      apiBase,
      nft: shown.nft,
      shown: shown.state,
      detailed: detailed || afterAction,
      withActivity: afterAction,
      now: marketNow,
    });
    if (!next || read !== reads) return;
    const latest = $market.get() ?? shown;
    $market.set({
      nft: shown.nft,
      state: next.state,
      events: next.events ?? latest.events,
      now: marketNow(),
      changed: latest.changed || next.changed,
    });
  } catch {
    // keep what the page shows; the next tick tries again
  }
}

/** Reads the chain's clock alone; the shown market is judged again by it. */
async function refreshClock(): Promise<void> {
  const chainTime = await readChainTime?.().catch(() => null);
  const shown = $market.get();
  if (typeof chainTime !== 'number' || !shown) return;
  clockOffset = chainTime - Math.floor(Date.now() / 1000);
  clockDue = false;
  $market.set({ ...shown, now: marketNow() });
}

/** The spec's 5 s refetch while the page is visible, paused while the live socket delivers this NFT's changes (and the clock was read). */
function keepRefreshing(nft: string, refreshNow: boolean): () => void {
  // The socket pushes the market's changes, not the chain's clock: while it is up, a clock not read yet
  // (no wallet has answered) is still asked for on each tick, without reading the market again.
  const tick = () => {
    if (document.visibilityState !== 'visible') return;
    if (!$liveConnected.get()) void refreshMarket();
    else if (clockDue) void refreshClock();
  };
  if (refreshNow) tick();
  const timer = setInterval(tick, REPOSITORY_REFETCH_INTERVAL_MS);
  document.addEventListener('visibilitychange', tick);
  const stopChanges = $liveChange.listen((change) => {
    if (change?.topic === liveTopic('nft', nft)) void refreshMarket();
  });
  // The socket went away: catch up at once, then the 5 s refetch carries on.
  const stopStatus = $liveConnected.listen((connected) => {
    if (!connected) tick();
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
    stopChanges();
    stopStatus();
  };
}
