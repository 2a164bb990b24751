import { directBuyAbi as dAppDirectBuyAbi } from '../../../../abi/DirectBuy';
import { offerCommonFunctions } from './offer-common';

// A direct buy (an offer on an NFT) as the devnet simulates it: the dApp's entries (imported), the
// ones every offer shares, then its own.
export const directBuyAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppDirectBuyAbi.functions,
    ...offerCommonFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: '_amount', type: 'uint128' },
        { name: '_startTime', type: 'uint64' },
        { name: '_durationTime', type: 'uint64' },
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
              name: 'deployDirectBuy',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'make',
              type: 'tuple',
            },
            {
              components: [
                { name: 'fixedValue', type: 'uint128' },
                { name: 'dynamicGas', type: 'uint128' },
              ],
              name: 'accept',
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
          name: '_directBuyGas',
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
        { name: 'tokenRoot', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'sender', type: 'address' },
        { name: 'value3', type: 'address' },
        { name: 'originalGasTo', type: 'address' },
        { name: 'value5', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'onNftChangeManager',
      inputs: [
        { name: 'value0', type: 'uint256' },
        { name: 'nftOwner', type: 'address' },
        { name: 'value2', type: 'address' },
        { name: 'newManager', type: 'address' },
        { name: 'value4', type: 'address' },
        { name: 'remainingGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: dAppDirectBuyAbi.events,
} as const;
