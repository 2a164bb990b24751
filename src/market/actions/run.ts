// The common life of a market action once it is prepared: watch for the callback, have the wallet
// sign and send, wait for the on-chain outcome, then poll the marketplace API until it shows it.
import type { GetNftResult } from '@shared/contract/schemas/envelopes';
import { isRejection } from '../../chain/connection';
import type { PreparedSend } from './contracts';
import { MarketActionError } from './errors';
import { canonical, DEFAULT_POLL_INTERVAL_MS, DEFAULT_TIMEOUT_MS, FIRST_POLL_INTERVAL_MS, sleep, type Session } from './preparation';
import type { ActionContext, ActionFailure, ActionOptions, ActionResult, FailureReason } from './types';
import { watchCallbacks, type CallbackSet, type ChainOutcome, type ReportedCallback } from './watch';

/** What the chain reported, when it reported something (null: the API showed the result without a callback). */
export type Reported = ReportedCallback<'success'> | null;

export interface RunParams<T extends object> {
  readonly session: Session;
  /** The spec's failure description for this action. */
  readonly failure: string;
  readonly callbackId: number;
  readonly callbacks: CallbackSet;
  readonly send: PreparedSend;
  readonly nft: string;
  /** True once the marketplace shows the result: the NFT record, or (when the record cannot show it) another read. */
  readonly indexed: (details: GetNftResult, reported: Reported) => boolean | Promise<boolean>;
  /** The action's own result fields, from the callback and/or the NFT record. */
  readonly result: (reported: Reported, details: GetNftResult | null) => T;
}

export function failed(description: string, reason: FailureReason, extra: { callback?: string; error?: unknown } = {}): ActionFailure {
  return { ok: false, description, reason, ...extra };
}

/**
 * Runs an action's preparation and life: a broken market rule (`MarketActionError`) is thrown as
 * is; any other error (the API or a local call failing) becomes the action's failure result.
 */
export async function attempt<T extends object>(description: string, work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MarketActionError) throw error;
    return failed(description, isRejection(error) ? 'rejected' : 'error', { error });
  }
}

type Waited = ChainOutcome | { kind: 'not-sent'; error?: unknown } | { kind: 'timeout' };

function timeout(ms: number): { promise: Promise<{ kind: 'timeout' }>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<{ kind: 'timeout' }>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Polls `api.nftDetails` until `check` holds or `timeoutMs` passes; failed reads are retried. The waits
 * double from FIRST_POLL_INTERVAL_MS up to the interval (1 s by default).
 */
export async function pollNft(
  ctx: ActionContext,
  nft: string,
  check: (details: GetNftResult) => boolean | Promise<boolean>,
  timeoutMs: number = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS,
): Promise<GetNftResult | null> {
  const longest = ctx.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let interval = Math.min(FIRST_POLL_INTERVAL_MS, longest);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const details = await ctx.api.nftDetails(canonical(nft));
      if (details && (await check(details))) return details;
    } catch {
      // the index may be catching up: try again
    }
    if (Date.now() + interval > deadline) return null;
    await sleep(interval);
    interval = Math.min(interval * 2, longest);
  }
}

export async function run<T extends object>(ctx: ActionContext, options: ActionOptions, p: RunParams<T>): Promise<ActionResult<T>> {
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const progress = (stage: 'signing' | 'confirming' | 'indexing') => {
    try {
      options.onProgress?.(stage);
    } catch {
      // a UI callback never breaks the action
    }
  };

  let watcher;
  try {
    watcher = await watchCallbacks(p.session, p.callbackId, p.callbacks, p.send.target);
  } catch (error) {
    return failed(p.failure, 'error', { error });
  }

  let waited: Waited;
  try {
    progress('signing');
    let execution;
    try {
      execution = await p.send.send();
    } catch (error) {
      return failed(p.failure, isRejection(error) ? 'rejected' : 'error', { error });
    }
    progress('confirming');
    // The wallet's own transaction only matters when it fails (expired, or aborted).
    const notSent = execution.transaction.then(
      (tx) => (tx.aborted ? { kind: 'not-sent' as const } : new Promise<never>(() => {})),
      (error: unknown) => ({ kind: 'not-sent' as const, error }),
    );
    const timer = timeout(timeoutMs);
    waited = await Promise.race<Waited>([watcher.outcome, notSent, timer.promise]);
    timer.cancel();
  } finally {
    await watcher.stop();
  }

  switch (waited.kind) {
    case 'failure':
      return failed(p.failure, 'declined', { callback: waited.callback });
    case 'bounced':
      return failed(p.failure, 'bounced');
    case 'not-sent':
      return failed(p.failure, 'not-sent', 'error' in waited ? { error: waited.error } : {});
    case 'timeout': {
      // No callback in time: the API may still show the result (one look, no more waiting).
      const details = await pollNft(ctx, p.nft, (d) => p.indexed(d, null), 0);
      if (!details) return failed(p.failure, 'timeout');
      return { ok: true, callback: null, indexed: true, callbackId: p.callbackId, ...p.result(null, details) };
    }
    case 'success': {
      const reported = waited;
      if (options.awaitIndex === false)
        return { ok: true, callback: reported.callback, indexed: false, callbackId: p.callbackId, ...p.result(reported, null) };
      progress('indexing');
      const details = await pollNft(ctx, p.nft, (d) => p.indexed(d, reported));
      return { ok: true, callback: reported.callback, indexed: details !== null, callbackId: p.callbackId, ...p.result(reported, details) };
    }
  }
}
