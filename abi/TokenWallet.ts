// A TIP-3 token wallet (broxus/tip3): balance and `transfer` (notify=true carries the payload to the recipient).
//
// Copied exactly from the reference ABI (TokenWallet.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const tokenWalletAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'balance',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'uint128' },
      ],
    },
    {
      name: 'transfer',
      inputs: [
        { name: 'amount', type: 'uint128' },
        { name: 'recipient', type: 'address' },
        { name: 'deployWalletValue', type: 'uint128' },
        { name: 'remainingGasTo', type: 'address' },
        { name: 'notify', type: 'bool' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: [],
} as const;

export type TokenWalletAbi = typeof tokenWalletAbi;
