/** One address's bids, offers, listings and fee: routes #18-#23 (api-contract §10.18-10.23). */
import {
  ownerBidsInRequestSchema,
  ownerBidsOutRequestSchema,
  ownerDirectBuyRequestSchema,
  ownerDirectSellRequestSchema,
  ownerFeeQuerySchema,
} from '@shared/contract/requests';
import { auctionBidListSchema, directBuyListSchema, directSellListSchema, ownerFeeSchema } from '@shared/contract/schemas';
import { ownerBidsIn, ownerBidsOut, ownerDirectBuy, ownerDirectBuyIn, ownerDirectSell, ownerFee } from '../../db/queries/owner';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { openApiRouter } from '../openapi/router';

const tag = 'Owner';

export const ownerRoutes = openApiRouter()
  .openapi(
    jsonRoute({
      path: '/owner/bids-out',
      tag,
      summary: 'Bids an address placed',
      body: ownerBidsOutRequestSchema,
      response: auctionBidListSchema,
    }),
    async (c) => c.json(await ownerBidsOut(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      path: '/owner/bids-in',
      tag,
      summary: "Bids on auctions of an address's NFTs",
      body: ownerBidsInRequestSchema,
      response: auctionBidListSchema,
    }),
    async (c) => c.json(await ownerBidsIn(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      path: '/owner/direct/buy',
      tag,
      summary: 'Offers an address made',
      body: ownerDirectBuyRequestSchema,
      response: directBuyListSchema,
    }),
    async (c) => c.json(await ownerDirectBuy(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      path: '/owner/direct/buy-in',
      tag,
      summary: 'Offers on NFTs an address owns',
      body: ownerDirectBuyRequestSchema,
      response: directBuyListSchema,
    }),
    async (c) => c.json(await ownerDirectBuyIn(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      path: '/owner/direct/sell',
      tag,
      summary: 'Listings an address created',
      body: ownerDirectSellRequestSchema,
      response: directSellListSchema,
    }),
    async (c) => c.json(await ownerDirectSell(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    getRoute({
      path: '/owner/fee',
      tag,
      summary: 'The market fee an owner pays for a kind of offer',
      query: ownerFeeQuerySchema,
      response: ownerFeeSchema,
      errors: [404],
    }),
    async (c) => {
      const fee = await ownerFee(c.env.DB, c.req.valid('query'));
      if (!fee) throw new ApiError(404, 'No default fee is known for this root kind', 'rootCode');
      return c.json(fee, 200);
    },
  );
