import { factoryDirectSellAbi as dAppFactoryDirectSellAbi } from '../../../../abi/FactoryDirectSell';
import { factoryCommonFunctions, nftListingFactoryFunctions } from './factory-common';

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
  events: dAppFactoryDirectSellAbi.events,
} as const;
