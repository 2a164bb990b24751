import { factoryAuctionAbi as dAppFactoryAuctionAbi } from '../../../../abi/FactoryAuction';
import { factoryCommonFunctions, nftListingFactoryFunctions } from './factory-common';

// The auction factory as the devnet simulates it: the dApp's entries (imported), the ones every
// factory shares, then its own.
export const factoryAuctionAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppFactoryAuctionAbi.functions,
    ...factoryCommonFunctions,
    ...nftListingFactoryFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: '_owner', type: 'address' },
        {
          components: [
            { name: 'numerator', type: 'uint32' },
            { name: 'denominator', type: 'uint32' },
          ],
          name: '_fee',
          type: 'tuple',
        },
        { name: '_auctionBidDelta', type: 'uint16' },
        { name: '_auctionBidDeltaDecimals', type: 'uint16' },
        { name: '_remainingGasTo', type: 'address' },
        { name: '_wnativeRoot', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'changeBidDelta',
      inputs: [
        { name: '_auctionBidDelta', type: 'uint16' },
        { name: '_auctionBidDeltaDecimals', type: 'uint16' },
      ],
      outputs: [],
    },
    {
      name: 'auctionBidDelta',
      inputs: [],
      outputs: [
        { name: 'auctionBidDelta', type: 'uint16' },
      ],
    },
    {
      name: 'auctionBidDeltaDecimals',
      inputs: [],
      outputs: [
        { name: 'auctionBidDeltaDecimals', type: 'uint16' },
      ],
    },
  ],
  events: dAppFactoryAuctionAbi.events,
} as const;
