import { factoryDirectBuyAbi as dAppFactoryDirectBuyAbi } from '../../../../abi/FactoryDirectBuy';
import { factoryCommonFunctions } from './factory-common';

// The direct-buy factory as the devnet simulates it: the dApp's entries (imported), the ones every
// factory shares, then its own.
export const factoryDirectBuyAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppFactoryDirectBuyAbi.functions,
    ...factoryCommonFunctions,
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
      name: 'onAcceptTokensBurn',
      inputs: [
        { name: 'amount', type: 'uint128' },
        { name: 'value1', type: 'address' },
        { name: 'value2', type: 'address' },
        { name: 'user', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: dAppFactoryDirectBuyAbi.events,
} as const;
