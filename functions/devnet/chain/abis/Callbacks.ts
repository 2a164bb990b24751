import { callbacksAbi as dAppCallbacksAbi } from '../../../../abi/Callbacks';

// What the devnet sends to a person's wallet (the user wallet's ABI): the frontend callbacks the dApp
// decodes (abi/Callbacks.ts), the ones to the offer's owner, and the NFT's callbacks to their targets.
export const callbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppCallbacksAbi.functions,
    {
      name: 'onNftChangeManager',
      inputs: [
        { name: 'id', type: 'uint256' },
        { name: 'owner', type: 'address' },
        { name: 'oldManager', type: 'address' },
        { name: 'newManager', type: 'address' },
        { name: 'collection', type: 'address' },
        { name: 'sendGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'onNftChangeOwner',
      inputs: [
        { name: 'id', type: 'uint256' },
        { name: 'manager', type: 'address' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'collection', type: 'address' },
        { name: 'sendGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'onNftTransfer',
      inputs: [
        { name: 'id', type: 'uint256' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'oldManager', type: 'address' },
        { name: 'newManager', type: 'address' },
        { name: 'collection', type: 'address' },
        { name: 'gasReceiver', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'ownedBidPlacedCallback',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'bidValue', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedBidRaisedCallback',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'newBidAddr', type: 'address' },
        { name: 'newBidValue', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedAuctionComplete',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'bidValue', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'ownedAuctionCancelled',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedDirectBuySuccess',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedDirectBuyCancelledOnTime',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedDirectSellSuccess',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'ownedDirectSellCancelledOnTime',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
  ],
  events: [],
} as const;
