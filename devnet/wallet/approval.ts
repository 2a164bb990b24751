// Asking the person, like a wallet extension: every connection, account change, signature and
// transaction opens the wallet's own small window (/devnet-wallet/approve) showing what is asked,
// with Approve and Reject. Closing the window rejects. One request at a time, in order. Where the
// browser blocks the pop-up, the same page opens framed in a dialog on the site instead.
//
// Protocol on BroadcastChannel('devnet-wallet'):
//   window -> wallet  {type: 'ready', id}                       (the window loaded)
//   wallet -> window  {type: 'request', id, request}            (what to show)
//   window -> wallet  {type: 'response', id, approved, accountIndex?}
//
// With the automation switch on (automation.ts), nothing opens: the answer is the switch's.
import type { DevAccount } from '@devnet/genesis/accounts';
import { readAutoConfig } from './automation';
import { APPROVE_PATH, APPROVE_WINDOW_FEATURES, APPROVE_WINDOW_NAME, WALLET_CHANNEL } from './constants';

export type ApprovalRequest =
  | {
      readonly kind: 'connect';
      readonly origin: string;
      readonly permissions: readonly string[];
      readonly accounts: readonly DevAccount[];
      readonly selected: number;
    }
  | { readonly kind: 'changeAccount'; readonly origin: string; readonly accounts: readonly DevAccount[]; readonly selected: number }
  | {
      readonly kind: 'sendMessage';
      readonly origin: string;
      readonly account: DevAccount;
      readonly recipient: string;
      /** Nano VENOM. */
      readonly amount: string;
      readonly bounce: boolean;
      readonly method: string | null;
      readonly params: unknown;
      readonly delayed: boolean;
    }
  | {
      readonly kind: 'signData';
      readonly origin: string;
      readonly account: DevAccount;
      /** Base64 data. */
      readonly data: string;
      /** signDataRaw (no hashing). */
      readonly raw: boolean;
      readonly signatureId: number | null;
    };

export interface ApprovalAnswer {
  readonly approved: boolean;
  /** The account picked (connect / changeAccount). */
  readonly accountIndex?: number;
}

export type ChannelMessage =
  | { readonly type: 'ready'; readonly id: string }
  | { readonly type: 'request'; readonly id: string; readonly request: ApprovalRequest }
  | { readonly type: 'response'; readonly id: string; readonly approved: boolean; readonly accountIndex?: number };

/** After the window closes, how long a response already on its way may still arrive. */
const CLOSE_GRACE_MS = 300;
const CLOSED_POLL_MS = 250;

function askInWindow(request: ApprovalRequest): Promise<ApprovalAnswer> {
  return new Promise<ApprovalAnswer>((resolve) => {
    const id = crypto.randomUUID();
    const channel = new BroadcastChannel(WALLET_CHANNEL);
    let settled = false;
    // eslint-disable-next-line prefer-const -- `finish` above its assignment clears it
    let poll: ReturnType<typeof setInterval> | undefined;
    let closeFrame: (() => void) | undefined;
    const finish = (answer: ApprovalAnswer) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      channel.close();
      closeFrame?.();
      resolve(answer);
    };
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      if (!message || message.id !== id) return;
      if (message.type === 'ready') channel.postMessage({ type: 'request', id, request } satisfies ChannelMessage);
      else if (message.type === 'response') {
        finish(
          message.accountIndex === undefined
            ? { approved: message.approved === true }
            : { approved: message.approved === true, accountIndex: message.accountIndex },
        );
      }
    };
    const url = `${APPROVE_PATH}?request=${encodeURIComponent(id)}`;
    // A window per request: an answered window closes itself, and must not take the next request with it.
    const popup = window.open(url, `${APPROVE_WINDOW_NAME}-${id}`, APPROVE_WINDOW_FEATURES);
    if (!popup) {
      // An extension's window is never blocked; a page's pop-up is without a fresh click (the
      // signature that follows a connection). Then the same window opens framed inside the page.
      closeFrame = openFramedWindow(url, () => setTimeout(() => finish({ approved: false }), CLOSE_GRACE_MS));
      return;
    }
    popup.focus?.();
    poll = setInterval(() => {
      if (popup.closed) {
        clearInterval(poll);
        setTimeout(() => finish({ approved: false }), CLOSE_GRACE_MS);
      }
    }, CLOSED_POLL_MS);
  });
}

/** The approval page in a modal <dialog> on the site's page; dismissing it (Escape) rejects. Returns its closer. */
function openFramedWindow(url: string, onDismiss: () => void): () => void {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', 'Dev Wallet');
  dialog.style.cssText =
    'padding:0;border:1px solid #ccc;border-radius:12px;width:380px;max-width:95vw;height:600px;max-height:90vh;overflow:hidden';
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = 'Dev Wallet';
  frame.style.cssText = 'border:0;width:100%;height:100%';
  dialog.appendChild(frame);
  let closedByWallet = false;
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (!closedByWallet) onDismiss();
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  return () => {
    closedByWallet = true;
    if (dialog.open) dialog.close();
    dialog.remove();
  };
}

let queue: Promise<unknown> = Promise.resolve();

/** Asks the person (or the automation switch); requests wait their turn. */
export function askApproval(request: ApprovalRequest): Promise<ApprovalAnswer> {
  const run = queue.then(() => {
    const auto = readAutoConfig();
    if (auto) return { approved: auto.approve, accountIndex: auto.account };
    return askInWindow(request);
  });
  queue = run.catch(() => undefined);
  return run;
}
