// A wrapped-native vault wallet (VaultTokenWallet_V1): balance, `transfer` (auto-wraps a deficit, C.3) and `acceptNative` (C.4).
//
// Copied exactly from the reference ABI (VaultTokenWallet_V1.abi.json, see ../shared/spec/abi/README.md),
// keeping only the functions and events the dApp uses. tests/unit/actions/abi.test.ts checks every
// entry against the reference (without it, against the reference's recorded SHA-256).
export const vaultTokenWalletAbi = {
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
    {
      name: 'acceptNative',
      inputs: [
        { name: 'amount', type: 'uint128' },
        { name: 'deployWalletValue', type: 'uint128' },
        { name: 'remainingGasTo', type: 'address' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: [],
} as const;

export type VaultTokenWalletAbi = typeof vaultTokenWalletAbi;
