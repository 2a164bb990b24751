import { tokenWalletAbi as dAppTokenWalletAbi } from '../../../../abi/TokenWallet';
import { vaultTokenWalletAbi as dAppVaultTokenWalletAbi } from '../../../../abi/VaultTokenWallet';

// The TIP-3 wallets the devnet simulates: the upgradeable token wallet and the vault's wallet
// (VaultTokenWallet_V1), each the dApp's entries plus the TIP-3 wallet entries they share.
const tip3WalletFunctions = [
  {
    name: 'constructor',
    inputs: [],
    outputs: [],
  },
  {
    name: 'supportsInterface',
    inputs: [
      { name: 'answerId', type: 'uint32' },
      { name: 'interfaceID', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'bool' },
    ],
  },
  {
    name: 'platformCode',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'cell' },
    ],
  },
  {
    name: 'onDeployRetry',
    id: '0x15A038FB',
    inputs: [
      { name: 'value0', type: 'cell' },
      { name: 'value1', type: 'uint32' },
      { name: 'sender', type: 'address' },
      { name: 'remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
  {
    name: 'version',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'uint32' },
    ],
  },
  {
    name: 'burn',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'callbackTo', type: 'address' },
      { name: 'payload', type: 'cell' },
    ],
    outputs: [],
  },
  {
    name: 'owner',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'address' },
    ],
  },
  {
    name: 'root',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'address' },
    ],
  },
  {
    name: 'walletCode',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'cell' },
    ],
  },
  {
    name: 'transferToWallet',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'recipientTokenWallet', type: 'address' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'notify', type: 'bool' },
      { name: 'payload', type: 'cell' },
    ],
    outputs: [],
  },
  {
    name: 'acceptTransfer',
    id: '0x67A0B95F',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'sender', type: 'address' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'notify', type: 'bool' },
      { name: 'payload', type: 'cell' },
    ],
    outputs: [],
  },
  {
    name: 'acceptMint',
    id: '0x4384F298',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'notify', type: 'bool' },
      { name: 'payload', type: 'cell' },
    ],
    outputs: [],
  },
  {
    name: 'sendSurplusGas',
    inputs: [
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
] as const;

export const tokenWalletUpgradeableAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppTokenWalletAbi.functions,
    ...tip3WalletFunctions,
  ],
  events: [],
} as const;

export const vaultTokenWalletAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppVaultTokenWalletAbi.functions,
    ...tip3WalletFunctions,
  ],
  events: [],
} as const;
