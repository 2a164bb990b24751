import { z } from 'zod';
import { isNotFound } from './errors';
import { jsonInteger } from './json-integer';
import * as req from '@shared/contract/requests';
import * as res from '@shared/contract/schemas';
import { postSearch } from './search';
import { type CallOptions, createTransport, parseInput, type TransportOptions } from './transport';

export type MarketplaceApiOptions = TransportOptions;
export type { CallOptions } from './transport';

/** Resolves to null when the entity does not exist (our 404 or the reference's 500 "not found"). */
async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The typed client of the marketplace contract (routes #1-#34 of api-contract.md §2). Inputs are
 * checked with the request schemas before sending and answers are parsed with the response
 * schemas; every failure is an `ApiRequestError`.
 */
export function createMarketplaceApi(options: MarketplaceApiOptions = {}) {
  const transport = createTransport(options);

  // Async so refused input surfaces as a rejected promise, like every other failure.
  async function post<I extends z.ZodType, O extends z.ZodType>(
    path: string,
    input: I,
    body: z.input<I>,
    response: O,
    call?: CallOptions,
    onWire: (parsed: z.output<I>) => unknown = (parsed) => parsed,
  ) {
    return transport.call({ method: 'POST', path, json: onWire(parseInput(`POST ${path}`, input, body)), response }, call);
  }

  /** `maxPrice` goes out as the JSON integer the contract names (i64), exactly. */
  const maxPriceAsInteger = <T extends { maxPrice: string }>(parsed: T) => ({ ...parsed, maxPrice: jsonInteger(parsed.maxPrice) });

  async function get<I extends z.ZodType, O extends z.ZodType>(path: string, input: I, query: z.input<I>, response: O, call?: CallOptions) {
    const parsed = parseInput(`GET ${path}`, input, query) as Record<string, string | number | undefined>;
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
    return transport.call({ method: 'GET', path, query: defined as Record<string, string | number>, response }, call);
  }

  return {
    /** Replaces the bearer token (or token getter) used from now on. */
    setToken: transport.setToken,

    // NFTs
    nfts: (body: req.NftsRequest = {}, call?: CallOptions) => post('/nfts', req.nftsRequestSchema, body, res.nftListSchema, call),
    nftsRandomBuy: (body: req.NftsRandomBuyRequest, call?: CallOptions) =>
      post('/nfts/random-buy', req.nftsRandomBuyRequestSchema, body, res.nftListSchema, call, maxPriceAsInteger),
    nftsSellCount: (body: req.NftsSellCountRequest, call?: CallOptions) =>
      post('/nfts/sell-count', req.nftsSellCountRequestSchema, body, res.nftSellCountSchema, call, maxPriceAsInteger),
    nftDetails: (nft: string, call?: CallOptions) =>
      orNull(post('/nft/details', req.nftDetailsRequestSchema, { nft }, res.getNftResultSchema, call)),
    nftsTop: (body: req.NftsTopRequest, call?: CallOptions) => post('/nfts/top', req.nftsTopRequestSchema, body, res.nftListSchema, call),
    nftBanner: (call?: CallOptions) => transport.call({ method: 'POST', path: '/nft/banner', response: res.nftBannerListSchema }, call),
    nftDirectBuy: (body: req.NftDirectBuyRequest, call?: CallOptions) =>
      post('/nft/direct/buy', req.nftDirectBuyRequestSchema, body, res.directBuyListSchema, call),
    nftPriceHistory: (body: req.NftPriceHistoryRequest, call?: CallOptions) =>
      post('/nft/price-history', req.nftPriceHistoryRequestSchema, body, res.pricePointListSchema, call),
    nftsTypes: (body: req.NftsTypesRequest = {}, call?: CallOptions) =>
      post('/nfts/types', req.nftsTypesRequestSchema, body, res.nftTypesSchema, call),
    nftsPriceRange: (body: req.NftsPriceRangeRequest = {}, call?: CallOptions) =>
      post('/nfts/price-range', req.nftsPriceRangeRequestSchema, body, res.nftsPriceRangeSchema.nullable(), call),
    myBestOffer: (nft: string, call?: CallOptions) =>
      orNull(get('/nft/my-best-offer', req.myBestOfferQuerySchema, { nft }, res.directBuySchema, call)),

    // Collections
    collections: (body: req.CollectionsRequest = {}, call?: CallOptions) =>
      post('/collections', req.collectionsRequestSchema, body, res.collectionDetailsListSchema, call),
    collectionsSimple: (body: req.CollectionsSimpleRequest = {}, call?: CallOptions) =>
      post('/collections/simple', req.collectionsSimpleRequestSchema, body, res.collectionSimpleListSchema, call),
    collectionsEvaluation: (body: req.CollectionsEvaluationRequest, call?: CallOptions) =>
      post('/collections/evaluation', req.collectionsEvaluationRequestSchema, body, res.collectionEvaluationsSchema, call),
    collectionDetails: (collection: string, call?: CallOptions) =>
      orNull(post('/collection/details', req.collectionDetailsRequestSchema, { collection }, res.collectionDetailsSchema, call)),
    /** A collection's analytics (ours); null when the collection is unknown. */
    collectionMarket: (body: req.CollectionMarketRequest, call?: CallOptions) =>
      orNull(post('/collection/analytics/market', req.collectionMarketRequestSchema, body, res.collectionMarketSchema, call)),
    collectionListings: (collection: string, call?: CallOptions) =>
      orNull(
        post('/collection/analytics/listings', req.collectionAnalyticsRequestSchema, { collection }, res.collectionListingsSchema, call),
      ),
    collectionHolders: (collection: string, call?: CallOptions) =>
      orNull(
        post('/collection/analytics/holders', req.collectionAnalyticsRequestSchema, { collection }, res.collectionHoldersSchema, call),
      ),
    collectionsByOwner: (body: req.CollectionsByOwnerRequest, call?: CallOptions) =>
      post('/collections/by-owner', req.collectionsByOwnerRequestSchema, body, res.collectionListSchema, call),
    upsertCollectionCustom: (body: req.CollectionCustomRequest, call?: CallOptions) =>
      post('/collections-custom', req.collectionCustomRequestSchema, body, z.null(), call),

    // One owner's bids, offers, listings and fee
    ownerBidsOut: (body: req.OwnerBidsOutRequest, call?: CallOptions) =>
      post('/owner/bids-out', req.ownerBidsOutRequestSchema, body, res.auctionBidListSchema, call),
    ownerBidsIn: (body: req.OwnerBidsInRequest, call?: CallOptions) =>
      post('/owner/bids-in', req.ownerBidsInRequestSchema, body, res.auctionBidListSchema, call),
    ownerDirectBuy: (body: req.OwnerDirectBuyRequest, call?: CallOptions) =>
      post('/owner/direct/buy', req.ownerDirectBuyRequestSchema, body, res.directBuyListSchema, call),
    ownerDirectBuyIn: (body: req.OwnerDirectBuyRequest, call?: CallOptions) =>
      post('/owner/direct/buy-in', req.ownerDirectBuyRequestSchema, body, res.directBuyListSchema, call),
    ownerDirectSell: (body: req.OwnerDirectSellRequest, call?: CallOptions) =>
      post('/owner/direct/sell', req.ownerDirectSellRequestSchema, body, res.directSellListSchema, call),
    ownerFee: (query: req.OwnerFeeQuery, call?: CallOptions) => get('/owner/fee', req.ownerFeeQuerySchema, query, res.ownerFeeSchema, call),

    // Auctions
    auctions: (body: req.AuctionsRequest = {}, call?: CallOptions) =>
      post('/auctions', req.auctionsRequestSchema, body, res.auctionListSchema, call),
    auction: (auction: string, call?: CallOptions) =>
      orNull(post('/auction', req.auctionRequestSchema, { auction }, res.getAuctionResultSchema, call)),
    auctionBids: (body: req.AuctionBidsRequest, call?: CallOptions) =>
      post('/auction/bids', req.auctionBidsRequestSchema, body, res.auctionBidListSchema, call),

    // Activity, search, metrics
    events: (body: req.EventsRequest = {}, call?: CallOptions) => post('/events', req.eventsRequestSchema, body, res.nftEventsSchema, call),
    search: (text: string, call?: CallOptions & { limit?: number }) => postSearch(transport, text, call),
    metricsSummary: (query: req.MetricsSummaryQuery, call?: CallOptions) =>
      get('/metrics/summary', req.metricsSummaryQuerySchema, query, res.metricsSummaryBaseSchema, call),

    // Users and sign-in
    user: async (address: string, call?: CallOptions) => {
      const path = parseInput('GET /user/{address}', req.userPathSchema, { address });
      return transport.call({ method: 'GET', path: `/user/${path.address}`, response: res.userSchema }, call);
    },
    upsertUser: (body: req.UpsertUserRequest, call?: CallOptions) => post('/user', req.upsertUserRequestSchema, body, z.null(), call),
    /** Ours: an address's NFTs at their collections' floors. */
    portfolio: (address: string, call?: CallOptions) =>
      post('/user/portfolio', req.portfolioRequestSchema, { address }, res.portfolioSchema, call),
    signIn: (body: req.SignInRequest, call?: CallOptions) =>
      post('/user/sign_in', req.signInRequestSchema, body, res.signInResultSchema, call),

    // Maintenance and configuration
    updateMetadata: (body: req.UpdateMetadataRequest, call?: CallOptions) =>
      post('/update-metadata', req.updateMetadataRequestSchema, body, z.null(), call),
    roots: (call?: CallOptions) => transport.call({ method: 'GET', path: '/roots', response: res.rootsSchema }, call),
    /** Ours: each market action's expected network fee, learnt from its recent traces on the chain. */
    networkFees: (call?: CallOptions) =>
      transport.call({ method: 'GET', path: '/market/network-fees', response: res.networkFeesSchema }, call),
    /** Ours, not the contract's: a token's USD price for the dialogs' previews. */
    tokenPrice: (query: req.TokenPriceQuery, call?: CallOptions) =>
      get('/token/price', req.tokenPriceQuerySchema, query, res.tokenPriceSchema, call),
  };
}

export type MarketplaceApi = ReturnType<typeof createMarketplaceApi>;
