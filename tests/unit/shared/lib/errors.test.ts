import { describe, expect, it } from 'vitest';
import {
  MARKET_ACTIONS,
  MARKET_RULE_ERRORS,
  PROVIDER_ERRORS,
  VALIDATION_MESSAGES,
  WALLET_CONNECTION_ERRORS,
  WALLET_NOT_CONNECTED,
  WRAP_ERRORS,
} from '@shared/lib/errors';

describe('error catalogue (spec section 8, exact wording)', () => {
  it('has a wallet-not-connected message per market action', () => {
    expect(WALLET_NOT_CONNECTED.startSell).toBe('Cannot startSell: Wallet is not connected.');
    expect(WALLET_NOT_CONNECTED.acceptOffer).toBe('Cannot acceptOffer: Wallet is not connected.');
    for (const action of MARKET_ACTIONS) {
      expect(WALLET_NOT_CONNECTED[action]).toBe(`Cannot ${action}: Wallet is not connected.`);
    }
    expect(MARKET_ACTIONS).toEqual([
      'startSell',
      'closeSell',
      'buy',
      'createAuction',
      'placeBid',
      'finishAuction',
      'makeOffer',
      'cancelOffer',
      'acceptOffer',
    ]);
  });

  it('has the market rule messages', () => {
    expect(MARKET_RULE_ERRORS).toEqual({
      directSellExists: 'DirectSell already exists',
      directSellMissing: 'DirectSell does not exist',
      auctionExists: 'Auction already exists',
      auctionMissing: 'Auction does not exist',
      activeAuction: 'There is currently an active auction.',
    });
  });

  it('has the wrap and provider messages', () => {
    expect(WRAP_ERRORS.walletNotConnected).toBe('Cannot wrapTokenTransfer. Wallet is not connected');
    expect(WRAP_ERRORS.nonNativeToken).toBe('Cannot wrapTokenTransfer. Non-native token provided');
    expect(PROVIDER_ERRORS.royaltyWithoutProvider).toBe('Cannot getNftRoyalty: no wallet provider.');
    expect(PROVIDER_ERRORS.providerNotFound).toBe('Provider not founded');
    expect(PROVIDER_ERRORS.providerMustBeDefined).toBe('Provider must be defined');
  });

  it('has the wallet connection messages', () => {
    expect(WALLET_CONNECTION_ERRORS.connectionFailed).toBe('Connection failed');
    expect(WALLET_CONNECTION_ERRORS.requestRejected).toBe('The request was rejected, please try again');
    expect(WALLET_CONNECTION_ERRORS.tryAgain).toBe('Try again');
  });

  it('has the validation messages', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Field is required',
      incorrectDate: 'Incorrect date',
      incorrectFormat: 'Incorrect format',
      tooHigh: 'Value is too high',
      tooLow: 'Value is too low',
      insufficientBalance: 'Insufficient balance',
    });
  });
});
