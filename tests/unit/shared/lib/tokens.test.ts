import { describe, expect, it } from 'vitest';
import {
  MAINNET_TOKENS,
  MAINNET_TOKEN_ROOTS,
  UNSUPPORTED_TOKEN,
  findToken,
  nativeCoin,
  supportedTokens,
  tokenOrFallback,
  type TokenRoots,
} from '@shared/lib/tokens';

describe('supported tokens', () => {
  it('are Wrapped Venom (9), Tether USD (6), USDC (6) and DAI (18)', () => {
    expect(MAINNET_TOKENS.map(({ name, symbol, decimals, isNative }) => ({ name, symbol, decimals, isNative }))).toEqual([
      { name: 'Wrapped Venom', symbol: 'WVENOM', decimals: 9, isNative: false },
      { name: 'Tether USD', symbol: 'USDT', decimals: 6, isNative: false },
      { name: 'USDC', symbol: 'USDC', decimals: 6, isNative: false },
      { name: 'DAI', symbol: 'DAI', decimals: 18, isNative: false },
    ]);
  });

  it('carry the mainnet roots by default', () => {
    expect(MAINNET_TOKENS[0]?.address).toBe('0:77d36848bb159fa485628bc38dc37eadb74befa514395e09910f601b841f749e');
    expect(MAINNET_TOKENS.map((token) => token.address)).toEqual([
      MAINNET_TOKEN_ROOTS.WVENOM,
      MAINNET_TOKEN_ROOTS.USDT,
      MAINNET_TOKEN_ROOTS.USDC,
      MAINNET_TOKEN_ROOTS.DAI,
    ]);
  });

  it('take other roots as data, lowercased', () => {
    const roots: TokenRoots = {
      WVENOM: `0:${'A'.repeat(64)}`,
      USDT: `0:${'b'.repeat(64)}`,
      USDC: `0:${'c'.repeat(64)}`,
      DAI: `-1:${'d'.repeat(64)}`,
    };
    const tokens = supportedTokens(roots);
    expect(tokens[0]?.address).toBe(`0:${'a'.repeat(64)}`);
    expect(tokens[3]?.address).toBe(`-1:${'d'.repeat(64)}`);
    expect(findToken(`0:${'B'.repeat(64)}`, tokens)?.symbol).toBe('USDT');
  });

  it('refuse an invalid root', () => {
    expect(() => supportedTokens({ ...MAINNET_TOKEN_ROOTS, DAI: 'not-an-address' })).toThrow('Invalid token root address: not-an-address');
  });
});

describe('native coin', () => {
  it('is VENOM with 9 decimals, paid through the wrapped-native root', () => {
    expect(nativeCoin()).toMatchObject({
      name: 'VENOM',
      symbol: 'VENOM',
      decimals: 9,
      isNative: true,
      address: MAINNET_TOKEN_ROOTS.WVENOM,
    });
  });

  it('is built from the configured name and decimals', () => {
    expect(nativeCoin({ name: 'EVER', decimals: 9, wrappedRoot: `0:${'E'.repeat(64)}` })).toMatchObject({
      name: 'EVER',
      symbol: 'EVER',
      address: `0:${'e'.repeat(64)}`,
      isNative: true,
    });
  });
});

describe('lookup', () => {
  it('finds a token by address in any case', () => {
    expect(findToken(MAINNET_TOKEN_ROOTS.DAI)?.decimals).toBe(18);
    expect(findToken(MAINNET_TOKEN_ROOTS.USDC.toUpperCase())?.symbol).toBe('USDC');
  });

  it('finds nothing for unknown or invalid addresses', () => {
    expect(findToken(`0:${'f'.repeat(64)}`)).toBeUndefined();
    expect(findToken('garbage')).toBeUndefined();
  });

  it('falls back to the Unsupported Token', () => {
    expect(tokenOrFallback(`0:${'f'.repeat(64)}`)).toBe(UNSUPPORTED_TOKEN);
    expect(UNSUPPORTED_TOKEN).toEqual({
      name: 'Unsupported Token',
      symbol: 'UNKNOWN',
      decimals: 9,
      address: '',
      logoURI: null,
      isNative: false,
    });
    expect(tokenOrFallback(MAINNET_TOKEN_ROOTS.USDT).symbol).toBe('USDT');
  });
});
