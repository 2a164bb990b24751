// The island once its code is loaded: it renders the NFT page's stores (../../market/nft-page.ts): the
// viewer's buttons (spec §6), the owner's tools, and the page's live parts (owner, market box, offers, bids,
// market fee, activity) with the same components the server rendered them with; the dialogs follow the
// action flow's store.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DirectBuy } from '@shared/contract/schemas';
import ActivityTable from '../../ui/ActivityTable';
import AddressLink, { nameOf } from '../../ui/AddressLink';
import BidList from '../../ui/BidList';
import OfferList from '../../ui/OfferList';
import MarketBlock, { countdownEnd } from '../../ui/MarketBlock';
import MarketFee from '../../ui/MarketFee';
import Countdown from '../../ui/Countdown';
import { $market } from '../../stores/market';
import { EDIT_PRICE_LABEL, SEND_LABEL } from '../../market/tool-labels';
import { $actionFlow, openTool, startAction } from '../../market/flow';
import {
  $nftPage,
  $nftView,
  acceptsInMarketBox,
  mountNftPage,
  offerActionOf,
  openNftPage,
  takePendingClick,
  type PendingRequest,
} from '../../market/nft-page';
import MarketDialogs from '../../market/dialogs/MarketDialogs';
import { BUTTON_LABELS, type NftActionsProps } from '~/view-model/market';
import Buttons from './Buttons';
import { claimLiveElement, useLiveTargets } from './live-targets';

export interface LiveProps extends NftActionsProps {
  readonly pending: PendingRequest | null;
}

export default function Live(props: LiveProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // The page's stores are set before the first render reads them; what keeps running starts after it.
  useState(() => openNftPage(props, document.querySelector<HTMLElement>('[data-nft]') ?? document));
  useEffect(() => mountNftPage(anchor.current?.closest<HTMLElement>('[data-nft]') ?? document), []);
  useEffect(() => takePendingClick(props.pending), [props.pending]);

  const page = useStore($nftPage);
  const view = useStore($nftView);
  const market = useStore($market);
  const { busy } = useStore($actionFlow);
  const targets = useLiveTargets(anchor);
  // The server's activity table stays until a refresh reads the activity again.
  const [activityTarget, setActivityTarget] = useState<HTMLElement | null>(null);
  const events = market?.events ?? null;
  useEffect(() => {
    if (events && !activityTarget) setActivityTarget(claimLiveElement(anchor, 'activity'));
  }, [events, activityTarget]);
  if (!page || !view) return <div ref={anchor} />;

  const { state, tick, viewer, isOwner } = view;
  const { tokens } = props;
  const names = props.names ?? {};
  const endsAt = countdownEnd(state.auction);
  const offerAction = (offer: DirectBuy) => {
    const action = offerActionOf(view, offer);
    if (action === 'accept')
      return (
        <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void startAction('acceptOffer', offer)}>
          {BUTTON_LABELS.acceptOffer}
        </button>
      );
    if (action === 'mine')
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

  return (
    <div ref={anchor}>
      <Buttons
        kinds={view.kinds}
        onAction={(kind) => void startAction(kind)}
        busy={busy}
        labels={{ placeBid: view.placeBidLabel }}
        blocked={view.blocked}
      />
      {isOwner && (
        <div className="mt-2 flex flex-wrap gap-2" data-testid="owner-tools">
          {view.editListing && (
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
            disabled={busy !== null || view.sendRefusal !== null}
            aria-describedby={view.sendRefusal ? 'send-blocked' : undefined}
            onClick={() => void openTool({ kind: 'send' })}
          >
            {SEND_LABEL}
          </button>
        </div>
      )}
      {view.sendRefusal && (
        <p id="send-blocked" className="mt-2 text-sm text-ink-soft" data-testid="send-blocked">
          {view.sendRefusal}
        </p>
      )}
      {view.acceptWaitsForSale && (
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
            offerAction={acceptsInMarketBox(view) ? offerAction : undefined}
          />,
          targets.market,
        )}
      {targets.fee && createPortal(<MarketFee sale={state.sale} />, targets.fee)}
      {activityTarget && events && createPortal(<ActivityTable events={events} tokens={tokens} names={names} />, activityTarget)}
      {targets.offers &&
        createPortal(<OfferList offers={state.offers} tokens={tokens} names={names} actionFor={offerAction} />, targets.offers)}
      {targets.bids &&
        state.auction &&
        createPortal(
          <BidList bids={state.bids} maxBid={state.auction.maxBid} token={state.auction.bidToken} tokens={tokens} names={names} />,
          targets.bids,
        )}
      <MarketDialogs
        page={props}
        state={state}
        viewer={viewer}
        ctx={page.context}
        choices={page.choices}
        findUsername={page.findUsername}
      />
    </div>
  );
}
