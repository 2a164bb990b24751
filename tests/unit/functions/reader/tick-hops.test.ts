import { describe, expect, it } from 'vitest';
import { tickHops } from '@functions/reader/tick-hops';

describe('a tick, hop by hop', () => {
  it('sums the JRPC phases, the purge ahead and the commit, and keeps the moments as given', () => {
    const phases = {
      'reader: JRPC getContractState (watched)': 10.4,
      'reader: paging (getTransactionsList and parse)': 20.2,
      'reader: parse BOCs': 5,
      'reader: JRPC getContractState (minted NFTs)': 3,
      'ingest: before commit': 7.6,
      'ingest: D1 batch': 12,
      'reader: cursor commit': 1.2,
      'ingest: validate': 2,
    };
    const moments = { hintedAt: 1_000, startedAt: 1_002, committedAt: 1_090, purgedAt: 1_100, applied: 3 };
    expect(tickHops(phases, moments)).toEqual({ ...moments, jrpcMs: 34, purgeAheadMs: 8, commitMs: 13 });
  });

  it('counts a phase the tick did not reach as 0, and keeps an unhinted tick unhinted', () => {
    const moments = { hintedAt: null, startedAt: 5, committedAt: 9, purgedAt: 9, applied: 1 };
    expect(tickHops({}, moments)).toEqual({ ...moments, jrpcMs: 0, purgeAheadMs: 0, commitMs: 0 });
  });
});
