/**
 * A person's external message, in the wallet's terms: what the dev wallet asks the encoder to lay out
 * and sign (./codec.ts), what tests and benchmarks sign here, and the devnet's check of a signed one
 * before anything runs. The layout and the hash signed are EverWallet's (../chain/external.ts). As on
 * the real chain:
 * - the message goes to the wallet contract of the signing key (its EverWallet address, the same rule
 *   sign-in uses: shared/wallet/address.ts);
 * - the key signs the ABI 2.3 hash of the unsigned body (with the network's signature id in front when
 *   it has one; the devnet has none);
 * - it carries its expiry (chain time) and the signer's time in ms, and is accepted once: the sender
 *   transaction's inbound message hash is found at most once (the caller's check: it knows the history).
 */
import { beginCell, Cell } from '@ton/core';
import { isStrongPoint, signatureEncodingProblem, verifyEd25519 } from '@shared/wallet/ed25519';
import { walletAddress } from '@shared/wallet/address';
import { encodeCallBody } from '@shared/tvm/abi';
import type { SendMessageParams } from '../simulator';
import { calledFunction, readCall, type KindOf } from '../simulator/bodies';
import {
  ExternalMessageError,
  externalMessageCell,
  hashToSign,
  readExternalMessage,
  type ExternalHeaders,
  type ReadExternalMessage,
  type WalletSend,
} from '../simulator/external';
import { DEV_WALLET_TYPE } from '../genesis/accounts';

/** The longest a message may live, as wallets set it (real wallets use about a minute). */
export const MAX_MESSAGE_TTL_SECONDS = 10 * 60;

/** What a wallet is asked to send from `sender`, with its headers but not its key. */
export interface ExternalMessage {
  readonly sender: string;
  readonly recipient: string;
  /** Nano VENOM, decimal. */
  readonly amount: string;
  readonly bounce: boolean;
  /** The function called on the recipient, by name, and its inputs (provider format); none for a plain transfer. */
  readonly method?: string | undefined;
  readonly input?: Readonly<Record<string, unknown>> | undefined;
  readonly time: number;
  readonly expireAt: number;
}

/** The message with the signer's key: everything the hash to sign covers. */
export type UnsignedExternalMessage = ExternalMessage & { readonly publicKey: string };

/** The internal message the wallet sends: the call's body found by its name and inputs in the market's ABIs. */
export function walletSend(message: ExternalMessage): WalletSend {
  const input = message.input ?? {};
  const payload = message.method ? encodeCallBody(calledFunction(null, message.method, input), input) : beginCell().endCell();
  return { recipient: message.recipient, amount: message.amount, bounce: message.bounce, payload };
}

function headersOf(message: UnsignedExternalMessage): ExternalHeaders {
  return { publicKey: message.publicKey.toLowerCase(), time: message.time, expireAt: message.expireAt };
}

/** The 32 bytes (hex) the key signs. */
export function externalHashToSign(message: UnsignedExternalMessage): string {
  return hashToSign(message.sender, walletSend(message), headersOf(message)).toString('hex');
}

/** The signed message as a BOC, and its hash (the hash its transaction's inbound message will have). */
export function signedExternalMessage(message: UnsignedExternalMessage, signature: Uint8Array): { boc: string; hash: string } {
  const cell = externalMessageCell(message.sender, walletSend(message), headersOf(message), signature);
  return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('hex') };
}

/** Signs a message as the wallet of `publicKey` does (tests and benchmarks; the dev wallet asks the encoder). */
export async function signExternalMessage(
  message: ExternalMessage,
  keys: { privateKey: CryptoKey; publicKey: string },
): Promise<{ boc: string; hash: string }> {
  const unsigned = { ...message, publicKey: keys.publicKey };
  const hash = Buffer.from(externalHashToSign(unsigned), 'hex');
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, hash));
  return signedExternalMessage(unsigned, signature);
}

/**
 * Why the devnet refuses this signed message, or ok when the key of the wallet it goes to signed it and
 * it is still live.
 */
export async function checkExternalMessage(
  message: ReadExternalMessage,
  now: number,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  const { publicKey, expireAt } = message.headers;
  const key = new Uint8Array(Buffer.from(publicKey, 'hex'));
  if (!isStrongPoint(key)) return { ok: false, problem: 'has a public key that is not a valid ed25519 key' };
  const workchain = Number(message.wallet.split(':')[0]);
  if ((await walletAddress(publicKey, DEV_WALLET_TYPE, workchain)) !== message.wallet) {
    return { ok: false, problem: 'goes to an account that is not the wallet of the key in it' };
  }
  if (expireAt < now) return { ok: false, problem: 'has expired' };
  if (expireAt > now + MAX_MESSAGE_TTL_SECONDS)
    return { ok: false, problem: `expires more than ${MAX_MESSAGE_TTL_SECONDS} s after the chain clock` };
  const encodingProblem = signatureEncodingProblem(message.signature);
  if (encodingProblem) return { ok: false, problem: `has an invalid signature (it ${encodingProblem})` };
  if (!(await verifyEd25519(key, new Uint8Array(message.signature), new Uint8Array(message.signedHash)))) {
    return { ok: false, problem: 'has a signature that does not verify for its body and key' };
  }
  return { ok: true };
}

/** A signed message the devnet takes: what it says, and the simulation's call it makes. */
export interface OpenedExternalMessage {
  readonly message: ReadExternalMessage;
  readonly call: SendMessageParams;
}

/**
 * Reads and checks a signed external message (a base64 BOC) and finds the call its payload makes on
 * the recipient, a `kindOf(recipient)` contract; or the refusal, as `<code>: params.message <text>`.
 */
export async function openExternalMessage(
  boc: string,
  now: number,
  kindOf: KindOf,
): Promise<{ ok: true; opened: OpenedExternalMessage } | { ok: false; code: 'invalid_input' | 'unauthorized'; text: string }> {
  let message: ReadExternalMessage;
  try {
    message = readExternalMessage(Cell.fromBase64(boc));
  } catch (error) {
    return {
      ok: false,
      code: 'invalid_input',
      text: `params.message ${error instanceof ExternalMessageError ? error.message : 'is not a base64 BOC'}`,
    };
  }
  const check = await checkExternalMessage(message, now);
  if (!check.ok) return { ok: false, code: 'unauthorized', text: `params.message ${check.problem}` };
  const { recipient, amount, bounce, payload } = message.send;
  let call: { method: string; input: Record<string, unknown> };
  try {
    call = readCall(kindOf(recipient), payload);
  } catch (error) {
    return {
      ok: false,
      code: 'invalid_input',
      text: `params.message has a payload the devnet cannot read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return {
    ok: true,
    opened: {
      message,
      call: { from: message.wallet, to: recipient, amount: BigInt(amount), bounce, functionName: call.method, input: call.input },
    },
  };
}
