/**
 * Where the devnet's genesis puts the market (deterministic; the genesis test checks them): the three
 * factories and the three collections. On CHAIN=devnet they are what the chain reader follows when
 * READER_FACTORIES and READER_COLLECTIONS are empty, as a mainnet deployment names its own roots there.
 */
export const DEVNET_FACTORY_ROOTS = {
  directSell: '0:4289c341c54c02455329ccaa8853c4a070cec8a72400ae0875a97edfe6e8ce9c',
  auction: '0:46f8eab1213a4214a5746911e330d8e5ffddb290016adde4eb05c3904d0a7344',
  directBuy: '0:a5e273cbc377bfe5be2e9bb42c8afba28e57cd4c54284ece2b8ad39c008cddd5',
} as const;

/** Devnet Pioneers, Devnet Glyphs and Devnet Sketches, in genesis order. */
export const DEVNET_COLLECTION_ROOTS: readonly string[] = [
  '0:1f67e7b029faa01c25c32bcd7b20989c5c278b5ea33f5c46d592c64c2bdd660c',
  '0:d866b45a49548f23c69e9eada4102ac3702b0814e66161b80cf8d7dddaf0f44a',
  '0:c0d40ec136deaba5c72b9602794380c8c9e69bd84a9df7fe817aa5b39406cda3',
];

/**
 * The devnet's doors on the site's origin: the site forwards these paths to the devnet Worker (its
 * DEVNET service binding), and the devnet posts NEW_BLOCK to the site after each block, a hint that
 * carries nothing the reader then reads from the chain itself.
 */
export const DEVNET_PATH_PREFIX = '/devnet/';
export const DEVNET_NEW_BLOCK_PATH = '/devnet/new-block';
/** The devnet Worker's doors: the dev wallet's and the tests' RPC, the chain's JRPC and its token prices. */
export const DEVNET_RPC_PATH = '/devnet/rpc';
export const DEVNET_JRPC_PATH = '/devnet/jrpc';
export const DEVNET_PRICES_PATH = '/devnet/prices';
/**
 * The devnet's push service (devnet/push-service.ts), standing for a browser vendor's: the site sends to
 * endpoints on DEVNET_PUSH_ORIGIN through its DEVNET binding, and tests read what arrived at
 * DEVNET_PUSH_PATH/<id> on the site's origin.
 */
export const DEVNET_PUSH_ORIGIN = 'https://push.devnet.invalid';
export const DEVNET_PUSH_PATH = '/devnet/push';

/**
 * The dev wallet's link on any page, `?devnet-wallet=auto:<index>[:reject]` (devnet/wallet/automation.ts):
 * read by the browser, so a devnet site keeps it in a page's URL (src/page-query/page-params.ts).
 */
export const DEVNET_WALLET_QUERY_PARAM = 'devnet-wallet';
