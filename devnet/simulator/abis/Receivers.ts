// The calls contracts make on receivers the simulation does not define: the callbacks TIP-3 wallets and
// TIP-4 collections call on whoever receives tokens, a bounce or a burned NFT's value (contract-semantics
// B.5, B.7, D.5), and the offers' call on a burn fee's recipient (§3.2, "Venom burn"). No spec/abi file
// lists them (each receiver implements the ones it wants), so these are the devnet's own entries, from the
// TIP-3.1 and TIP-4.1 callback interfaces: the wire encodes these calls with them whoever the receiver is.
export const receiversAbi = {
  functions: [
    {
      name: 'onAcceptTokensMint',
      inputs: [
        { name: 'tokenRoot', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'remainingGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'onBounceTokensTransfer',
      inputs: [
        { name: 'tokenRoot', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'revertedFrom', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'onBounceTokensBurn',
      inputs: [
        { name: 'tokenRoot', type: 'address' },
        { name: 'amount', type: 'uint128' },
      ],
      outputs: [],
    },
    {
      name: 'onAcceptNftBurn',
      inputs: [
        { name: 'collection', type: 'address' },
        { name: 'id', type: 'uint256' },
        { name: 'nft', type: 'address' },
        { name: 'owner', type: 'address' },
        { name: 'manager', type: 'address' },
        { name: 'remainingGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'burn',
      inputs: [
        { name: 'user', type: 'address' },
        { name: 'project', type: 'address' },
      ],
      outputs: [],
    },
  ],
  events: [],
} as const;
