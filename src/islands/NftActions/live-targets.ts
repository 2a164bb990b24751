// The NFT page's server-rendered live parts (marked `data-live="<name>"`), taken over by the island: each is
// emptied and the island's portal renders it from then on, with the same components.
import { useLayoutEffect, useState } from 'react';

type LiveTarget = 'owner' | 'manager' | 'market' | 'offers' | 'bids' | 'fee';
const TARGETS: readonly LiveTarget[] = ['owner', 'manager', 'market', 'offers', 'bids', 'fee'];

/** The NFT page's element marked `data-live="<name>"`, emptied: the island's portal renders it from now on. */
export function claimLiveElement(anchor: React.RefObject<HTMLElement | null>, name: string): HTMLElement | null {
  const root = anchor.current?.closest('[data-nft]') ?? document;
  const element = root.querySelector<HTMLElement>(`[data-live="${name}"]`);
  element?.replaceChildren();
  return element;
}

/** Takes over the page's live parts; before paint, so the server's markup is swapped for the same markup, never a blank frame. */
export function useLiveTargets(anchor: React.RefObject<HTMLElement | null>): Partial<Record<LiveTarget, HTMLElement>> {
  const [targets, setTargets] = useState<Partial<Record<LiveTarget, HTMLElement>>>({});
  useLayoutEffect(() => {
    const found: Partial<Record<LiveTarget, HTMLElement>> = {};
    for (const name of TARGETS) {
      const element = claimLiveElement(anchor, name);
      if (element) found[name] = element;
    }
    setTargets(found);
  }, [anchor]);
  return targets;
}
