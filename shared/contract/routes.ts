// The contract's JSON routes, each declared once: method, path, request schema and answer schema. The API's
// router builds its routes from these (adding tags, summaries, statuses and middleware) and the site's client
// calls them, so a path or a shape cannot differ between the two. Routes whose request or answer is not JSON
// (the search's text body, the CSV history, the event stream, a user by path) are declared by the router.
import { z } from 'zod';
import { ROUTE_PATHS } from './route-paths';
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
  nfts: post(ROUTE_PATHS.nfts, req.nftsRequestSchema, res.nftListSchema),
  nftsRandomBuy: post(ROUTE_PATHS.nftsRandomBuy, req.nftsRandomBuyRequestSchema, res.nftListSchema),
  nftsSellCount: post(ROUTE_PATHS.nftsSellCount, req.nftsSellCountRequestSchema, res.nftSellCountSchema),
  nftDetails: post(ROUTE_PATHS.nftDetails, req.nftDetailsRequestSchema, res.getNftResultSchema),
  nftsTop: post(ROUTE_PATHS.nftsTop, req.nftsTopRequestSchema, res.nftListSchema),
  nftBanner: post(ROUTE_PATHS.nftBanner, req.nftBannerRequestSchema, res.nftBannerListSchema),
  nftDirectBuy: post(ROUTE_PATHS.nftDirectBuy, req.nftDirectBuyRequestSchema, res.directBuyListSchema),
  nftPriceHistory: post(ROUTE_PATHS.nftPriceHistory, req.nftPriceHistoryRequestSchema, res.pricePointListSchema),
  nftsTypes: post(ROUTE_PATHS.nftsTypes, req.nftsTypesRequestSchema, res.nftTypesSchema),
  nftsPriceRange: post(ROUTE_PATHS.nftsPriceRange, req.nftsPriceRangeRequestSchema, res.nftsPriceRangeSchema.nullable()),
  myBestOffer: get(ROUTE_PATHS.myBestOffer, res.directBuySchema, req.myBestOfferQuerySchema),

  // Collections
  collections: post(ROUTE_PATHS.collections, req.collectionsRequestSchema, res.collectionDetailsListSchema),
  collectionsSimple: post(ROUTE_PATHS.collectionsSimple, req.collectionsSimpleRequestSchema, res.collectionSimpleListSchema),
  collectionsEvaluation: post(ROUTE_PATHS.collectionsEvaluation, req.collectionsEvaluationRequestSchema, res.collectionEvaluationsSchema),
  collectionDetails: post(ROUTE_PATHS.collectionDetails, req.collectionDetailsRequestSchema, res.collectionDetailsSchema),
  collectionsByOwner: post(ROUTE_PATHS.collectionsByOwner, req.collectionsByOwnerRequestSchema, res.collectionListSchema),
  upsertCollectionCustom: post(ROUTE_PATHS.upsertCollectionCustom, req.collectionCustomRequestSchema, nullResponseSchema),
  collectionMarket: post(ROUTE_PATHS.collectionMarket, req.collectionMarketRequestSchema, res.collectionMarketSchema),
  collectionListings: post(ROUTE_PATHS.collectionListings, req.collectionAnalyticsRequestSchema, res.collectionListingsSchema),
  collectionHolders: post(ROUTE_PATHS.collectionHolders, req.collectionAnalyticsRequestSchema, res.collectionHoldersSchema),

  // One owner's bids, offers, listings and fee
  ownerBidsOut: post(ROUTE_PATHS.ownerBidsOut, req.ownerBidsOutRequestSchema, res.auctionBidListSchema),
  ownerBidsIn: post(ROUTE_PATHS.ownerBidsIn, req.ownerBidsInRequestSchema, res.auctionBidListSchema),
  ownerDirectBuy: post(ROUTE_PATHS.ownerDirectBuy, req.ownerDirectBuyRequestSchema, res.directBuyListSchema),
  ownerDirectBuyIn: post(ROUTE_PATHS.ownerDirectBuyIn, req.ownerDirectBuyRequestSchema, res.directBuyListSchema),
  ownerDirectSell: post(ROUTE_PATHS.ownerDirectSell, req.ownerDirectSellRequestSchema, res.directSellListSchema),
  ownerFee: get(ROUTE_PATHS.ownerFee, res.ownerFeeSchema, req.ownerFeeQuerySchema),

  // Auctions
  auctions: post(ROUTE_PATHS.auctions, req.auctionsRequestSchema, res.auctionListSchema),
  auction: post(ROUTE_PATHS.auction, req.auctionRequestSchema, res.getAuctionResultSchema),
  auctionBids: post(ROUTE_PATHS.auctionBids, req.auctionBidsRequestSchema, res.auctionBidListSchema),

  // Activity and metrics
  events: post(ROUTE_PATHS.events, req.eventsRequestSchema, res.nftEventsSchema),
  metricsSummary: get(ROUTE_PATHS.metricsSummary, res.metricsSummaryBaseSchema, req.metricsSummaryQuerySchema),

  // Users, sign-in, the owner's own views
  upsertUser: post(ROUTE_PATHS.upsertUser, req.upsertUserRequestSchema, nullResponseSchema),
  signIn: post(ROUTE_PATHS.signIn, req.signInRequestSchema, res.signInResultSchema),
  portfolio: post(ROUTE_PATHS.portfolio, req.portfolioRequestSchema, res.portfolioSchema),
  pnl: get(ROUTE_PATHS.pnl, res.pnlSchema, req.pnlQuerySchema),
  watchlist: get(ROUTE_PATHS.watchlist, res.watchListSchema),
  watch: post(ROUTE_PATHS.watch, req.watchRequestSchema, res.watchListSchema),
  unwatch: post(ROUTE_PATHS.unwatch, req.unwatchRequestSchema, res.watchListSchema),
  notifications: get(ROUTE_PATHS.notifications, res.notificationListSchema, req.notificationsQuerySchema),
  markNotificationsRead: post(ROUTE_PATHS.markNotificationsRead, req.markReadRequestSchema, res.unreadSchema),
  pushSettings: get(ROUTE_PATHS.pushSettings, res.pushSettingsSchema),
  updatePushSettings: post(ROUTE_PATHS.updatePushSettings, req.pushSettingsRequestSchema, res.pushSettingsSchema),
  pushSubscribe: post(ROUTE_PATHS.pushSubscribe, req.pushSubscribeRequestSchema, res.pushSettingsSchema),
  pushUnsubscribe: post(ROUTE_PATHS.pushUnsubscribe, req.pushUnsubscribeRequestSchema, res.pushSettingsSchema),

  // Maintenance and configuration
  updateMetadata: post(ROUTE_PATHS.updateMetadata, req.updateMetadataRequestSchema, nullResponseSchema),
  roots: get(ROUTE_PATHS.roots, res.rootsSchema),
  networkFees: get(ROUTE_PATHS.networkFees, res.networkFeesSchema),
  tokenPrice: get(ROUTE_PATHS.tokenPrice, res.tokenPriceSchema, req.tokenPriceQuerySchema),
} as const;
