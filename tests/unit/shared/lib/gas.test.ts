import { describe, expect, it } from 'vitest';
import {
  DEPLOY_WALLET_AMOUNT,
  OFFER_EXTRA_DEPLOY_WALLET_AMOUNT,
  OPERATION_GAS,
  WRAP_AMOUNT,
  auctionGas,
  directBuyGas,
  directSellGas,
  gasEntryValue,
  gasPriceFactor,
  type AuctionGasTable,
  type DirectBuyGasTable,
  type DirectSellGasTable,
  type GasEntry,
} from '@shared/lib/gas';

// Contract-semantics N.10: the factories' gas tables at 1000 nano per gas unit (gasK = 1 000 000).
const entry = (fixedCoins: string, dynamicGas: number): GasEntry => ({
  fixedValue: String(Math.round(Number(fixedCoins) * 1e9)),
  dynamicGas: String(dynamicGas),
});
const GAS_K = '1000000';

const auction: AuctionGasTable = {
  gasK: GAS_K,
  deployWallet: entry('0.22', 100_000),
  royalty: entry('0.45', 500_000),
  deployAuction: entry('0.82', 850_000),
  start: entry('1.57', 1_050_000),
  bid: entry('0.85', 200_000),
  cancel: entry('2.07', 200_000),
};
const directSell: DirectSellGasTable = {
  gasK: GAS_K,
  deployWallet: entry('0.22', 100_000),
  royalty: entry('0.45', 500_000),
  deployDirectSell: entry('0.97', 800_000),
  sell: entry('1.62', 1_000_000),
  buy: entry('2.07', 500_000),
  cancel: entry('1.37', 100_000),
};
const directBuy: DirectBuyGasTable = {
  gasK: GAS_K,
  deployWallet: entry('0.22', 100_000),
  royalty: entry('0.45', 500_000),
  deployDirectBuy: entry('0.97', 800_000),
  make: entry('1.37', 1_000_000),
  accept: entry('1.97', 200_000),
  cancel: entry('0.55', 150_000),
};

const coins = (value: bigint): string => (Number(value) / 1e9).toFixed(9).replace(/0+$/, '').replace(/\.$/, '');

describe('constants (spec section 9, in nano-coins)', () => {
  it('matches the per-operation amounts', () => {
    expect(OPERATION_GAS).toEqual({
      auctionStart: 200_000_000n,
      auctionBid: 250_000_000n,
      auctionFinish: 200_000_000n,
      sellStart: 200_000_000n,
      sellAccept: 250_000_000n,
      sellClose: 200_000_000n,
      offerCreate: 250_000_000n,
      offerAccept: 200_000_000n,
      offerCancel: 200_000_000n,
    });
    expect(WRAP_AMOUNT).toBe(100_000_000n);
    expect(DEPLOY_WALLET_AMOUNT).toBe(100_000_000n);
    expect(OFFER_EXTRA_DEPLOY_WALLET_AMOUNT).toBe(100_000_000n);
  });
});

describe('gasEntryValue = fixedValue + dynamicGas x (1e9 / gasK), rounded up', () => {
  it('reproduces the N.10 totals', () => {
    expect(gasEntryValue(directSell.deployWallet, GAS_K)).toBe(320_000_000n);
    expect(gasEntryValue(directSell.buy, GAS_K)).toBe(2_570_000_000n);
    expect(gasEntryValue(auction.bid, GAS_K)).toBe(1_050_000_000n);
    expect(gasEntryValue(auction.start, GAS_K)).toBe(2_620_000_000n);
    expect(gasEntryValue(directBuy.cancel, GAS_K)).toBe(700_000_000n);
  });

  it('rounds a fractional nano amount up', () => {
    // 1e9 / 3 nano per gas unit: 1 gas unit is 333 333 333.33… nano.
    expect(gasEntryValue({ fixedValue: '0', dynamicGas: '1' }, '3')).toBe(333_333_334n);
    expect(gasEntryValue({ fixedValue: '5', dynamicGas: '0' }, '3')).toBe(5n);
  });

  it('exposes the factor as an exact fraction and refuses gasK = 0', () => {
    expect(gasPriceFactor('1000000')).toEqual({ numerator: 1_000_000_000n, denominator: 1_000_000n });
    expect(() => gasPriceFactor('0')).toThrow('gasK must be greater than 0');
  });
});

describe('auctionGas', () => {
  it('start: entry start + 0.2', () => {
    expect(auctionGas('start', auction)).toEqual({
      entry: 2_620_000_000n,
      operation: 200_000_000n,
      wrap: 0n,
      deployWallet: 0n,
      total: 2_820_000_000n,
    });
  });

  it('bid with a token: entry bid + 0.25 + deploy wallet 0.1', () => {
    expect(coins(auctionGas('bid', auction).total)).toBe('1.4');
  });

  it('bid in native coin adds the wrap amount 0.1', () => {
    const gas = auctionGas('bid', auction, true);
    expect(gas.wrap).toBe(100_000_000n);
    expect(coins(gas.total)).toBe('1.5');
  });

  it('finish uses the cancel entry + 0.2, and never wraps', () => {
    expect(auctionGas('finish', auction).entry).toBe(2_270_000_000n);
    expect(coins(auctionGas('finish', auction, true).total)).toBe('2.47');
  });
});

describe('directSellGas', () => {
  it('start: entry sell + 0.2', () => {
    expect(coins(directSellGas('start', directSell).total)).toBe('2.82');
  });

  it('accept (buy) with a token: entry buy + 0.25 + deploy wallet 0.1', () => {
    expect(coins(directSellGas('accept', directSell).total)).toBe('2.92');
  });

  it('accept (buy) in native coin adds the wrap amount', () => {
    expect(coins(directSellGas('accept', directSell, true).total)).toBe('3.02');
  });

  it('close: entry cancel + 0.2', () => {
    expect(coins(directSellGas('close', directSell).total)).toBe('1.67');
  });
});

describe('directBuyGas', () => {
  it('create via a token: entry make + 0.25 + deploy wallet 0.1 + the extra deploy-wallet 0.1', () => {
    expect(directBuyGas('create', directBuy)).toEqual({
      entry: 2_370_000_000n,
      operation: 250_000_000n,
      wrap: 0n,
      deployWallet: 200_000_000n,
      total: 2_820_000_000n,
    });
  });

  it('create in native coin: wrap amount instead of the extra deploy-wallet value', () => {
    expect(directBuyGas('create', directBuy, true)).toEqual({
      entry: 2_370_000_000n,
      operation: 250_000_000n,
      wrap: 100_000_000n,
      deployWallet: 100_000_000n,
      total: 2_820_000_000n,
    });
  });

  it('accept: entry accept + 0.2; cancel: entry cancel + 0.2', () => {
    expect(coins(directBuyGas('accept', directBuy).total)).toBe('2.37');
    expect(coins(directBuyGas('cancel', directBuy).total)).toBe('0.9');
  });
});
