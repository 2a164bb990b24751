import { z } from 'zod';
import { searchObjectTypeSchema } from './enums';
import { addressSchema, countSchema, decimalStringSchema } from './primitives';

/**
 * §8.15: an NFT or a collection matching the search text. Our extensions: `profile` results (a
 * username or a pasted wallet address) with their `username`, and `verified`, false for an
 * unverified collection or its NFT (the reference finds verified ones only, hence the default).
 */
export const searchResultSchema = z.object({
  address: addressSchema,
  objectType: searchObjectTypeSchema,
  nftName: z.string().nullable(),
  collectionName: z.string().nullable(),
  image: z.string().nullable(),
  verified: z.boolean().default(true).meta({ description: 'Extension: false for an unverified collection or an NFT of one' }),
  username: z.string().nullable().default(null).meta({ description: "Extension: a profile result's username" }),
  floorPriceUsd: decimalStringSchema
    .nullable()
    .default(null)
    .meta({ description: "Extension: a collection result's floor in USD (the collection's floorPriceUsd)" }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** §7.3, the `/search` envelope; `count` equals `items.length`. */
export const searchResultsSchema = z.object({
  items: z.array(searchResultSchema),
  count: countSchema,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
