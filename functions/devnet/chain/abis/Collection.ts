import { collectionAbi as dAppCollectionAbi } from '../../../../abi/Collection';
// The TIP-4 collection in its three variants, as the devnet simulates them (no batchMintNft or
// resolveIndexBasis). The variants differ only in constructor and mintNft, plus royaltyInfo.
const collectionFunctions = [
  {
    name: 'codeDepth',
    inputs: [],
    outputs: [
      { name: 'value0', type: 'uint16' },
    ],
  },
  {
    name: 'totalMinted',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'count', type: 'uint256' },
    ],
  },
  {
    name: 'setRemainOnNft',
    inputs: [
      { name: 'remainOnNft', type: 'uint128' },
    ],
    outputs: [],
  },
  {
    name: 'resolveIndexCodeHash',
    inputs: [
      { name: 'collection', type: 'address' },
      { name: 'owner', type: 'address' },
    ],
    outputs: [
      { name: 'hash', type: 'uint256' },
    ],
  },
  {
    name: 'acceptNftBurn',
    inputs: [
      { name: '_id', type: 'uint256' },
      { name: '_owner', type: 'address' },
      { name: '_manager', type: 'address' },
      { name: '_sendGasTo', type: 'address' },
      { name: '_callbackTo', type: 'address' },
      { name: '_callbackPayload', type: 'cell' },
    ],
    outputs: [],
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
  {
    name: 'indexBasisCode',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'code', type: 'cell' },
    ],
  },
  {
    name: 'indexBasisCodeHash',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'hash', type: 'uint256' },
    ],
  },
  {
    name: 'indexCode',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'code', type: 'cell' },
    ],
  },
  {
    name: 'indexCodeHash',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'hash', type: 'uint256' },
    ],
  },
  {
    name: 'getJson',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'json', type: 'string' },
    ],
  },
  {
    name: 'totalSupply',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'count', type: 'uint128' },
    ],
  },
  {
    name: 'nftCode',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'code', type: 'cell' },
    ],
  },
  {
    name: 'nftCodeHash',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'codeHash', type: 'uint256' },
    ],
  },
  {
    name: 'nftAddress',
    inputs: [
      { name: 'answerId', type: 'uint32' },
      { name: 'id', type: 'uint256' },
    ],
    outputs: [
      { name: 'nft', type: 'address' },
    ],
  },
  {
    name: 'supportsInterface',
    inputs: [
      { name: 'answerId', type: 'uint32' },
      { name: 'interfaceID', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'bool' },
    ],
  },
] as const;

export const collectionAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...collectionFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: 'codeNft', type: 'cell' },
        { name: 'codeIndex', type: 'cell' },
        { name: 'codeIndexBasis', type: 'cell' },
        { name: 'owner', type: 'address' },
        { name: 'remainOnNft', type: 'uint128' },
        { name: 'json', type: 'string' },
      ],
      outputs: [],
    },
    {
      name: 'mintNft',
      inputs: [
        { name: '_owner', type: 'address' },
        { name: '_json', type: 'string' },
      ],
      outputs: [],
    },
  ],
  events: [
    ...dAppCollectionAbi.events,
  ],
} as const;

export const collectionWithRoyaltyAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...collectionFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: 'codeNft', type: 'cell' },
        { name: 'codeIndex', type: 'cell' },
        { name: 'codeIndexBasis', type: 'cell' },
        { name: 'owner', type: 'address' },
        { name: 'remainOnNft', type: 'uint128' },
        { name: 'json', type: 'string' },
        {
          components: [
            { name: 'numerator', type: 'uint128' },
            { name: 'denominator', type: 'uint128' },
            { name: 'receiver', type: 'address' },
          ],
          name: 'royalty',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'mintNft',
      inputs: [
        { name: '_owner', type: 'address' },
        { name: '_json', type: 'string' },
      ],
      outputs: [],
    },
    {
      name: 'royaltyInfo',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: 'salePrice', type: 'uint128' },
      ],
      outputs: [
        { name: 'receiver', type: 'address' },
        { name: 'currentRoyalty', type: 'uint128' },
      ],
    },
  ],
  events: [
    ...dAppCollectionAbi.events,
  ],
} as const;

export const collectionRoyaltyAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...collectionFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: 'codeNft', type: 'cell' },
        { name: 'codeIndex', type: 'cell' },
        { name: 'codeIndexBasis', type: 'cell' },
        { name: 'owner', type: 'address' },
        { name: 'remainOnNft', type: 'uint128' },
        { name: 'json', type: 'string' },
      ],
      outputs: [],
    },
    {
      name: 'mintNft',
      inputs: [
        { name: '_owner', type: 'address' },
        { name: '_json', type: 'string' },
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
  ],
  events: [
    ...dAppCollectionAbi.events,
  ],
} as const;
