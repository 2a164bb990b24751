// The typed client of the marketplace HTTP contract, its schemas and its errors.
export * from './schemas';
export * from './requests';
export * from './errors';
export * from './validation';
export { createMarketplaceApi, type MarketplaceApi, type MarketplaceApiOptions } from './client';
export { type CallOptions, type FetchLike, type TokenSource, SAME_ORIGIN_BASE, resolveBaseURL } from './transport';
