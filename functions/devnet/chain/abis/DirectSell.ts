import { directSellAbi as dAppDirectSellAbi } from '../../../../abi/DirectSell';
import { offerCommonFunctions } from './offer-common';

// A direct sell as the devnet simulates it: the dApp's entries (imported), the ones every offer
// shares, then its own.
export const directSellAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppDirectSellAbi.functions,
    ...offerCommonFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: '_startTime', type: 'uint64' },
        { name: '_durationTime', type: 'uint64' },
        { name: '_price', type: 'uint128' },
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
        { name: '_wnativeRoot', type: 'address' },
        { name: '_collection', type: 'address' },
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
          name: '_directSellGas',
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
        { name: '_wallet', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        { name: 'value0', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'sender', type: 'address' },
        { name: 'value3', type: 'address' },
        { name: 'originalGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: dAppDirectSellAbi.events,
} as const;
