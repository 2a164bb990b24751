// Connecting to a wallet through everscale-inpage-provider, signing the login message, and reading the
// coin balance. Loaded on first use only: nothing here is in the initial page JavaScript.
import { ProviderRpcClient, type Provider } from 'everscale-inpage-provider';
import { WALLET_STATE_REQUEST_TIMEOUT_MS } from '@shared/lib/constants';
import { loginSignedBytes } from '@shared/lib/login-message';
import { findProvider } from './discovery';
import type { WalletInfo } from './wallets';

export interface ConnectedAccount {
  address: string;
  publicKey: string;
  /** The wallet contract type (the sign-in `walletType`). */
  contractType: string;
}

export interface Connection {
  wallet: WalletInfo;
  client: ProviderRpcClient;
  account: ConnectedAccount;
  networkId: number;
}

export type ConnectFailure = 'not-installed' | 'rejected' | 'no-permissions' | 'no-account' | 'failed';

export class WalletConnectError extends Error {
  constructor(
    readonly reason: ConnectFailure,
    message: string,
  ) {
    super(message);
  }
}

function withTimeout<T>(pending: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    pending,
    new Promise<never>((_, reject) => setTimeout(() => reject(new WalletConnectError('failed', `${what} timed out`)), ms)),
  ]);
}

/** The Ever/Venom extensions' error code for "the person said no" (their RpcErrorCode.REJECTED_BY_USER). */
const REJECTED_BY_USER = 6;

/** A wallet's "user rejected" answer, as extensions and the dev wallet report it. */
export function isRejection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === REJECTED_BY_USER || (typeof e?.message === 'string' && /rejected|denied|cancell?ed by user/i.test(e.message));
}

function accountOf(permissions: { accountInteraction?: { address: unknown; publicKey: string; contractType: string } }): ConnectedAccount {
  const ai = permissions.accountInteraction;
  if (!ai) throw new WalletConnectError('no-account', 'The wallet returned no account');
  return { address: String(ai.address), publicKey: ai.publicKey, contractType: ai.contractType };
}

/**
 * Connects to the wallet. `silent` only resumes a connection the wallet still grants (after a reload),
 * without asking the person again.
 */
export async function connectWallet(wallet: WalletInfo, silent = false): Promise<Connection> {
  const provider: Provider | undefined = await findProvider(wallet, silent ? 1 : undefined);
  if (!provider) throw new WalletConnectError('not-installed', `${wallet.name} was not found`);
  const client = new ProviderRpcClient({ provider });
  await client.ensureInitialized();
  try {
    let account: ConnectedAccount;
    if (silent) {
      const state = await withTimeout(client.getProviderState(), WALLET_STATE_REQUEST_TIMEOUT_MS, 'Wallet state');
      account = accountOf(state.permissions);
    } else {
      const permissions = await client.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
      if (!permissions.accountInteraction) throw new WalletConnectError('no-permissions', 'The wallet granted no permissions');
      account = accountOf(permissions);
    }
    const state = await withTimeout(client.getProviderState(), WALLET_STATE_REQUEST_TIMEOUT_MS, 'Wallet state');
    return { wallet, client, account, networkId: state.networkId };
  } catch (error) {
    if (error instanceof WalletConnectError) throw error;
    if (isRejection(error)) throw new WalletConnectError('rejected', 'The request was rejected');
    throw new WalletConnectError('failed', error instanceof Error ? error.message : 'Connection failed');
  }
}

export async function disconnectWallet(connection: Connection): Promise<void> {
  try {
    await connection.client.disconnect();
  } catch {
    // Already gone: nothing to undo.
  }
}

/** A login signature and the signature id the wallet actually prefixed (false: none). */
export interface LoginSignature {
  signature: string;
  withSignatureId: number | false;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array((hex.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)));
}

/** Whether `signature` (base64) verifies over `data`; null when this browser has no WebCrypto Ed25519. */
async function verifiesLocally(publicKey: string, signature: string, data: Uint8Array<ArrayBuffer>): Promise<boolean | null> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', hexBytes(publicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes, data).catch(() => false);
}

/**
 * Signs the login message with the account's key (the wallet hashes it first, provider-protocol §6),
 * the wallet's default way: with its network's signature id when the network has one (Venom mainnet:
 * 1), bare otherwise. Wallets differ here, so the result says what was actually signed: the signature
 * is checked locally against the bare hash and against the configured network's id.
 */
export async function signLoginMessage(
  connection: Connection,
  message: string,
  networkSignatureId: number | null,
): Promise<LoginSignature> {
  const data = btoa(String.fromCharCode(...new TextEncoder().encode(message)));
  const { publicKey } = connection.account;
  const { signature } = await connection.client.signData({ publicKey, data });
  const candidates = networkSignatureId === null ? [null] : [networkSignatureId, null];
  for (const id of candidates) {
    const verified = await verifiesLocally(publicKey, signature, await loginSignedBytes(message, id));
    // Without Ed25519 in this browser, trust the network's default.
    if (verified === null) return { signature, withSignatureId: networkSignatureId ?? false };
    if (verified) return { signature, withSignatureId: id ?? false };
  }
  throw new Error('The wallet signed the login in a form this site cannot check');
}

export async function coinBalance(connection: Connection): Promise<string> {
  const { state } = await connection.client.getFullContractState({ address: connection.account.address as never });
  return state?.balance ?? '0';
}

/**
 * Calls back when the wallet changes account or network, or logs out; `onBalance` gets the account's
 * new coin balance whenever its state changes (the spec's account-state subscription).
 */
export async function watchWallet(
  connection: Connection,
  onChange: (kind: 'account' | 'network' | 'logout') => void,
  onBalance: (balance: string) => void = () => {},
): Promise<() => void> {
  const [permissions, network, loggedOut, state] = await Promise.all([
    connection.client.subscribe('permissionsChanged'),
    connection.client.subscribe('networkChanged'),
    connection.client.subscribe('loggedOut'),
    connection.client.subscribe('contractStateChanged', { address: connection.account.address as never }),
  ]);
  permissions.on('data', () => onChange('account'));
  network.on('data', () => onChange('network'));
  loggedOut.on('data', () => onChange('logout'));
  state.on('data', (event) => onBalance(event.state.balance));
  return () => [permissions, network, loggedOut, state].forEach((s) => void s.unsubscribe());
}
