import { auctionAbi as dAppAuctionAbi } from '../../../../abi/Auction';
import { offerCommonFunctions } from './offer-common';

// An auction as the devnet simulates it: the dApp's entries (imported), the ones every offer shares,
// then its own.
export const auctionAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppAuctionAbi.functions,
    ...offerCommonFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: '_price', type: 'uint128' },
        { name: '_collection', type: 'address' },
        {
          components: [
            { name: 'numerator', type: 'uint32' },
            { name: 'denominator', type: 'uint32' },
          ],
          name: '_fee',
          type: 'tuple',
        },
        {
          components: [
            { name: 'numerator', type: 'uint32' },
            { name: 'denominator', type: 'uint32' },
            { name: 'project', type: 'address' },
            { name: 'burnRecipient', type: 'address' },
          ],
          name: '_burnFee',
          type: 'optional(tuple)',
        },
        { name: '_auctionStartTime', type: 'uint64' },
        { name: '_auctionDuration', type: 'uint64' },
        { name: '_bidDelta', type: 'uint16' },
        { name: '_bidDeltaDecimals', type: 'uint16' },
        { name: '_remainingGasTo', type: 'address' },
        { name: '_wnativeRoot', type: 'address' },
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
          name: '_auctionGas',
          type: 'tuple',
        },
        {
          components: [
            { name: 'collection', type: 'address' },
            { name: 'nftId', type: 'uint256' },
            {
              components: [
                { name: 'codeHash', type: 'uint256' },
                { name: 'codeDepth', type: 'uint16' },
                { name: 'numerator', type: 'uint32' },
                { name: 'denominator', type: 'uint32' },
              ],
              name: 'feeInfo',
              type: 'tuple',
            },
          ],
          name: '_discountOpt',
          type: 'optional(tuple)',
        },
      ],
      outputs: [],
    },
    {
      name: 'onTokenWallet',
      inputs: [
        { name: 'value', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        { name: 'tokenRoot', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'sender', type: 'address' },
        { name: 'value3', type: 'address' },
        { name: 'originalGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'price',
      inputs: [],
      outputs: [
        { name: 'price', type: 'uint128' },
      ],
    },
    {
      name: 'bidDelta',
      inputs: [],
      outputs: [
        { name: 'bidDelta', type: 'uint16' },
      ],
    },
    {
      name: 'bidDeltaDecimals',
      inputs: [],
      outputs: [
        { name: 'bidDeltaDecimals', type: 'uint16' },
      ],
    },
    {
      name: 'currentBid',
      inputs: [],
      outputs: [
        {
          components: [
            { name: 'addr', type: 'address' },
            { name: 'value', type: 'uint128' },
          ],
          name: 'currentBid',
          type: 'tuple',
        },
      ],
    },
    {
      name: 'maxBidValue',
      inputs: [],
      outputs: [
        { name: 'maxBidValue', type: 'uint128' },
      ],
    },
    {
      name: 'nextBidValue',
      inputs: [],
      outputs: [
        { name: 'nextBidValue', type: 'uint128' },
      ],
    },
  ],
  events: dAppAuctionAbi.events,
} as const;
