// A TIP-3 token root (broxus/tip3): the owner's wallet address.
//
// Copied exactly from the reference ABI (TokenRoot.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const tokenRootAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'walletOf',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: 'walletOwner', type: 'address' },
      ],
      outputs: [
        { name: 'value0', type: 'address' },
      ],
    },
  ],
  events: [],
} as const;

export type TokenRootAbi = typeof tokenRootAbi;
