// Response schemas of the marketplace contract (docs/spec/api-contract.md §7-§9), shared by the
// client (to parse answers) and the server (to check what it builds).
export * from './primitives';
export * from './enums';
export * from './common';
export * from './nfts';
export * from './collections';
export * from './offers';
export * from './events';
export * from './search';
export * from './users';
export * from './metrics';
export * from './envelopes';
export * from './analytics';
export * from './portfolio';
export * from './pnl';
export * from './network-fees';
