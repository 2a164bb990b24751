// The profile's Bids and Offers rows with their actions: the rows are the page's
// own HTML (this island's children); a click on a row's Accept, Cancel offer or Bid again loads the
// NFT page's dialog and action code (./RowActionRunner) and runs it right here. A click made before
// this island hydrated is kept by the page's capture script and replayed; without JS the link opens
// the NFT page's confirmation instead.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
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

  useEffect(() => {
    const root = anchor.current;
    if (!root) return;
    const ask = (link: HTMLElement): boolean => {
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
    };
    const [first] = takeCapturedClicks(islandOf(root));
    // A kept click may have opened the dialog's frame; closed before this code came, it is given up.
    if (first && !takeShellDismissal()) ask(first.button);
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-capture]') : null;
      if (link && root.contains(link) && ask(link)) event.preventDefault();
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, []);

  const settled = useCallback(() => {
    busy.current = false;
    setRequest(null);
  }, []);

  return (
    <div ref={anchor}>
      {children}
      {Runner && request && <Runner request={request} apiBase={apiBase} tokens={tokens} onSettled={settled} />}
    </div>
  );
}
