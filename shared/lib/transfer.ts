// Sending an NFT to another address (a TIP-4 `transfer` the owner signs): the recipient's checks and
// the words the send dialog shows. The spec has no transfer; the texts are ours.
import { NATIVE_COIN_DECIMALS } from './constants';
import { normalizeAddress, type Address } from './address';
import { toUnitsBigInt } from './amounts';
import { VALIDATION_MESSAGES } from './errors';

export const TRANSFER_TEXT = {
  ownAddress: 'This is your own address: enter the address of the recipient.',
  neverActive:
    'This address has never been active on the blockchain. Check that it is the right one: an NFT sent to a wrong address cannot be recovered.',
  unchecked:
    'Your wallet could not tell whether this address has ever been active. Check that it is the right one: an NFT sent to a wrong address cannot be recovered.',
  checking: 'Checking the address…',
  acknowledgeNeverActive: 'I understand this address has never been used and the NFT cannot be recovered',
  acknowledgeUnchecked: 'I have checked this address and understand the NFT cannot be recovered',
  acknowledgeRequired: 'Confirm that you understand before sending.',
  final: 'Sending is final: the NFT leaves your wallet for good. Only the recipient can send it back.',
  listed: 'This NFT is listed for sale. Cancel the listing before sending it.',
  inAuction: 'This NFT is in an auction. It can be sent once the auction is finished.',
  notOwner: 'Only the owner of this NFT can send it.',
  busy: 'This NFT is managed by another contract now (a listing may be starting). Try again in a moment.',
  failed: 'Sending failed',
  progress: 'Sending the NFT',
  success: 'NFT sent',
} as const;

/**
 * The value the transfer message attaches: the NFT destroys and redeploys its two TIP-4.3 indexes
 * for the new owner; what it does not spend comes back to the sender (`sendGasTo`).
 */
export const TRANSFER_GAS = toUnitsBigInt('1', NATIVE_COIN_DECIMALS);

export type RecipientProblem = 'required' | 'incorrectFormat' | 'ownAddress';

export type RecipientCheck = { readonly ok: true; readonly address: Address } | { readonly ok: false; readonly problem: RecipientProblem };

/** The recipient typed by the owner: an address in the spec's form (§5), and not the owner's own. */
export function checkRecipient(input: string, owner: string): RecipientCheck {
  if (input.trim() === '') return { ok: false, problem: 'required' };
  const address = normalizeAddress(input);
  if (address === null) return { ok: false, problem: 'incorrectFormat' };
  if (address === normalizeAddress(owner)) return { ok: false, problem: 'ownAddress' };
  return { ok: true, address };
}

export function recipientMessage(problem: RecipientProblem): string {
  return problem === 'ownAddress' ? TRANSFER_TEXT.ownAddress : VALIDATION_MESSAGES[problem];
}

/**
 * What the chain says of the recipient: an account that has been active, one the chain has never
 * seen (no account state at all), or unknown (the wallet could not answer).
 */
export type RecipientHistory = 'active' | 'neverActive' | 'unknown';

/**
 * A send the owner must confirm a second time: to an address never active (a typo, or an address
 * nobody holds the key of, keeps the NFT for good), or one the wallet could not check.
 */
export function needsAcknowledgment(history: RecipientHistory): boolean {
  return history !== 'active';
}

export interface TransferableNft {
  readonly owner: string | null;
  readonly manager: string | null;
  /** The listing the NFT is in, or null. */
  readonly forsale: string | null;
  /** The auction the NFT is in, or null. */
  readonly auction: string | null;
}

/**
 * Why `sender` cannot send the NFT now, or null when they can. A listed or auctioned NFT is held by
 * its offer (its manager), which alone could move it: the listing must be cancelled (or the auction
 * finished) first.
 */
export function transferRefusal(nft: TransferableNft, sender: string): string | null {
  const me = normalizeAddress(sender);
  if (me === null || nft.owner === null || normalizeAddress(nft.owner) !== me) return TRANSFER_TEXT.notOwner;
  if (nft.forsale !== null) return TRANSFER_TEXT.listed;
  if (nft.auction !== null) return TRANSFER_TEXT.inAuction;
  if (nft.manager !== null && normalizeAddress(nft.manager) !== me) return TRANSFER_TEXT.busy;
  return null;
}
