import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { liveTopic } from '@shared/contract/live';
import { islandOf, takeCapturedClicks } from '../../page-scripts/captured-clicks';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';
import { followLater } from '../../stores/live-later';
import { startMarketLater } from '../../stores/market-later';
import Buttons from './Buttons';
import { openActionShell } from '../../market/action-shell';
import { BUTTON_LABELS, blockedButtons, otherButtons, type ActionKind, type NftActionsProps } from '~/view-model/market';
import type { PendingRequest } from '../../market/nft-page';
import type { LiveProps } from './Live';

const LINKABLE: ReadonlySet<string> = new Set<ActionKind>(['acceptOffer', 'cancelOffer', 'placeBid', 'buy', 'makeOffer']);

/** The action a page link asks for; offer actions must name their offer. */
export function requestedAction(search: string): { kind: ActionKind; offer: string | null } | null {
  const params = new URLSearchParams(search);
  const kind = params.get('action');
  if (!kind || !LINKABLE.has(kind)) return null;
  const offer = params.get('offer');
  if ((kind === 'acceptOffer' || kind === 'cancelOffer') && !offer) return null;
  return { kind: kind as ActionKind, offer };
}

/**
 * The NFT's market actions. The first paint is only the buttons a visitor sees; the wallet, session,
 * actions and modal code (./Live) load on the first click, at once when this browser may have a
 * session (to know the viewer's role), or when the market store's refresh sees the NFT change.
 */
export default function NftActions(props: NftActionsProps) {
  const [Live, setLive] = useState<ComponentType<LiveProps> | null>(null);
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    // The confirmations' forms load beside the live view, not after it: no second round trip at the click.
    if (!loading.current) void import('../../market/dialogs/ActionDialog').catch(() => undefined);
    loading.current ??= import('./Live').then(
      (mod) => setLive(() => mod.default),
      () => {
        loading.current = null;
      },
    );
    return loading.current;
  }, []);

  // A link from a profile (`?action=acceptOffer&offer=…`) opens that confirmation, as a click would.
  useEffect(() => {
    const asked = requestedAction(window.location.search);
    if (!asked) return;
    setPending({ ...asked, at: Date.now() });
    void load();
  }, [load]);

  useEffect(() => {
    // A click kept by the page's capture script before this island was ready.
    const [first] = takeCapturedClicks(islandOf(anchor.current));
    if (first) start(first.action as ActionKind, first.button);
    else if (mayHaveSession()) void load();
    const onSession = () => void load();
    window.addEventListener(SESSION_EVENT, onSession);
    return () => window.removeEventListener(SESSION_EVENT, onSession);
    // A kept click is taken once, when the island is ready; `start` only opens a dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  // The NFT's live topic (after first paint).
  useEffect(() => followLater(liveTopic('nft', props.nft)), [props.nft]);

  // The market store loads when its first refresh is due, or at once on a pushed change; a change of the
  // NFT's market loads the live view.
  useEffect(() => startMarketLater(props, () => void load()), [props, load]);

  const start = (kind: ActionKind, button: Element | null = null) => {
    // Someone likely signed in sees the dialog's frame at once, while the action code loads.
    openActionShell(button?.textContent?.trim() || BUTTON_LABELS[kind], button, mayHaveSession());
    setPending({ kind, offer: null, at: Date.now() });
    void load();
  };

  if (Live) return <Live {...props} pending={pending} />;
  // A signed-in viewer may be the owner: until ./Live knows, the page's CSS (html.has-session) shows
  // the neutral placeholder instead of a visitor's buttons.
  return (
    <div ref={anchor}>
      <div data-role-buttons>
        <Buttons
          kinds={otherButtons(props.state, props.renderedAt)}
          blocked={blockedButtons(props.state, props.renderedAt)}
          onAction={start}
          busy={pending ? pending.kind : null}
        />
      </div>
      <p data-role-pending className="items-center gap-2 text-sm text-ink-soft dark:text-gray-300" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        Checking your wallet…
      </p>
    </div>
  );
}
