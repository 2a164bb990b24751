/** Auction routes #24-#26 (api-contract §10.24-10.26). */
import { auctionBidsRequestSchema, auctionRequestSchema, auctionsRequestSchema } from '@shared/contract/requests';
import { auctionBidListSchema, auctionListSchema, getAuctionResultSchema } from '@shared/contract/schemas';
import { auctionBids, getAuction, listAuctions } from '../../db/queries/auctions';
import { ApiError } from '../errors';
import { jsonRoute } from '../openapi/declare';
import { openApiRouter } from '../openapi/router';

const tag = 'Auctions';

export const auctionRoutes = openApiRouter()
  .openapi(
    jsonRoute({ path: '/auctions', tag, summary: 'List auctions', body: auctionsRequestSchema, response: auctionListSchema }),
    async (c) => c.json(await listAuctions(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      path: '/auction',
      tag,
      summary: 'One auction with its latest bid',
      body: auctionRequestSchema,
      response: getAuctionResultSchema,
      errors: [404],
    }),
    async (c) => {
      const result = await getAuction(c.env.DB, c.req.valid('json').auction);
      if (!result) throw new ApiError(404, 'Auction not found', 'auction');
      return c.json(result, 200);
    },
  )
  .openapi(
    jsonRoute({
      path: '/auction/bids',
      tag,
      summary: 'Bids of one auction',
      body: auctionBidsRequestSchema,
      response: auctionBidListSchema,
      errors: [404],
    }),
    async (c) => {
      const result = await auctionBids(c.env.DB, c.req.valid('json'));
      if (!result) throw new ApiError(404, 'Auction not found', 'auction');
      return c.json(result, 200);
    },
  );
