/** NFT routes #1-#11 (api-contract §10.1-10.11). */
import { Hono } from 'hono';
import {
  myBestOfferQuerySchema,
  nftDetailsRequestSchema,
  nftDirectBuyRequestSchema,
  nftPriceHistoryRequestSchema,
  nftsPriceRangeRequestSchema,
  nftsRandomBuyRequestSchema,
  nftsRequestSchema,
  nftsSellCountRequestSchema,
  nftsTopRequestSchema,
  nftsTypesRequestSchema,
} from '../../../src/api/requests';
import {
  bannerNfts,
  listNfts,
  myBestOffer,
  nftDetails,
  nftDirectBuys,
  nftTypes,
  priceHistory,
  priceRange,
  randomBuyNfts,
  sellCount,
  topNfts,
} from '../../db/queries/nfts';
import { requireAuth, type AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { jsonBody, queryParams } from '../validate';

export const nftRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>()
  .post('/nfts', async (c) => c.json(await listNfts(c.env.DB, await jsonBody(c, nftsRequestSchema))))
  .post('/nfts/random-buy', async (c) => c.json(await randomBuyNfts(c.env.DB, await jsonBody(c, nftsRandomBuyRequestSchema))))
  .post('/nfts/sell-count', async (c) => c.json(await sellCount(c.env.DB, await jsonBody(c, nftsSellCountRequestSchema))))
  .post('/nft/details', async (c) => {
    const { nft } = await jsonBody(c, nftDetailsRequestSchema);
    const details = await nftDetails(c.env.DB, nft);
    if (!details) throw new ApiError(404, 'NFT not found', 'nft');
    return c.json(details);
  })
  .post('/nfts/top', async (c) => c.json(await topNfts(c.env.DB, await jsonBody(c, nftsTopRequestSchema))))
  // Takes no body (§10.6), so any or no content type is fine.
  .post('/nft/banner', async (c) => c.json(await bannerNfts(c.env.DB)))
  .post('/nft/direct/buy', async (c) => c.json(await nftDirectBuys(c.env.DB, await jsonBody(c, nftDirectBuyRequestSchema))))
  .post('/nft/price-history', async (c) => c.json(await priceHistory(c.env.DB, await jsonBody(c, nftPriceHistoryRequestSchema))))
  .post('/nfts/types', async (c) => c.json(await nftTypes(c.env.DB, await jsonBody(c, nftsTypesRequestSchema))))
  .post('/nfts/price-range', async (c) => c.json(await priceRange(c.env.DB, await jsonBody(c, nftsPriceRangeRequestSchema))))
  .get('/nft/my-best-offer', requireAuth, async (c) => {
    const { nft } = queryParams(c, myBestOfferQuerySchema);
    const offer = await myBestOffer(c.env.DB, c.var.address, nft);
    if (!offer) throw new ApiError(404, 'Offer not found', 'nft');
    return c.json(offer);
  });
