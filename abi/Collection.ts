// A TIP-4 collection: the events the chain reader decodes (mints, burns, ownership) and its persistent data
// (`fields`: the TIP-4.2 `_json` metadata). The three variants (plain, royalty, with royalty) share these events.
//
// Copied exactly from the reference ABI (Collection.abi.json, see ../shared/spec/abi/README.md).
// tests/unit/actions/abi.test.ts checks every entry against the reference (without it, against the
// reference's recorded SHA-256).
export const collectionAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [],
  events: [
  {
    name: 'OwnershipTransferred',
    inputs: [
      { name: 'oldOwner', type: 'address' },
      { name: 'newOwner', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'NftCreated',
    inputs: [
      { name: 'id', type: 'uint256' },
      { name: 'nft', type: 'address' },
      { name: 'owner', type: 'address' },
      { name: 'manager', type: 'address' },
      { name: 'creator', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'NftBurned',
    inputs: [
      { name: 'id', type: 'uint256' },
      { name: 'nft', type: 'address' },
      { name: 'owner', type: 'address' },
      { name: 'manager', type: 'address' },
    ],
    outputs: [],
  },
],
  fields: [
    { name: '_pubkey', type: 'uint256' },
    { name: '_timestamp', type: 'uint64' },
    { name: '_constructorFlag', type: 'bool' },
    { name: '_supportedInterfaces', type: 'optional(cell)' },
    { name: '_codeNft', type: 'cell' },
    { name: '_totalSupply', type: 'uint128' },
    { name: '_json', type: 'string' },
    { name: '_codeIndex', type: 'cell' },
    { name: '_codeIndexBasis', type: 'cell' },
    { name: '_indexDeployValue', type: 'uint128' },
    { name: '_indexDestroyValue', type: 'uint128' },
    { name: '_deployIndexBasisValue', type: 'uint128' },
    { name: 'owner_', type: 'address' },
    { name: 'nonce_', type: 'uint64' },
    { name: '_remainOnNft', type: 'uint128' },
    { name: '_totalMinted', type: 'uint256' },
  ],
} as const;

export type CollectionAbi = typeof collectionAbi;
