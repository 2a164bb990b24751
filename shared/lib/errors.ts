// The error catalogue of spec section 8, word for word. Punctuation is part of the wording:
// some messages end with a period and some do not, exactly as the spec prints them.
//
// Where the spec is ambiguous, the choice is noted next to the message.

/** The market actions that need a connected wallet. */
export const MARKET_ACTIONS = [
  'startSell',
  'closeSell',
  'buy',
  'createAuction',
  'placeBid',
  'finishAuction',
  'makeOffer',
  'cancelOffer',
  'acceptOffer',
] as const;
export type MarketAction = (typeof MARKET_ACTIONS)[number];

/**
 * "Cannot startSell, closeSell, buy, createAuction, placeBid, finishAuction, makeOffer, cancelOffer,
 * acceptOffer: Wallet is not connected." Written out in full so each message can be searched for.
 */
export const WALLET_NOT_CONNECTED: Readonly<Record<MarketAction, string>> = {
  startSell: 'Cannot startSell: Wallet is not connected.',
  closeSell: 'Cannot closeSell: Wallet is not connected.',
  buy: 'Cannot buy: Wallet is not connected.',
  createAuction: 'Cannot createAuction: Wallet is not connected.',
  placeBid: 'Cannot placeBid: Wallet is not connected.',
  finishAuction: 'Cannot finishAuction: Wallet is not connected.',
  makeOffer: 'Cannot makeOffer: Wallet is not connected.',
  cancelOffer: 'Cannot cancelOffer: Wallet is not connected.',
  acceptOffer: 'Cannot acceptOffer: Wallet is not connected.',
};

/**
 * The market rules of spec section 4. The spec writes them as "Cannot start sale: DirectSell already
 * exists." inside running prose; we take the text after the colon as the message and drop the
 * sentence's final period, except for the active-auction message whose period belongs to it.
 */
export const MARKET_RULE_ERRORS = {
  directSellExists: 'DirectSell already exists',
  directSellMissing: 'DirectSell does not exist',
  auctionExists: 'Auction already exists',
  auctionMissing: 'Auction does not exist',
  activeAuction: 'There is currently an active auction.',
} as const;

/** "Cannot wrapTokenTransfer. Wallet is not connected; Cannot wrapTokenTransfer. Non-native token provided." */
export const WRAP_ERRORS = {
  walletNotConnected: 'Cannot wrapTokenTransfer. Wallet is not connected',
  nonNativeToken: 'Cannot wrapTokenTransfer. Non-native token provided',
} as const;

/** Provider errors. "Provider not founded" is the spec's wording, kept as is. */
export const PROVIDER_ERRORS = {
  royaltyWithoutProvider: 'Cannot getNftRoyalty: no wallet provider.',
  providerNotFound: 'Provider not founded',
  /** Logged as a warning, not thrown. */
  providerMustBeDefined: 'Provider must be defined',
} as const;

/**
 * Wallet connection. The first three are the spec's own strings; the spec only names the other
 * wallet errors ("no provider found, no permissions returned, missing account"), so their wording
 * is ours.
 */
export const WALLET_CONNECTION_ERRORS = {
  connectionFailed: 'Connection failed',
  requestRejected: 'The request was rejected, please try again',
  tryAgain: 'Try again',
  noProvider: 'No provider found',
  noPermissions: 'No permissions returned',
  missingAccount: 'Missing account',
} as const;

/** Spec section 5: "Field is required; Incorrect date; Incorrect format; Value is too high; Value is too low; Insufficient balance." */
export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  incorrectDate: 'Incorrect date',
  incorrectFormat: 'Incorrect format',
  tooHigh: 'Value is too high',
  tooLow: 'Value is too low',
  insufficientBalance: 'Insufficient balance',
} as const;
export type ValidationError = keyof typeof VALIDATION_MESSAGES;
