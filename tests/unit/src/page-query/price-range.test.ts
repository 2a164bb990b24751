import { describe, expect, it } from 'vitest';
import { parsePriceRange, priceRangeForApi, priceRangeLabel } from '~/page-query/price-range';
import { MAINNET_TOKENS } from '@shared/lib/tokens';

const range = (query: string) => parsePriceRange(new URLSearchParams(query), MAINNET_TOKENS);
const dai = MAINNET_TOKENS.find((t) => t.symbol === 'DAI')!;

describe('parsePriceRange', () => {
  it('reads both bounds as plain decimals, in USD by default', () => {
    expect(range('price_from=1.50&price_to=20')).toEqual({ from: '1.5', to: '20', token: null });
    expect(range('price_from=1&price_token=usd')).toEqual({ from: '1', to: null, token: null });
  });
  it('reads the token by its symbol, any case; an unknown one means USD', () => {
    expect(range('price_to=3&price_token=dai').token).toBe(dai);
    expect(range('price_to=3&price_token=DOGE').token).toBeNull();
  });
  it('ignores what is not a non-negative number', () => {
    expect(range('price_from=abc&price_to=-3')).toEqual({ from: null, to: null, token: null });
    expect(range('')).toEqual({ from: null, to: null, token: null });
  });
  it('swaps bounds given the wrong way round, compared exactly', () => {
    expect(range('price_from=9&price_to=2')).toEqual({ from: '2', to: '9', token: null });
    expect(range('price_from=1.000000000000000002&price_to=1.000000000000000001&price_token=DAI')).toMatchObject({
      from: '1.000000000000000001',
      to: '1.000000000000000002',
    });
  });
});

describe('priceRangeForApi', () => {
  it('sends USD bounds as they are', () => {
    expect(priceRangeForApi(range('price_from=1.5&price_to=20'))).toEqual({ priceFrom: '1.5', priceTo: '20' });
    expect(priceRangeForApi(range(''))).toEqual({});
  });
  it('sends a token range as exact smallest units beyond 2^53, lower bound up, upper bound down', () => {
    expect(priceRangeForApi(range('price_from=12.5&price_to=12.500000000000000001&price_token=DAI'))).toEqual({
      priceTokens: [dai.address],
      priceAmountFrom: '12500000000000000000',
      priceAmountTo: '12500000000000000001',
    });
    expect(priceRangeForApi(range('price_from=0.0000000000000000001&price_to=0.0000000000000000019&price_token=DAI'))).toEqual({
      priceTokens: [dai.address],
      priceAmountFrom: '1',
      priceAmountTo: '1',
    });
    expect(priceRangeForApi(range('price_token=DAI'))).toEqual({ priceTokens: [dai.address] });
  });
  it('keeps a huge bound within what the API takes', () => {
    expect(priceRangeForApi(range('price_to=1e90&price_token=DAI')).priceAmountTo).toBe('9'.repeat(78));
  });
});

describe('priceRangeLabel', () => {
  it('names the bounds and the currency', () => {
    expect(priceRangeLabel(range('price_from=1&price_to=5&price_token=DAI'))).toBe('Price: 1 – 5 DAI');
    expect(priceRangeLabel(range('price_from=10'))).toBe('Price: from $10');
    expect(priceRangeLabel(range('price_to=2&price_token=usdt'))).toBe('Price: up to 2 USDT');
    expect(priceRangeLabel(range('price_token=WVENOM'))).toBe('Price: in WVENOM');
  });
});
