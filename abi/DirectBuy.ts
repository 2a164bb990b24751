import { offerCommonEvents } from './offer-events';
// A direct-buy offer: its info and `closeBuy` (DB-D.1).
//
// Copied exactly from the reference ABI (DirectBuy.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const directBuyAbi = {
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
            { name: 'spentToken', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: '_timeTx', type: 'uint64' },
            { name: '_price', type: 'uint128' },
            { name: 'spentWallet', type: 'address' },
            { name: 'status', type: 'uint8' },
            { name: 'startTimeBuy', type: 'uint64' },
            { name: 'durationTimeBuy', type: 'uint64' },
            { name: 'endTimeBuy', type: 'uint64' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
    },
    {
      name: 'closeBuy',
      inputs: [
        { name: '_callbackId', type: 'uint32' },
      ],
      outputs: [],
    },
  ],
  events: [
    ...offerCommonEvents,
    {
      name: 'DirectBuyStateChanged',
      inputs: [
        { name: 'from', type: 'uint8' },
        { name: 'to', type: 'uint8' },
        {
          components: [
            { name: 'factory', type: 'address' },
            { name: 'creator', type: 'address' },
            { name: 'spentToken', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: '_timeTx', type: 'uint64' },
            { name: '_price', type: 'uint128' },
            { name: 'spentWallet', type: 'address' },
            { name: 'status', type: 'uint8' },
            { name: 'startTimeBuy', type: 'uint64' },
            { name: 'durationTimeBuy', type: 'uint64' },
            { name: 'endTimeBuy', type: 'uint64' },
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
      name: 'DirectBuyUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type DirectBuyAbi = typeof directBuyAbi;
