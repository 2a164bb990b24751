// A profile row's action once its code is loaded (on the first click): signs in if needed, reads the
// NFT's market now (the page may be minutes old), checks the viewer may act, then runs the NFT
// page's own confirmation (ActionDialog, which replaces the frame the click opened) and action with its toasts. The row then shows the outcome;
// the server purges the cached profile pages the indexed change touched.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketplaceApi } from '../../api/client';
import { createMarketplaceApi } from '../../api/client';
import { acceptOffer, cancelOffer, placeBid, type ActionContext, type ActionResult, type ActionStage } from '../../market/actions';
import { normalizeAddress } from '@shared/lib/address';
import { formatUnits, toUnitsBigInt } from '@shared/lib/amounts';
import { BID_OUTCOME_LABELS } from '@shared/lib/bids';
import { MARKET_RULE_ERRORS } from '@shared/lib/errors';
import { ACTION_NOTIFICATIONS } from '@shared/lib/notifications';
import { STATUS_LABELS } from '@shared/contract/enums/statuses';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { $token } from '../../stores/session';
import { currentConnection, refreshBalance } from '../../stores/wallet';
import type { DialogRequest, Submission } from '../../market/dialogs/ActionDialog';
import { isAuctionActive, isOfferOpen, marketStateFrom, type MarketState } from '~/view-model/market';
import { paymentChoices } from '../../market/payment-choices';
import { runWithToasts, toastFailure, type RunOutcome } from '../../market/run-action';
import { ensureReadyToTrade, signedInAddress } from '../../market/session-flow';
import { closeActionShell, takeShellDismissal } from '../../market/action-shell';
import type { RowRequest } from './row-action';

const ActionDialog = lazy(() => import('../../market/dialogs/ActionDialog'));

/** Why a row's action cannot run any more (the page was older than the market). */
export const ROW_ACTION_REFUSALS = {
  offerGone: 'This offer is no longer open.',
  auctionOver: 'This auction no longer takes bids.',
  notOwner: 'Only the owner of this NFT can accept its offers.',
  notMaker: 'Only the maker of this offer can cancel it.',
  ownerBids: 'The owner of this NFT cannot bid on it.',
} as const;

export interface RowActionRunnerProps {
  readonly request: RowRequest;
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  /** The request is over (done, refused or dismissed). */
  readonly onSettled: () => void;
}

interface Prepared {
  readonly dialog: DialogRequest;
  /** The row's NFT name, and the offer's price for offer actions. */
  readonly subject: string;
  readonly state: MarketState;
  readonly collection: string;
}

const now = () => Math.floor(Date.now() / 1000);

/** The NFT's market as it is now, and whether the signed-in viewer may take this action on it. */
async function prepare(api: MarketplaceApi, request: RowRequest): Promise<Prepared | null> {
  if (!(await ensureReadyToTrade())) return null;
  const me = signedInAddress();
  const details = await api.nftDetails(request.nft);
  if (!me || !details) return null;
  const offers = request.offer ? (await api.nftDirectBuy({ nft: request.nft, status: ['active'] })).items : [];
  const state = marketStateFrom(details, offers, []);
  const isOwner = state.owner !== null && normalizeAddress(state.owner) === me;
  const refuse = (message: string) => {
    toastFailure(message);
    return null;
  };
  const ready = (offer: Prepared['dialog']['offer']) => ({
    dialog: { kind: request.kind, offer },
    state,
    collection: details.nft.collection,
    subject: request.link.dataset['subject'] ?? details.nft.name ?? 'Untitled NFT',
  });
  if (request.kind === 'placeBid') {
    if (isOwner) return refuse(ROW_ACTION_REFUSALS.ownerBids);
    if (!state.auction || !isAuctionActive(state, now())) return refuse(ROW_ACTION_REFUSALS.auctionOver);
    return ready(null);
  }
  const offer = offers.find((o) => o.address === request.offer && isOfferOpen(o, now()));
  if (!offer) return refuse(ROW_ACTION_REFUSALS.offerGone);
  if (request.kind === 'acceptOffer') {
    if (!isOwner) return refuse(ROW_ACTION_REFUSALS.notOwner);
    if (state.forsale !== null) return refuse(MARKET_RULE_ERRORS.directSellExists);
  } else if (offer.buyer === null || normalizeAddress(offer.buyer) !== me) {
    return refuse(ROW_ACTION_REFUSALS.notMaker);
  }
  return ready(offer);
}

/** How long a row shows its action's outcome before live updates may replace it. */
const OUTCOME_SHOWN_MS = 5_000;

/** The row after its action: the status the reloaded page will show, and no action left on it. */
function showOutcome(link: HTMLElement, submission: Submission, tokens: readonly Token[]): void {
  const row = link.closest<HTMLElement>('[data-market-row]');
  if (!row) return;
  const badge = row.querySelector<HTMLElement>('[data-testid="row-status"]');
  if (badge) {
    const [text, tone] =
      submission.kind === 'placeBid'
        ? [BID_OUTCOME_LABELS.leading, 'good']
        : [submission.kind === 'acceptOffer' ? STATUS_LABELS.filled : STATUS_LABELS.cancelled, 'muted'];
    badge.textContent = text;
    badge.dataset['tone'] = tone;
  }
  const price = row.querySelector<HTMLElement>('[data-row-price]');
  if (submission.kind === 'placeBid' && price && submission.token && submission.price) {
    // The row now stands for the new bid: its amount in the auction's token, as the page names it
    // (a native payment is kept as the wrapped coin); its USD value comes with the next page load.
    const units = toUnitsBigInt(submission.price, submission.token.decimals);
    const shown = tokenOrFallback(submission.token.address, tokens);
    price.textContent = `${formatUnits(units, shown.decimals)} ${shown.symbol}`;
    price.className = 'whitespace-nowrap text-sm font-700 tabular-nums';
  }
  // The focus moves to the row's NFT link before its action link goes away.
  row.querySelector<HTMLElement>('a')?.focus();
  link.closest('[data-owner-only]')?.remove();
}

/**
 * Keeps live re-reads off the row (src/page-scripts/live-rows.ts waits for `data-live-hold`) from the moment its
 * action is sent, since the dialog closes then and the commit's live push may come before the outcome,
 * until the person has read the outcome: an offer cancelled leaves the Active filter. Returns the release.
 */
function holdRow(link: HTMLElement): (afterMs: number) => void {
  const row = link.closest<HTMLElement>('[data-market-row]');
  row?.setAttribute('data-live-hold', '');
  return (afterMs) => setTimeout(() => row?.removeAttribute('data-live-hold'), afterMs);
}

export default function RowActionRunner({ request, apiBase, tokens, onSettled }: RowActionRunnerProps) {
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const ctx = useCallback((): ActionContext => ({ connection: currentConnection(), api, tokens: choices }), [api, choices]);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [rejected, setRejected] = useState<Submission | null>(null);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (handled.current === request.at) return;
    handled.current = request.at;
    prepare(api, request)
      .then(
        (next) => {
          // Closed while the market was read: the person changed their mind.
          if (next && !takeShellDismissal()) return setPrepared(next);
          closeActionShell();
          onSettled();
        },
        // The market could not be read (network, API): the action's own failure text.
        () => {
          closeActionShell();
          toastFailure(ACTION_NOTIFICATIONS[request.kind].failure);
          onSettled();
        },
      )
      .finally(() => request.link.removeAttribute('aria-busy'));
  }, [api, request, onSettled]);

  const execute = (s: Submission, onProgress: (stage: ActionStage) => void): Promise<ActionResult> => {
    const c = ctx();
    const nft = request.nft;
    if (s.kind === 'acceptOffer') return acceptOffer(c, { nft, offer: s.offer!.address, onProgress });
    if (s.kind === 'cancelOffer') return cancelOffer(c, { nft, offer: s.offer!.address, onProgress });
    return placeBid(c, { nft, amount: s.price ?? '', onProgress });
  };

  const close = () => {
    setWaiting(false);
    setRejected(null);
    setPrepared(null);
  };

  // As on the NFT page: "Confirm in your wallet" until the wallet's window is answered, then toasts; a
  // rejection in the wallet keeps the dialog open with Try again.
  const submit = async (s: Submission) => {
    setWaiting(true);
    setRejected(null);
    let outcome: RunOutcome = 'failed';
    const release = holdRow(request.link);
    try {
      outcome = await runWithToasts(s.kind, (onProgress) =>
        execute(s, (stage) => {
          if (stage !== 'signing') close();
          onProgress(stage);
        }),
      );
      void refreshBalance();
      if (outcome === 'rejected') {
        setWaiting(false);
        setRejected(s);
        return;
      }
      close();
      if (outcome === 'done') showOutcome(request.link, s, tokens);
    } finally {
      release(outcome === 'done' ? OUTCOME_SHOWN_MS : 0);
      if (outcome !== 'rejected') {
        close();
        onSettled();
      }
    }
  };

  if (!prepared) return null;
  return (
    <Suspense fallback={null}>
      <ActionDialog
        key={`${request.at}`}
        request={prepared.dialog}
        ctx={ctx}
        state={prepared.state}
        nft={request.nft}
        collection={prepared.collection}
        tokens={tokens}
        choices={choices}
        now={now}
        usdRates={{}}
        apiBase={apiBase}
        subject={prepared.subject}
        floorUsd={null}
        waiting={waiting}
        rejected={rejected}
        onClose={() => {
          close();
          onSettled();
        }}
        onSubmit={(s) => void submit(s)}
      />
    </Suspense>
  );
}
