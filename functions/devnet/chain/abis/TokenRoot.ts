import { tokenRootAbi as dAppTokenRootAbi } from '../../../../abi/TokenRoot';
import { vaultTokenRootAbi as dAppVaultTokenRootAbi } from '../../../../abi/VaultTokenRoot';

// The TIP-3 roots the devnet simulates: the upgradeable token root and the wrapped-native vault
// (VaultTokenRoot_V1), each the dApp's entries plus the TIP-3 root entries they share plus its own.
const tip3RootFunctions = [
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
    name: 'walletVersion',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'uint32' },
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
    name: 'mintDisabled',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'bool' },
    ],
  },
  {
    name: 'burnByRootDisabled',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'bool' },
    ],
  },
  {
    name: 'burnPaused',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'bool' },
    ],
  },
  {
    name: 'name',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'string' },
    ],
  },
  {
    name: 'symbol',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'string' },
    ],
  },
  {
    name: 'decimals',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'uint8' },
    ],
  },
  {
    name: 'totalSupply',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'uint128' },
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
    name: 'rootOwner',
    inputs: [
      { name: 'answerId', type: 'uint32' },
    ],
    outputs: [
      { name: 'value0', type: 'address' },
    ],
  },
  {
    name: 'deployWallet',
    inputs: [
      { name: 'answerId', type: 'uint32' },
      { name: 'walletOwner', type: 'address' },
      { name: 'deployWalletValue', type: 'uint128' },
    ],
    outputs: [
      { name: 'tokenWallet', type: 'address' },
    ],
  },
  {
    name: 'mint',
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
    name: 'acceptBurn',
    id: '0x192B51B1',
    inputs: [
      { name: 'amount', type: 'uint128' },
      { name: 'walletOwner', type: 'address' },
      { name: 'remainingGasTo', type: 'address' },
      { name: 'callbackTo', type: 'address' },
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

export const tokenRootUpgradeableAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppTokenRootAbi.functions,
    ...tip3RootFunctions,
    {
      name: 'constructor',
      inputs: [
        { name: 'initialSupplyTo', type: 'address' },
        { name: 'initialSupply', type: 'uint128' },
        { name: 'deployWalletValue', type: 'uint128' },
        { name: 'mintDisabled', type: 'bool' },
        { name: 'burnByRootDisabled', type: 'bool' },
        { name: 'burnPaused', type: 'bool' },
        { name: 'remainingGasTo', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'disableMint',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'bool' },
      ],
    },
    {
      name: 'setBurnPaused',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: 'paused', type: 'bool' },
      ],
      outputs: [
        { name: 'value0', type: 'bool' },
      ],
    },
  ],
  events: [],
} as const;

export const vaultTokenRootAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    ...dAppVaultTokenRootAbi.functions,
    ...tip3RootFunctions,
    {
      name: 'constructor',
      inputs: [],
      outputs: [],
    },
    {
      name: 'getReserves',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'uint128' },
      ],
    },
    {
      name: 'acceptWrap',
      inputs: [
        { name: 'walletOwner', type: 'address' },
        { name: 'amount', type: 'uint128' },
        { name: 'remainingGasTo', type: 'address' },
      ],
      outputs: [],
    },
    {
      name: 'getReceiveSafeFee',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'uint128' },
      ],
    },
    {
      name: 'getWrapDeployWalletValue',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'uint128' },
      ],
    },
    {
      name: 'getInitialBalance',
      inputs: [
        { name: 'answerId', type: 'uint32' },
      ],
      outputs: [
        { name: 'value0', type: 'uint128' },
      ],
    },
  ],
  events: [],
} as const;
