// The dev wallet's fixed facts. The network id lives in ONE constant, shared/lib/constants.ts
// (DEVNET_NETWORK_ID = 31337), which the dApp also checks; it is re-exported here.
export { DEVNET_NETWORK_ID } from '@shared/lib/constants';

/** The provider API version the dev wallet speaks (everscale-inpage-provider 0.6.6). */
export const PROVIDER_VERSION = '0.6.6';
/** major·10⁶ + minor·10³ + patch. */
export const PROVIDER_NUMERIC_VERSION = 6_006;
/** `getProviderState().selectedConnection` (deprecated group name). */
export const SELECTED_CONNECTION = 'devnet';
/**
 * The devnet has no signature-id capability: `signData` with the default `withSignatureId: true`
 * signs the bare hash; a number (or a `signatureId` context) prefixes it.
 */
export const DEVNET_SIGNATURE_ID: number | null = null;

/** Where the wallet talks to the devnet (its one home is shared/lib/devnet-roots.ts). */
export { DEVNET_RPC_PATH } from '@shared/lib/devnet-roots';
/** The approval window's page, and the name/features it is opened with. */
export const APPROVE_PATH = '/devnet-wallet/approve';
export const APPROVE_WINDOW_NAME = 'devnet-wallet';
export const APPROVE_WINDOW_FEATURES = 'width=380,height=600';
/** The BroadcastChannel between the wallet (in the dApp's page) and its approval window. */
export const WALLET_CHANNEL = 'devnet-wallet';

/** localStorage keys. */
export const STORAGE_KEYS = {
  /** The automation switch: JSON `{account: <index>, approve: true | false}`. */
  auto: 'devnet-wallet:auto',
  /** The permissions granted to this origin (like an extension remembers them). */
  permissions: 'devnet-wallet:permissions',
} as const;

/** The query parameter that sets the automation switch on load: `?devnet-wallet=auto:<index>[:reject]`. */
export { DEVNET_WALLET_QUERY_PARAM as AUTO_QUERY_PARAM } from '@shared/lib/devnet-roots';

/** How often subscriptions look for new transactions on the devnet. */
export const SUBSCRIPTION_POLL_MS = 2_000;
/** `sendMessageDelayed`: seconds until the announced message expires. */
export const MESSAGE_TTL_SECONDS = 60;
