// Waiting for an action's outcome on chain: the contracts answer the acting account with a
// "frontend callback" carrying the action's random callback id (spec §4, contract-semantics EV.11).
// The account's transactions are watched through the wallet (`transactionsFound`) and decoded with
// the Callbacks ABI. A message bounced back from the contract called means it refused the call.
import type { Transaction } from 'everscale-inpage-provider';
import type { CallbacksAbi } from '@shared/abi';
import { at } from './contracts';
import { canonical, type Session } from './preparation';

/** The callback methods of Callbacks.abi.json the actions listen for. */
export type CallbackName = CallbacksAbi['functions'][number]['name'];

export interface CallbackSet {
  readonly success: readonly CallbackName[];
  readonly failure: readonly CallbackName[];
}

export interface ReportedCallback<K extends 'success' | 'failure' = 'success' | 'failure'> {
  readonly kind: K;
  readonly callback: CallbackName;
  /** The callback's arguments as everscale-inpage-provider parses them (addresses are `Address`). */
  readonly input: Readonly<Record<string, unknown>>;
}

export type ChainOutcome =
  | ReportedCallback<'success'>
  | ReportedCallback<'failure'>
  /** A message from the account bounced back from `target`. */
  | { readonly kind: 'bounced' };

export interface CallbackWatcher {
  /** Resolves with the first matching callback (or bounce); never rejects. */
  readonly outcome: Promise<ChainOutcome>;
  stop(): Promise<void>;
}

/**
 * Subscribes to the account's transactions (call before sending, so nothing is missed) and waits
 * for a callback of `callbacks` whose `callbackId` is ours, or a bounce from `target`.
 */
export async function watchCallbacks(s: Session, callbackId: number, callbacks: CallbackSet, target: string): Promise<CallbackWatcher> {
  const names = [...callbacks.success, ...callbacks.failure];
  const decoder = s.c.callbacks(s.owner);
  const wantedTarget = canonical(target);
  const subscription = await s.connection.client.subscribe('transactionsFound', { address: at(s.owner) });
  let settle: (outcome: ChainOutcome) => void = () => {};
  let done = false;
  const outcome = new Promise<ChainOutcome>((resolve) => {
    settle = (value) => {
      if (done) return;
      done = true;
      resolve(value);
    };
  });

  // Batches are handled one after another, oldest transaction first.
  let queue: Promise<void> = Promise.resolve();
  const inspect = async (transaction: Transaction): Promise<void> => {
    if (done) return;
    const message = transaction.inMessage;
    if (message.bounced && message.src !== undefined && canonical(message.src.toString()) === wantedTarget) {
      settle({ kind: 'bounced' });
      return;
    }
    const decoded = await decoder.decodeTransaction({ transaction, methods: names as never });
    if (!decoded) return;
    const input = decoded.input as Record<string, unknown>;
    if (String(input['callbackId']) !== String(callbackId)) return;
    const callback = decoded.method as CallbackName;
    settle(callbacks.success.includes(callback) ? { kind: 'success', callback, input } : { kind: 'failure', callback, input });
  };
  subscription.on('data', (data) => {
    const ordered = [...data.transactions].sort((a, b) => (BigInt(a.id.lt) < BigInt(b.id.lt) ? -1 : 1));
    queue = queue.then(async () => {
      for (const transaction of ordered) await inspect(transaction).catch(() => undefined);
    });
  });

  return {
    outcome,
    stop: async () => {
      done = true;
      await subscription.unsubscribe().catch(() => undefined);
    },
  };
}
