// The TIP-4.3 index an NFT deploys. spec/abi has no ABI for it (the contracts' repository ships it
// precompiled), so these are the devnet's own entries: deploy, destruct and getInfo.
export const nftIndexAbi = {
  functions: [
    { name: 'constructor', inputs: [], outputs: [] },
    { name: 'destruct', inputs: [{ name: 'gasReceiver', type: 'address' }], outputs: [] },
    {
      name: 'getInfo',
      inputs: [{ name: 'answerId', type: 'uint32' }],
      outputs: [
        { name: 'collection', type: 'address' },
        { name: 'owner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
    },
  ],
  events: [],
} as const;
