// The refusals of the market actions: thrown before anything is signed or sent, with the spec's
// exact wording (shared/lib/errors.ts holds the texts).
import { MARKET_RULE_ERRORS, WALLET_NOT_CONNECTED, WRAP_ERRORS, type MarketAction } from '@shared/lib/errors';

export type MarketActionErrorCode =
  | 'walletNotConnected'
  | keyof typeof MARKET_RULE_ERRORS
  | 'nonNativeToken'
  /** The NFT is not known to the marketplace API (no record to check the rules against). */
  | 'nftNotFound'
  /** Sending the NFT is refused: not the owner's, listed, in an auction, or a bad recipient (lib/transfer.ts). */
  | 'transferRefused';

export class MarketActionError extends Error {
  override readonly name = 'MarketActionError';
  constructor(
    readonly code: MarketActionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** "Cannot <action>: Wallet is not connected." */
export function walletNotConnected(action: MarketAction): MarketActionError {
  return new MarketActionError('walletNotConnected', WALLET_NOT_CONNECTED[action]);
}

/** The same sentence for an action outside the spec's list ("Cannot transfer: Wallet is not connected."). */
export function walletNotConnectedText(action: string): string {
  return `Cannot ${action}: Wallet is not connected.`;
}

/** One of the NFT market rules (spec section 4). */
export function ruleBroken(rule: keyof typeof MARKET_RULE_ERRORS): MarketActionError {
  return new MarketActionError(rule, MARKET_RULE_ERRORS[rule]);
}

export function wrapWalletNotConnected(): MarketActionError {
  return new MarketActionError('walletNotConnected', WRAP_ERRORS.walletNotConnected);
}

export function nonNativeToken(): MarketActionError {
  return new MarketActionError('nonNativeToken', WRAP_ERRORS.nonNativeToken);
}

/** Not a spec message: the API has no record of the NFT, so no rule can be checked. */
export function nftNotFound(nft: string): MarketActionError {
  return new MarketActionError('nftNotFound', `NFT not found: ${nft}`);
}
