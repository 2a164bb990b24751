import { factoryCommonEvents } from './factory-events';
// The auction root factory: its gas table and the auction payload builder (AU-A.1, a responsible getter: pass `answerId: 0`).
//
// Copied exactly from the reference ABI (FactoryAuction.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const factoryAuctionAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'getGasValue',
      inputs: [],
      outputs: [
        {
          components: [
            { name: 'gasK', type: 'uint128' },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'deployWallet',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'royalty',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'deployAuction',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'start',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'bid',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'cancel',
              type: 'tuple',
            },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
    },
    {
      name: 'buildAuctionCreationPayload',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: '_callbackId', type: 'uint32' },
        { name: '_paymentToken', type: 'address' },
        { name: '_price', type: 'uint128' },
        { name: '_auctionStartTime', type: 'uint64' },
        { name: '_auctionDuration', type: 'uint64' },
        { name: '_discountCollection', type: 'optional(address)' },
        { name: '_discountNftId', type: 'optional(uint256)' },
      ],
      outputs: [
        { name: 'value0', type: 'cell' },
      ],
    },
  ],
  events: [
    ...factoryCommonEvents,
    {
      name: 'AuctionDeployed',
      inputs: [
        { name: 'offer', type: 'address' },
        {
          components: [
            { name: 'collection', type: 'address' },
            { name: 'nftOwner', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: 'offer', type: 'address' },
            { name: 'price', type: 'uint128' },
            { name: 'auctionDuration', type: 'uint128' },
            { name: 'deployNonce', type: 'uint64' },
          ],
          name: 'offerInfo',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'AuctionDeclined',
      inputs: [
        { name: 'nftOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'AuctionRootUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type FactoryAuctionAbi = typeof factoryAuctionAbi;
