import type { z } from 'zod';
import * as activity from './activity';
import * as analytics from './analytics';
import * as collection from './collections';
import * as nft from './nfts';
import * as owner from './owner';
import * as user from './users';

// Request schemas of routes #1-#34 (contract §10). The server parses input with them; the client
// takes their input types and sends their output, so defaults always travel explicitly.
export * from './fields';
export * from './social';
export * from './nfts';
export * from './collections';
export * from './owner';
export * from './activity';
export * from './users';
export * from './username';
export * from './analytics';
export * from './push';

/** What a caller may pass (before defaults), and what a handler receives (after). */
export type NftsRequest = z.input<typeof nft.nftsRequestSchema>;
export type NftsParams = z.output<typeof nft.nftsRequestSchema>;
export type NftsRandomBuyRequest = z.input<typeof nft.nftsRandomBuyRequestSchema>;
export type NftsRandomBuyParams = z.output<typeof nft.nftsRandomBuyRequestSchema>;
export type NftsSellCountRequest = z.input<typeof nft.nftsSellCountRequestSchema>;
export type NftsSellCountParams = z.output<typeof nft.nftsSellCountRequestSchema>;
export type NftDetailsRequest = z.input<typeof nft.nftDetailsRequestSchema>;
export type NftDetailsParams = z.output<typeof nft.nftDetailsRequestSchema>;
export type NftsTopRequest = z.input<typeof nft.nftsTopRequestSchema>;
export type NftsTopParams = z.output<typeof nft.nftsTopRequestSchema>;
export type NftDirectBuyRequest = z.input<typeof nft.nftDirectBuyRequestSchema>;
export type NftDirectBuyParams = z.output<typeof nft.nftDirectBuyRequestSchema>;
export type NftPriceHistoryRequest = z.input<typeof nft.nftPriceHistoryRequestSchema>;
export type NftPriceHistoryParams = z.output<typeof nft.nftPriceHistoryRequestSchema>;
export type NftsTypesRequest = z.input<typeof nft.nftsTypesRequestSchema>;
export type NftsTypesParams = z.output<typeof nft.nftsTypesRequestSchema>;
export type NftsPriceRangeRequest = z.input<typeof nft.nftsPriceRangeRequestSchema>;
export type NftsPriceRangeParams = z.output<typeof nft.nftsPriceRangeRequestSchema>;
export type MyBestOfferQuery = z.input<typeof nft.myBestOfferQuerySchema>;
export type MyBestOfferParams = z.output<typeof nft.myBestOfferQuerySchema>;

export type CollectionsRequest = z.input<typeof collection.collectionsRequestSchema>;
export type CollectionsParams = z.output<typeof collection.collectionsRequestSchema>;
export type CollectionsSimpleRequest = z.input<typeof collection.collectionsSimpleRequestSchema>;
export type CollectionsSimpleParams = z.output<typeof collection.collectionsSimpleRequestSchema>;
export type CollectionsEvaluationRequest = z.input<typeof collection.collectionsEvaluationRequestSchema>;
export type CollectionsEvaluationParams = z.output<typeof collection.collectionsEvaluationRequestSchema>;
export type CollectionDetailsRequest = z.input<typeof collection.collectionDetailsRequestSchema>;
export type CollectionDetailsParams = z.output<typeof collection.collectionDetailsRequestSchema>;
export type CollectionsByOwnerRequest = z.input<typeof collection.collectionsByOwnerRequestSchema>;
export type CollectionsByOwnerParams = z.output<typeof collection.collectionsByOwnerRequestSchema>;
export type CollectionCustomRequest = z.input<typeof collection.collectionCustomRequestSchema>;
export type CollectionCustomParams = z.output<typeof collection.collectionCustomRequestSchema>;

export type OwnerBidsOutRequest = z.input<typeof owner.ownerBidsOutRequestSchema>;
export type OwnerBidsOutParams = z.output<typeof owner.ownerBidsOutRequestSchema>;
export type OwnerBidsInRequest = z.input<typeof owner.ownerBidsInRequestSchema>;
export type OwnerBidsInParams = z.output<typeof owner.ownerBidsInRequestSchema>;
export type OwnerDirectBuyRequest = z.input<typeof owner.ownerDirectBuyRequestSchema>;
export type OwnerDirectBuyParams = z.output<typeof owner.ownerDirectBuyRequestSchema>;
export type OwnerDirectSellRequest = z.input<typeof owner.ownerDirectSellRequestSchema>;
export type OwnerDirectSellParams = z.output<typeof owner.ownerDirectSellRequestSchema>;
export type OwnerFeeQuery = z.input<typeof owner.ownerFeeQuerySchema>;
export type OwnerFeeParams = z.output<typeof owner.ownerFeeQuerySchema>;
export type AuctionsRequest = z.input<typeof owner.auctionsRequestSchema>;
export type AuctionsParams = z.output<typeof owner.auctionsRequestSchema>;
export type AuctionRequest = z.input<typeof owner.auctionRequestSchema>;
export type AuctionParams = z.output<typeof owner.auctionRequestSchema>;
export type AuctionBidsRequest = z.input<typeof owner.auctionBidsRequestSchema>;
export type AuctionBidsParams = z.output<typeof owner.auctionBidsRequestSchema>;

export type EventsRequest = z.input<typeof activity.eventsRequestSchema>;
export type EventsParams = z.output<typeof activity.eventsRequestSchema>;
export type MetricsSummaryQuery = z.input<typeof activity.metricsSummaryQuerySchema>;
export type MetricsSummaryParams = z.output<typeof activity.metricsSummaryQuerySchema>;
export type TokenPriceQuery = z.input<typeof activity.tokenPriceQuerySchema>;
export type TokenPriceParams = z.output<typeof activity.tokenPriceQuerySchema>;
export type StreamQuery = z.input<typeof activity.streamQuerySchema>;
export type StreamParams = z.output<typeof activity.streamQuerySchema>;

export type UpsertUserRequest = z.input<typeof user.upsertUserRequestSchema>;
export type UpsertUserParams = z.output<typeof user.upsertUserRequestSchema>;
export type SignInRequest = z.input<typeof user.signInRequestSchema>;
export type SignInParams = z.output<typeof user.signInRequestSchema>;
export type UpdateMetadataRequest = z.input<typeof user.updateMetadataRequestSchema>;
export type UpdateMetadataParams = z.output<typeof user.updateMetadataRequestSchema>;
export type PortfolioRequest = z.input<typeof user.portfolioRequestSchema>;

export type CollectionMarketRequest = z.input<typeof analytics.collectionMarketRequestSchema>;
export type CollectionMarketParams = z.output<typeof analytics.collectionMarketRequestSchema>;
export type CollectionAnalyticsRequest = z.input<typeof analytics.collectionAnalyticsRequestSchema>;
