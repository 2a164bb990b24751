// The contract's JSON routes, each declared once: method, path, request schema and answer schema. The API's
// router builds its routes from these (adding tags, summaries, statuses and middleware) and the site's client
// calls them, so a path or a shape cannot differ between the two. Routes whose request or answer is not JSON
// (the search's text body, the CSV history, the event stream, a user by path) are declared by the router.
import { z } from 'zod';
import * as req from './requests';
import * as res from './schemas';

/** A POST route with a JSON body. */
export interface JsonRouteContract<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly method: 'POST';
  readonly path: string;
  readonly body: B;
  readonly response: R;
}

/** A GET route, with query parameters when it takes any. */
export interface GetRouteContract<Q extends z.ZodObject | undefined = z.ZodObject | undefined, R extends z.ZodType = z.ZodType> {
  readonly method: 'GET';
  readonly path: string;
  readonly query: Q;
  readonly response: R;
}

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, body: B, response: R): JsonRouteContract<B, R> => ({
  method: 'POST',
  path,
  body,
  response,
});
const get = <R extends z.ZodType, Q extends z.ZodObject | undefined = undefined>(
  path: string,
  response: R,
  query?: Q,
): GetRouteContract<Q, R> => ({ method: 'GET', path, query: query as Q, response });

/** Write routes answer the JSON literal `null` (api-contract §1.1). */
export const nullResponseSchema = z.null().meta({ description: 'The JSON literal `null`' });

export const ROUTES = {
  // NFTs
  nfts: post('/nfts', req.nftsRequestSchema, res.nftListSchema),
  nftsRandomBuy: post('/nfts/random-buy', req.nftsRandomBuyRequestSchema, res.nftListSchema),
  nftsSellCount: post('/nfts/sell-count', req.nftsSellCountRequestSchema, res.nftSellCountSchema),
  nftDetails: post('/nft/details', req.nftDetailsRequestSchema, res.getNftResultSchema),
  nftsTop: post('/nfts/top', req.nftsTopRequestSchema, res.nftListSchema),
  nftBanner: post('/nft/banner', req.nftBannerRequestSchema, res.nftBannerListSchema),
  nftDirectBuy: post('/nft/direct/buy', req.nftDirectBuyRequestSchema, res.directBuyListSchema),
  nftPriceHistory: post('/nft/price-history', req.nftPriceHistoryRequestSchema, res.pricePointListSchema),
  nftsTypes: post('/nfts/types', req.nftsTypesRequestSchema, res.nftTypesSchema),
  nftsPriceRange: post('/nfts/price-range', req.nftsPriceRangeRequestSchema, res.nftsPriceRangeSchema.nullable()),
  myBestOffer: get('/nft/my-best-offer', res.directBuySchema, req.myBestOfferQuerySchema),

  // Collections
  collections: post('/collections', req.collectionsRequestSchema, res.collectionDetailsListSchema),
  collectionsSimple: post('/collections/simple', req.collectionsSimpleRequestSchema, res.collectionSimpleListSchema),
  collectionsEvaluation: post('/collections/evaluation', req.collectionsEvaluationRequestSchema, res.collectionEvaluationsSchema),
  collectionDetails: post('/collection/details', req.collectionDetailsRequestSchema, res.collectionDetailsSchema),
  collectionsByOwner: post('/collections/by-owner', req.collectionsByOwnerRequestSchema, res.collectionListSchema),
  upsertCollectionCustom: post('/collections-custom', req.collectionCustomRequestSchema, nullResponseSchema),
  collectionMarket: post('/collection/analytics/market', req.collectionMarketRequestSchema, res.collectionMarketSchema),
  collectionListings: post('/collection/analytics/listings', req.collectionAnalyticsRequestSchema, res.collectionListingsSchema),
  collectionHolders: post('/collection/analytics/holders', req.collectionAnalyticsRequestSchema, res.collectionHoldersSchema),

  // One owner's bids, offers, listings and fee
  ownerBidsOut: post('/owner/bids-out', req.ownerBidsOutRequestSchema, res.auctionBidListSchema),
  ownerBidsIn: post('/owner/bids-in', req.ownerBidsInRequestSchema, res.auctionBidListSchema),
  ownerDirectBuy: post('/owner/direct/buy', req.ownerDirectBuyRequestSchema, res.directBuyListSchema),
  ownerDirectBuyIn: post('/owner/direct/buy-in', req.ownerDirectBuyRequestSchema, res.directBuyListSchema),
  ownerDirectSell: post('/owner/direct/sell', req.ownerDirectSellRequestSchema, res.directSellListSchema),
  ownerFee: get('/owner/fee', res.ownerFeeSchema, req.ownerFeeQuerySchema),

  // Auctions
  auctions: post('/auctions', req.auctionsRequestSchema, res.auctionListSchema),
  auction: post('/auction', req.auctionRequestSchema, res.getAuctionResultSchema),
  auctionBids: post('/auction/bids', req.auctionBidsRequestSchema, res.auctionBidListSchema),

  // Activity and metrics
  events: post('/events', req.eventsRequestSchema, res.nftEventsSchema),
  metricsSummary: get('/metrics/summary', res.metricsSummaryBaseSchema, req.metricsSummaryQuerySchema),

  // Users, sign-in, the owner's own views
  upsertUser: post('/user', req.upsertUserRequestSchema, nullResponseSchema),
  signIn: post('/user/sign_in', req.signInRequestSchema, res.signInResultSchema),
  portfolio: post('/user/portfolio', req.portfolioRequestSchema, res.portfolioSchema),
  pnl: get('/user/pnl', res.pnlSchema, req.pnlQuerySchema),
  watchlist: get('/watchlist', res.watchListSchema),
  watch: post('/watchlist', req.watchRequestSchema, res.watchListSchema),
  unwatch: post('/watchlist/remove', req.unwatchRequestSchema, res.watchListSchema),
  notifications: get('/notifications', res.notificationListSchema, req.notificationsQuerySchema),
  markNotificationsRead: post('/notifications/read', req.markReadRequestSchema, res.unreadSchema),
  pushSettings: get('/push/settings', res.pushSettingsSchema),
  updatePushSettings: post('/push/settings', req.pushSettingsRequestSchema, res.pushSettingsSchema),
  pushSubscribe: post('/push/subscribe', req.pushSubscribeRequestSchema, res.pushSettingsSchema),
  pushUnsubscribe: post('/push/unsubscribe', req.pushUnsubscribeRequestSchema, res.pushSettingsSchema),

  // Maintenance and configuration
  updateMetadata: post('/update-metadata', req.updateMetadataRequestSchema, nullResponseSchema),
  roots: get('/roots', res.rootsSchema),
  networkFees: get('/market/network-fees', res.networkFeesSchema),
  tokenPrice: get('/token/price', res.tokenPriceSchema, req.tokenPriceQuerySchema),
} as const;
