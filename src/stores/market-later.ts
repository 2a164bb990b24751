// The NFT page's market store (./market.ts), started late: when its first refresh is due (the spec's 5 s
// refetch), or at once when the NFT's live topic pushes a change. Until then the page's first paint carries
// none of its code. `onChange` hears that the NFT's market moved since the page was rendered (the live view
// should load), or that a change was pushed.
import { liveTopic } from '@shared/contract/live';
import { REPOSITORY_REFETCH_INTERVAL_MS } from '@shared/lib/constants';
import type { MarketState } from '~/view-model/market';
import { $liveChange } from './live-status';

export function startMarketLater(
  start: { nft: string; apiBase: string; state: MarketState; renderedAt: number },
  onChange: () => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  let started = false;
  const startStore = () => {
    if (started) return;
    started = true;
    clearTimeout(due);
    void import('./market').then(({ $market, showMarket }) => {
      if (stopped) return;
      showMarket(start, { refreshNow: true });
      stop = $market.subscribe((market) => {
        if (market?.changed) onChange();
      });
    });
  };
  const due = setTimeout(startStore, REPOSITORY_REFETCH_INTERVAL_MS);
  // A pushed change shows at once: the live view renders the market, and reads offers and bids.
  const stopPushed = $liveChange.listen((change) => {
    if (change?.topic !== liveTopic('nft', start.nft)) return;
    startStore();
    onChange();
  });
  return () => {
    stopped = true;
    clearTimeout(due);
    stopPushed();
    stop?.();
  };
}
