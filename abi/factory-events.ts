// The events every offer factory (FactoryDirectSell, FactoryAuction, FactoryDirectBuy) shares: one base
// contract, so one signature in all three reference ABIs. The chain reader decodes them.
import { marketFeeChangeEvents } from './market-fee-events';

export const factoryCommonEvents = [
  {
    name: 'AddCollectionRules',
    inputs: [
      { name: 'collection', type: 'address' },
      {
        components: [
          { name: 'codeHash', type: 'uint256' },
          { name: 'codeDepth', type: 'uint16' },
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: 'collectionFeeInfo',
        type: 'tuple',
      },
    ],
    outputs: [],
  },
  {
    name: 'RemoveCollectionRules',
    inputs: [
      { name: 'collection', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'MarketFeeDefaultChanged',
    inputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: 'fee',
        type: 'tuple',
      },
    ],
    outputs: [],
  },
  {
    name: 'MarketBurnFeeDefaultChanged',
    inputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
          { name: 'project', type: 'address' },
          { name: 'burnRecipient', type: 'address' },
        ],
        name: 'fee',
        type: 'tuple',
      },
    ],
    outputs: [],
  },
  ...marketFeeChangeEvents,
  {
    name: 'MarketFeeWithdrawn',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint128' },
      { name: 'tokenWallet', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'OwnershipTransferred',
    inputs: [
      { name: 'oldOwner', type: 'address' },
      { name: 'newOwner', type: 'address' },
    ],
    outputs: [],
  },
] as const;
