// The devnet's check of a signed external message (./external-message.ts says what is signed).
import { canonicalBase64ToBytes, hexToBytes } from '@shared/wallet/bytes';
import { isStrongPoint, signatureEncodingProblem, verifyEd25519 } from '@shared/wallet/ed25519';
import { walletAddress } from '@shared/wallet/address';
import { DEV_WALLET_TYPE } from '../genesis/accounts';
import { signingHash, type SignedExternalMessage } from './external-message';

/** The longest a message may live, as wallets set it (real wallets use about a minute). */
export const MAX_MESSAGE_TTL_SECONDS = 10 * 60;

/**
 * Why the devnet refuses this signed message (field and text), or ok when the sender's key signed it
 * and it is still live. Replays are the caller's check (it knows the chain's history).
 */
export async function checkExternalMessage(
  message: SignedExternalMessage,
  now: number,
): Promise<{ ok: true } | { ok: false; field: string; problem: string }> {
  const key = hexToBytes(message.publicKey);
  if (!key || key.length !== 32 || !isStrongPoint(key))
    return { ok: false, field: 'publicKey', problem: 'is not a valid ed25519 public key' };
  const workchain = Number(message.sender.split(':')[0]);
  if ((await walletAddress(message.publicKey.toLowerCase(), DEV_WALLET_TYPE, workchain)) !== message.sender.toLowerCase()) {
    return { ok: false, field: 'sender', problem: 'is not the wallet of this public key' };
  }
  if (message.expireAt < now) return { ok: false, field: 'expireAt', problem: 'the message has expired' };
  if (message.expireAt > now + MAX_MESSAGE_TTL_SECONDS) {
    return { ok: false, field: 'expireAt', problem: `is more than ${MAX_MESSAGE_TTL_SECONDS} s ahead of the chain clock` };
  }
  const signature = canonicalBase64ToBytes(message.signature);
  const encodingProblem = signature ? signatureEncodingProblem(signature) : 'must be canonical base64 of 64 bytes';
  if (!signature || encodingProblem) return { ok: false, field: 'signature', problem: encodingProblem ?? 'is invalid' };
  if (!(await verifyEd25519(key, signature, hexToBytes(await signingHash(message))!)))
    return { ok: false, field: 'signature', problem: 'does not verify for this message and key' };
  return { ok: true };
}
