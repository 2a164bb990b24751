/** One address's bids, offers, listings and fee: routes #18-#23 (api-contract §10.18-10.23). */
import { Hono } from 'hono';
import {
  ownerBidsInRequestSchema,
  ownerBidsOutRequestSchema,
  ownerDirectBuyRequestSchema,
  ownerDirectSellRequestSchema,
  ownerFeeQuerySchema,
} from '../../../src/api/requests';
import { ownerBidsIn, ownerBidsOut, ownerDirectBuy, ownerDirectBuyIn, ownerDirectSell, ownerFee } from '../../db/queries/owner';
import { ApiError } from '../errors';
import { jsonBody, queryParams } from '../validate';

export const ownerRoutes = new Hono<{ Bindings: Env }>()
  .post('/owner/bids-out', async (c) => c.json(await ownerBidsOut(c.env.DB, await jsonBody(c, ownerBidsOutRequestSchema))))
  .post('/owner/bids-in', async (c) => c.json(await ownerBidsIn(c.env.DB, await jsonBody(c, ownerBidsInRequestSchema))))
  .post('/owner/direct/buy', async (c) => c.json(await ownerDirectBuy(c.env.DB, await jsonBody(c, ownerDirectBuyRequestSchema))))
  .post('/owner/direct/buy-in', async (c) => c.json(await ownerDirectBuyIn(c.env.DB, await jsonBody(c, ownerDirectBuyRequestSchema))))
  .post('/owner/direct/sell', async (c) => c.json(await ownerDirectSell(c.env.DB, await jsonBody(c, ownerDirectSellRequestSchema))))
  .get('/owner/fee', async (c) => {
    const fee = await ownerFee(c.env.DB, queryParams(c, ownerFeeQuerySchema));
    if (!fee) throw new ApiError(404, 'No default fee is known for this root kind', 'rootCode');
    return c.json(fee);
  });
