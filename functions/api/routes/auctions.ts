/** Auction routes #24-#26 (api-contract §10.24-10.26). */
import { auctionBids, getAuction, listAuctions } from '../../db/queries/auctions';
import { ApiError } from '../errors';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Auctions';

export const auctionRoutes = openApiRouter()
  .openapi(jsonRoute({ ...ROUTES.auctions, tag, summary: 'List auctions' }), async (c) =>
    c.json(await listAuctions(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.auction, tag, summary: 'One auction with its latest bid', errors: [404] }), async (c) => {
    const result = await getAuction(c.env.DB, c.req.valid('json').auction);
    if (!result) throw new ApiError(404, 'Auction not found', 'auction');
    return c.json(result, 200);
  })
  .openapi(jsonRoute({ ...ROUTES.auctionBids, tag, summary: 'Bids of one auction', errors: [404] }), async (c) => {
    const result = await auctionBids(c.env.DB, c.req.valid('json'));
    if (!result) throw new ApiError(404, 'Auction not found', 'auction');
    return c.json(result, 200);
  });
