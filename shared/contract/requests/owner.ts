import { z } from 'zod';
import { auctionsSortOrderSchema, directBuyStateSchema, directSellStateSchema, rootTypeSchema } from '../schemas/enums';
import { addressSchema } from '../schemas/primitives';
import { addressListField, limitField, offsetField, optional, withDefault } from './fields';

// Routes #18-#26: one owner's bids and offers, fees, and auctions. Single lowercase-word keys.

/** #18 POST /owner/bids-out (§10.18): bids placed by `owner`; `lastbid` keeps their latest per auction. */
export const ownerBidsOutRequestSchema = z.object({
  owner: addressSchema,
  collections: addressListField,
  lastbid: optional(z.boolean()),
  /** Ours: true keeps bids on auctions still running, false those on auctions that ended (a profile's Active and Ended bids, paged by the API). */
  running: optional(z.boolean()),
  limit: limitField,
  offset: offsetField,
});

/** #19 POST /owner/bids-in (§10.19): bids on auctions of NFTs `owner` owned. */
export const ownerBidsInRequestSchema = z.object({
  owner: addressSchema,
  collections: addressListField,
  active: optional(z.boolean()),
  limit: limitField,
  offset: offsetField,
});

/** #20 POST /owner/direct/buy and #21 /owner/direct/buy-in (§10.20-21): offers made or received. */
export const ownerDirectBuyRequestSchema = z.object({
  owner: addressSchema,
  collections: addressListField,
  status: withDefault(z.array(directBuyStateSchema).max(6), () => []),
  limit: limitField,
  offset: offsetField,
});

/** #22 POST /owner/direct/sell (§10.22): listings created by `owner`. */
export const ownerDirectSellRequestSchema = z.object({
  owner: addressSchema,
  collections: addressListField,
  status: withDefault(z.array(directSellStateSchema).max(6), () => []),
  limit: limitField,
  offset: offsetField,
});

/** #23 GET /owner/fee?owner=&rootCode= (§10.23): both required. */
export const ownerFeeQuerySchema = z.object({
  owner: addressSchema,
  rootCode: rootTypeSchema,
});

/** #24 POST /auctions (§10.24). `tokens` matches the NFT address in the reference (gap 15). */
export const auctionsRequestSchema = z.object({
  owners: addressListField,
  collections: addressListField,
  tokens: addressListField,
  sort: withDefault(auctionsSortOrderSchema, () => 'start-date' as const),
  limit: limitField,
  offset: offsetField,
});

/** #25 POST /auction (§10.25); the ignored `limit` and `offset` are dropped. */
export const auctionRequestSchema = z.object({ auction: addressSchema });

/** #26 POST /auction/bids (§10.26). */
export const auctionBidsRequestSchema = z.object({
  auction: addressSchema,
  limit: limitField,
  offset: offsetField,
});
