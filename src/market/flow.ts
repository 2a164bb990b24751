// The NFT page's market action flow as a store with its actions; the island only renders it. It holds which
// action runs, which confirmation or tool dialog is open, whether the dialog waits for the wallet, and a
// request the wallet rejected (to try again). The actions: start an action from its button, open a tool
// (Send, Edit price), submit a confirmation, close. The NFT's market itself is the market store's.
import { map } from 'nanostores';
import type { DirectBuy } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { EDIT_PRICE_TEXT } from '@shared/lib/edit-price';
import { MARKET_RULE_ERRORS } from '@shared/lib/errors';
import { buttonLabel, isAuctionActive, isLeadingBidder, type ActionKind } from '~/view-model/market';
import { removeItems } from '../stores/cart';
import { $market, marketNow, refreshMarket } from '../stores/market';
import { $session } from '../stores/session';
import { refreshBalance } from '../stores/wallet';
import { afterNextPaint, closeActionShell, openActionShell, takeShellDismissal } from './action-shell';
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
} from './actions';
import type { DialogRequest, Submission } from './dialogs/ActionDialog';
import type { EditPriceDialogProps } from './dialogs/EditPriceDialog';
import { loadActionDialog, loadEditPriceDialog, loadTransferDialog } from './dialogs/loaders';
import { runWithToasts, toastFailure } from './run-action';
import { ensureReadyToTrade, signedInAddress } from './session-flow';
import { SEND_TITLE } from './tool-labels';

/** The dialog of an owner's or offer maker's tool. */
export type ToolRequest = { readonly kind: 'send' } | { readonly kind: 'edit'; readonly target: EditPriceDialogProps['target'] };

export interface ActionFlow {
  /** The action whose dialog is opening or whose run is under way; the buttons wait meanwhile. */
  readonly busy: ActionKind | null;
  readonly dialog: DialogRequest | null;
  readonly tool: ToolRequest | null;
  /** The confirmation says "Confirm in your wallet" until the wallet's window is answered. */
  readonly waiting: boolean;
  /** The request the wallet rejected: nothing was sent, the dialog offers to try again. */
  readonly rejected: Submission | null;
}

const IDLE: ActionFlow = { busy: null, dialog: null, tool: null, waiting: false, rejected: null };
export const $actionFlow = map<ActionFlow>(IDLE);

/** The page's NFT and the actions' context (the wallet, the API, the payment tokens). */
let page: { readonly nft: string; readonly context: () => ActionContext } | null = null;

/** Binds the flow to the NFT page's island (once per page). */
export function bindActionFlow(nft: string, context: () => ActionContext): void {
  page = { nft, context };
}

/** Who may run what: the owner's actions, the others', and finishing an ended auction (its seller and its winner: AU-C.1). */
const OWNER_ACTIONS: ReadonlySet<ActionKind> = new Set(['startSell', 'createAuction', 'closeSell', 'acceptOffer']);

/** Opens `kind`'s confirmation, once the viewer is signed in and the market's rules allow it; its frame shows at the click. */
export async function startAction(kind: ActionKind, offer: DirectBuy | null = null): Promise<void> {
  const market = $market.get();
  if ($actionFlow.get().busy || !market) return;
  const me = $session.get()?.address ?? null;
  const framed = openActionShell(buttonLabel(kind, market.state, me && normalizeAddress(me)), document.activeElement, me !== null);
  $actionFlow.setKey('busy', kind);
  void loadActionDialog().catch(() => undefined);
  let opened = false;
  try {
    // The frame is painted before the form's render starts, not after it.
    if (framed) await afterNextPaint();
    if (!(await ensureReadyToTrade(kind))) return;
    const signedIn = signedInAddress();
    const current = $market.get()?.state ?? market.state;
    const owner = signedIn !== null && current.owner !== null && signedIn === normalizeAddress(current.owner);
    // The buttons follow the role; a click from before the role was known is dropped.
    if (kind === 'finishAuction' ? !(owner || isLeadingBidder(current, signedIn)) : OWNER_ACTIONS.has(kind) !== owner) return;
    if (kind === 'makeOffer' && isAuctionActive(current, marketNow())) return toastFailure(MARKET_RULE_ERRORS.activeAuction);
    if (kind === 'acceptOffer' && current.forsale !== null) return toastFailure(MARKET_RULE_ERRORS.directSellExists);
    // Closed while this code loaded: the person changed their mind.
    if (takeShellDismissal()) return;
    opened = true;
    $actionFlow.setKey('dialog', { kind, offer });
  } finally {
    if (!opened) closeActionShell();
    $actionFlow.setKey('busy', null);
  }
}

/** Opens a tool's dialog (sign-in and the terms first, as for the market actions); its frame shows at the click. */
export async function openTool(request: ToolRequest): Promise<void> {
  const title = request.kind === 'send' ? SEND_TITLE : EDIT_PRICE_TEXT[request.target.kind].title;
  const framed = openActionShell(title, document.activeElement, $session.get() !== null);
  void (request.kind === 'send' ? loadTransferDialog() : loadEditPriceDialog()).catch(() => undefined);
  let opened = false;
  try {
    if (framed) await afterNextPaint();
    if (!(await ensureReadyToTrade())) return;
    if (takeShellDismissal()) return;
    opened = true;
    $actionFlow.setKey('tool', request);
  } finally {
    if (!opened) closeActionShell();
  }
}

/** Shows a tool's dialog at once (a page link asked for it and the viewer is known to be its owner). */
export function showTool(request: ToolRequest): void {
  $actionFlow.setKey('tool', request);
}

export function closeTool(): void {
  $actionFlow.setKey('tool', null);
}

/** A tool changed the NFT: the balance and the market follow. */
export function toolChanged(): void {
  void refreshBalance();
  void refreshMarket(true);
}

export function closeDialog(): void {
  $actionFlow.set({ ...$actionFlow.get(), dialog: null, waiting: false, rejected: null });
}

type Progress = (stage: ActionStage) => void;

/** Each confirmation's action, from what the dialog submitted. */
const RUN: { readonly [K in ActionKind]: (ctx: ActionContext, nft: string, s: Submission, onProgress: Progress) => Promise<ActionResult> } =
  {
    startSell: (ctx, nft, s, onProgress) =>
      startSell(ctx, { nft, price: s.price ?? '', token: s.token!, durationSeconds: s.durationSeconds, onProgress }),
    createAuction: (ctx, nft, s, onProgress) =>
      createAuction(ctx, { nft, price: s.price ?? '', token: s.token!, durationSeconds: s.durationSeconds, onProgress }),
    closeSell: (ctx, nft, _s, onProgress) => closeSell(ctx, { nft, onProgress }),
    finishAuction: (ctx, nft, _s, onProgress) => finishAuction(ctx, { nft, onProgress }),
    buy: (ctx, nft, _s, onProgress) => buy(ctx, { nft, onProgress }),
    placeBid: (ctx, nft, s, onProgress) => placeBid(ctx, { nft, amount: s.price ?? '', onProgress }),
    makeOffer: (ctx, nft, s, onProgress) =>
      makeOffer(ctx, { nft, price: s.price ?? '', token: s.token!, durationSeconds: s.durationSeconds, onProgress }),
    acceptOffer: (ctx, nft, s, onProgress) => acceptOffer(ctx, { nft, offer: s.offer!.address, onProgress }),
    cancelOffer: (ctx, nft, s, onProgress) => cancelOffer(ctx, { nft, offer: s.offer!.address, onProgress }),
  };

/**
 * Runs a confirmation. The dialog stays open, saying "Confirm in your wallet", until the wallet's window is
 * answered; a rejection there keeps it open with Try again (nothing was sent), anything else closes it.
 */
export async function submitAction(s: Submission): Promise<void> {
  if (!page) return;
  const { nft, context } = page;
  $actionFlow.set({ ...$actionFlow.get(), waiting: true, rejected: null, busy: s.kind });
  let outcome: Awaited<ReturnType<typeof runWithToasts>> = 'failed';
  try {
    outcome = await runWithToasts(s.kind, (onProgress) =>
      RUN[s.kind](context(), nft, s, (stage) => {
        if (stage !== 'signing') closeDialog();
        onProgress(stage);
      }),
    );
    if (outcome === 'rejected') {
      $actionFlow.set({ ...$actionFlow.get(), waiting: false, rejected: s });
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
    $actionFlow.setKey('busy', null);
  }
}
