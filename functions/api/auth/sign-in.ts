import { ApiError } from '../errors';
import { base64ToBytes, verifyEd25519 } from './ed25519';
import { issueToken } from './jwt';
import { buildLoginMessage, loginSignedBytes } from './login-message';

/** How far a login timestamp may be from the server's clock, either way. */
export const LOGIN_FRESHNESS_SECONDS = 5 * 60;

export interface SignInInput {
  address: string;
  publicKey: string;
  walletType: string;
  timestamp: number;
  signature: string;
  withSignatureId?: number | null | undefined;
}

export interface SignInDeps {
  serviceName: string;
  jwtSecret: string;
  tokenLifetimeSeconds: number;
  nowSeconds: number;
  /** The address the chain gives a wallet of this type and key, or null when it cannot be checked here. */
  walletAddressOf(publicKeyHex: string, walletType: string, workchain: number): Promise<string | null>;
  /** Records the signature; false when it was already used (a replay). */
  rememberSignature(signature: string, expiresAt: number): Promise<boolean>;
}

/**
 * Verifies a signed login (api-contract §5.2, with its known gaps fixed: a freshness window both ways,
 * replay protection) and returns a JWT for the address.
 */
export async function signIn(input: SignInInput, deps: SignInDeps): Promise<string> {
  const signature = base64ToBytes(input.signature);
  if (!signature || signature.length !== 64) {
    throw new ApiError(400, 'Invalid signature. Expected 64 bytes in base64', 'signature');
  }
  const message = buildLoginMessage(deps.serviceName, input.address, input.timestamp);
  const signed = await loginSignedBytes(message, input.withSignatureId);
  if (!(await verifyEd25519(input.publicKey, signature, signed))) {
    throw new ApiError(401, 'Bad signature', 'signature');
  }

  const workchain = Number(input.address.split(':')[0]);
  const expected = await deps.walletAddressOf(input.publicKey, input.walletType, workchain);
  if (expected === null) throw new ApiError(503, 'Wallet address verification is not available on this network');
  if (expected !== input.address) throw new ApiError(401, 'Address does not belong to this public key', 'address');

  if (input.timestamp > deps.nowSeconds + LOGIN_FRESHNESS_SECONDS) {
    throw new ApiError(401, 'Timestamp from the future', 'timestamp');
  }
  if (input.timestamp < deps.nowSeconds - LOGIN_FRESHNESS_SECONDS) {
    throw new ApiError(401, 'Login expired', 'timestamp');
  }
  // Remembered until it could no longer pass the freshness check anyway.
  const fresh = await deps.rememberSignature(input.signature, input.timestamp + LOGIN_FRESHNESS_SECONDS);
  if (!fresh) throw new ApiError(401, 'This signature was already used; sign in again', 'signature');

  return issueToken(input.address, deps.jwtSecret, deps.tokenLifetimeSeconds, deps.nowSeconds);
}
