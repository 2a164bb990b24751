/** One address's bids, offers, listings and fee: routes #18-#23 (api-contract §10.18-10.23). */
import { ownerBidsIn, ownerBidsOut, ownerDirectBuy, ownerDirectBuyIn, ownerDirectSell, ownerFee } from '../../db/queries/owner';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'Owner';

export const ownerRoutes = openApiRouter()
  .openapi(jsonRoute({ ...ROUTES.ownerBidsOut, tag, summary: 'Bids an address placed' }), async (c) =>
    c.json(await ownerBidsOut(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.ownerBidsIn, tag, summary: "Bids on auctions of an address's NFTs" }), async (c) =>
    c.json(await ownerBidsIn(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.ownerDirectBuy, tag, summary: 'Offers an address made' }), async (c) =>
    c.json(await ownerDirectBuy(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.ownerDirectBuyIn, tag, summary: 'Offers on NFTs an address owns' }), async (c) =>
    c.json(await ownerDirectBuyIn(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.ownerDirectSell, tag, summary: 'Listings an address created' }), async (c) =>
    c.json(await ownerDirectSell(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(getRoute({ ...ROUTES.ownerFee, tag, summary: 'The market fee an owner pays for a kind of offer', errors: [404] }), async (c) => {
    const fee = await ownerFee(c.env.DB, c.req.valid('query'));
    if (!fee) throw new ApiError(404, 'No default fee is known for this root kind', 'rootCode');
    return c.json(fee, 200);
  });
