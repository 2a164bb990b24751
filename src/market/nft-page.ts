// The NFT page once its live code has loaded, as stores with their actions (the island, ../islands/NftActions/
// Live.tsx, only renders them): what the viewer sees (their role, the buttons, the owner's tools, the page's
// cart and bids sections) derives from the market and the session, and `mountNftPage` starts what the page
// keeps running (the market's refresh, the action flow, dialogs loaded ahead of a click).
import { atom, computed } from 'nanostores';
import type { DirectBuy } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { transferRefusal } from '@shared/lib/transfer';
import type { Token } from '@shared/lib/tokens';
import {
  blockedButtons,
  buttonLabel,
  isListed,
  isOfferOpen,
  otherButtons,
  ownerButtons,
  type ActionKind,
  type MarketState,
  type NftActionsProps,
} from '~/view-model/market';
import { createMarketplaceApi } from '../api/client';
import { afterLoadIdle } from '../stores/after-load-idle';
import { $market, followMarket, showMarket } from '../stores/market';
import { $session, $token } from '../stores/session';
import { $wallet, currentConnection } from '../stores/wallet';
import { chainNow, session as chainSession } from './actions/preparation';
import type { ActionContext } from './actions';
import { loadActionDialog, loadEditPriceDialog, loadTransferDialog } from './dialogs/loaders';
import { bindActionFlow, showTool, startAction } from './flow';
import { paymentChoices } from './payment-choices';

/** A click on a market button made before this code was loaded. */
export interface PendingRequest {
  readonly kind: ActionKind;
  readonly offer: string | null;
  readonly at: number;
}

/** The page's NFT and what its actions and dialogs work with. */
export interface NftPage {
  readonly props: NftActionsProps;
  readonly choices: readonly Token[];
  readonly context: () => ActionContext;
  readonly findUsername: (address: string) => Promise<string | null>;
  /** The listing the page's Add to cart button names (the server rendered it), if any. */
  readonly cartSell: string | null;
}

export const $nftPage = atom<NftPage | null>(null);

/** What the viewer sees of the NFT's market now. */
export interface NftView {
  readonly state: MarketState;
  /** Unix seconds on the chain's clock the market is judged by. */
  readonly tick: number;
  readonly viewer: string | null;
  readonly isOwner: boolean;
  readonly kinds: readonly ActionKind[];
  readonly blocked: Partial<Record<ActionKind, string>>;
  readonly placeBidLabel: string;
  /** Why the owner cannot send the NFT now (a listing or an auction holds it); null: they can. */
  readonly sendRefusal: string | null;
  /** The owner's listing can have its price edited. */
  readonly editListing: boolean;
  /** The owner sees open offers they cannot accept while their listing stands. */
  readonly acceptWaitsForSale: boolean;
  /** The viewer has an offer on this NFT. */
  readonly ownOffer: boolean;
  /** The page's Add to cart shows: a listing still open, the one it names, to anyone but the owner. */
  readonly cartOffered: boolean;
  /** The bids section shows: an auction with bids. */
  readonly showBids: boolean;
}

export function nftViewOf(state: MarketState, tick: number, session: string | null, cartSell: string | null): NftView {
  const viewer = session ? normalizeAddress(session) : null;
  const isOwner = viewer !== null && state.owner !== null && viewer === normalizeAddress(state.owner);
  const openOffers = state.offers.filter((o) => isOfferOpen(o, tick));
  return {
    state,
    tick,
    viewer,
    isOwner,
    kinds: isOwner ? ownerButtons(state, tick) : otherButtons(state, tick, viewer),
    blocked: isOwner ? {} : blockedButtons(state, tick),
    placeBidLabel: buttonLabel('placeBid', state, viewer),
    sendRefusal: isOwner && viewer !== null ? transferRefusal({ ...state, auction: state.auctionAddress }, viewer) : null,
    editListing: isOwner && state.forsale !== null && state.sale !== null,
    acceptWaitsForSale: isOwner && state.forsale !== null && openOffers.length > 0,
    ownOffer: viewer !== null && state.offers.some((o) => o.buyer !== null && normalizeAddress(o.buyer) === viewer),
    cartOffered:
      !isOwner && isListed(state, tick) && cartSell !== null && normalizeAddress(cartSell) === normalizeAddress(state.forsale ?? ''),
    showBids: state.auction !== null && state.bids.length > 0,
  };
}

export const $nftView = computed([$nftPage, $market, $session, $wallet], (page, market, session) =>
  page ? nftViewOf(market?.state ?? page.props.state, market?.now ?? page.props.renderedAt, session?.address ?? null, page.cartSell) : null,
);

/** What an offer's row offers the viewer: the owner accepts it, its maker edits or cancels it. */
export type OfferAction = 'accept' | 'mine' | null;

export function offerActionOf(view: NftView, offer: DirectBuy): OfferAction {
  if (!isOfferOpen(offer, view.tick)) return null;
  if (view.isOwner) return 'accept';
  if (view.viewer !== null && offer.buyer !== null && normalizeAddress(offer.buyer) === view.viewer) return 'mine';
  return null;
}

/** The owner accepts the best offer in the market box, unless a listing or an auction holds the NFT. */
export const acceptsInMarketBox = (view: NftView): boolean =>
  !(view.isOwner && (view.state.forsale !== null || view.state.auctionAddress !== null));

/** The chain's time from the connected wallet (the network's clock, which a devnet can move); null without one. */
async function walletChainTime(): Promise<number | null> {
  const connection = currentConnection();
  return connection ? chainNow(chainSession(connection)) : null;
}

/** Sets the page up (before the island's first render, which reads $nftView): no timers, no reads yet. */
export function openNftPage(props: NftActionsProps, root: HTMLElement | Document): void {
  if ($nftPage.get()?.props === props) return;
  const api = createMarketplaceApi({ baseURL: props.apiBase, token: () => $token.get() });
  const choices = paymentChoices(props.tokens);
  $nftPage.set({
    props,
    choices,
    context: () => ({ connection: currentConnection(), api, tokens: choices }),
    findUsername: (address) => api.user(address).then((user) => user.username?.trim() || null),
    cartSell: root.querySelector<HTMLElement>('[data-live-section="cart"] [data-cart-add]')?.dataset['sell'] ?? null,
  });
}

/** A page link's `?action=send` (from My NFTs) opens the owner's Send dialog. */
const SEND_ACTION = 'send';

/**
 * Starts what the page keeps running from `root` (the NFT page's `[data-nft]`): the market's refresh with
 * offers and bids by the chain's clock, the action flow, the dialogs loaded ahead of a click, the Send dialog a
 * link asked for, and the page's cart and bids sections shown as the market allows. Returns a stop.
 */
export function mountNftPage(root: HTMLElement | Document): () => void {
  const page = $nftPage.get();
  if (!page) return () => undefined;
  showMarket(page.props);
  bindActionFlow(page.props.nft, page.context);
  void followMarket(walletChainTime);
  // The forms, ahead of a click (this code loads at once only for someone who may be signed in).
  void loadActionDialog().catch(() => undefined);

  let sendAsked = new URLSearchParams(window.location.search).get('action') === SEND_ACTION;
  let toolsLoading: (() => void) | null = null;
  const cartSection = root.querySelector<HTMLElement>('[data-live-section="cart"]');
  const bidsSection = root.querySelector<HTMLElement>('[data-live-section="bids"]');
  const stop = $nftView.subscribe((view) => {
    if (!view) return;
    if (cartSection) cartSection.hidden = !view.cartOffered;
    if (bidsSection) bidsSection.hidden = !view.showBids;
    // A link from My NFTs asks for the Send dialog; it opens once the owner is known.
    if (sendAsked && view.isOwner) {
      sendAsked = false;
      // A reload shows the page itself (the cached copy the reader purges), not the dialog again.
      const url = new URL(window.location.href);
      url.searchParams.delete('action');
      window.history.replaceState(window.history.state, '', url);
      showTool({ kind: 'send' });
    }
    // The owner's tools and the Edit price of one's own offer load at idle, ahead of their click.
    if (!toolsLoading && (view.isOwner || view.ownOffer)) {
      const owner = view.isOwner;
      toolsLoading = afterLoadIdle(() => {
        if (owner) void loadTransferDialog().catch(() => undefined);
        void loadEditPriceDialog().catch(() => undefined);
      });
    }
  });
  return () => {
    stop();
    toolsLoading?.();
  };
}

let handledClick: number | null = null;

/** Runs the click that loaded this code (once); an offer action for an offer that is gone has nothing to open. */
export function takePendingClick(pending: PendingRequest | null): void {
  if (!pending || handledClick === pending.at) return;
  handledClick = pending.at;
  const state = $nftView.get()?.state;
  const offer = pending.offer ? (state?.offers.find((o) => o.address === pending.offer) ?? null) : null;
  if (pending.offer && !offer) return;
  void startAction(pending.kind, offer);
}
