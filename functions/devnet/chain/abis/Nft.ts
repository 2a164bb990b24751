import { nftAbi as dAppNftAbi } from '../../../../abi/Nft';

// The TIP-4 NFT, plain and with royalty, as the devnet simulates it: the dApp's entries (imported;
// royaltyInfo only on the royalty NFT, a plain NFT has none) and the rest of TIP-4.1/4.2/4.3 it uses.
const dAppRoyaltyInfo = dAppNftAbi.functions.filter((fn) => fn.name === 'royaltyInfo');
const tip4Functions = [
  ...dAppNftAbi.functions.filter((fn) => fn.name !== 'royaltyInfo'),
  {
    name: 'burn',
    inputs: [
      { name: 'sendGasTo', type: 'address' },
      { name: 'callbackTo', type: 'address' },
      { name: 'callbackPayload', type: 'cell' },
    ],
    outputs: [],
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
    name: 'resolveIndex',
    inputs: [
      { name: 'answerId', type: 'uint32' },
      { name: 'collection', type: 'address' },
      { name: 'owner', type: 'address' },
    ],
    outputs: [
      { name: 'index', type: 'address' },
    ],
  },
  {
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'sendGasTo', type: 'address' },
      {
        components: [
          { name: 'value', type: 'uint128' },
          { name: 'payload', type: 'cell' },
        ],
        name: 'callbacks',
        type: 'map(address,tuple)',
      },
    ],
    outputs: [],
  },
  {
    name: 'changeOwner',
    inputs: [
      { name: 'newOwner', type: 'address' },
      { name: 'sendGasTo', type: 'address' },
      {
        components: [
          { name: 'value', type: 'uint128' },
          { name: 'payload', type: 'cell' },
        ],
        name: 'callbacks',
        type: 'map(address,tuple)',
      },
    ],
    outputs: [],
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

export const nftAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...tip4Functions,
    {
      name: 'constructor',
      inputs: [
        { name: 'owner', type: 'address' },
        { name: 'sendGasTo', type: 'address' },
        { name: 'remainOnNft', type: 'uint128' },
        { name: 'json', type: 'string' },
        { name: 'indexDeployValue', type: 'uint128' },
        { name: 'indexDestroyValue', type: 'uint128' },
        { name: 'codeIndex', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: [
    ...dAppNftAbi.events.filter((event) => event.name !== 'NftBurned'),
  ],
} as const;

export const nftWithRoyaltyAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...tip4Functions,
    ...dAppRoyaltyInfo,
    {
      name: 'constructor',
      inputs: [
        { name: 'owner', type: 'address' },
        { name: 'sendGasTo', type: 'address' },
        { name: 'remainOnNft', type: 'uint128' },
        { name: 'json', type: 'string' },
        { name: 'indexDeployValue', type: 'uint128' },
        { name: 'indexDestroyValue', type: 'uint128' },
        { name: 'codeIndex', type: 'cell' },
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
  ],
  events: [
    ...dAppNftAbi.events.filter((event) => event.name !== 'NftBurned'),
  ],
} as const;
