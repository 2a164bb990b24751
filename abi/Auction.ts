import { offerCommonEvents } from './offer-events';
// An auction: its info, the bid payload builder (A.4, responsible) and `finishAuction` (AU-C.1).
//
// Copied exactly from the reference ABI (Auction.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const auctionAbi = {
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
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
    },
    {
      name: 'buildPlaceBidPayload',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: '_callbackId', type: 'uint32' },
        { name: '_buyer', type: 'address' },
      ],
      outputs: [
        { name: 'value0', type: 'cell' },
      ],
    },
    {
      name: 'finishAuction',
      inputs: [
        { name: '_remainingGasTo', type: 'address' },
        { name: '_callbackId', type: 'uint32' },
      ],
      outputs: [],
    },
  ],
  events: [
    ...offerCommonEvents,
    {
      name: 'AuctionCreated',
      inputs: [
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'AuctionActive',
      inputs: [
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'BidPlaced',
      inputs: [
        { name: 'buyer', type: 'address' },
        { name: 'value', type: 'uint128' },
        { name: 'nextBidValue', type: 'uint128' },
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value3',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'BidDeclined',
      inputs: [
        { name: 'buyer', type: 'address' },
        { name: 'value', type: 'uint128' },
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value2',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'AuctionComplete',
      inputs: [
        { name: 'buyer', type: 'address' },
        { name: 'value', type: 'uint128' },
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value2',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'AuctionCancelled',
      inputs: [
        {
          components: [
            { name: 'auctionSubject', type: 'address' },
            { name: 'subjectOwner', type: 'address' },
            { name: 'paymentToken', type: 'address' },
            { name: 'walletForBids', type: 'address' },
            { name: 'startTime', type: 'uint64' },
            { name: 'duration', type: 'uint64' },
            { name: 'endTime', type: 'uint64' },
            { name: 'price', type: 'uint128' },
            { name: 'nonce', type: 'uint64' },
            { name: 'status', type: 'uint8' },
            { name: 'collection', type: 'address' },
          ],
          name: 'value0',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'AuctionUpgrade',
      inputs: [],
      outputs: [],
    },
  ],
} as const;

export type AuctionAbi = typeof auctionAbi;
