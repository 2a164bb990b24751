/**
 * The expected network fee of each market action, learnt from the chain: a dialog shows it beside the
 * gas the action attaches at most (most of which comes back). The reader notes, at its commit, one recent
 * transaction per action kind that is due a sample; after the tick it walks that action's trace
 * (./trace-fees.ts) and keeps the last SAMPLES_KEPT sums per kind. The median of those is the figure.
 * Stored in the reader's own SQLite: no D1 write, nothing on the ingest path but one small insert.
 */
import type { MarketAction } from '@shared/lib/errors';
import { traceFees, type TraceJrpc } from './trace-fees';

export const SAMPLES_KEPT = 21;
/** A kind with this many samples is sampled again at most this often. */
const RESAMPLE_SECONDS = 10 * 60;
const SAMPLES_TO_START = 5;

/** The action a person's wallet ran to make each event (the events no action of ours makes are absent). */
const ACTION_OF_EVENT: Readonly<Record<string, MarketAction>> = {
  sell_active: 'startSell',
  sell_purchased: 'buy',
  sell_canceled: 'closeSell',
  auction_active: 'createAuction',
  auction_bid_placed: 'placeBid',
  auction_complete: 'finishAuction',
  offer_active: 'makeOffer',
  offer_filled: 'acceptOffer',
  offer_canceled: 'cancelOffer',
};

export function createNetworkFeeTables(sql: SqlStorage): void {
  sql.exec('CREATE TABLE IF NOT EXISTS fee_due (action TEXT PRIMARY KEY, tx TEXT NOT NULL, noted_at INTEGER NOT NULL)');
  sql.exec(
    'CREATE TABLE IF NOT EXISTS fee_samples (action TEXT NOT NULL, tx TEXT NOT NULL, fee TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (action, tx))',
  );
}

/** At the reader's commit: the newest transaction of each action kind that is due a sample (envelope ids are `<tx>:<index>`). */
export function noteFeeSamples(sql: SqlStorage, envelopes: readonly { id: string; kind: string }[], now: number): void {
  const newest = new Map<MarketAction, string>();
  for (const envelope of envelopes) {
    const action = ACTION_OF_EVENT[envelope.kind];
    if (action) newest.set(action, envelope.id.split(':')[0]!);
  }
  for (const [action, tx] of newest) {
    const { n, last } = sql
      .exec<{ n: number; last: number | null }>('SELECT count(*) AS n, max(at) AS last FROM fee_samples WHERE action = ?', action)
      .one();
    if (n >= SAMPLES_TO_START && last !== null && now - last < RESAMPLE_SECONDS) continue;
    sql.exec('INSERT OR REPLACE INTO fee_due (action, tx, noted_at) VALUES (?, ?, ?)', action, tx, now);
  }
}

/** Traces walked after one tick, at most: each is a dozen JRPC reads. */
export const TRACES_PER_TICK = 3;

/**
 * After a tick: walks the traces of up to TRACES_PER_TICK due actions (the oldest noted first) and keeps
 * their fees. A trace that cannot be followed whole is dropped; a JRPC failure leaves the rest due.
 */
export async function sampleDueFees(sql: SqlStorage, jrpc: TraceJrpc, now: number): Promise<void> {
  const due = sql
    .exec<{ action: string; tx: string }>('SELECT action, tx FROM fee_due ORDER BY noted_at LIMIT ?', TRACES_PER_TICK)
    .toArray();
  for (const { action, tx } of due) {
    const fee = await traceFees(jrpc, tx);
    sql.exec('DELETE FROM fee_due WHERE action = ? AND tx = ?', action, tx);
    if (fee === null) continue;
    sql.exec('INSERT OR REPLACE INTO fee_samples (action, tx, fee, at) VALUES (?, ?, ?, ?)', action, tx, fee.toString(), now);
    sql.exec(
      'DELETE FROM fee_samples WHERE action = ? AND tx NOT IN (SELECT tx FROM fee_samples WHERE action = ? ORDER BY at DESC, tx LIMIT ?)',
      action,
      action,
      SAMPLES_KEPT,
    );
  }
}

export interface NetworkFee {
  /** The median of the samples, nano. */
  readonly fee: string;
  readonly samples: number;
}

/** The median fee of each action kind with samples. */
export function networkFees(sql: SqlStorage): Record<string, NetworkFee> {
  const byAction = new Map<string, bigint[]>();
  for (const row of sql.exec<{ action: string; fee: string }>('SELECT action, fee FROM fee_samples').toArray()) {
    byAction.set(row.action, [...(byAction.get(row.action) ?? []), BigInt(row.fee)]);
  }
  const result: Record<string, NetworkFee> = {};
  for (const [action, fees] of byAction) {
    fees.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const mid = fees.length >> 1;
    const median = fees.length % 2 === 1 ? fees[mid]! : (fees[mid - 1]! + fees[mid]!) / 2n;
    result[action] = { fee: median.toString(), samples: fees.length };
  }
  return result;
}
