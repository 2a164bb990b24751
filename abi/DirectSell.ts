import { offerCommonEvents } from './offer-events';
// A direct sell (fixed-price listing): its info, the buy payload builder (A.4) and `closeSell` (DS-C.1).
//
// Copied exactly from the reference ABI (DirectSell.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const directSellAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'getInfo',
      inputs: [],
      outputs: [
        {
          components: [
            { name: 'factory', type: 'address' },
            { name: 'creator', type: 'address' },
            { name: 'token', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: '_timeTx', type: 'uint64' },
            { name: 'start', type: 'uint64' },
            { name: 'end', type: 'uint64' },
            { name: '_price', type: 'uint128' },
            { name: 'wallet', type: 'address' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
    },
    {
      name: 'buildBuyPayload',
      inputs: [
        { name: '_callbackId', type: 'uint32' },
        { name: '_buyer', type: 'address' },
      ],
      outputs: [
        { name: 'value0', type: 'cell' },
      ],
    },
    {
      name: 'closeSell',
      inputs: [
        { name: '_callbackId', type: 'uint32' },
      ],
      outputs: [],
    },
  ],
  events: [
    ...offerCommonEvents,
    {
      name: 'DirectSellStateChanged',
      inputs: [
        { name: 'from', type: 'uint8' },
        { name: 'to', type: 'uint8' },
        {
          components: [
            { name: 'factory', type: 'address' },
            { name: 'creator', type: 'address' },
            { name: 'token', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: '_timeTx', type: 'uint64' },
            { name: 'start', type: 'uint64' },
            { name: 'end', type: 'uint64' },
            { name: '_price', type: 'uint128' },
            { name: 'wallet', type: 'address' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value2',
          type: 'tuple',
        },
        { name: 'old_owner', type: 'address' },
        { name: 'new_owner', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'DirectSellUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type DirectSellAbi = typeof directSellAbi;
