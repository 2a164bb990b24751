/** Auction routes #24-#26 (api-contract §10.24-10.26). */
import { Hono } from 'hono';
import { auctionBidsRequestSchema, auctionRequestSchema, auctionsRequestSchema } from '../../../src/api/requests';
import { auctionBids, getAuction, listAuctions } from '../../db/queries/auctions';
import { ApiError } from '../errors';
import { jsonBody } from '../validate';

export const auctionRoutes = new Hono<{ Bindings: Env }>()
  .post('/auctions', async (c) => c.json(await listAuctions(c.env.DB, await jsonBody(c, auctionsRequestSchema))))
  .post('/auction', async (c) => {
    const { auction } = await jsonBody(c, auctionRequestSchema);
    const result = await getAuction(c.env.DB, auction);
    if (!result) throw new ApiError(404, 'Auction not found', 'auction');
    return c.json(result);
  })
  .post('/auction/bids', async (c) => {
    const result = await auctionBids(c.env.DB, await jsonBody(c, auctionBidsRequestSchema));
    if (!result) throw new ApiError(404, 'Auction not found', 'auction');
    return c.json(result);
  });
