import { z } from 'zod';
import { feeSchema, priceSchema } from './common';
import { auctionStatusSchema, directBuyStateSchema, directSellStateSchema, rootTypeSchema } from './enums';
import { addressSchema, decimalStringSchema, uintStringSchema, unixSecondsSchema } from './primitives';

/** §8.10. `minBid` is the next acceptable bid, `maxBid` the current highest. */
export const auctionSchema = z.object({
  address: addressSchema,
  nft: addressSchema,
  status: auctionStatusSchema,
  bidToken: addressSchema,
  walletForBids: addressSchema.nullable(),
  startBid: decimalStringSchema.nullable(),
  startUsdBid: decimalStringSchema.nullable(),
  minBid: decimalStringSchema.nullable(),
  minUsdBid: decimalStringSchema.nullable(),
  maxBid: decimalStringSchema.nullable(),
  maxUsdBid: decimalStringSchema.nullable(),
  startTime: unixSecondsSchema.nullable(),
  finishTime: unixSecondsSchema.nullable(),
  lastBidFrom: addressSchema.nullable(),
  lastBidTime: unixSecondsSchema.nullable(),
  lastBidValue: decimalStringSchema.nullable(),
  lastBidUsdValue: decimalStringSchema.nullable(),
  fee: feeSchema,
});
export type Auction = z.infer<typeof auctionSchema>;

/** §8.11. What `active` means depends on the endpoint (§10.18, §10.19, §10.26). */
export const auctionBidSchema = z.object({
  from: addressSchema,
  auction: addressSchema,
  nft: addressSchema,
  price: decimalStringSchema,
  usdPrice: decimalStringSchema.nullable(),
  active: z.boolean(),
  createdAt: unixSecondsSchema,
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

/** §8.12, a listing. `expiredAt` 0 means no expiry. */
export const directSellSchema = z.object({
  address: addressSchema,
  nft: addressSchema,
  seller: addressSchema.nullable(),
  price: priceSchema,
  status: directSellStateSchema,
  createdAt: unixSecondsSchema,
  finishedAt: unixSecondsSchema.nullable(),
  expiredAt: unixSecondsSchema.nullable(),
  fee: feeSchema,
});
export type DirectSell = z.infer<typeof directSellSchema>;

/** §8.13, an offer. `price.priceToken` is the spent token; `expiredAt` 0 means no expiry. */
export const directBuySchema = z.object({
  address: addressSchema,
  nft: addressSchema,
  buyer: addressSchema.nullable(),
  price: priceSchema,
  status: directBuyStateSchema,
  createdAt: unixSecondsSchema,
  finishedAt: unixSecondsSchema.nullable(),
  expiredAt: unixSecondsSchema.nullable(),
  fee: feeSchema,
});
export type DirectBuy = z.infer<typeof directBuySchema>;

/** §8.19, `/owner/fee`: `nftId` and `collection` are null when the root's default fee applies. */
export const ownerFeeSchema = z.object({
  fee: feeSchema,
  nftId: uintStringSchema.nullable(),
  collection: addressSchema.nullable(),
});
export type OwnerFee = z.infer<typeof ownerFeeSchema>;

/** §8.16: a factory (root) contract whose offers count (the offers whitelist). */
export const rootSchema = z.object({
  address: addressSchema,
  code: rootTypeSchema,
});
export type Root = z.infer<typeof rootSchema>;

/** §7.3, the `/roots` envelope. */
export const rootsSchema = z.object({ roots: z.array(rootSchema) });
export type Roots = z.infer<typeof rootsSchema>;
