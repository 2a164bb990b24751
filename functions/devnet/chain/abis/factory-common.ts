// The entries every offer factory (FactoryDirectSell, FactoryAuction, FactoryDirectBuy) shares: one
// base contract, so one signature in all three reference ABIs.
export const factoryCommonFunctions = [
  {
    name: 'getTypeContract',
    inputs: [],
    outputs: [
      { name: 'value0', type: 'string' },
    ],
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
    name: 'setCodeOffer',
    inputs: [
      { name: '_newCode', type: 'cell' },
    ],
    outputs: [],
  },
  {
    name: 'requestUpgradeOffer',
    inputs: [
      { name: '_owner', type: 'address' },
      { name: '_paymentToken', type: 'address' },
      { name: '_nft', type: 'address' },
      { name: '_timeTx', type: 'uint64' },
      { name: '_markerRootAddress', type: 'address' },
      { name: '_remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'addCollectionsSpecialRules',
    inputs: [
      { name: '_collection', type: 'address' },
      {
        components: [
          { name: 'codeHash', type: 'uint256' },
          { name: 'codeDepth', type: 'uint16' },
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: '_collectionFeeInfo',
        type: 'tuple',
      },
    ],
    outputs: [],
  },
  {
    name: 'removeCollectionsSpecialRules',
    inputs: [
      { name: '_collection', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'collectionsSpecialRules',
    inputs: [],
    outputs: [
      {
        components: [
          { name: 'codeHash', type: 'uint256' },
          { name: 'codeDepth', type: 'uint16' },
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: 'value0',
        type: 'map(address,tuple)',
      },
    ],
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
    ],
    outputs: [],
  },
  {
    name: 'setMarketBurnFeeForChildContract',
    inputs: [
      { name: '_offer', type: 'address' },
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
    ],
    outputs: [],
  },
  {
    name: 'setMarketFeeForChildContract',
    inputs: [
      { name: '_offer', type: 'address' },
      {
        components: [
          { name: 'numerator', type: 'uint32' },
          { name: 'denominator', type: 'uint32' },
        ],
        name: '_fee',
        type: 'tuple',
      },
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
    name: 'withdraw',
    inputs: [
      { name: '_tokenWallet', type: 'address' },
      { name: '_amount', type: 'uint128' },
      { name: '_recipient', type: 'address' },
      { name: '_remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'activateChildContract',
    inputs: [
      { name: '_offer', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'finishChildContract',
    inputs: [
      { name: '_offer', type: 'address' },
      { name: '_callbackId', type: 'uint32' },
    ],
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
  {
    name: 'owner',
    inputs: [],
    outputs: [
      { name: 'value0', type: 'address' },
    ],
  },
  {
    name: 'transferOwnership',
    inputs: [
      { name: 'newOwner', type: 'address' },
    ],
    outputs: [],
  },
] as const;

/** The NFT's changeManager callback, on the two factories an NFT is listed with (direct sell, auction). */
export const nftListingFactoryFunctions = [
  {
    name: 'onNftChangeManager',
    inputs: [
      { name: 'value0', type: 'uint256' },
      { name: 'nftOwner', type: 'address' },
      { name: 'value2', type: 'address' },
      { name: 'newManager', type: 'address' },
      { name: 'collection', type: 'address' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'payload', type: 'cell' },
    ],
    outputs: [],
  },
] as const;
