import { z } from 'zod';
import { nftEventTypeSchema } from './enums';
import { addressSchema, countSchema, decimalStringSchema, unixSecondsSchema } from './primitives';

// §8.14. `status` and `state` are raw integers, not the string enums of the entities.

/** Set for every `sell_*` event. `durationTime` is always null in the reference. */
export const eventDirectSellSchema = z.object({
  creator: addressSchema,
  startTime: unixSecondsSchema,
  endTime: unixSecondsSchema.nullable(),
  durationTime: countSchema.nullable(),
  price: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
  status: countSchema,
  paymentToken: addressSchema,
  newOwner: addressSchema.nullable(),
});
export type EventDirectSell = z.infer<typeof eventDirectSellSchema>;

/** Set for every `offer_*` event. `durationTime` is always null in the reference (gap 22). */
export const eventDirectBuySchema = z.object({
  creator: addressSchema,
  startTime: unixSecondsSchema,
  endTime: unixSecondsSchema,
  durationTime: countSchema.nullable(),
  price: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
  status: countSchema,
  spentToken: addressSchema,
  oldOwner: addressSchema.nullable(),
});
export type EventDirectBuy = z.infer<typeof eventDirectBuySchema>;

/** `auctionActive` and `auctionCanceled`; `state` is a fixed constant of the query (1 and 0). */
export const eventAuctionStateSchema = z.object({
  nftOwner: addressSchema,
  auctionStartTime: unixSecondsSchema,
  auctionEndTime: unixSecondsSchema,
  auctionDuration: countSchema,
  state: countSchema,
  paymentToken: addressSchema,
  price: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
});
export type EventAuctionState = z.infer<typeof eventAuctionStateSchema>;

/** `auctionComplete`: `price` is the winning bid; `state` is always 3. */
export const eventAuctionCompleteSchema = eventAuctionStateSchema.extend({
  maxBidValue: decimalStringSchema,
  maxBidAddress: addressSchema,
});
export type EventAuctionComplete = z.infer<typeof eventAuctionCompleteSchema>;

export const eventAuctionBidPlacedSchema = z.object({
  bidSender: addressSchema,
  paymentToken: addressSchema,
  bidValue: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
});
export type EventAuctionBidPlaced = z.infer<typeof eventAuctionBidPlacedSchema>;

/** Set for the `auction_*` kinds: exactly one member is non-null, matching `eventType`. */
export const eventAuctionSchema = z.object({
  auctionActive: eventAuctionStateSchema.nullable(),
  auctionComplete: eventAuctionCompleteSchema.nullable(),
  auctionCanceled: eventAuctionStateSchema.nullable(),
  auctionBidPlaced: eventAuctionBidPlacedSchema.nullable(),
});
export type EventAuction = z.infer<typeof eventAuctionSchema>;

export const eventMintSchema = z.object({ owner: addressSchema, creator: addressSchema });
export type EventMint = z.infer<typeof eventMintSchema>;

export const eventTransferSchema = z.object({ from: addressSchema, to: addressSchema });
export type EventTransfer = z.infer<typeof eventTransferSchema>;

/** One activity item. `address` is the NFT, not the contract that emitted the event. */
export const nftEventSchema = z.object({
  id: countSchema,
  eventType: nftEventTypeSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  datetime: unixSecondsSchema,
  address: addressSchema,
  previewUrl: z.string().nullable(),
  directSell: eventDirectSellSchema.nullable(),
  directBuy: eventDirectBuySchema.nullable(),
  auction: eventAuctionSchema.nullable(),
  mint: eventMintSchema.nullable(),
  transfer: eventTransferSchema.nullable(),
  /**
   * Our extension: the hash of the transaction the event came from, for a link to the explorer (null
   * when it came from no transaction we read; absent from an indexer without the extension).
   */
  transactionHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .optional(),
});
export type NftEvent = z.infer<typeof nftEventSchema>;

/** §7.3, the `/events` envelope. */
export const nftEventsSchema = z.object({
  totalRows: countSchema,
  data: z.array(nftEventSchema),
});
export type NftEvents = z.infer<typeof nftEventsSchema>;
