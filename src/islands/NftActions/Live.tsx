// The island once its code is loaded: the viewer's role decides the buttons (spec §6), each button
// runs its confirmation and action with toasts, and the page's live parts (owner, market box, offers,
// bids, market fee, activity) follow the market store (stores/market.ts), rendered with the same
// components the server rendered them with.
import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { createPortal } from 'react-dom';
import type { DirectBuy } from '@shared/contract/schemas';
import { createMarketplaceApi } from '../../api/client';
import ActivityTable from '../../ui/ActivityTable';
import AddressLink, { nameOf } from '../../ui/AddressLink';
import BidList from '../../ui/BidList';
import OfferList from '../../ui/OfferList';
import MarketBlock, { countdownEnd } from '../../ui/MarketBlock';
import MarketFee from '../../ui/MarketFee';
import {
  acceptOffer,
  buy,
  cancelOffer,
  closeSell,
  createAuction,
  finishAuction,
  makeOffer,
  placeBid,
  startSell,
  type ActionContext,
  type ActionResult,
  type ActionStage,
} from '../../chain/actions';
import { chainNow, session as chainSession } from '../../chain/actions/preparation';
import { normalizeAddress } from '@shared/lib/address';
import { MARKET_RULE_ERRORS } from '@shared/lib/errors';
import { $market, followMarket, marketNow, refreshMarket, showMarket } from '../../stores/market';
import { $session, $token } from '../../stores/session';
import { removeItems } from '../../stores/cart';
import { $wallet, currentConnection, refreshBalance } from '../../stores/wallet';
import type { DialogRequest, Submission } from '../../trade/ActionDialog';
import type { EditPriceDialogProps } from './EditPriceDialog';
import { transferRefusal } from '@shared/lib/transfer';
import { EDIT_PRICE_LABEL, SEND_LABEL, SEND_TITLE } from './tool-labels';
import { EDIT_PRICE_TEXT } from '@shared/lib/edit-price';
import Modal from '~/ui/Modal';
import { afterLoadIdle } from '../../stores/after-load-idle';
import { ACTION_SHELL_ID, afterNextPaint, closeActionShell, openActionShell, takeShellDismissal } from '../../trade/action-shell';
import Buttons from './Buttons';
import {
  BUTTON_LABELS,
  blockedButtons,
  buttonLabel,
  isAuctionActive,
  isLeadingBidder,
  isListed,
  isOfferOpen,
  otherButtons,
  ownerButtons,
  type ActionKind,
  type NftActionsProps,
} from '~/view-model/market';
import Countdown from '../../ui/Countdown';
import { runWithToasts, toastFailure } from '../../trade/run-action';
import { paymentChoices } from '../../trade/payment-choices';
import { ensureReadyToTrade, signedInAddress } from '../../trade/session-flow';

// The confirmations' forms (react-hook-form, zod) load with this code's first render, in a Modal that
// opens at once (replacing the shell NftActions may have opened while this code loaded).
// Once loaded, the body renders directly: a lazy component suspends at each mount, and React holds a
// revealed Suspense fallback for 300 ms, which the form would wait out at every click.
let loadedDialog: typeof import('../../trade/ActionDialog') | null = null;
const loadDialog = () => import('../../trade/ActionDialog').then((mod) => (loadedDialog = mod));
const LazyDialogBody = lazy(() => loadDialog().then((mod) => ({ default: mod.ActionDialogBody })));
/** The body a dialog opened with: kept while it is open, since switching from the lazy one to the loaded one would remount the form and drop what was typed. */
type OpenDialog = DialogRequest & { readonly Body: ComponentType<ComponentProps<typeof LazyDialogBody>> };
// The owner's Send and the Edit price of a listing or an offer: their own dialogs, loaded at idle once the
// viewer is known to have one (or at the click), and rendered directly once loaded (as the forms above).
let loadedTransfer: typeof import('./TransferDialog') | null = null;
let loadedEditPrice: typeof import('./EditPriceDialog') | null = null;
const loadTransfer = () => import('./TransferDialog').then((mod) => (loadedTransfer = mod));
const loadEditPrice = () => import('./EditPriceDialog').then((mod) => (loadedEditPrice = mod));
const LazyTransferDialog = lazy(loadTransfer);
const LazyEditPriceDialog = lazy(loadEditPrice);

/** The dialog of an owner's or offer maker's tool, when one is open. */
type ToolRequest = { readonly kind: 'send' } | { readonly kind: 'edit'; readonly target: EditPriceDialogProps['target'] };

/** A page link's `?action=send` (from My NFTs) opens the owner's Send dialog. */
const SEND_ACTION = 'send';

/** The dialog's body while its form's code loads. */
function DialogLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </p>
  );
}

/** A click made before this code was loaded. */
export interface PendingRequest {
  readonly kind: ActionKind;
  readonly offer: string | null;
  readonly at: number;
}

export interface LiveProps extends NftActionsProps {
  readonly pending: PendingRequest | null;
}

const OWNER_ACTIONS: ReadonlySet<ActionKind> = new Set(['startSell', 'createAuction', 'closeSell', 'acceptOffer']);

type LiveTarget = 'owner' | 'manager' | 'market' | 'offers' | 'bids' | 'fee';
const TARGETS: readonly LiveTarget[] = ['owner', 'manager', 'market', 'offers', 'bids', 'fee'];

/** The NFT page's element marked `data-live="<name>"`, emptied: the island's portal renders it from now on. */
function claimLiveElement(anchor: React.RefObject<HTMLElement | null>, name: string): HTMLElement | null {
  const root = anchor.current?.closest('[data-nft]') ?? document;
  const element = root.querySelector<HTMLElement>(`[data-live="${name}"]`);
  element?.replaceChildren();
  return element;
}

/** Takes over the server-rendered live parts of the NFT page (marked `data-live`). */
function useLiveTargets(anchor: React.RefObject<HTMLElement | null>) {
  const [targets, setTargets] = useState<Partial<Record<LiveTarget, HTMLElement>>>({});
  // Before paint: the server's markup is swapped for the same markup from the island, never a blank frame.
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

/** The chain's time from the connected wallet (the network's clock, which a devnet can move); null without one. */
async function walletChainTime(): Promise<number | null> {
  const connection = currentConnection();
  return connection ? chainNow(chainSession(connection)) : null;
}

export default function Live(props: LiveProps) {
  const { nft, collection, tokens, apiBase } = props;
  const session = useStore($session);
  useStore($wallet);
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const ctx = useCallback((): ActionContext => ({ connection: currentConnection(), api, tokens: choices }), [api, choices]);
  const findUsername = useCallback((address: string) => api.user(address).then((user) => user.username?.trim() || null), [api]);

  const market = useStore($market);
  const state = market?.state ?? props.state;
  const tick = market?.now ?? props.renderedAt;
  const [waiting, setWaiting] = useState(false);
  const [rejected, setRejected] = useState<Submission | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const now = marketNow;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState<ActionKind | null>(null);
  const [tool, setTool] = useState<ToolRequest | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const targets = useLiveTargets(anchor);
  // The server's activity table stays until a refresh reads the activity again.
  const [activityTarget, setActivityTarget] = useState<HTMLElement | null>(null);
  const hasEvents = market?.events != null;
  useLayoutEffect(() => {
    if (hasEvents && !activityTarget) setActivityTarget(claimLiveElement(anchor, 'activity'));
  }, [hasEvents, activityTarget]);
  const names = props.names ?? {};

  const viewer = session ? normalizeAddress(session.address) : null;
  const isOwner = viewer !== null && state.owner !== null && viewer === normalizeAddress(state.owner);

  // Offers and bids are shown live from now on; auctions end by the chain's clock.
  useEffect(() => {
    showMarket(props);
    void followMarket(walletChainTime);
    // The forms, ahead of a click (this code loads at once only for someone who may be signed in).
    void loadDialog();
    // Once, for this page's NFT.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = useCallback(
    async (kind: ActionKind, offer: DirectBuy | null = null) => {
      if (busy) return;
      // Signed in (a remembered wallet may still be resuming): the dialog's frame shows at the click.
      const me = $session.get()?.address ?? null;
      const framed = openActionShell(buttonLabel(kind, stateRef.current, me && normalizeAddress(me)), document.activeElement, me !== null);
      setBusy(kind);
      void loadDialog();
      let opened = false;
      try {
        // The frame is painted before the form's render starts, not after it.
        if (framed) await afterNextPaint();
        if (!(await ensureReadyToTrade(kind))) return;
        const signedIn = signedInAddress();
        const current = stateRef.current;
        const owner = signedIn !== null && current.owner !== null && signedIn === normalizeAddress(current.owner);
        // The buttons follow the role; a click from before the role was known is dropped. Finishing
        // an ended auction is offered to its seller and its winner (anyone may: AU-C.1).
        if (kind === 'finishAuction' ? !(owner || isLeadingBidder(current, signedIn)) : OWNER_ACTIONS.has(kind) !== owner) return;
        if (kind === 'makeOffer' && isAuctionActive(current, now())) return toastFailure(MARKET_RULE_ERRORS.activeAuction);
        if (kind === 'acceptOffer' && current.forsale !== null) return toastFailure(MARKET_RULE_ERRORS.directSellExists);
        // Closed while this code loaded: the person changed their mind.
        if (takeShellDismissal()) return;
        opened = true;
        setDialog({ kind, offer, Body: loadedDialog?.ActionDialogBody ?? LazyDialogBody });
      } finally {
        if (!opened) closeActionShell();
        setBusy(null);
      }
    },
    [busy, now],
  );

  // Sign-in and the terms first, as for the market actions; the dialog's frame shows at the click.
  const openTool = useCallback(async (request: ToolRequest) => {
    const title = request.kind === 'send' ? SEND_TITLE : EDIT_PRICE_TEXT[request.target.kind].title;
    const framed = openActionShell(title, document.activeElement, $session.get() !== null);
    void (request.kind === 'send' ? loadTransfer() : loadEditPrice()).catch(() => undefined);
    let opened = false;
    try {
      if (framed) await afterNextPaint();
      if (!(await ensureReadyToTrade())) return;
      // Closed while the code loaded: the person changed their mind.
      if (takeShellDismissal()) return;
      opened = true;
      setTool(request);
    } finally {
      if (!opened) closeActionShell();
    }
  }, []);

  // A link from My NFTs asks for the Send dialog; it opens once the owner is known.
  const sendAsked = useRef(typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('action') === SEND_ACTION);
  useEffect(() => {
    if (!isOwner || !sendAsked.current) return;
    sendAsked.current = false;
    // A reload shows the page itself (the cached copy the reader purges), not the dialog again.
    const url = new URL(window.location.href);
    url.searchParams.delete('action');
    window.history.replaceState(window.history.state, '', url);
    setTool({ kind: 'send' });
  }, [isOwner]);

  // The click that loaded this code.
  const handled = useRef<number | null>(null);
  useEffect(() => {
    const pending = props.pending;
    if (!pending || handled.current === pending.at) return;
    handled.current = pending.at;
    const offer = pending.offer ? (stateRef.current.offers.find((o) => o.address === pending.offer) ?? null) : null;
    // An offer action for an offer that is gone (accepted, cancelled) has nothing to open.
    if (pending.offer && !offer) return;
    void start(pending.kind, offer);
  }, [props.pending, start]);

  const execute = (s: Submission, onProgress: (stage: ActionStage) => void): Promise<ActionResult> => {
    const c = ctx();
    const price = s.price ?? '';
    switch (s.kind) {
      case 'startSell':
        return startSell(c, { nft, price, token: s.token!, durationSeconds: s.durationSeconds, onProgress });
      case 'createAuction':
        return createAuction(c, { nft, price, token: s.token!, durationSeconds: s.durationSeconds, onProgress });
      case 'closeSell':
        return closeSell(c, { nft, onProgress });
      case 'finishAuction':
        return finishAuction(c, { nft, onProgress });
      case 'buy':
        return buy(c, { nft, onProgress });
      case 'placeBid':
        return placeBid(c, { nft, amount: price, onProgress });
      case 'makeOffer':
        return makeOffer(c, { nft, price, token: s.token!, durationSeconds: s.durationSeconds, onProgress });
      case 'acceptOffer':
        return acceptOffer(c, { nft, offer: s.offer!.address, onProgress });
      case 'cancelOffer':
        return cancelOffer(c, { nft, offer: s.offer!.address, onProgress });
    }
  };

  const closeDialog = () => {
    setWaiting(false);
    setRejected(null);
    setDialog(null);
  };

  // The dialog stays open, saying "Confirm in your wallet", until the wallet's window is answered; a
  // rejection there keeps it open with Try again (nothing was sent), anything else closes it.
  const submit = async (s: Submission) => {
    setWaiting(true);
    setRejected(null);
    setBusy(s.kind);
    let outcome: Awaited<ReturnType<typeof runWithToasts>> = 'failed';
    try {
      outcome = await runWithToasts(s.kind, (onProgress) =>
        execute(s, (stage) => {
          if (stage !== 'signing') closeDialog();
          onProgress(stage);
        }),
      );
      if (outcome === 'rejected') {
        setWaiting(false);
        setRejected(s);
        return;
      }
      closeDialog();
      // The navbar balance follows the trade at once (the wallet's state events also update it).
      void refreshBalance();
      // Bought here: nothing left to buy in the cart.
      if (outcome === 'done' && s.kind === 'buy') removeItems([nft]);
      if (outcome === 'done') await refreshMarket(true);
    } finally {
      if (outcome !== 'rejected') closeDialog();
      setBusy(null);
    }
  };

  // The owner's tools and the Edit price of one's own offer load at idle, ahead of their click.
  const ownOffer = viewer !== null && state.offers.some((o) => o.buyer !== null && normalizeAddress(o.buyer) === viewer);
  useEffect(() => {
    if (!isOwner && !ownOffer) return;
    return afterLoadIdle(() => {
      if (isOwner) void loadTransfer().catch(() => undefined);
      void loadEditPrice().catch(() => undefined);
    });
  }, [isOwner, ownOffer]);

  const kinds = isOwner ? ownerButtons(state, tick) : otherButtons(state, tick, viewer);
  const TransferDialog = loadedTransfer?.default ?? LazyTransferDialog;
  const EditPriceDialog = loadedEditPrice?.default ?? LazyEditPriceDialog;
  const sendRefusal = isOwner && viewer !== null ? transferRefusal({ ...state, auction: state.auctionAddress }, viewer) : null;
  const closeTool = () => setTool(null);
  const toolChanged = () => {
    void refreshBalance();
    void refreshMarket(true);
  };
  const endsAt = countdownEnd(state.auction);
  const openOffers = state.offers.filter((o) => isOfferOpen(o, tick));
  const offerAction = (offer: DirectBuy) => {
    if (!isOfferOpen(offer, tick)) return null;
    if (isOwner)
      return (
        <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void start('acceptOffer', offer)}>
          {BUTTON_LABELS.acceptOffer}
        </button>
      );
    if (viewer !== null && offer.buyer !== null && normalizeAddress(offer.buyer) === viewer)
      return (
        <span className="inline-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={busy !== null}
            onClick={() => void openTool({ kind: 'edit', target: { kind: 'offer', offer } })}
          >
            {EDIT_PRICE_LABEL}
          </button>
          <button type="button" className="btn-ghost" disabled={busy !== null} onClick={() => void start('cancelOffer', offer)}>
            {BUTTON_LABELS.cancelOffer}
          </button>
        </span>
      );
    return null;
  };

  // The page's Add to cart follows the market: only a listing still open, from the listing it names, to anyone but the owner.
  const cartSection = targets.market?.closest('[data-nft]')?.querySelector<HTMLElement>('[data-live-section="cart"]');
  const cartSell = cartSection?.querySelector<HTMLElement>('[data-cart-add]')?.dataset['sell'];
  const cartOffered =
    !isOwner && isListed(state, tick) && cartSell !== undefined && normalizeAddress(cartSell) === normalizeAddress(state.forsale ?? '');
  useEffect(() => {
    if (cartSection) cartSection.hidden = !cartOffered;
  }, [cartSection, cartOffered]);

  const bidsSection = targets.bids?.closest<HTMLElement>('[data-live-section="bids"]');
  useEffect(() => {
    if (bidsSection) bidsSection.hidden = !(state.auction && state.bids.length > 0);
  }, [bidsSection, state.auction, state.bids.length]);

  return (
    <div ref={anchor}>
      <Buttons
        kinds={kinds}
        onAction={(kind) => void start(kind)}
        busy={busy}
        labels={{ placeBid: buttonLabel('placeBid', state, viewer) }}
        blocked={isOwner ? {} : blockedButtons(state, tick)}
      />
      {isOwner && (
        <div className="mt-2 flex flex-wrap gap-2" data-testid="owner-tools">
          {state.forsale !== null && state.sale && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy !== null}
              onClick={() => state.sale && void openTool({ kind: 'edit', target: { kind: 'listing', sale: state.sale } })}
            >
              {EDIT_PRICE_LABEL}
            </button>
          )}
          <button
            type="button"
            className="btn-ghost"
            disabled={busy !== null || sendRefusal !== null}
            aria-describedby={sendRefusal ? 'send-blocked' : undefined}
            onClick={() => void openTool({ kind: 'send' })}
          >
            {SEND_LABEL}
          </button>
        </div>
      )}
      {isOwner && sendRefusal && (
        <p id="send-blocked" className="mt-2 text-sm text-ink-soft" data-testid="send-blocked">
          {sendRefusal}
        </p>
      )}
      {isOwner && state.forsale !== null && openOffers.length > 0 && (
        <p className="mt-2 text-sm text-ink-soft dark:text-gray-400">An existing sale must be cancelled first to accept an offer.</p>
      )}
      {targets.owner && createPortal(<AddressLink address={state.owner} name={nameOf(names, state.owner)} />, targets.owner)}
      {targets.manager && createPortal(<AddressLink address={state.manager} name={nameOf(names, state.manager)} />, targets.manager)}
      {targets.market &&
        createPortal(
          <MarketBlock
            state={state}
            tokens={tokens}
            now={tick}
            names={names}
            countdown={endsAt !== null && <Countdown key={endsAt} endsAt={endsAt} renderedAt={tick} />}
            viewer={viewer}
            // The owner accepts the best offer right there, unless a listing or an auction holds the NFT.
            offerAction={isOwner && (state.forsale !== null || state.auctionAddress !== null) ? undefined : offerAction}
          />,
          targets.market,
        )}
      {targets.fee && createPortal(<MarketFee sale={state.sale} />, targets.fee)}
      {activityTarget &&
        market?.events &&
        createPortal(<ActivityTable events={market.events} tokens={tokens} names={names} />, activityTarget)}
      {targets.offers &&
        createPortal(<OfferList offers={state.offers} tokens={tokens} names={names} actionFor={offerAction} />, targets.offers)}
      {targets.bids &&
        state.auction &&
        createPortal(
          <BidList bids={state.bids} maxBid={state.auction.maxBid} token={state.auction.bidToken} tokens={tokens} names={names} />,
          targets.bids,
        )}
      {tool && viewer !== null && (
        <Suspense fallback={null}>
          {tool.kind === 'send' ? (
            <TransferDialog
              ctx={ctx}
              nft={nft}
              state={{ ...state, auction: state.auctionAddress }}
              sender={viewer}
              findUsername={findUsername}
              item={props.item}
              onClose={closeTool}
              onSent={toolChanged}
            />
          ) : (
            <EditPriceDialog
              ctx={ctx}
              nft={nft}
              collection={collection}
              target={tool.target}
              tokens={tokens}
              item={props.item}
              floorUsd={props.floorUsd ?? null}
              usdRates={props.usdRates ?? {}}
              apiBase={apiBase}
              onClose={closeTool}
              onChanged={toolChanged}
            />
          )}
        </Suspense>
      )}
      {dialog && (
        <Modal open title={buttonLabel(dialog.kind, state, viewer)} onClose={closeDialog} replaces={ACTION_SHELL_ID}>
          <Suspense fallback={<DialogLoading />}>
            <dialog.Body
              key={`${dialog.kind}-${dialog.offer?.address ?? ''}`}
              request={dialog}
              item={props.item}
              ctx={ctx}
              state={state}
              nft={nft}
              collection={collection}
              tokens={tokens}
              choices={choices}
              now={now}
              usdRates={props.usdRates ?? {}}
              apiBase={apiBase}
              floorUsd={props.floorUsd ?? null}
              waiting={waiting}
              rejected={rejected}
              onClose={closeDialog}
              onSubmit={(s) => void submit(s)}
            />
          </Suspense>
        </Modal>
      )}
    </div>
  );
}
