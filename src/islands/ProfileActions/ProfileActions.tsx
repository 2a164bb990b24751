// The profile's Bids and Offers rows with their actions: the rows are the page's
// own HTML (this island's children); a click on a row's Accept, Cancel offer or Bid again loads the
// NFT page's dialog and action code (./RowActionRunner) and runs it right here. A click made before
// this island hydrated is kept by the page's capture script and replayed; without JS the link opens
// the NFT page's confirmation instead.
import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { Token } from '@shared/lib/tokens';
import { islandOf, takeCapturedClicks } from '../../page-scripts/captured-clicks';
import { rowRequestOf, type RowRequest } from './row-action';
import { closeActionShell, openActionShell, takeShellDismissal } from '../../market/action-shell';
import { mayHaveSession } from '../../stores/session-hint';
import { BUTTON_LABELS } from '~/view-model/market';
import type { RowActionRunnerProps } from './RowActionRunner';

interface Props {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  readonly children?: ReactNode;
}

export default function ProfileActions({ apiBase, tokens, children }: Props) {
  const [Runner, setRunner] = useState<ComponentType<RowActionRunnerProps> | null>(null);
  const [request, setRequest] = useState<RowRequest | null>(null);
  const busy = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);

  /** Opens the dialog for a row's action link; true when the link is one (the click is then the island's). */
  const ask = useCallback((link: HTMLElement): boolean => {
    const next = rowRequestOf(link, Date.now());
    if (!next) return false;
    // One action at a time: a second click while one runs does nothing.
    if (busy.current) return true;
    busy.current = true;
    link.setAttribute('aria-busy', 'true');
    // The dialog's frame shows at the click while the code loads and the market is read.
    openActionShell(BUTTON_LABELS[next.kind], link, mayHaveSession());
    setRequest(next);
    import('./RowActionRunner').then(
      (mod) => setRunner(() => mod.default),
      // The code did not load (offline, a new deploy): the NFT page's confirmation still works.
      () => {
        closeActionShell();
        window.location.assign((link as HTMLAnchorElement).href);
      },
    );
    return true;
  }, []);

  useEffect(() => {
    const [first] = takeCapturedClicks(islandOf(anchor.current));
    // A kept click may have opened the dialog's frame; closed before this code came, it is given up.
    if (first && !takeShellDismissal()) ask(first.button);
  }, [ask]);

  // React's own listener, not one added in an effect: the capture script lets clicks through once the island
  // drops its `ssr` mark, which Astro does when hydration is scheduled, before effects run. React hydrates
  // at once for a click that comes in between, and hands it here, so no click follows the link instead.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-capture]') : null;
    if (link && event.currentTarget.contains(link) && ask(link)) event.preventDefault();
  };

  const settled = useCallback(() => {
    busy.current = false;
    setRequest(null);
  }, []);

  return (
    // The rows' own links are the controls (Enter on a link is a click too): this only takes their clicks over.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={anchor} onClick={onClick}>
      {children}
      {Runner && request && <Runner request={request} apiBase={apiBase} tokens={tokens} onSettled={settled} />}
    </div>
  );
}
