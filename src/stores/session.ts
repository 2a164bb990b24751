// The login session: a token from signing the login message, kept in local storage. Logged in while the
// token is valid and not within 5 s of expiry; any failure logs out and removes the token.
import { atom, computed } from 'nanostores';
import type { SignInRequest } from '@shared/contract/requests';
import type { Connection } from '../chain/connection';
import { buildLoginMessage } from '@shared/lib/login-message';
import { isTokenValid, readAccessToken } from '@shared/lib/session';
import { announceSession } from './session-hint';
import { readStored, writeStored } from './storage';
import { currentConnection, disconnect, onConnected, onDisconnected } from './wallet';

export interface SessionConfig {
  /** Where the API lives, as the browser sees it. */
  apiBase: string;
  /** The name inside the login message (the server's SERVICE_NAME). */
  serviceName: string;
  /** The network's signature id (Venom mainnet: 1), null for none (the devnet). */
  signatureId: number | null;
}

/** 'failed': the last signature was refused or failed. Connected without a session, the navbar offers Sign in. */
export type LoginState = 'idle' | 'signing' | 'failed';

const initialToken = readAccessToken(readStored('accessToken') ?? '');
export const $token = atom<string | null>(initialToken?.token ?? null);
export const $login = atom<LoginState>('idle');
/**
 * Why the last sign-in ended without a session, until the person closes the dialog that says so
 * (it offers to try again): `rejected` in the wallet, or `failed` for any other reason.
 */
export const $loginFailure = atom<'rejected' | 'failed' | null>(null);
/** The valid session, or null. Expiry while the page is open is caught by the check in configureSession. */
const $clock = atom(Math.floor(Date.now() / 1000));
if (typeof window !== 'undefined') setInterval(() => $clock.set(Math.floor(Date.now() / 1000)), 5_000);
export const $session = computed([$token, $clock], (token, now) => {
  const parsed = token ? readAccessToken(token) : null;
  return parsed && isTokenValid(parsed.token, now) ? parsed : null;
});

let config: SessionConfig | null = null;

export function logout(): void {
  writeStored('accessToken', null);
  $token.set(null);
  $login.set('idle');
}

/** POST /user/sign_in through the API client (loaded with the first sign-in), which checks both ways with the contract's schemas. */
async function postSignIn(body: SignInRequest): Promise<string> {
  if (!config) throw new Error('session is not configured');
  const { createMarketplaceApi } = await import('../api/client');
  const token = await createMarketplaceApi({ baseURL: config.apiBase }).signIn(body, { token: null });
  if (!readAccessToken(token)) throw new Error('sign-in returned no token');
  return token;
}

/** Asks the wallet to sign the login message and exchanges it for a token. */
export async function signIn(connection: Connection | null = currentConnection()): Promise<boolean> {
  if (!connection || !config) return false;
  $loginFailure.set(null);
  $login.set('signing');
  try {
    const { signLoginMessage } = await import('../chain/connection');
    const timestamp = Math.floor(Date.now() / 1000);
    const { address, publicKey, contractType } = connection.account;
    const signed = await signLoginMessage(connection, buildLoginMessage(config.serviceName, address, timestamp), config.signatureId);
    // The wallet names its own type; the client checks it against the contract's list before sending.
    const walletType = contractType as SignInRequest['walletType'];
    const token = await postSignIn({ address, publicKey, walletType, timestamp, ...signed });
    writeStored('accessToken', token);
    $token.set(token);
    announceSession();
    $login.set('idle');
    return true;
  } catch (error) {
    logout();
    const { isRejection } = await import('../chain/connection');
    $loginFailure.set(isRejection(error) ? 'rejected' : 'failed');
    $login.set('failed');
    return false;
  }
}

/** The person closed the dialog about a failed sign-in (without trying again). */
export function dismissLoginFailure(): void {
  $loginFailure.set(null);
}

/**
 * Wires the session to the wallet once per page: a connection made in the connect dialog asks for a
 * signature unless a valid token for that address exists; a wallet resumed on a reload never asks on
 * its own (the navbar shows Sign in instead); a disconnect logs out.
 */
export function configureSession(next: SessionConfig): void {
  if (config) return;
  config = next;
  // A token past its expiry (less the 5 s margin) logs out, now and while the page stays open.
  const expireIfDue = () => {
    if ($token.get() !== null && $session.get() === null) logout();
  };
  expireIfDue();
  $clock.listen(expireIfDue);
  onConnected((connection, resumed) => {
    const session = $session.get();
    if (session && session.address === connection.account.address) return;
    if (resumed) {
      if (session) logout();
      return;
    }
    void signIn(connection);
  });
  onDisconnected(() => {
    logout();
  });
}

/** Ends the session and the wallet connection (the side menu's Logout). */
export async function logoutAndDisconnect(): Promise<void> {
  logout();
  await disconnect();
}
