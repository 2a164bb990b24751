/** activity row (+ the NFT's name, description, preview) -> NftEvent (§8.14), adding current USD prices. */
import type { EventAuction, EventDirectBuy, EventDirectSell, EventMint, EventTransfer, NftEvent } from '../../../src/api/schemas';
import type { ActivityRow } from '../rows';
import { usdOf, type TokenPrices } from '../usd';
import { parseJsonColumn } from './json';

export interface ActivityWithNft extends ActivityRow {
  name: string | null;
  description: string | null;
  image: string | null;
}

type Stored = {
  directSell?: Omit<EventDirectSell, 'usdPrice'>;
  directBuy?: Omit<EventDirectBuy, 'usdPrice'>;
  auction?: Record<keyof EventAuction, Record<string, unknown> | null>;
  mint?: EventMint;
  transfer?: EventTransfer;
};

function auctionWithUsd(stored: NonNullable<Stored['auction']>, prices: TokenPrices): EventAuction {
  const withUsd = (part: Record<string, unknown> | null, amountKey: 'price' | 'bidValue') =>
    part === null ? null : { ...part, usdPrice: usdOf(part[amountKey] as string, part['paymentToken'] as string, prices) };
  return {
    auctionActive: withUsd(stored.auctionActive, 'price'),
    auctionComplete: withUsd(stored.auctionComplete, 'price'),
    auctionCanceled: withUsd(stored.auctionCanceled, 'price'),
    auctionBidPlaced: withUsd(stored.auctionBidPlaced, 'bidValue'),
  } as EventAuction;
}

export function nftEventFromRow(row: ActivityWithNft, prices: TokenPrices): NftEvent {
  const stored = parseJsonColumn<Stored>(row.payload) ?? {};
  return {
    id: row.id,
    eventType: row.event_type,
    name: row.name,
    description: row.description,
    datetime: row.ts,
    address: row.nft,
    previewUrl: row.image,
    directSell: stored.directSell ? { ...stored.directSell, usdPrice: usdOf(stored.directSell.price, stored.directSell.paymentToken, prices) } : null,
    directBuy: stored.directBuy ? { ...stored.directBuy, usdPrice: usdOf(stored.directBuy.price, stored.directBuy.spentToken, prices) } : null,
    auction: stored.auction ? auctionWithUsd(stored.auction, prices) : null,
    mint: stored.mint ?? null,
    transfer: stored.transfer ?? null,
  };
}
