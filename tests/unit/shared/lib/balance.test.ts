import { describe, expect, it } from 'vitest';
import { isBalanceLow, maxSpendable } from '@shared/lib/balance';

const gas = 1_400_000_000n; // 1.4 coins

describe('isBalanceLow, native coin: coin balance < amount + required gas', () => {
  const native = { isNative: true, requiredGas: gas, tokenBalance: 0n };

  it('is not low at exactly amount + gas', () => {
    expect(isBalanceLow({ ...native, amount: 5_000_000_000n, coinBalance: 6_400_000_000n })).toBe(false);
  });

  it('is low one nano below', () => {
    expect(isBalanceLow({ ...native, amount: 5_000_000_000n, coinBalance: 6_399_999_999n })).toBe(true);
  });

  it('ignores the token balance', () => {
    expect(isBalanceLow({ ...native, amount: '5000000000', coinBalance: '1000', tokenBalance: '1E+21' })).toBe(true);
  });
});

describe('isBalanceLow, other tokens: coin balance < gas OR token balance < amount', () => {
  const token = { isNative: false, requiredGas: gas, amount: 10_000_000n };

  it('is not low when both suffice, at the boundaries', () => {
    expect(isBalanceLow({ ...token, coinBalance: gas, tokenBalance: 10_000_000n })).toBe(false);
  });

  it('is low when the coins do not cover the gas', () => {
    expect(isBalanceLow({ ...token, coinBalance: gas - 1n, tokenBalance: 999_000_000n })).toBe(true);
  });

  it('is low when the tokens do not cover the amount', () => {
    expect(isBalanceLow({ ...token, coinBalance: 100n * gas, tokenBalance: 9_999_999n })).toBe(true);
  });

  it('does not add the amount to the gas', () => {
    expect(isBalanceLow({ ...token, amount: 5_000_000_000n, coinBalance: gas, tokenBalance: 5_000_000_000n })).toBe(false);
  });
});

describe('maxSpendable', () => {
  it('native: balance minus gas', () => {
    expect(maxSpendable({ isNative: true, requiredGas: gas, coinBalance: 5_000_000_000n, tokenBalance: 0n })).toBe(3_600_000_000n);
  });

  it('native: never below zero', () => {
    expect(maxSpendable({ isNative: true, requiredGas: gas, coinBalance: 1_000_000_000n, tokenBalance: 0n })).toBe(0n);
    expect(maxSpendable({ isNative: true, requiredGas: gas, coinBalance: gas, tokenBalance: 0n })).toBe(0n);
  });

  it('token: the token balance, whatever the coins', () => {
    expect(maxSpendable({ isNative: false, requiredGas: gas, coinBalance: 0n, tokenBalance: '1E+18' })).toBe(10n ** 18n);
  });
});
