// "Send": the owner sends the NFT to another address (src/market/actions/transfer-nft.ts). The recipient is
// checked as it is typed (lib/transfer.ts), asked of the chain through the wallet, and named by its
// profile's username when it has one. An address that has never been active (or that the wallet could
// not check) gets a warning and a second step: Send goes through only once the owner ticks that they
// understand the NFT cannot be recovered, as careful wallets ask. The dialog says the NFT leaves for
// good, and refuses a listed NFT (or one in an auction) with the reason. It stays open through the
// sending, then says how it ended; a toast says it too, for someone who closed it meanwhile.
import { useEffect, useId, useRef, useState } from 'react';
import { MarketActionError, recipientHistory, transferNft, type ActionContext, type ActionStage } from '../actions';
import { formatUnits } from '@shared/lib/amounts';
import { shortenAddress } from '@shared/lib/address';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { NOTIFICATION_TITLES, REJECTED_NOTIFICATION } from '@shared/lib/notifications';
import { STEP_STATUS_TEXT } from '@shared/lib/edit-price';
import {
  checkRecipient,
  needsAcknowledgment,
  recipientMessage,
  TRANSFER_GAS,
  TRANSFER_TEXT,
  transferRefusal,
  type RecipientHistory,
  type TransferableNft,
} from '@shared/lib/transfer';
import { showToast } from '../../stores/toasts';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../action-shell';
import { SEND_TITLE } from '../tool-labels';
import { fieldClass, FieldError, ItemHeader, type DialogItem } from './ActionDialog';

export interface TransferDialogProps {
  readonly ctx: () => ActionContext;
  readonly nft: string;
  /** The NFT's market as the page last read it (the action reads it again before signing). */
  readonly state: TransferableNft;
  /** The signed-in owner. */
  readonly sender: string;
  /** The username of an address's profile, or null (no profile, or the API did not answer). */
  readonly findUsername: (address: string) => Promise<string | null>;
  readonly item?: DialogItem | undefined;
  readonly onClose: () => void;
  /** The transfer went through (the page reads the NFT again). */
  readonly onSent: (newOwner: string) => void;
}

type Phase =
  | { readonly kind: 'form' }
  | { readonly kind: 'running'; readonly stage: ActionStage }
  | { readonly kind: 'sent'; readonly to: string; readonly name: string | null; readonly indexed: boolean }
  | { readonly kind: 'failed'; readonly message: string };

/** What the chain and the marketplace say of one recipient address. */
interface RecipientFacts {
  readonly address: string;
  readonly history: RecipientHistory;
  readonly username: string | null;
}

/**
 * The recipient's history on the chain (through the wallet) and its profile's username (the API): null
 * while unknown. Without a wallet the history stays unknown, which asks for the second step too.
 */
function useRecipient(
  ctx: () => ActionContext,
  findUsername: TransferDialogProps['findUsername'],
  address: string | null,
): RecipientFacts | null {
  const [facts, setFacts] = useState<RecipientFacts | null>(null);
  useEffect(() => {
    if (address === null) return;
    const { connection } = ctx();
    let live = true;
    const username = findUsername(address).catch(() => null);
    const history = connection ? recipientHistory(connection, address) : Promise.resolve<RecipientHistory>('unknown');
    void Promise.all([history, username]).then(([h, u]) => live && setFacts({ address, history: h, username: u }));
    return () => {
      live = false;
    };
  }, [ctx, findUsername, address]);
  return facts !== null && facts.address === address ? facts : null;
}

const gasText = `${formatUnits(TRANSFER_GAS, NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`;

export default function TransferDialog({ ctx, nft, state, sender, findUsername, item, onClose, onSent }: TransferDialogProps) {
  const id = useId();
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // The acknowledgment holds for the address it was given for only.
  const [acknowledgedFor, setAcknowledgedFor] = useState<string | null>(null);
  const [acknowledgeAsked, setAcknowledgeAsked] = useState(false);
  // Send pressed while the address was still being checked: it goes on once the answer is in.
  const [sendAsked, setSendAsked] = useState(false);
  const acknowledgeBox = useRef<HTMLInputElement>(null);
  const check = checkRecipient(input, sender);
  const recipient = check.ok ? check.address : null;
  const facts = useRecipient(ctx, findUsername, recipient);
  /** The recipient's facts when they ask for the second step. */
  const unproven = facts !== null && needsAcknowledgment(facts.history) ? facts : null;
  const acknowledged = recipient !== null && acknowledgedFor === recipient;
  // Once sent, the page's refresh shows the new owner: the outcome stays, not a refusal.
  const refusal = phase.kind === 'form' || phase.kind === 'failed' ? transferRefusal(state, sender) : null;
  const error = touched && !check.ok ? recipientMessage(check.problem) : undefined;
  const acknowledgeError = unproven !== null && acknowledgeAsked && !acknowledged ? TRANSFER_TEXT.acknowledgeRequired : undefined;
  const running = phase.kind === 'running';

  const send = async (to: string, name: string | null) => {
    setPhase({ kind: 'running', stage: 'signing' });
    const toastId = `transfer-${nft}-${Date.now()}`;
    try {
      const result = await transferNft(ctx(), {
        nft,
        to,
        acknowledged: acknowledgedFor === to,
        onProgress: (stage) => setPhase({ kind: 'running', stage }),
      });
      if (result.ok) {
        setPhase({ kind: 'sent', to, name, indexed: result.indexed });
        showToast({ id: toastId, kind: 'success', title: NOTIFICATION_TITLES.success, description: TRANSFER_TEXT.success });
        onSent(to);
      } else if (result.reason === 'rejected') {
        setPhase({ kind: 'failed', message: REJECTED_NOTIFICATION.description });
        showToast({ id: toastId, kind: 'rejected', ...REJECTED_NOTIFICATION });
      } else {
        setPhase({ kind: 'failed', message: TRANSFER_TEXT.failed });
        showToast({ id: toastId, kind: 'failed', title: NOTIFICATION_TITLES.failed, description: TRANSFER_TEXT.failed });
      }
    } catch (thrown) {
      const message = thrown instanceof MarketActionError ? thrown.message : TRANSFER_TEXT.failed;
      setPhase({ kind: 'failed', message });
      showToast({ id: toastId, kind: 'failed', title: NOTIFICATION_TITLES.failed, description: message });
    }
  };

  /** Sends once the recipient is known, unless it needs the owner's acknowledgment first. */
  const proceed = (known: RecipientFacts) => {
    if (needsAcknowledgment(known.history) && acknowledgedFor !== known.address) {
      setAcknowledgeAsked(true);
      acknowledgeBox.current?.focus();
      return;
    }
    void send(known.address, known.username);
  };

  useEffect(() => {
    if (!sendAsked || facts === null) return;
    setSendAsked(false);
    if (phase.kind === 'form' || phase.kind === 'failed') proceed(facts);
    // Only when the answer arrives for a Send pressed before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendAsked, facts]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (recipient === null || refusal !== null) return;
    if (facts === null) setSendAsked(true);
    else proceed(facts);
  };

  return (
    <Modal open title={SEND_TITLE} onClose={running ? undefined : onClose} replaces={ACTION_SHELL_ID}>
      {item && <ItemHeader item={item} />}
      {refusal !== null ? (
        <div className="space-y-4">
          <p className="text-sm" role="alert" data-testid="send-refused">
            {refusal}
          </p>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={onClose}>
              OK
            </button>
          </div>
        </div>
      ) : phase.kind === 'running' ? (
        <div className="py-6 text-center" role="status" data-testid="send-progress">
          <span className="spinner mx-auto mb-3 block" aria-hidden="true" />
          <p className="font-700">{STEP_STATUS_TEXT[phase.stage]}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{TRANSFER_TEXT.progress}</p>
        </div>
      ) : phase.kind === 'sent' ? (
        <div className="space-y-4" data-testid="send-outcome">
          <p role="status">
            <span className="font-700">{TRANSFER_TEXT.success}.</span> It now belongs to{' '}
            <a className="link font-600" href={`/profile/${phase.to}`}>
              {phase.name ?? shortenAddress(phase.to)}
            </a>
            .{!phase.indexed && ' The marketplace will show its new owner shortly.'}
          </p>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-600">
              Recipient address
            </label>
            <input
              id={`${id}-to`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="0:…"
              className={`${fieldClass} font-mono`}
              value={input}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${id}-error` : '', unproven ? `${id}-inactive` : ''].filter(Boolean).join(' ') || undefined}
              onChange={(event) => {
                setInput(event.target.value);
                setAcknowledgeAsked(false);
              }}
              onBlur={() => setTouched(input.trim() !== '')}
            />
            <FieldError id={`${id}-error`} message={error} />
            {recipient !== null && facts === null && (
              <p className="mt-1 text-sm text-ink-soft dark:text-gray-300" role="status" data-testid="send-checking">
                {TRANSFER_TEXT.checking}
              </p>
            )}
            {facts?.username && (
              <p className="mt-1 text-sm" data-testid="send-recipient-name">
                {'Profile: '}
                <a className="link font-600" href={`/profile/${facts.address}`} target="_blank" rel="noopener">
                  {facts.username}
                </a>
              </p>
            )}
            {unproven && (
              <p id={`${id}-inactive`} className="mt-1 text-sm text-amber-800 dark:text-amber-300" data-testid="send-inactive">
                {unproven.history === 'neverActive' ? TRANSFER_TEXT.neverActive : TRANSFER_TEXT.unchecked}
              </p>
            )}
          </div>
          {unproven && (
            <div data-testid="send-acknowledge">
              <label className="flex items-start gap-2 text-sm font-600">
                <input
                  ref={acknowledgeBox}
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0"
                  checked={acknowledged}
                  aria-invalid={acknowledgeError ? true : undefined}
                  aria-describedby={acknowledgeError ? `${id}-acknowledge-error` : undefined}
                  onChange={(event) => setAcknowledgedFor(event.target.checked ? unproven.address : null)}
                />
                <span>
                  {unproven.history === 'neverActive' ? TRANSFER_TEXT.acknowledgeNeverActive : TRANSFER_TEXT.acknowledgeUnchecked}
                </span>
              </label>
              <FieldError id={`${id}-acknowledge-error`} message={acknowledgeError} />
            </div>
          )}
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            data-testid="send-final"
          >
            {TRANSFER_TEXT.final}
          </p>
          <dl className="text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600 dark:text-gray-300">Gas, at most</dt>
              <dd className="tabular-nums">{gasText}</dd>
            </div>
          </dl>
          <p className="text-xs text-gray-600 dark:text-gray-300">
            What the transfer does not use comes back to your {NATIVE_COIN_NAME} balance.
          </p>
          {phase.kind === 'failed' && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="send-failed">
              {phase.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" data-testid="send-confirm">
              Send NFT
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
