// The market-fee change events that both the offer factories and the offers emit, with one signature
// in every reference ABI: one home, spread into factory-events.ts and offer-events.ts.
export const marketFeeChangeEvents = [
  {
    name: 'MarketFeeChanged',
    inputs: [
      { name: 'auction', type: 'address' },
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
    name: 'MarketBurnFeeChanged',
    inputs: [
      { name: 'auction', type: 'address' },
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
] as const;
