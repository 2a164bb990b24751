import { describe, expect, it } from 'vitest';
import { isOneOf } from '@shared/contract/enums/one-of';
import {
  AUCTION_STATUSES,
  DIRECT_BUY_STATUSES,
  DIRECT_SELL_STATUSES,
  STATUS_LABELS,
  isAuctionStatus,
  isDirectBuyStatus,
  isDirectSellStatus,
  isTerminalStatus,
} from '@shared/contract/enums/statuses';

describe('statuses', () => {
  it('list the wire strings of the spec', () => {
    expect(AUCTION_STATUSES).toEqual(['active', 'cancelled', 'completed', 'expired']);
    expect(DIRECT_BUY_STATUSES).toEqual(['create', 'await_tokens', 'active', 'filled', 'cancelled', 'expired']);
    expect(DIRECT_SELL_STATUSES).toEqual(['create', 'await_nft', 'active', 'filled', 'cancelled', 'expired']);
  });

  it('narrow unknown values', () => {
    expect(isAuctionStatus('completed')).toBe(true);
    expect(isAuctionStatus('filled')).toBe(false);
    expect(isAuctionStatus('created')).toBe(false);
    expect(isDirectBuyStatus('await_tokens')).toBe(true);
    expect(isDirectBuyStatus('await_nft')).toBe(false);
    expect(isDirectSellStatus('await_nft')).toBe(true);
    expect(isDirectSellStatus('canceled')).toBe(false);
    expect(isDirectSellStatus(2)).toBe(false);
    expect(isOneOf(['a'], 'a')).toBe(true);
    expect(isOneOf(['a'], null)).toBe(false);
  });

  it('have human labels', () => {
    expect(STATUS_LABELS.await_tokens).toBe('Awaiting tokens');
    expect(STATUS_LABELS.await_nft).toBe('Awaiting NFT');
    expect(STATUS_LABELS.cancelled).toBe('Cancelled');
    expect(STATUS_LABELS.completed).toBe('Completed');
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(
      [...new Set([...AUCTION_STATUSES, ...DIRECT_BUY_STATUSES, ...DIRECT_SELL_STATUSES])].sort(),
    );
  });

  it('know which statuses are final', () => {
    expect(isTerminalStatus('filled')).toBe(true);
    expect(isTerminalStatus('expired')).toBe(true);
    expect(isTerminalStatus('active')).toBe(false);
    expect(isTerminalStatus('create')).toBe(false);
  });
});
