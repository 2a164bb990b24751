// One market action with its toasts (spec §8): in progress through the `onProgress` stages, then
// success or failure with the spec's descriptions; a request rejected in the wallet is a neutral
// toast, not a failure. A broken market rule (`MarketActionError`) is a
// failure toast with its message: nothing was signed or sent.
import { MarketActionError, type ActionResult, type ActionStage } from './actions';
import { ACTION_NOTIFICATIONS, FINISH_AUCTION_NOTIFICATIONS, NOTIFICATION_TITLES, REJECTED_NOTIFICATION } from '@shared/lib/notifications';
import { showToast } from '../stores/toasts';
import type { ActionKind } from '~/view-model/market';

/** What the site waits for at each stage, so a long wait says whose turn it is (the wallet, the chain, the marketplace). */
export const STAGE_TEXT: Readonly<Record<ActionStage, string>> = {
  signing: 'confirm it in your wallet',
  confirming: 'sent, waiting for the blockchain to confirm it',
  indexing: 'confirmed on the blockchain, waiting for the marketplace to show it',
};

function texts(kind: ActionKind): { progress: string; success: string; failure: string } {
  return kind === 'finishAuction' ? FINISH_AUCTION_NOTIFICATIONS : ACTION_NOTIFICATIONS[kind];
}

/** The success sentence; finishing an auction has two outcomes. */
function successText(kind: ActionKind, result: ActionResult): string {
  if (kind === 'finishAuction' && result.ok && 'outcome' in result) {
    return result.outcome === 'cancelled' ? FINISH_AUCTION_NOTIFICATIONS.cancelled : FINISH_AUCTION_NOTIFICATIONS.success;
  }
  return texts(kind).success;
}

let sequence = 0;

/** Toasts a failure that happened before any action ran (a guard). */
export function toastFailure(description: string): void {
  showToast({ id: `market-guard-${++sequence}`, kind: 'failed', title: NOTIFICATION_TITLES.failed, description });
}

/** How a run ended: done, rejected in the wallet (nothing sent: the dialog offers to try again), or failed. */
export type RunOutcome = 'done' | 'rejected' | 'failed';

/** Runs `execute` with toasts. */
export async function runWithToasts(
  kind: ActionKind,
  execute: (onProgress: (stage: ActionStage) => void) => Promise<ActionResult>,
): Promise<RunOutcome> {
  const id = `market-${kind}-${++sequence}`;
  const text = texts(kind);
  showToast({ id, kind: 'progress', title: NOTIFICATION_TITLES.progress, description: text.progress });
  try {
    const result = await execute((stage) =>
      showToast({ id, kind: 'progress', title: NOTIFICATION_TITLES.progress, description: `${text.progress}: ${STAGE_TEXT[stage]}` }),
    );
    if (result.ok) {
      showToast({ id, kind: 'success', title: NOTIFICATION_TITLES.success, description: successText(kind, result) });
      return 'done';
    }
    if (result.reason === 'rejected') {
      showToast({ id, kind: 'rejected', ...REJECTED_NOTIFICATION });
      return 'rejected';
    }
    showToast({ id, kind: 'failed', title: NOTIFICATION_TITLES.failed, description: result.description });
    return 'failed';
  } catch (error) {
    const description = error instanceof MarketActionError ? error.message : text.failure;
    showToast({ id, kind: 'failed', title: NOTIFICATION_TITLES.failed, description });
    return 'failed';
  }
}
