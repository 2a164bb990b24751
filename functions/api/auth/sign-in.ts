import type { WalletType } from '@shared/contract/schemas/enums';
import { ApiError } from '../errors';
import { bytesToHex, canonicalBase64ToBytes, hexToBytes } from '@shared/wallet/bytes';
import { isStrongPoint, signatureEncodingProblem, verifyEd25519 } from '@shared/wallet/ed25519';
import { issueToken } from './jwt';
import { buildLoginMessage, loginSignedBytes } from './login-message';
import { walletAddress } from '@shared/wallet/address';

/** How far a login timestamp may be from the server's clock, either way. */
export const LOGIN_FRESHNESS_SECONDS = 5 * 60;

export interface SignInInput {
  address: string;
  publicKey: string;
  walletType: WalletType;
  timestamp: number;
  signature: string;
  /** Absent, null or false: no prefix; true: the network's signature id; a number: that id. */
  withSignatureId?: boolean | number | null | undefined;
}

export interface SignInDeps {
  serviceName: string;
  /** The configured network's signature id (`withSignatureId: true`); null when it has none. */
  networkSignatureId: number | null;
  jwtSecret: string;
  tokenLifetimeSeconds: number;
  nowSeconds: number;
  /** Records the signature (its 64 bytes, hex); false when it was already used (a replay). */
  rememberSignature(signatureHex: string, expiresAt: number): Promise<boolean>;
}

/** The signature id the wallet prefixed the hash with, or null for none. */
function signatureIdOf(withSignatureId: SignInInput['withSignatureId'], networkSignatureId: number | null): number | null {
  if (withSignatureId === true) return networkSignatureId;
  if (typeof withSignatureId === 'number') return withSignatureId;
  return null;
}

/**
 * Verifies a signed login as the reference indexer does (api-contract §5.2: the address must be the
 * wallet address of the key for its type, in raw lowercase form) and more strictly: canonical
 * encodings only, no weak keys, a freshness window both ways, and each signature accepted once by its
 * bytes. Returns a JWT for the address.
 */
export async function signIn(input: SignInInput, deps: SignInDeps): Promise<string> {
  const signature = canonicalBase64ToBytes(input.signature);
  if (!signature || signature.length !== 64) {
    throw new ApiError(400, 'Invalid signature: must be canonical base64 of 64 bytes', 'signature');
  }
  const problem = signatureEncodingProblem(signature);
  if (problem) throw new ApiError(400, `Invalid signature: ${problem}`, 'signature');
  const publicKey = hexToBytes(input.publicKey);
  if (!publicKey || publicKey.length !== 32 || !isStrongPoint(publicKey)) {
    throw new ApiError(400, 'Invalid publicKey: not a canonical ed25519 point of large order', 'publicKey');
  }

  const message = buildLoginMessage(deps.serviceName, input.address, input.timestamp);
  const signed = await loginSignedBytes(message, signatureIdOf(input.withSignatureId, deps.networkSignatureId));
  if (!(await verifyEd25519(publicKey, signature, signed))) {
    throw new ApiError(401, 'Bad signature', 'signature');
  }

  const workchain = Number(input.address.split(':')[0]);
  const expected = await walletAddress(input.publicKey.toLowerCase(), input.walletType, workchain);
  if (expected !== input.address) throw new ApiError(401, 'Address does not belong to this public key', 'address');

  if (input.timestamp > deps.nowSeconds + LOGIN_FRESHNESS_SECONDS) {
    throw new ApiError(401, 'Timestamp from the future', 'timestamp');
  }
  if (input.timestamp < deps.nowSeconds - LOGIN_FRESHNESS_SECONDS) {
    throw new ApiError(401, 'Login expired', 'timestamp');
  }
  // Remembered until it could no longer pass the freshness check anyway.
  const fresh = await deps.rememberSignature(bytesToHex(signature), input.timestamp + LOGIN_FRESHNESS_SECONDS);
  if (!fresh) throw new ApiError(401, 'This signature was already used; sign in again', 'signature');

  return issueToken(input.address, deps.jwtSecret, deps.tokenLifetimeSeconds, deps.nowSeconds);
}
