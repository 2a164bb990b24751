import { factoryCommonEvents } from './factory-events';
// The direct-sell root factory: its gas table and the listing payload builder (DS-A.1); the NFT is listed by `Nft.changeManager` with this payload.
//
// Copied exactly from the reference ABI (FactoryDirectSell.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const factoryDirectSellAbi = {
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
              name: 'deployDirectSell',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'sell',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'buy',
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
      name: 'buildDirectSellCreationPayload',
      inputs: [
        { name: '_callbackId', type: 'uint32' },
        { name: '_startTime', type: 'uint64' },
        { name: '_durationTime', type: 'uint64' },
        { name: '_paymentToken', type: 'address' },
        { name: '_price', type: 'uint128' },
        { name: '_recipient', type: 'address' },
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
      name: 'DirectSellDeployed',
      inputs: [
        { name: 'directSell', type: 'address' },
        { name: 'sender', type: 'address' },
        { name: 'paymentToken', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'nonce', type: 'uint64' },
        { name: 'price', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'DirectSellDeclined',
      inputs: [
        { name: 'sender', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'FactoryDirectSellUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type FactoryDirectSellAbi = typeof factoryDirectSellAbi;
