import { z } from 'zod';
import { PNL_PERIODS } from '../enums/pnl-periods';
import { addressSchema, countSchema, decimalStringSchema, unixSecondsSchema } from './primitives';
import { tokenAmountSchema } from './portfolio';

/** What the holder paid for an NFT; `amount`, `token` and `usd` are null for a mint or a transfer in. */
export const costBasisSchema = z.object({
  source: z.enum(['purchase', 'offer', 'auction', 'mint', 'transfer']),
  ts: unixSecondsSchema,
  token: addressSchema.nullable(),
  amount: decimalStringSchema.nullable(),
  /** USD value of the price at the moment of the purchase. */
  usd: decimalStringSchema.nullable(),
});
export type CostBasisView = z.infer<typeof costBasisSchema>;

/** One NFT held: its cost basis and its collection's floor now; P&L = floor − cost (token: when both are in one token). */
export const unrealisedNftSchema = z.object({
  nft: addressSchema,
  name: z.string(),
  collection: addressSchema,
  costBasis: costBasisSchema,
  floor: tokenAmountSchema.nullable(),
  floorUsd: decimalStringSchema.nullable(),
  pnl: tokenAmountSchema.nullable(),
  pnlUsd: decimalStringSchema.nullable(),
});

/** One collection held: the NFTs with a cost basis against the floor; those without one are counted apart. */
export const unrealisedCollectionSchema = z.object({
  collection: addressSchema,
  name: z.string(),
  count: countSchema,
  /** Held NFTs that were minted or received by transfer (or whose acquisition is not in the history). */
  withoutCostBasis: countSchema,
  costUsd: decimalStringSchema,
  floor: tokenAmountSchema.nullable(),
  floorUsd: decimalStringSchema.nullable(),
  /** Σ (floor − cost) in USD over the NFTs with a cost basis in USD, when there is a floor. */
  pnlUsd: decimalStringSchema.nullable(),
  /** The same in the floor's token, over those bought in that token. */
  pnl: tokenAmountSchema.nullable(),
});

/** One sale: price − market fee − royalty (as its own transaction paid them) − cost basis. */
export const realisedSaleSchema = z.object({
  nft: addressSchema,
  name: z.string(),
  collection: addressSchema,
  ts: unixSecondsSchema,
  kind: z.enum(['sell_purchased', 'offer_filled', 'auction_complete']),
  price: tokenAmountSchema,
  priceUsd: decimalStringSchema.nullable(),
  fee: decimalStringSchema,
  royalty: decimalStringSchema,
  proceeds: decimalStringSchema,
  proceedsUsd: decimalStringSchema.nullable(),
  costBasis: costBasisSchema.nullable(),
  pnl: decimalStringSchema.nullable(),
  pnlUsd: decimalStringSchema.nullable(),
  transaction: z.string().nullable(),
});
export type RealisedSaleView = z.infer<typeof realisedSaleSchema>;

/** Realised P&L over one period: sums of the sales in it (USD sums leave out sales without USD). */
export const realisedTotalSchema = z.object({
  period: z.enum(PNL_PERIODS),
  sales: countSchema,
  pnlUsd: decimalStringSchema,
  proceedsUsd: decimalStringSchema,
  feesUsd: decimalStringSchema,
  royaltiesUsd: decimalStringSchema,
  fees: z.array(tokenAmountSchema),
  royalties: z.array(tokenAmountSchema),
});
export type RealisedTotal = z.infer<typeof realisedTotalSchema>;

/** GET /user/pnl (ours): the session address's profit and loss. */
export const pnlSchema = z.object({
  address: addressSchema,
  period: z.enum(PNL_PERIODS),
  unrealised: z.object({
    pnlUsd: decimalStringSchema,
    costUsd: decimalStringSchema,
    /** The collections held, the most held first (at most `COLLECTIONS_SHOWN`; the sums above cover all). */
    collections: z.array(unrealisedCollectionSchema),
    collectionCount: countSchema,
    /** The held NFTs with a cost basis, the latest bought first (at most `NFTS_SHOWN`). */
    nfts: z.array(unrealisedNftSchema),
    nftCount: countSchema,
  }),
  realised: z.object({
    /** One total per period, 24 h to all time. */
    totals: z.array(realisedTotalSchema),
    /** The period's sales, newest first (at most 100). */
    sales: z.array(realisedSaleSchema),
  }),
});
export type Pnl = z.infer<typeof pnlSchema>;
