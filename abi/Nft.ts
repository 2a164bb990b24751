// A TIP-4 NFT: `changeManager` (listing and accepting offers), `getInfo`, `getJson`; `royaltyInfo` comes from NftWithRoyalty.abi.json (plain NFTs do not implement it: exit 60).
//
// Copied exactly from the reference ABI (Nft.abi.json, NftWithRoyalty.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const nftAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'changeManager',
      inputs: [
        { name: 'newManager', type: 'address' },
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
      name: 'getInfo',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'id', type: 'uint256' },
        { name: 'owner', type: 'address' },
        { name: 'manager', type: 'address' },
        { name: 'collection', type: 'address' },
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
    {
      name: 'NftCreated',
      inputs: [
        { name: 'id', type: 'uint256' },
        { name: 'owner', type: 'address' },
        { name: 'manager', type: 'address' },
        { name: 'collection', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'OwnerChanged',
      inputs: [
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ManagerChanged',
      inputs: [
        { name: 'oldManager', type: 'address' },
        { name: 'newManager', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'NftBurned',
      inputs: [
        { name: 'id', type: 'uint256' },
        { name: 'owner', type: 'address' },
        { name: 'manager', type: 'address' },
        { name: 'collection', type: 'address' },
      ],
      outputs: [],
    },
  ],
  fields: [
    { name: '_pubkey', type: 'uint256' },
    { name: '_timestamp', type: 'uint64' },
    { name: '_constructorFlag', type: 'bool' },
    { name: '_supportedInterfaces', type: 'optional(cell)' },
    { name: '_id', type: 'uint256' },
    { name: '_collection', type: 'address' },
    { name: '_owner', type: 'address' },
    { name: '_manager', type: 'address' },
    { name: '_json', type: 'string' },
    { name: '_indexDeployValue', type: 'uint128' },
    { name: '_indexDestroyValue', type: 'uint128' },
    { name: '_codeIndex', type: 'cell' },
  ],
} as const;

export type NftAbi = typeof nftAbi;
