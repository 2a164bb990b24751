// The frontend callbacks the market contracts send to the acting account (EV.11), decoded from its transactions to learn each action's outcome.
//
// Copied exactly from the reference ABI (Callbacks.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const callbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'directSellDeployed',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'directSell', type: 'address' },
        { name: 'sender', type: 'address' },
        { name: 'paymentToken', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'nonce', type: 'uint64' },
        { name: 'price', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'directSellDeclined',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'sender', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directSellSuccess',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directSellNotSuccess',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directSellCancelledOnTime',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directSellClose',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'auctionTip3DeployedCallback',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'offer', type: 'address' },
        {
          components: [
            { name: 'collection', type: 'address' },
            { name: 'nftOwner', type: 'address' },
            { name: 'nft', type: 'address' },
            { name: 'offer', type: 'address' },
            { name: 'price', type: 'uint128' },
            { name: 'auctionDuration', type: 'uint128' },
            { name: 'deployNonce', type: 'uint64' },
          ],
          name: 'offerInfo',
          type: 'tuple',
        },
      ],
      outputs: [],
    },
    {
      name: 'auctionTip3DeployedDeclined',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nftOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'bidPlacedCallback',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nextBidValue', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'bidNotPlacedCallback',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'bidRaisedCallback',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'newBidAddr', type: 'address' },
        { name: 'newBidValue', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'auctionComplete',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'auctionCancelled',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directBuyDeployed',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'directBuy', type: 'address' },
        { name: 'sender', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'nft', type: 'address' },
        { name: 'nonce', type: 'uint64' },
        { name: 'amount', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'directBuyDeployedDeclined',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'sender', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directBuySuccess',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'oldOwner', type: 'address' },
        { name: 'newOwner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directBuyNotSuccess',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directBuyCancelledOnTime',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'directBuyClose',
      inputs: [
        { name: 'callbackId', type: 'uint32' },
        { name: 'nft', type: 'address' },
      ],
      outputs: [],
    },
  ],
  events: [],
} as const;

export type CallbacksAbi = typeof callbacksAbi;
