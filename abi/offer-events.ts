// The events every offer (DirectSell, Auction, DirectBuy) shares: one base contract, so one signature in
// all three reference ABIs. The chain reader decodes them.
import { marketFeeChangeEvents } from './market-fee-events';

export const offerCommonEvents = [
  {
    name: 'RoyaltySet',
    inputs: [
      {
        components: [
          { name: 'numerator', type: 'uint128' },
          { name: 'denominator', type: 'uint128' },
          { name: 'receiver', type: 'address' },
        ],
        name: '_royalty',
        type: 'tuple',
      },
    ],
    outputs: [],
  },
  {
    name: 'RoyaltyWithdrawn',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint128' },
      { name: 'paymentToken', type: 'address' },
    ],
    outputs: [],
  },
  ...marketFeeChangeEvents,
  {
    name: 'MarketFeeWithheld',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'tokenRoot', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'MarketFeeBurn',
    inputs: [
      { name: 'auction', type: 'address' },
      { name: 'burnRecipient', type: 'address' },
      { name: 'project', type: 'address' },
    ],
    outputs: [],
  },
] as const;
