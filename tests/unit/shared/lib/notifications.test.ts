import { describe, expect, it } from 'vitest';
import { MARKET_ACTIONS } from '@shared/lib/errors';
import {
  ACTION_NOTIFICATIONS,
  FAILURE_DESCRIPTIONS,
  FINISH_AUCTION_NOTIFICATIONS,
  NOTIFICATION_TITLES,
  autoCloseMs,
} from '@shared/lib/notifications';

describe('notifications', () => {
  it('use the spec failure descriptions', () => {
    expect(FAILURE_DESCRIPTIONS).toEqual({
      offer: 'Offer failed',
      purchase: 'NFT purchase failed',
      bid: 'Bid failed',
      sale: 'Sale failed',
      auction: 'Auction failed',
    });
    expect(ACTION_NOTIFICATIONS.buy.failure).toBe('NFT purchase failed');
    expect(ACTION_NOTIFICATIONS.placeBid.failure).toBe('Bid failed');
    expect(ACTION_NOTIFICATIONS.startSell.failure).toBe('Sale failed');
    expect(ACTION_NOTIFICATIONS.createAuction.failure).toBe('Auction failed');
    expect(ACTION_NOTIFICATIONS.makeOffer.failure).toBe('Offer failed');
    expect(FINISH_AUCTION_NOTIFICATIONS.failure).toBe('Auction failed');
  });

  it('name the outcomes the spec lists', () => {
    expect(ACTION_NOTIFICATIONS.acceptOffer.success).toBe('Offer accepted');
    expect(ACTION_NOTIFICATIONS.makeOffer.success).toBe('Offer placed');
    expect(ACTION_NOTIFICATIONS.cancelOffer.success).toBe('Offer cancelled');
    expect(FINISH_AUCTION_NOTIFICATIONS.cancelled).toBe('Auction cancelled');
    expect(FINISH_AUCTION_NOTIFICATIONS.success).toBe('Auction completed');
    expect(NOTIFICATION_TITLES.failed).toBe('Failed');
  });

  it('cover every market action', () => {
    const covered = [...Object.keys(ACTION_NOTIFICATIONS), 'finishAuction'].sort();
    expect(covered).toEqual([...MARKET_ACTIONS].sort());
  });

  it('auto-close success and failure after 10 000 ms, never progress', () => {
    expect(autoCloseMs('success')).toBe(10_000);
    expect(autoCloseMs('failed')).toBe(10_000);
    expect(autoCloseMs('progress')).toBeNull();
  });
});
