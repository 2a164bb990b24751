// The island once its code is loaded: the viewer's role decides the buttons (spec §6), each button
// runs its confirmation and action with toasts, and the market view (owner, market box, offers,
// bids, market fee) is re-rendered from the API after each action and every 5 s while the page is
// visible; the activity table after each action and whenever that refetch sees the market change.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DirectBuy, NftEvent } from '@contract/schemas';
import { createMarketplaceApi } from '../../api/client';
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
import { normalizeAddress } from '../../lib/address';
import { REPOSITORY_REFETCH_INTERVAL_MS } from '../../lib/constants';
import { MARKET_RULE_ERRORS } from '../../lib/errors';
import { offersBestFirst } from '../../lib/market-view';
import { withoutSaleTransfers } from '../../lib/sales';
import { $liveChange, $liveConnected } from '../../stores/live-status';
import { $session, $token } from '../../stores/session';
import { $wallet, currentConnection, refreshBalance } from '../../stores/wallet';
import type { DialogRequest, Submission } from './ActionDialog';
import Buttons from './Buttons';
import {
  BUTTON_LABELS,
  isAuctionActive,
  isOfferOpen,
  marketStateFrom,
  otherButtons,
  ownerButtons,
  type ActionKind,
  stateSignature,
  type MarketState,
  type NftActionsProps,
} from './market';
import { ActivityRows, MarketFee } from './activity-view';
import { paymentChoices } from './payment-choices';
import { runWithToasts, toastFailure } from './run-action';
import { ensureSession, signedInAddress } from './session-flow';
import { AddressLink, BidRows, MarketBlock, OfferRows, UserNames } from './view';

// The confirmation modals (react-hook-form, zod) load with the first click.
const loadDialog = () => import('./ActionDialog');
const ActionDialog = lazy(loadDialog);

/** A click made before this code was loaded. */
export interface PendingRequest {
  readonly kind: ActionKind;
  readonly offer: string | null;
  readonly at: number;
}

export interface LiveProps extends NftActionsProps {
  readonly pending: PendingRequest | null;
}

const OWNER_ACTIONS: ReadonlySet<ActionKind> = new Set(['startSell', 'createAuction', 'closeSell', 'finishAuction', 'acceptOffer']);

type LiveTarget = 'owner' | 'manager' | 'market' | 'offers' | 'bids' | 'fee';
const TARGETS: readonly LiveTarget[] = ['owner', 'manager', 'market', 'offers', 'bids', 'fee'];

/** The NFT page's element marked `data-live="<name>"`. */
function liveElement(anchor: React.RefObject<HTMLElement | null>, name: string): HTMLElement | null {
  const root = anchor.current?.closest('[data-nft]') ?? document;
  return root.querySelector<HTMLElement>(`[data-live="${name}"]`);
}

/** Takes over the server-rendered live parts of the NFT page (marked `data-live`). */
function useLiveTargets(anchor: React.RefObject<HTMLElement | null>) {
  const [targets, setTargets] = useState<Partial<Record<LiveTarget, HTMLElement>>>({});
  useEffect(() => {
    const found: Partial<Record<LiveTarget, HTMLElement>> = {};
    for (const name of TARGETS) {
      const element = liveElement(anchor, name);
      if (!element) continue;
      element.replaceChildren();
      found[name] = element;
    }
    setTargets(found);
  }, [anchor]);
  return targets;
}

/**
 * The activity table: the server's stays until there is news (an action, or a change of the market
 * seen by the refetch), then the island takes it over with the events it read.
 */
function useLiveActivity(anchor: React.RefObject<HTMLElement | null>) {
  const [activity, setActivity] = useState<{ target: HTMLElement; events: readonly NftEvent[] } | null>(null);
  const claimed = useRef<HTMLElement | null>(null);
  const show = useCallback(
    (events: readonly NftEvent[]) => {
      if (!claimed.current) {
        claimed.current = liveElement(anchor, 'activity');
        claimed.current?.replaceChildren();
      }
      if (claimed.current) setActivity({ target: claimed.current, events });
    },
    [anchor],
  );
  return [activity, show] as const;
}

export default function Live(props: LiveProps) {
  const { nft, collection, tokens, apiBase, chain } = props;
  const session = useStore($session);
  useStore($wallet);
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const ctx = useCallback((): ActionContext => ({ connection: currentConnection(), api, tokens: choices }), [api, choices]);

  const [state, setState] = useState<MarketState>(props.state);
  const [waiting, setWaiting] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const clockOffset = useRef(0);
  const now = useCallback(() => Math.floor(Date.now() / 1000) + clockOffset.current, []);
  const [tick, setTick] = useState(props.renderedAt);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [busy, setBusy] = useState<ActionKind | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const targets = useLiveTargets(anchor);
  const [activity, showActivity] = useLiveActivity(anchor);
  /** The market the page shows, to tell when the refetch sees news. */
  const shownSignature = useRef(stateSignature(props.state));

  const viewer = session ? normalizeAddress(session.address) : null;
  const isOwner = viewer !== null && state.owner !== null && viewer === normalizeAddress(state.owner);

  /**
   * Re-reads the NFT record, its offers and the auction's bids (the latest read started wins), and
   * the activity after an action (`afterAction`) or when the market changed.
   */
  const reads = useRef(0);
  const refresh = useCallback(async (afterAction = false) => {
    const read = ++reads.current;
    // The devnet's clock is read beside the API calls, not after them (a pushed change shows sooner).
    const devnetNow =
      chain === 'devnet'
        ? fetch('/devnet/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"now"}' }).then(
            async (res) => (res.ok ? ((await res.json()) as { result?: { now?: number } }).result?.now : undefined),
            () => undefined,
          )
        : null;
    try {
      const details = await api.nftDetails(nft);
      if (!details) return;
      const auction = details.nft.auction;
      const changed = stateSignature(marketStateFrom(details, [], [])) !== shownSignature.current;
      const [offers, bids, events] = await Promise.all([
        api.nftDirectBuy({ nft, limit: 20 }).then(
          (r) => r.items,
          () => stateRef.current.offers,
        ),
        auction
          ? api.auctionBids({ auction, limit: 20 }).then(
              (r) => r.items,
              () => stateRef.current.bids,
            )
          : Promise.resolve([]),
        afterAction || changed ? api.events({ nft, limit: 20 }).then((r) => withoutSaleTransfers(r.data), () => null) : Promise.resolve(null),
      ]);
      // The devnet's clock can run ahead of the wall clock (tests move it): auctions end by it.
      const chainNow = await devnetNow;
      if (typeof chainNow === 'number') clockOffset.current = chainNow - Math.floor(Date.now() / 1000);
      if (read !== reads.current) return;
      const next = marketStateFrom(details, offersBestFirst(offers, now()), bids);
      setState(next);
      shownSignature.current = stateSignature(next);
      if (events) showActivity(events);
      setTick(now());
    } catch {
      // keep the last state; the next tick tries again
    }
  }, [api, nft, chain, now, showActivity]);

  // Spec §9: the repository refetch every 5 s, while the page is visible and no live socket pushes changes.
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !$liveConnected.get()) void refresh();
    }, REPOSITORY_REFETCH_INTERVAL_MS);
    const stopLive = $liveChange.listen((change) => change?.topic === `nft:${nft}` && void refresh());
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      stopLive();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, nft]);

  const start = useCallback(
    async (kind: ActionKind, offer: DirectBuy | null = null) => {
      if (busy) return;
      setBusy(kind);
      void loadDialog();
      try {
        if (!(await ensureSession())) return;
        const me = signedInAddress();
        const current = stateRef.current;
        const owner = me !== null && current.owner !== null && me === normalizeAddress(current.owner);
        // The buttons follow the role; a click from before the role was known is dropped.
        if (OWNER_ACTIONS.has(kind) !== owner) return;
        if (kind === 'makeOffer' && isAuctionActive(current, now())) return toastFailure(MARKET_RULE_ERRORS.activeAuction);
        if (kind === 'acceptOffer' && current.forsale !== null) return toastFailure(MARKET_RULE_ERRORS.directSellExists);
        setDialog({ kind, offer });
      } finally {
        setBusy(null);
      }
    },
    [busy, now],
  );

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

  // The dialog stays open, saying "Confirm in your wallet", until the wallet's window is answered.
  const submit = async (s: Submission) => {
    setWaiting(true);
    setBusy(s.kind);
    const closeDialog = () => {
      setWaiting(false);
      setDialog(null);
    };
    try {
      const ok = await runWithToasts(s.kind, (onProgress) =>
        execute(s, (stage) => {
          if (stage !== 'signing') closeDialog();
          onProgress(stage);
        }),
      );
      closeDialog();
      // The navbar balance follows the trade at once (the wallet's state events also update it).
      void refreshBalance();
      if (ok) await refresh(true);
    } finally {
      closeDialog();
      setBusy(null);
    }
  };

  const kinds = isOwner ? ownerButtons(state, tick) : otherButtons(state, tick);
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
        <button type="button" className="btn-ghost" disabled={busy !== null} onClick={() => void start('cancelOffer', offer)}>
          {BUTTON_LABELS.cancelOffer}
        </button>
      );
    return null;
  };

  const bidsSection = targets.bids?.closest<HTMLElement>('[data-live-section="bids"]');
  useEffect(() => {
    if (bidsSection) bidsSection.hidden = !(state.auction && state.bids.length > 0);
  }, [bidsSection, state.auction, state.bids.length]);

  return (
    <UserNames.Provider value={props.names ?? {}}>
    <div ref={anchor}>
      <Buttons kinds={kinds} onAction={(kind) => void start(kind)} busy={busy} />
      {isOwner && state.forsale !== null && openOffers.length > 0 && (
        <p className="mt-2 text-sm text-ink-soft dark:text-gray-400">An existing sale must be cancelled first to accept an offer.</p>
      )}
      {targets.owner && createPortal(<AddressLink address={state.owner} />, targets.owner)}
      {targets.manager && createPortal(<AddressLink address={state.manager} />, targets.manager)}
      {targets.market && createPortal(<MarketBlock state={state} tokens={tokens} now={tick} />, targets.market)}
      {targets.fee && createPortal(<MarketFee sale={state.sale} />, targets.fee)}
      {activity && createPortal(<ActivityRows events={activity.events} tokens={tokens} />, activity.target)}
      {targets.offers && createPortal(<OfferRows offers={state.offers} tokens={tokens} actionFor={offerAction} />, targets.offers)}
      {targets.bids &&
        state.auction &&
        createPortal(
          <BidRows bids={state.bids} maxBid={state.auction.maxBid} token={state.auction.bidToken} tokens={tokens} />,
          targets.bids,
        )}
      {dialog && (
        <Suspense fallback={null}>
          <ActionDialog
            key={`${dialog.kind}-${dialog.offer?.address ?? ''}`}
            request={dialog}
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
            onClose={() => {
              setWaiting(false);
              setDialog(null);
            }}
            onSubmit={(s) => void submit(s)}
          />
        </Suspense>
      )}
    </div>
    </UserNames.Provider>
  );
}
