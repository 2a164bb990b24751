import { describe, expect, it } from 'vitest';
import type { NftEvent } from '@shared/contract/schemas';
import { eventParties } from '~/view-model/event-summary';
import { salePoints, withoutSaleTransfers } from '~/view-model/sales';

const NFT = `0:${'1'.repeat(64)}`;
const SELLER = `0:${'2'.repeat(64)}`;
const BUYER = `0:${'3'.repeat(64)}`;

function event(partial: Partial<NftEvent> & Pick<NftEvent, 'eventType' | 'datetime'>): NftEvent {
  return {
    id: partial.datetime,
    address: NFT,
    collection: null,
    name: null,
    previewUrl: null,
    directSell: null,
    directBuy: null,
    auction: null,
    mint: null,
    transfer: null,
    ...partial,
  } as unknown as NftEvent;
}

const sale = event({
  eventType: 'auction_complete',
  datetime: 1000,
  auction: {
    auctionComplete: { nftOwner: SELLER, maxBidAddress: BUYER, maxBidValue: '136090000', paymentToken: 'x', usdPrice: '136.09' },
  } as never,
});
const saleTransfer = event({ eventType: 'transfer', datetime: 1000, transfer: { from: SELLER, to: BUYER } as never });
const laterTransfer = event({ eventType: 'transfer', datetime: 5000, transfer: { from: BUYER, to: SELLER } as never });

describe('withoutSaleTransfers', () => {
  it('drops the transfer a sale made and keeps other transfers', () => {
    expect(withoutSaleTransfers([laterTransfer, saleTransfer, sale])).toEqual([laterTransfer, sale]);
    expect(withoutSaleTransfers([saleTransfer])).toEqual([saleTransfer]);
  });
});

describe('salePoints', () => {
  it("takes each sale's USD value as the activity table shows it", () => {
    expect(salePoints([laterTransfer, sale])).toEqual([{ ts: 1000, usd: 136.09 }]);
  });
});

describe('eventParties', () => {
  it("lists each row's from and to", () => {
    expect(eventParties([sale, laterTransfer])).toEqual([SELLER, BUYER, BUYER, SELLER]);
  });
});
