/** Row -> contract entity mappers for the API handlers. */
export * from './collection';
export * from './event';
export * from './nft';
export * from './offers';
export * from './user';
export { parseJsonColumn } from './json';
