import BigNumber from 'bignumber.js';
import { z } from 'zod';
import { directBuyStateSchema, nftOrderFieldSchema, orderDirectionSchema, priceHistoryScaleSchema } from '../schemas/enums';
import { addressSchema, unixSecondsSchema } from '../schemas/primitives';
import {
  addressListField,
  attributeFiltersField,
  limitField,
  mimeTypeListSchema,
  nonNegativeDecimalSchema,
  offsetField,
  optional,
  rawAmountSchema,
  withDefault,
} from './fields';

export const NFT_NAME_QUERY_MAX = 100;
/** The largest rarity rank a filter may name (far above any collection's size). */
export const RARITY_RANK_MAX = 100_000_000;
const rarityRankSchema = z.number().int().min(1).max(RARITY_RANK_MAX);

const isAbove = (a: string, b: string): boolean => new BigNumber(a).isGreaterThan(b);

/**
 * #1 POST /nfts (§10.1), camelCase. `priceFrom`/`priceTo` are USD bounds. Our extension,
 * `priceAmountFrom`/`priceAmountTo`: bounds in the smallest units of the one token `priceTokens`
 * names, on the NFT's price in it (its live sell's, else its auction's next acceptable bid), compared
 * exactly at any size (an 18-decimal token passes 2^53 units at 0.009 of a token).
 */
export const nftsRequestSchema = z
  .object({
    owners: addressListField,
    collections: addressListField,
    priceFrom: optional(nonNegativeDecimalSchema),
    priceTo: optional(nonNegativeDecimalSchema),
    priceTokens: optional(z.array(addressSchema).max(20)),
    priceAmountFrom: optional(
      rawAmountSchema.meta({
        description: 'Extension: the lowest price in smallest units of the one token `priceTokens` names, inclusive, compared exactly',
      }),
    ),
    priceAmountTo: optional(
      rawAmountSchema.meta({
        description: 'Extension: the highest price in smallest units of the one token `priceTokens` names, inclusive, compared exactly',
      }),
    ),
    forsale: withDefault(z.boolean(), () => false),
    auction: withDefault(z.boolean(), () => false),
    verified: withDefault(z.boolean(), () => true),
    limit: limitField,
    offset: offsetField,
    attributes: attributeFiltersField,
    order: withDefault(z.object({ field: nftOrderFieldSchema, direction: orderDirectionSchema }), () => ({
      field: 'name' as const,
      direction: 'asc' as const,
    })),
    withCount: withDefault(z.boolean(), () => false),
    nftTypes: optional(mimeTypeListSchema),
    /** Our extension: part of the NFT's name, literal and case-insensitive. */
    name: optional(z.string().trim().min(1).max(NFT_NAME_QUERY_MAX)),
    /** Our extension: rarity rank bounds, inclusive (1 = rarest); unranked NFTs never match. */
    rankFrom: optional(rarityRankSchema.meta({ description: 'Extension: the smallest rarity rank (1 = rarest), inclusive' })),
    rankTo: optional(rarityRankSchema.meta({ description: 'Extension: the largest rarity rank, inclusive' })),
    /** Our extension: only NFTs on sale or in an auction (true), or only the others (false). */
    listed: optional(
      z.boolean().meta({ description: 'Extension: true, only NFTs with a live sale or auction; false, only NFTs with neither' }),
    ),
  })
  .refine((body) => body.order.field !== 'receivedAt' || body.owners.length === 1, {
    error: 'must name exactly one owner when ordering by `receivedAt`',
    path: ['owners'],
  })
  .refine((body) => body.rankFrom === undefined || body.rankTo === undefined || body.rankFrom <= body.rankTo, {
    error: 'must not be above `rankTo`',
    path: ['rankFrom'],
  })
  .refine((body) => body.priceFrom === undefined || body.priceTo === undefined || !isAbove(body.priceFrom, body.priceTo), {
    error: 'must not be above `priceTo`',
    path: ['priceFrom'],
  })
  .refine((body) => (body.priceAmountFrom === undefined && body.priceAmountTo === undefined) || body.priceTokens?.length === 1, {
    error: 'must name exactly one token when `priceAmountFrom` or `priceAmountTo` is given',
    path: ['priceTokens'],
  })
  .refine(
    (body) => body.priceAmountFrom === undefined || body.priceAmountTo === undefined || !isAbove(body.priceAmountFrom, body.priceAmountTo),
    {
      error: 'must not be above `priceAmountTo`',
      path: ['priceAmountFrom'],
    },
  );

/** #2 POST /nfts/random-buy (§10.2). The reference cuts `limit` to 30; so do we, after validation. */
export const NFTS_RANDOM_BUY_MAX = 30;
export const nftsRandomBuyRequestSchema = z.object({
  maxPrice: rawAmountSchema,
  limit: limitField.transform((limit) => Math.min(limit, NFTS_RANDOM_BUY_MAX)),
});

/** #3 POST /nfts/sell-count (§10.3). `maxPrice` is a raw amount, whatever the token. */
export const nftsSellCountRequestSchema = z.object({ maxPrice: rawAmountSchema });

/** #4 POST /nft/details (§10.4); the ignored `status`, `limit` and `offset` are dropped. */
export const nftDetailsRequestSchema = z.object({ nft: addressSchema });

/** #5 POST /nfts/top (§10.5): NFTs with the most deals since `from`. */
export const nftsTopRequestSchema = z.object({
  from: unixSecondsSchema,
  limit: limitField,
  offset: offsetField,
});

/** #6 POST /nft/banner (§10.6) takes no body. */
export const nftBannerRequestSchema = z.object({});

/** #7 POST /nft/direct/buy (§10.7): active offers for one NFT. */
export const nftDirectBuyRequestSchema = z.object({
  nft: addressSchema,
  status: withDefault(z.array(directBuyStateSchema).max(6), () => []),
  limit: limitField,
  offset: offsetField,
});

/** #8 POST /nft/price-history (§10.8); `from` and `to` are inclusive, `scale` is ignored. */
export const nftPriceHistoryRequestSchema = z
  .object({
    nft: addressSchema,
    from: unixSecondsSchema,
    to: unixSecondsSchema,
    scale: optional(priceHistoryScaleSchema),
  })
  .refine((range) => range.from <= range.to, { error: 'must not be after `to`', path: ['from'] });

/** #9 POST /nfts/types (§10.9): mimetypes of verified (default) or unverified collections. */
export const nftsTypesRequestSchema = z.object({ verified: withDefault(z.boolean(), () => true) });

/**
 * #10 POST /nfts/price-range (§10.10). The reference requires the three lists; we default them
 * to `[]`, and reject `owners` in verified mode with 400 where the reference answers 500.
 */
export const nftsPriceRangeRequestSchema = z
  .object({
    owners: addressListField,
    collections: addressListField,
    attributes: attributeFiltersField,
    verified: withDefault(z.boolean(), () => true),
  })
  .refine((body) => !body.verified || body.owners.length === 0, {
    error: 'filtering by owners needs verified: false',
    path: ['owners'],
  });

/** #11 GET /nft/my-best-offer?nft= (§10.11), JWT required. */
export const myBestOfferQuerySchema = z.object({ nft: addressSchema });
