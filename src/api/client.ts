import type { z } from 'zod';
import { isNotFound } from './errors';
import { jsonInteger } from './json-integer';
import * as req from '@shared/contract/requests';
import * as res from '@shared/contract/schemas';
import { ROUTES, type GetRouteContract, type JsonRouteContract } from '@shared/contract/routes';
import { postSearch } from './search';
import { type CallOptions, createTransport, parseInput, type TransportOptions } from './transport';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

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
  async function post<B extends z.ZodType, R extends z.ZodType>(
    route: JsonRouteContract<B, R>,
    body: z.input<B>,
    call?: CallOptions,
    onWire: (parsed: z.output<B>) => unknown = (parsed) => parsed,
  ) {
    const json = onWire(parseInput(`POST ${route.path}`, route.body, body));
    return transport.call({ method: 'POST', path: route.path, json, response: route.response }, call);
  }

  /** `maxPrice` goes out as the JSON integer the contract names (i64), exactly. */
  const maxPriceAsInteger = <T extends { maxPrice: string }>(parsed: T) => ({ ...parsed, maxPrice: jsonInteger(parsed.maxPrice) });

  async function get<Q extends z.ZodObject | undefined, R extends z.ZodType>(
    route: GetRouteContract<Q, R>,
    query: Q extends z.ZodObject ? z.input<Q> : undefined,
    call?: CallOptions,
  ) {
    const parsed = (route.query ? parseInput(`GET ${route.path}`, route.query, query) : {}) as Record<string, string | number | undefined>;
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
    return transport.call(
      { method: 'GET', path: route.path, query: defined as Record<string, string | number>, response: route.response },
      call,
    );
  }

  return {
    /** Replaces the bearer token (or token getter) used from now on. */
    setToken: transport.setToken,

    // NFTs
    nfts: (body: req.NftsRequest = {}, call?: CallOptions) => post(ROUTES.nfts, body, call),
    nftsRandomBuy: (body: req.NftsRandomBuyRequest, call?: CallOptions) => post(ROUTES.nftsRandomBuy, body, call, maxPriceAsInteger),
    nftsSellCount: (body: req.NftsSellCountRequest, call?: CallOptions) => post(ROUTES.nftsSellCount, body, call, maxPriceAsInteger),
    nftDetails: (nft: string, call?: CallOptions) => orNull(post(ROUTES.nftDetails, { nft }, call)),
    nftsTop: (body: req.NftsTopRequest, call?: CallOptions) => post(ROUTES.nftsTop, body, call),
    nftBanner: (call?: CallOptions) =>
      transport.call({ method: 'POST', path: ROUTES.nftBanner.path, response: ROUTES.nftBanner.response }, call),
    nftDirectBuy: (body: req.NftDirectBuyRequest, call?: CallOptions) => post(ROUTES.nftDirectBuy, body, call),
    nftPriceHistory: (body: req.NftPriceHistoryRequest, call?: CallOptions) => post(ROUTES.nftPriceHistory, body, call),
    nftsTypes: (body: req.NftsTypesRequest = {}, call?: CallOptions) => post(ROUTES.nftsTypes, body, call),
    nftsPriceRange: (body: req.NftsPriceRangeRequest = {}, call?: CallOptions) => post(ROUTES.nftsPriceRange, body, call),
    myBestOffer: (nft: string, call?: CallOptions) => orNull(get(ROUTES.myBestOffer, { nft }, call)),

    // Collections
    collections: (body: req.CollectionsRequest = {}, call?: CallOptions) => post(ROUTES.collections, body, call),
    collectionsSimple: (body: req.CollectionsSimpleRequest = {}, call?: CallOptions) => post(ROUTES.collectionsSimple, body, call),
    collectionsEvaluation: (body: req.CollectionsEvaluationRequest, call?: CallOptions) => post(ROUTES.collectionsEvaluation, body, call),
    collectionDetails: (collection: string, call?: CallOptions) => orNull(post(ROUTES.collectionDetails, { collection }, call)),
    /** A collection's analytics (ours); null when the collection is unknown. */
    collectionMarket: (body: req.CollectionMarketRequest, call?: CallOptions) => orNull(post(ROUTES.collectionMarket, body, call)),
    collectionListings: (collection: string, call?: CallOptions) => orNull(post(ROUTES.collectionListings, { collection }, call)),
    collectionHolders: (collection: string, call?: CallOptions) => orNull(post(ROUTES.collectionHolders, { collection }, call)),
    collectionsByOwner: (body: req.CollectionsByOwnerRequest, call?: CallOptions) => post(ROUTES.collectionsByOwner, body, call),
    upsertCollectionCustom: (body: req.CollectionCustomRequest, call?: CallOptions) => post(ROUTES.upsertCollectionCustom, body, call),

    // One owner's bids, offers, listings and fee
    ownerBidsOut: (body: req.OwnerBidsOutRequest, call?: CallOptions) => post(ROUTES.ownerBidsOut, body, call),
    ownerBidsIn: (body: req.OwnerBidsInRequest, call?: CallOptions) => post(ROUTES.ownerBidsIn, body, call),
    ownerDirectBuy: (body: req.OwnerDirectBuyRequest, call?: CallOptions) => post(ROUTES.ownerDirectBuy, body, call),
    ownerDirectBuyIn: (body: req.OwnerDirectBuyRequest, call?: CallOptions) => post(ROUTES.ownerDirectBuyIn, body, call),
    ownerDirectSell: (body: req.OwnerDirectSellRequest, call?: CallOptions) => post(ROUTES.ownerDirectSell, body, call),
    ownerFee: (query: req.OwnerFeeQuery, call?: CallOptions) => get(ROUTES.ownerFee, query, call),

    // Auctions
    auctions: (body: req.AuctionsRequest = {}, call?: CallOptions) => post(ROUTES.auctions, body, call),
    auction: (auction: string, call?: CallOptions) => orNull(post(ROUTES.auction, { auction }, call)),
    auctionBids: (body: req.AuctionBidsRequest, call?: CallOptions) => post(ROUTES.auctionBids, body, call),

    // Activity, search, metrics
    events: (body: req.EventsRequest = {}, call?: CallOptions) => post(ROUTES.events, body, call),
    search: (text: string, call?: CallOptions & { limit?: number }) => postSearch(transport, text, call),
    metricsSummary: (query: req.MetricsSummaryQuery, call?: CallOptions) => get(ROUTES.metricsSummary, query, call),

    // Users and sign-in
    user: async (address: string, call?: CallOptions) => {
      const path = parseInput('GET /user/{address}', req.userPathSchema, { address });
      return transport.call({ method: 'GET', path: ROUTE_PATHS.user.replace('{address}', path.address), response: res.userSchema }, call);
    },
    upsertUser: (body: req.UpsertUserRequest, call?: CallOptions) => post(ROUTES.upsertUser, body, call),
    /** Ours: an address's NFTs at their collections' floors. */
    portfolio: (address: string, call?: CallOptions) => post(ROUTES.portfolio, { address }, call),
    signIn: (body: req.SignInRequest, call?: CallOptions) => post(ROUTES.signIn, body, call),

    // Maintenance and configuration
    updateMetadata: (body: req.UpdateMetadataRequest, call?: CallOptions) => post(ROUTES.updateMetadata, body, call),
    roots: (call?: CallOptions) => get(ROUTES.roots, undefined, call),
    /** Ours: each market action's expected network fee, learnt from its recent traces on the chain. */
    networkFees: (call?: CallOptions) => get(ROUTES.networkFees, undefined, call),
    /** Ours, not the contract's: a token's USD price for the dialogs' previews. */
    tokenPrice: (query: req.TokenPriceQuery, call?: CallOptions) => get(ROUTES.tokenPrice, query, call),
  };
}

export type MarketplaceApi = ReturnType<typeof createMarketplaceApi>;
