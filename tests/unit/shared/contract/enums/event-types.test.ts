import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, EVENT_TYPE_LABELS, isEventType, parseEventType } from '@shared/contract/enums/event-types';

describe('event types', () => {
  it('are the twelve wire strings, single-l canceled', () => {
    expect(EVENT_TYPES).toEqual([
      'sell_active',
      'sell_purchased',
      'sell_canceled',
      'offer_active',
      'offer_filled',
      'offer_canceled',
      'auction_active',
      'auction_bid_placed',
      'auction_canceled',
      'auction_complete',
      'mint',
      'transfer',
    ]);
    expect(isEventType('sell_cancelled')).toBe(false);
  });

  it('parse both spellings of cancelled', () => {
    expect(parseEventType('sell_cancelled')).toBe('sell_canceled');
    expect(parseEventType('offer_cancelled')).toBe('offer_canceled');
    expect(parseEventType('auction_cancelled')).toBe('auction_canceled');
    expect(parseEventType('auction_canceled')).toBe('auction_canceled');
    expect(parseEventType('mint')).toBe('mint');
  });

  it('refuse anything else', () => {
    expect(parseEventType('cancelled')).toBeNull();
    expect(parseEventType('mint_cancelled')).toBeNull();
    expect(parseEventType('MINT')).toBeNull();
    expect(parseEventType(' mint')).toBeNull();
    expect(parseEventType('')).toBeNull();
  });

  it('have a label each', () => {
    expect(Object.keys(EVENT_TYPE_LABELS)).toEqual([...EVENT_TYPES]);
    expect(EVENT_TYPE_LABELS.sell_purchased).toBe('Sold');
    expect(EVENT_TYPE_LABELS.auction_bid_placed).toBe('Bid placed');
  });
});
