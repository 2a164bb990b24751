import { z } from 'zod';
import { collectionDetailsSchema, collectionSchema, collectionSimpleSchema } from './collections';
import { nftSchema, nftTraitSchema } from './nfts';
import { auctionBidSchema, auctionSchema, directBuySchema, directSellSchema } from './offers';
import { addressSchema, countSchema } from './primitives';

/** A map keyed by each object's own address (§7.1). */
const byAddress = <T extends z.ZodType>(value: T) => z.record(addressSchema, value);

/**
 * The side-loaded maps of VecWith (§7.1): `{}` when the endpoint fills a map that has no entries,
 * null when it does not fill it. An item may reference an address missing from its map.
 */
export const sideLoadedSchema = z.object({
  nft: byAddress(nftSchema).nullable(),
  collection: byAddress(collectionSchema).nullable(),
  auction: byAddress(auctionSchema).nullable(),
  directBuy: byAddress(directBuySchema).nullable(),
  directSell: byAddress(directSellSchema).nullable(),
});
export type SideLoaded = z.infer<typeof sideLoadedSchema>;

/** Builds the `VecWith<T>` envelope schema for an item schema. */
export function vecWithSchema<T extends z.ZodType>(item: T) {
  return sideLoadedSchema.extend({ totalCount: countSchema, items: z.array(item) });
}
export type VecWith<T> = SideLoaded & { totalCount: number; items: T[] };

/** Builds the `VecWithTotal<T>` envelope schema (§7.2) for an item schema. */
export function vecWithTotalSchema<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: countSchema, items: z.array(item) });
}
export type VecWithTotal<T> = { totalCount: number; items: T[] };

// The concrete envelopes the routes answer.
export const nftListSchema = vecWithSchema(nftSchema);
export type NftList = z.infer<typeof nftListSchema>;
export const auctionListSchema = vecWithSchema(auctionSchema);
export type AuctionList = z.infer<typeof auctionListSchema>;
export const auctionBidListSchema = vecWithSchema(auctionBidSchema);
export type AuctionBidList = z.infer<typeof auctionBidListSchema>;
export const directBuyListSchema = vecWithSchema(directBuySchema);
export type DirectBuyList = z.infer<typeof directBuyListSchema>;
export const directSellListSchema = vecWithSchema(directSellSchema);
export type DirectSellList = z.infer<typeof directSellListSchema>;
export const collectionDetailsListSchema = vecWithTotalSchema(collectionDetailsSchema);
export type CollectionDetailsList = z.infer<typeof collectionDetailsListSchema>;
export const collectionSimpleListSchema = vecWithTotalSchema(collectionSimpleSchema);
export type CollectionSimpleList = z.infer<typeof collectionSimpleListSchema>;
export const collectionListSchema = vecWithTotalSchema(collectionSchema);
export type CollectionList = z.infer<typeof collectionListSchema>;

/** §8.22, `/nft/details`: the maps are always objects, never null. */
export const getNftResultSchema = z.object({
  nft: nftSchema,
  collection: byAddress(collectionSchema),
  auction: byAddress(auctionSchema),
  directSell: byAddress(directSellSchema),
  directBuy: byAddress(directBuySchema),
  traits: z.array(nftTraitSchema),
});
export type GetNftResult = z.infer<typeof getNftResultSchema>;

/** §8.22, `/auction`: single-word keys; `bid` is the latest non-declined bid. */
export const getAuctionResultSchema = z.object({
  auction: auctionSchema,
  bid: auctionBidSchema.nullable(),
  nft: byAddress(nftSchema),
  collection: byAddress(collectionSchema),
});
export type GetAuctionResult = z.infer<typeof getAuctionResultSchema>;
