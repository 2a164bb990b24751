/**
 * Where the newest tick that applied events spent its time, hop by hop, from the new-block hint to the
 * purge after its commit: /api/healthz shows it (`reader.lastBlock`) and `npm run bench:reader` prints
 * each hop's p50 and p95 over its devnet blocks. Wall-clock moments in epoch milliseconds (comparable with
 * a client's clock on the same machine), durations in milliseconds.
 */
import type { PhaseTimes } from '../indexer/phases';

export interface TickHops {
  /** When the new-block hint reached the reader; null for a tick it did not start (alarm, cron, a call). */
  readonly hintedAt: number | null;
  /** When the tick began, after any job running before it (the wake-up is `startedAt - hintedAt`). */
  readonly startedAt: number;
  /** JRPC reads: the watched accounts' states, their transaction pages (with parsing) and the minted NFTs' states. */
  readonly jrpcMs: number;
  /** The pages the D1 batches were about to change, purged before each batch. */
  readonly purgeAheadMs: number;
  /** The D1 batches and the reader's own cursor commit. */
  readonly commitMs: number;
  /** When the tick's rows and cursors were committed. */
  readonly committedAt: number;
  /** When the pages it touched were purged after the commit (its follow-up work done). */
  readonly purgedAt: number;
  readonly applied: number;
}

const JRPC_PHASES = [
  'reader: JRPC getContractState (watched)',
  'reader: paging (getTransactionsList and parse)',
  'reader: JRPC getContractState (minted NFTs)',
];
const COMMIT_PHASES = ['ingest: D1 batch', 'reader: cursor commit'];

const sum = (phases: PhaseTimes, names: readonly string[]): number =>
  Math.round(names.reduce((total, name) => total + (phases[name] ?? 0), 0));

export function tickHops(
  phases: PhaseTimes,
  moments: { hintedAt: number | null; startedAt: number; committedAt: number; purgedAt: number; applied: number },
): TickHops {
  return {
    ...moments,
    jrpcMs: sum(phases, JRPC_PHASES),
    purgeAheadMs: sum(phases, ['ingest: before commit']),
    commitMs: sum(phases, COMMIT_PHASES),
  };
}
