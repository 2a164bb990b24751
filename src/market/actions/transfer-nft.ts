// Send an NFT to another address: the owner (its manager while it is neither listed nor auctioned)
// calls the TIP-4 `transfer` on the NFT, which moves owner and manager to the recipient and returns
// the unspent value. No marketplace contract answers it, so the outcome is read on the NFT itself
// (`getInfo` through the wallet) and a message bounced back from it means it refused; then the API is
// polled until it shows the new owner (the reader's owner scan finds transfers made outside the market).
// A recipient the chain has never seen needs the owner's explicit acknowledgment, here as in the
// dialog: nothing is signed without it.
import { isRejection, type Connection } from '../../chain/connection';
import {
  checkRecipient,
  recipientMessage,
  TRANSFER_GAS,
  TRANSFER_TEXT,
  transferRefusal,
  type RecipientHistory,
} from '@shared/lib/transfer';
import { at, prepare } from './contracts';
import { MarketActionError, walletNotConnectedText } from './errors';
import { failed, pollNft } from './run';
import { canonical, DEFAULT_TIMEOUT_MS, readNft, sameAddress, session, sleep, type Session } from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';
import { watchCallbacks, type ChainOutcome } from './watch';

export interface TransferNftParams extends ActionOptions {
  readonly nft: string;
  /** The recipient's address, as typed (checked here again). */
  readonly to: string;
  /** The owner confirmed sending to an address never active (or that the wallet could not check). */
  readonly acknowledged?: boolean;
}

/**
 * Whether `address` has ever been active, as the wallet's provider reads its account state: a real
 * JRPC answers no state for an account the chain has never seen.
 */
export async function recipientHistory(connection: Connection, address: string): Promise<RecipientHistory> {
  try {
    const { state } = await connection.client.getFullContractState({ address: at(address) });
    return state === undefined ? 'neverActive' : 'active';
  } catch {
    return 'unknown';
  }
}

export type TransferNftResult = ActionResult<{ newOwner: string }>;

/** How often the NFT's own state is read while the transfer is on its way (unless the context says). */
const CHAIN_POLL_MS = 1000;

/** Resolves once the NFT's owner on chain is `to` (never rejects; a failed read is tried again). */
async function ownerBecomes(s: Session, nft: string, to: string, interval: number, stopped: () => boolean): Promise<{ kind: 'moved' }> {
  for (;;) {
    try {
      const info = await s.c.nft(nft).methods.getInfo({ answerId: 0 }).call();
      if (sameAddress(info.owner.toString(), to)) return { kind: 'moved' };
    } catch {
      // not readable right now: try again
    }
    if (stopped()) return new Promise(() => {});
    await sleep(interval);
  }
}

type Outcome = { kind: 'moved' } | ChainOutcome | { kind: 'not-sent'; error?: unknown } | { kind: 'timeout' };

function refused(message: string): MarketActionError {
  return new MarketActionError('transferRefused', message);
}

export async function transferNft(ctx: ActionContext, params: TransferNftParams): Promise<TransferNftResult> {
  if (!ctx.connection) throw new MarketActionError('walletNotConnected', walletNotConnectedText('transfer'));
  const s = session(ctx.connection);
  const recipient = checkRecipient(params.to, s.owner);
  if (!recipient.ok) throw refused(recipientMessage(recipient.problem));
  const to = recipient.address;
  const nft = canonical(params.nft);

  let watcher;
  try {
    const details = await readNft(ctx, nft);
    const refusal = transferRefusal(details.nft, s.owner);
    if (refusal) throw refused(refusal);
    // The chain saying "never active" is what refuses here; a read that failed now (after the dialog
    // read it) is not held against a recipient the dialog found active.
    if (!params.acknowledged && (await recipientHistory(ctx.connection, to)) === 'neverActive') {
      throw refused(TRANSFER_TEXT.acknowledgeRequired);
    }
    // No callback is asked for: only a bounce from the NFT (it refused) is watched.
    watcher = await watchCallbacks(s, 0, { success: [], failure: [] }, nft);
  } catch (error) {
    if (error instanceof MarketActionError) throw error;
    return failed(TRANSFER_TEXT.failed, 'error', { error });
  }

  const progress = (stage: 'signing' | 'confirming' | 'indexing') => {
    try {
      params.onProgress?.(stage);
    } catch {
      // a UI callback never breaks the action
    }
  };
  const call = s.c.nft(nft).methods.transfer({ to: at(to), sendGasTo: at(s.owner), callbacks: [] });
  const send = prepare(s.owner, at(nft), 'transfer', TRANSFER_GAS, call);
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let outcome: Outcome;
  try {
    progress('signing');
    let execution;
    try {
      execution = await send.send();
    } catch (error) {
      return failed(TRANSFER_TEXT.failed, isRejection(error) ? 'rejected' : 'error', { error });
    }
    progress('confirming');
    const notSent = execution.transaction.then(
      (tx) => (tx.aborted ? { kind: 'not-sent' as const } : new Promise<never>(() => {})),
      (error: unknown) => ({ kind: 'not-sent' as const, error }),
    );
    const timeout = new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    });
    outcome = await Promise.race<Outcome>([
      ownerBecomes(s, nft, to, ctx.pollIntervalMs ?? CHAIN_POLL_MS, () => stopped),
      watcher.outcome,
      notSent,
      timeout,
    ]);
  } finally {
    stopped = true;
    clearTimeout(timer);
    await watcher.stop();
  }

  if (outcome.kind === 'bounced') return failed(TRANSFER_TEXT.failed, 'bounced');
  if (outcome.kind === 'not-sent') return failed(TRANSFER_TEXT.failed, 'not-sent', 'error' in outcome ? { error: outcome.error } : {});
  if (outcome.kind !== 'moved') return failed(TRANSFER_TEXT.failed, 'timeout');
  progress('indexing');
  const shown = await pollNft(ctx, nft, (d) => sameAddress(d.nft.owner, to));
  return { ok: true, callback: null, indexed: shown !== null, callbackId: 0, newOwner: to };
}
