/** Routes each event kind to the statements that apply it. */
import { eventKey } from '../../db/event-key';
import type { BatchContext } from '../context';
import type { ChainEvent } from '../envelope';
import { applyAuctionActive, applyAuctionCanceled, applyAuctionComplete, applyBidDeclined, applyBidPlaced } from './auctions';
import { applyCollectionCreated, applyCollectionMetadata } from './collections';
import { applyCollectionFeeRule, applyMarketFeeChanged, applyMarketFeeDefaultChanged, applyRootRegistered } from './fees';
import { applyBurn, applyManagerChanged, applyMint, applyNftMetadataEvent, applyTransfer, flushMints } from './nfts';
import { applyOfferActive, applyOfferCanceled, applyOfferExpired, applyOfferFilled } from './offers';
import { notifyEvent } from '../notify';
import { applyTokenPrice } from './prices';
import { applySellActive, applySellCanceled, applySellExpired, applySellPurchased, flushListings } from './sells';

/** Records the envelope in the ingestion log: its idempotency key, in the same batch as its effects. */
function logEvent(ctx: BatchContext, e: ChainEvent): void {
  ctx.eventKeys.push(eventKey(e.id));
}

/** Writes the runs of mints and new listings still pending: before another event's statements, and at the batch's end. */
export function flushRuns(ctx: BatchContext): void {
  flushMints(ctx);
  flushListings(ctx);
}

export function applyEvent(ctx: BatchContext, e: ChainEvent): void {
  // A run of mints or of new listings is written before any other event's statements (which may read its rows).
  if (e.kind !== 'mint') flushMints(ctx);
  if (e.kind !== 'sell_active') flushListings(ctx);
  logEvent(ctx, e);
  applyKind(ctx, e);
  notifyEvent(ctx, e);
}

function applyKind(ctx: BatchContext, e: ChainEvent): void {
  switch (e.kind) {
    case 'collection_created':
      return applyCollectionCreated(ctx, e);
    case 'collection_metadata':
      return applyCollectionMetadata(ctx, e);
    case 'nft_metadata':
      return applyNftMetadataEvent(ctx, e);
    case 'mint':
      return applyMint(ctx, e);
    case 'transfer':
      return applyTransfer(ctx, e);
    case 'manager_changed':
      return applyManagerChanged(ctx, e);
    case 'burn':
      return applyBurn(ctx, e);
    case 'root_registered':
      return applyRootRegistered(ctx, e);
    case 'market_fee_default_changed':
      return applyMarketFeeDefaultChanged(ctx, e);
    case 'market_fee_changed':
      return applyMarketFeeChanged(ctx, e);
    case 'collection_fee_rule':
      return applyCollectionFeeRule(ctx, e);
    case 'token_price':
      return applyTokenPrice(ctx, e);
    case 'sell_active':
      return applySellActive(ctx, e);
    case 'sell_purchased':
      return applySellPurchased(ctx, e);
    case 'sell_canceled':
      return applySellCanceled(ctx, e);
    case 'sell_expired':
      return applySellExpired(ctx, e);
    case 'offer_active':
      return applyOfferActive(ctx, e);
    case 'offer_filled':
      return applyOfferFilled(ctx, e);
    case 'offer_canceled':
      return applyOfferCanceled(ctx, e);
    case 'offer_expired':
      return applyOfferExpired(ctx, e);
    case 'auction_active':
      return applyAuctionActive(ctx, e);
    case 'auction_bid_placed':
      return applyBidPlaced(ctx, e);
    case 'auction_bid_declined':
      return applyBidDeclined(ctx, e);
    case 'auction_canceled':
      return applyAuctionCanceled(ctx, e);
    case 'auction_complete':
      return applyAuctionComplete(ctx, e);
  }
}
