// The entries every offer (DirectSell, Auction, DirectBuy) shares: one base contract, so one signature
// in all three reference ABIs.
export const offerCommonFunctions = [
  {
    name: 'getTypeContract',
    inputs: [],
    outputs: [
      { name: 'value0', type: 'string' },
    ],
  },
  {
    name: 'finishOffer',
    inputs: [
      { name: '_remainingGasTo', type: 'address' },
      { name: '_callbackId', type: 'uint32' },
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
  {
    name: 'upgrade',
    inputs: [
      { name: 'newCode', type: 'cell' },
      { name: 'newVersion', type: 'uint32' },
      { name: 'remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'royalty',
    inputs: [],
    outputs: [
      {
        components: [
          { name: 'numerator', type: 'uint128' },
          { name: 'denominator', type: 'uint128' },
          { name: 'receiver', type: 'address' },
        ],
        name: 'value0',
        type: 'optional(tuple)',
      },
    ],
  },
  {
    name: 'onGetInfoRoyalty',
    inputs: [
      { name: 'value0', type: 'uint256' },
      { name: 'value1', type: 'address' },
      { name: 'value2', type: 'address' },
      { name: '_collection', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'onRoyaltyCollectionInfo',
    inputs: [
      { name: '_receiver', type: 'address' },
      { name: '_amount', type: 'uint128' },
    ],
    outputs: [],
  },
  {
    name: 'onRoyaltyNFTInfo',
    inputs: [
      { name: '_receiver', type: 'address' },
      { name: '_amount', type: 'uint128' },
    ],
    outputs: [],
  },
  {
    name: 'wnativeRoot',
    inputs: [],
    outputs: [
      { name: 'value0', type: 'address' },
    ],
  },
  {
    name: 'setMarketBurnFee',
    inputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
          { name: 'project', type: 'address' },
          { name: 'burnRecipient', type: 'address' },
        ],
        name: '_fee',
        type: 'tuple',
      },
      { name: '_remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'marketBurnFee',
    inputs: [],
    outputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
          { name: 'project', type: 'address' },
          { name: 'burnRecipient', type: 'address' },
        ],
        name: 'value0',
        type: 'optional(tuple)',
      },
    ],
  },
  {
    name: 'setMarketFee',
    inputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: '_fee',
        type: 'tuple',
      },
      { name: '_remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'marketFee',
    inputs: [],
    outputs: [
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: 'value0',
        type: 'tuple',
      },
    ],
  },
  {
    name: 'onGetInfoDiscount',
    inputs: [
      { name: '_id', type: 'uint256' },
      { name: '_owner', type: 'address' },
      { name: '_manager', type: 'address' },
      { name: '_collection', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'activate',
    inputs: [],
    outputs: [],
  },
  {
    name: 'getTargetBalance',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'uint128' },
    ],
  },
] as const;
