/** NFT routes #1-#11 (api-contract §10.1-10.11). */
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
import type { AuthVariables } from '../auth/require-auth';
import { ApiError } from '../errors';
import { getRoute, jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

const tag = 'NFTs';

export const nftRoutes = openApiRouter<AuthVariables>()
  .openapi(
    jsonRoute({
      ...ROUTES.nfts,
      tag,
      summary: 'Search and list NFTs',
      description:
        'Filters by owners, collections, USD floor bounds (`priceFrom`/`priceTo`, decimal strings), payment tokens, sale kind, traits and file types. ' +
        'Items may carry the `endedAuction` extension. `totalCount` is exact only with `withCount: true`.',
    }),
    async (c) => c.json(await listNfts(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      ...ROUTES.nftsRandomBuy,
      tag,
      summary: 'Random NFTs listed at or under a raw price',
      description: '`maxPrice` is a raw amount in any token; `limit` above 30 is cut to 30.',
    }),
    async (c) => c.json(await randomBuyNfts(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.nftsSellCount, tag, summary: 'How many live listings are priced at or under a raw amount' }), async (c) =>
    c.json(await sellCount(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({ ...ROUTES.nftDetails, tag, summary: 'One NFT with its collection, live offers and traits', errors: [404] }),
    async (c) => {
      const details = await nftDetails(c.env.DB, c.req.valid('json').nft);
      if (!details) throw new ApiError(404, 'NFT not found', 'nft');
      return c.json(details, 200);
    },
  )
  .openapi(jsonRoute({ ...ROUTES.nftsTop, tag, summary: 'NFTs with the most deals since `from`' }), async (c) =>
    c.json(await topNfts(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    {
      ...jsonRoute({
        ...ROUTES.nftBanner,
        tag,
        summary: 'One random previewable NFT per banner collection',
        description: 'Takes no body, so any or no content type is fine.',
      }),
      // No body to read or check.
      middleware: [],
      request: { body: { required: false, content: { 'application/json': { schema: ROUTES.nftBanner.body } } } },
    },
    async (c) => c.json(await bannerNfts(c.env.DB), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.nftDirectBuy, tag, summary: 'Live offers on one NFT' }), async (c) =>
    c.json(await nftDirectBuys(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.nftPriceHistory, tag, summary: 'Deals of one NFT in a time range, in USD of their day' }), async (c) =>
    c.json(await priceHistory(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(jsonRoute({ ...ROUTES.nftsTypes, tag, summary: 'File MIME types of NFTs' }), async (c) =>
    c.json(await nftTypes(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    jsonRoute({
      ...ROUTES.nftsPriceRange,
      tag,
      summary: 'Lowest and highest USD floor of matching NFTs',
      description: '`null` when no matching NFT has a price.',
    }),
    async (c) => c.json(await priceRange(c.env.DB, c.req.valid('json')), 200),
  )
  .openapi(
    getRoute({ ...ROUTES.myBestOffer, tag, summary: "The session address's best live offer on an NFT", auth: true, errors: [404] }),
    async (c) => {
      const offer = await myBestOffer(c.env.DB, c.var.address, c.req.valid('query').nft);
      if (!offer) throw new ApiError(404, 'Offer not found', 'nft');
      return c.json(offer, 200);
    },
  );
