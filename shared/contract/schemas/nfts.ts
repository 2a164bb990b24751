import { z } from 'zod';
import { priceSchema, royaltySchema } from './common';
import { addressOrEmptySchema, addressSchema, countSchema, decimalStringSchema, uintStringSchema, unixSecondsSchema } from './primitives';

/** Our extension: "rank N of M" within the collection, 1 = rarest; equal scores share a rank. */
export const nftRaritySchema = z.object({
  rank: z.number().int().min(1).meta({ description: '1 = the rarest NFT of the collection; equal scores share a rank' }),
  of: countSchema.meta({ description: 'The NFTs of the collection (not burnt)' }),
  score: z
    .number()
    .min(0)
    .meta({ description: 'Information content in bits: the sum over trait types of -log2(share of NFTs with this value)' }),
});
export type NftRarity = z.infer<typeof nftRaritySchema>;

/** §8.5. Metadata-derived fields are null when the metadata could not be parsed. */
export const nftSchema = z.object({
  address: addressSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  owner: addressSchema.nullable(),
  // Always null in the reference (gap 29); a boolean is accepted so a server may fill it in.
  verified: z.boolean().nullable(),
  collection: addressOrEmptySchema,
  image: z.string().nullable(),
  mimetype: z.string().nullable(),
  fullImage: z.string().nullable(),
  fullImageMimetype: z.string().nullable(),
  type: z.string().nullable(),
  auction: addressSchema.nullable(),
  forsale: addressSchema.nullable(),
  bestOffer: addressSchema.nullable(),
  manager: addressSchema.nullable(),
  dealPriceUsd: decimalStringSchema.nullable(),
  floorPrice: priceSchema.nullable(),
  nftId: uintStringSchema.nullable(),
  royalty: royaltySchema.nullable(),
  // Our extension, in lists: the auction past its end that nobody has finished yet (lists' `auction`
  // names running auctions only), also in the list's auction map. The reference sends none.
  endedAuction: addressSchema.nullable().optional().meta({
    description: 'Extension, in lists only: the auction past its end that nobody has finished yet (also in the auction map)',
  }),
  rarity: nftRaritySchema.nullable().optional().meta({
    description:
      'Extension: the NFT\'s rarity in its collection (information content of its traits, a missing trait counting as "none"); null when the collection has no traits',
  }),
});
export type Nft = z.infer<typeof nftSchema>;

/** §8.21: one trait of an NFT with its rarity count in the collection. */
export const nftTraitSchema = z.object({
  traitType: z.string().nullable(),
  // The attribute value exactly as stored in metadata: usually a string, possibly any JSON.
  traitValue: z.json().meta({
    description: 'The attribute value as stored in metadata: usually a string, possibly any JSON',
    // Spelled out for the OpenAPI generator, which cannot walk z.json()'s recursive definition.
    type: ['string', 'number', 'boolean', 'object', 'array', 'null'],
  }),
  cnt: countSchema,
});
export type NftTrait = z.infer<typeof nftTraitSchema>;

/** §8.22, `/nft/banner` items. */
export const nftForBannerSchema = z.object({
  name: z.string(),
  collectionAddress: addressSchema,
  nftAddress: addressSchema,
  picture: z.string(),
  mimetype: z.string(),
});
export type NftForBanner = z.infer<typeof nftForBannerSchema>;

/** §8.22, `/nfts/sell-count`. */
export const nftSellCountSchema = z.object({
  count: countSchema,
  timestamp: unixSecondsSchema,
});
export type NftSellCount = z.infer<typeof nftSellCountSchema>;

/** §8.22, `/nfts/price-range` (USD); the route answers `null` when nothing is priced. */
export const nftsPriceRangeSchema = z.object({
  from: decimalStringSchema,
  to: decimalStringSchema,
});
export type NftsPriceRange = z.infer<typeof nftsPriceRangeSchema>;

/** §8.20, `/nft/price-history` points: historical USD value of a whole deal. */
export const pricePointSchema = z.object({
  usdPrice: decimalStringSchema,
  ts: unixSecondsSchema,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

// The bare-array answers of `/nft/banner`, `/nft/price-history` and `/nfts/types`.
export const nftBannerListSchema = z.array(nftForBannerSchema);
export const pricePointListSchema = z.array(pricePointSchema);
/** MIME types of NFT files, in no particular order. */
export const nftTypesSchema = z.array(z.string());
