// The wrapped-native vault root (VaultTokenRoot_V1): wallet addresses and `wrap` (C.2 b).
//
// Copied exactly from the reference ABI (VaultTokenRoot_V1.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const vaultTokenRootAbi = {
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
    {
      name: 'wrap',
      inputs: [
        { name: 'tokens', type: 'uint128' },
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

export type VaultTokenRootAbi = typeof vaultTokenRootAbi;
