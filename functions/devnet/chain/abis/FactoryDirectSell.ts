import { factoryDirectSellAbi as dAppFactoryDirectSellAbi } from '../../../../abi/FactoryDirectSell';
import { factoryCommonEvents, factoryCommonFunctions, nftListingFactoryFunctions } from './factory-common';

// The direct-sell factory as the devnet simulates it: the dApp's entries (imported), the ones every
// factory shares, then its own.
export const factoryDirectSellAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppFactoryDirectSellAbi.functions,
    ...factoryCommonFunctions,
    ...nftListingFactoryFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: '_owner', type: 'address' },
        { name: '_remainingGasTo', type: 'address' },
        {
          components: [
            { name: 'numerator', type: 'uint32' },
            { name: 'denominator', type: 'uint32' },
          ],
          name: '_fee',
          type: 'tuple',
        },
        { name: '_wnativeRoot', type: 'address' },
      ],
      outputs: [],
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
