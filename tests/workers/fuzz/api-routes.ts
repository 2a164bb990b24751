// Every route of the marketplace API with the schema of its input, for the fuzz suite. A test checks
// that this list and the routes the app registers are the same, so a new route cannot go unfuzzed.
import { z } from 'zod';
import * as requests from '@shared/contract/requests';

export interface FuzzRoute {
  method: 'GET' | 'POST';
  /** The path under /api; `:address` is filled from the schema's `address`. */
  path: string;
  /** Where the input goes: a JSON body, the query string, the raw body text, or the path. */
  input: 'json' | 'query' | 'text' | 'path' | 'none';
  schema: z.ZodType;
  /** Needs a session: the fuzz sends no token, a broken one, or a valid one. */
  auth?: boolean;
  /** May write when the input is valid and allowed; everything else must change nothing. */
  writes?: boolean;
  /** A 200 is an endless event stream: only its status and headers are checked. */
  stream?: boolean;
}

export const API_ROUTES: readonly FuzzRoute[] = [
  { method: 'POST', path: '/nfts', input: 'json', schema: requests.nftsRequestSchema },
  { method: 'POST', path: '/nfts/random-buy', input: 'json', schema: requests.nftsRandomBuyRequestSchema },
  { method: 'POST', path: '/nfts/sell-count', input: 'json', schema: requests.nftsSellCountRequestSchema },
  { method: 'POST', path: '/nft/details', input: 'json', schema: requests.nftDetailsRequestSchema },
  { method: 'POST', path: '/nfts/top', input: 'json', schema: requests.nftsTopRequestSchema },
  { method: 'POST', path: '/nft/banner', input: 'json', schema: requests.nftBannerRequestSchema },
  { method: 'POST', path: '/nft/direct/buy', input: 'json', schema: requests.nftDirectBuyRequestSchema },
  { method: 'POST', path: '/nft/price-history', input: 'json', schema: requests.nftPriceHistoryRequestSchema },
  { method: 'POST', path: '/nfts/types', input: 'json', schema: requests.nftsTypesRequestSchema },
  { method: 'POST', path: '/nfts/price-range', input: 'json', schema: requests.nftsPriceRangeRequestSchema },
  { method: 'GET', path: '/nft/my-best-offer', input: 'query', schema: requests.myBestOfferQuerySchema, auth: true },
  { method: 'POST', path: '/collections', input: 'json', schema: requests.collectionsRequestSchema },
  { method: 'POST', path: '/collections/simple', input: 'json', schema: requests.collectionsSimpleRequestSchema },
  { method: 'POST', path: '/collections/evaluation', input: 'json', schema: requests.collectionsEvaluationRequestSchema },
  { method: 'POST', path: '/collection/details', input: 'json', schema: requests.collectionDetailsRequestSchema },
  { method: 'POST', path: '/collections/by-owner', input: 'json', schema: requests.collectionsByOwnerRequestSchema },
  { method: 'POST', path: '/collection/analytics/market', input: 'json', schema: requests.collectionMarketRequestSchema },
  { method: 'POST', path: '/collection/analytics/listings', input: 'json', schema: requests.collectionAnalyticsRequestSchema },
  { method: 'POST', path: '/collection/analytics/holders', input: 'json', schema: requests.collectionAnalyticsRequestSchema },
  { method: 'POST', path: '/collections-custom', input: 'json', schema: requests.collectionCustomRequestSchema, auth: true, writes: true },
  { method: 'POST', path: '/owner/bids-out', input: 'json', schema: requests.ownerBidsOutRequestSchema },
  { method: 'POST', path: '/owner/bids-in', input: 'json', schema: requests.ownerBidsInRequestSchema },
  { method: 'POST', path: '/owner/direct/buy', input: 'json', schema: requests.ownerDirectBuyRequestSchema },
  { method: 'POST', path: '/owner/direct/buy-in', input: 'json', schema: requests.ownerDirectBuyRequestSchema },
  { method: 'POST', path: '/owner/direct/sell', input: 'json', schema: requests.ownerDirectSellRequestSchema },
  { method: 'GET', path: '/owner/fee', input: 'query', schema: requests.ownerFeeQuerySchema },
  { method: 'POST', path: '/auctions', input: 'json', schema: requests.auctionsRequestSchema },
  { method: 'POST', path: '/auction', input: 'json', schema: requests.auctionRequestSchema },
  { method: 'POST', path: '/auction/bids', input: 'json', schema: requests.auctionBidsRequestSchema },
  { method: 'POST', path: '/events', input: 'json', schema: requests.eventsRequestSchema },
  { method: 'GET', path: '/stream', input: 'query', schema: requests.streamQuerySchema, stream: true },
  { method: 'POST', path: '/search', input: 'text', schema: requests.searchRequestSchema },
  { method: 'GET', path: '/metrics/summary', input: 'query', schema: requests.metricsSummaryQuerySchema },
  { method: 'GET', path: '/user/:address', input: 'path', schema: requests.userPathSchema },
  { method: 'POST', path: '/user', input: 'json', schema: requests.upsertUserRequestSchema, auth: true, writes: true },
  { method: 'POST', path: '/user/sign_in', input: 'json', schema: requests.signInRequestSchema },
  { method: 'POST', path: '/update-metadata', input: 'json', schema: requests.updateMetadataRequestSchema, auth: true },
  { method: 'GET', path: '/roots', input: 'none', schema: requests.rootsRequestSchema },
  { method: 'GET', path: '/token/price', input: 'query', schema: requests.tokenPriceQuerySchema },
  { method: 'GET', path: '/market/network-fees', input: 'none', schema: z.object({}) },
  { method: 'POST', path: '/user/portfolio', input: 'json', schema: requests.portfolioRequestSchema },
  // The session's profit and loss (its answer keeps the session's ledger in D1) and trade history.
  { method: 'GET', path: '/user/pnl', input: 'query', schema: requests.pnlQuerySchema, auth: true, writes: true },
  { method: 'GET', path: '/user/history.csv', input: 'query', schema: requests.historyQuerySchema, auth: true },
  // The session's watchlist and notifications.
  { method: 'GET', path: '/watchlist', input: 'none', schema: z.object({}), auth: true },
  { method: 'POST', path: '/watchlist', input: 'json', schema: requests.watchRequestSchema, auth: true, writes: true },
  { method: 'POST', path: '/watchlist/remove', input: 'json', schema: requests.unwatchRequestSchema, auth: true, writes: true },
  { method: 'GET', path: '/notifications', input: 'query', schema: requests.notificationsQuerySchema, auth: true },
  { method: 'POST', path: '/notifications/read', input: 'json', schema: requests.markReadRequestSchema, auth: true, writes: true },
  // The session's browser notifications.
  { method: 'GET', path: '/push/settings', input: 'none', schema: z.object({}), auth: true },
  { method: 'POST', path: '/push/settings', input: 'json', schema: requests.pushSettingsRequestSchema, auth: true, writes: true },
  { method: 'POST', path: '/push/subscribe', input: 'json', schema: requests.pushSubscribeRequestSchema, auth: true, writes: true },
  { method: 'POST', path: '/push/unsubscribe', input: 'json', schema: requests.pushUnsubscribeRequestSchema, auth: true, writes: true },
  { method: 'GET', path: '/healthz', input: 'none', schema: z.object({}) },
  // The OpenAPI document and its docs page.
  { method: 'GET', path: '/swagger.json', input: 'none', schema: z.object({}) },
  { method: 'GET', path: '/swagger.yaml', input: 'none', schema: z.object({}) },
  { method: 'GET', path: '/api-docs/openapi.json', input: 'none', schema: z.object({}) },
  { method: 'GET', path: '/swagger', input: 'none', schema: z.object({}) },
];
