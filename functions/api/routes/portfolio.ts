/** POST /user/portfolio (ours): a profile's holdings at their collections' floors, per collection. */
import { portfolio } from '../../db/queries/portfolio';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

export const portfolioRoutes = openApiRouter().openapi(
  jsonRoute({
    ...ROUTES.portfolio,
    tag: 'Users',
    summary: "An address's NFTs valued at their collections' floors",
    description:
      'Per collection: the NFTs held, how many are listed (a live sale or auction), the floor (the cheapest live fixed-price listing) and count × floor, per token and in USD; then the sums. A collection without a floor has no value.',
  }),
  async (c) => c.json(await portfolio(c.env.DB, c.req.valid('json').address), 200),
);
