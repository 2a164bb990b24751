// The island once its code is loaded: the viewer's role decides the buttons (spec §6), each button
// runs its confirmation and action with toasts, and the page's live parts (owner, market box, offers,
// bids, market fee, activity) follow the market store (stores/market.ts), rendered with the same
// components the server rendered them with.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DirectBuy } from '@shared/contract/schemas';
import { createMarketplaceApi } from '../../api/client';
import ActivityTable from '../../ui/ActivityTable';
import AddressLink, { nameOf } from '../../ui/AddressLink';
import BidList from '../../ui/BidList';
import OfferList from '../../ui/OfferList';
import MarketBlock, { countdownEnd } from '../../ui/MarketBlock';
import MarketFee from '../../ui/MarketFee';
import type { ActionContext } from '../../market/actions';
import { chainNow, session as chainSession } from '../../market/actions/preparation';
import { normalizeAddress } from '@shared/lib/address';
import { $market, followMarket, showMarket } from '../../stores/market';
import { $session, $token } from '../../stores/session';
import { $wallet, currentConnection } from '../../stores/wallet';
import { transferRefusal } from '@shared/lib/transfer';
import { EDIT_PRICE_LABEL, SEND_LABEL } from '../../market/tool-labels';
import { afterLoadIdle } from '../../stores/after-load-idle';
import { $actionFlow, bindActionFlow, openTool, showTool, startAction } from '../../market/flow';
import { loadActionDialog, loadEditPriceDialog, loadTransferDialog } from '../../market/dialogs/loaders';
import MarketDialogs from '../../market/dialogs/MarketDialogs';
import Buttons from './Buttons';
import {
  BUTTON_LABELS,
  blockedButtons,
  buttonLabel,
  isListed,
  isOfferOpen,
  otherButtons,
  ownerButtons,
  type ActionKind,
  type NftActionsProps,
} from '~/view-model/market';
import Countdown from '../../ui/Countdown';
import { paymentChoices } from '../../market/payment-choices';

/** A page link's `?action=send` (from My NFTs) opens the owner's Send dialog. */
const SEND_ACTION = 'send';

/** A click made before this code was loaded. */
export interface PendingRequest {
  readonly kind: ActionKind;
  readonly offer: string | null;
  readonly at: number;
}

export interface LiveProps extends NftActionsProps {
  readonly pending: PendingRequest | null;
}

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
  const { nft, tokens, apiBase } = props;
  const session = useStore($session);
  useStore($wallet);
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const ctx = useMemo(() => (): ActionContext => ({ connection: currentConnection(), api, tokens: choices }), [api, choices]);
  const findUsername = useMemo(() => (address: string) => api.user(address).then((user) => user.username?.trim() || null), [api]);

  const market = useStore($market);
  const state = market?.state ?? props.state;
  const tick = market?.now ?? props.renderedAt;
  const { busy } = useStore($actionFlow);
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
    bindActionFlow(nft, ctx);
    void followMarket(walletChainTime);
    // The forms, ahead of a click (this code loads at once only for someone who may be signed in).
    void loadActionDialog().catch(() => undefined);
    // Once, for this page's NFT.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    showTool({ kind: 'send' });
  }, [isOwner]);

  // The click that loaded this code.
  const handled = useRef<number | null>(null);
  useEffect(() => {
    const pending = props.pending;
    if (!pending || handled.current === pending.at) return;
    handled.current = pending.at;
    const offer = pending.offer ? (state.offers.find((o) => o.address === pending.offer) ?? null) : null;
    // An offer action for an offer that is gone (accepted, cancelled) has nothing to open.
    if (pending.offer && !offer) return;
    void startAction(pending.kind, offer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.pending]);

  // The owner's tools and the Edit price of one's own offer load at idle, ahead of their click.
  const ownOffer = viewer !== null && state.offers.some((o) => o.buyer !== null && normalizeAddress(o.buyer) === viewer);
  useEffect(() => {
    if (!isOwner && !ownOffer) return;
    return afterLoadIdle(() => {
      if (isOwner) void loadTransferDialog().catch(() => undefined);
      void loadEditPriceDialog().catch(() => undefined);
    });
  }, [isOwner, ownOffer]);

  const kinds = isOwner ? ownerButtons(state, tick) : otherButtons(state, tick, viewer);
  const sendRefusal = isOwner && viewer !== null ? transferRefusal({ ...state, auction: state.auctionAddress }, viewer) : null;
  const endsAt = countdownEnd(state.auction);
  const openOffers = state.offers.filter((o) => isOfferOpen(o, tick));
  const offerAction = (offer: DirectBuy) => {
    if (!isOfferOpen(offer, tick)) return null;
    if (isOwner)
      return (
        <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void startAction('acceptOffer', offer)}>
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
          <button type="button" className="btn-ghost" disabled={busy !== null} onClick={() => void startAction('cancelOffer', offer)}>
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
        onAction={(kind) => void startAction(kind)}
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
      <MarketDialogs page={props} state={state} viewer={viewer} ctx={ctx} choices={choices} findUsername={findUsername} />
    </div>
  );
}
