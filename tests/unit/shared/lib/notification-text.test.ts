import { describe, expect, it } from 'vitest';
import { notificationHref, notificationText, type NotificationFacts } from '@shared/lib/notification-text';
import type { Token } from '@shared/lib/tokens';

const WVENOM: Token = {
  name: 'Wrapped Venom',
  symbol: 'WVENOM',
  decimals: 9,
  address: '0:' + '1'.repeat(64),
  logoURI: null,
  isNative: false,
};
const NFT = '0:' + '2'.repeat(64);

const facts = (kind: NotificationFacts['kind'], amount: string | null): NotificationFacts => ({
  kind,
  nft: NFT,
  nftName: 'Glyph #6',
  collection: null,
  collectionName: null,
  token: WVENOM.address,
  amount,
  counterparty: null,
});

describe('notificationText', () => {
  it('says a sale below the shown precision was not for nothing', () => {
    expect(notificationText(facts('sold', '2000000'), [WVENOM])).toBe('Glyph #6 sold for < 0.01 WVENOM');
    expect(notificationText(facts('sold', '1500000000'), [WVENOM])).toBe('Glyph #6 sold for 1.5 WVENOM');
  });

  it('tells a seller their auction ended without a sale, and links the NFT they hold again', () => {
    expect(notificationText(facts('auction_ended', '5000000000'), [WVENOM])).toBe(
      'Your auction for Glyph #6 ended without a sale (no bid reached 5 WVENOM)',
    );
    expect(notificationText(facts('auction_ended', null), [WVENOM])).toBe('Your auction for Glyph #6 ended without a sale');
    expect(notificationHref(facts('auction_ended', '5000000000'))).toBe(`/nft/${NFT}`);
  });
});
