import { z } from 'zod';
import { searchObjectTypeSchema } from './enums';
import { addressSchema, countSchema } from './primitives';

/** §8.15: an NFT or a collection matching the search text. */
export const searchResultSchema = z.object({
  address: addressSchema,
  objectType: searchObjectTypeSchema,
  nftName: z.string().nullable(),
  collectionName: z.string().nullable(),
  image: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** §7.3, the `/search` envelope; `count` equals `items.length`. */
export const searchResultsSchema = z.object({
  items: z.array(searchResultSchema),
  count: countSchema,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
