import { factoryCommonEvents } from './factory-events';
// The direct-buy (offer) root factory: its gas table and the offer payload builder (DB-A.1).
//
// Copied exactly from the reference ABI (FactoryDirectBuy.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const factoryDirectBuyAbi = {
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
              name: 'deployDirectBuy',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'make',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'accept',
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
      name: 'buildDirectBuyCreationPayload',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'buyer', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'startTime', type: 'uint64' },
        { name: 'durationTime', type: 'uint64' },
        { name: 'discountCollection', type: 'optional(address)' },
        { name: 'discountNftId', type: 'optional(uint256)' },
      ],
      outputs: [
        { name: 'value0', type: 'cell' },
      ],
    },
  ],
  events: [
    ...factoryCommonEvents,
    {
      name: 'DirectBuyDeployed',
      inputs: [
        { name: 'directBuy', type: 'address' },
        { name: 'sender', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'nonce', type: 'uint64' },
        { name: 'amount', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'DirectBuyDeclined',
      inputs: [
        { name: 'sender', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'FactoryDirectBuyUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type FactoryDirectBuyAbi = typeof factoryDirectBuyAbi;
