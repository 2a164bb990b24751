import { describe, expect, it } from 'vitest';
import { ZERO_ADDRESS, isValidAddress, isZeroAddress, normalizeAddress, sameAddress, shortenAddress } from '@shared/lib/address';

const HEX = '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e79f0e';

describe('isValidAddress: workchain 0 or -1, a colon, 64 hex characters', () => {
  it('accepts both workchains and either case', () => {
    expect(isValidAddress(`0:${HEX}`)).toBe(true);
    expect(isValidAddress(`-1:${HEX}`)).toBe(true);
    expect(isValidAddress(`0:${HEX.toUpperCase()}`)).toBe(true);
  });

  it('refuses other workchains, lengths, characters and spaces', () => {
    expect(isValidAddress(`1:${HEX}`)).toBe(false);
    expect(isValidAddress(`-2:${HEX}`)).toBe(false);
    expect(isValidAddress(`00:${HEX}`)).toBe(false);
    expect(isValidAddress(`0:${HEX.slice(1)}`)).toBe(false);
    expect(isValidAddress(`0:${HEX}0`)).toBe(false);
    expect(isValidAddress(`0:${HEX.slice(1)}g`)).toBe(false);
    expect(isValidAddress(`0${HEX}`)).toBe(false);
    expect(isValidAddress(` 0:${HEX}`)).toBe(false);
    expect(isValidAddress('')).toBe(false);
    expect(isValidAddress('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs')).toBe(false);
  });
});

describe('normalizeAddress', () => {
  it('trims and lowercases', () => {
    expect(normalizeAddress(`  0:${HEX.toUpperCase()} `)).toBe(`0:${HEX}`);
  });

  it('gives null for invalid input', () => {
    expect(normalizeAddress('0:abc')).toBeNull();
  });
});

describe('sameAddress', () => {
  it('ignores case', () => {
    expect(sameAddress(`0:${HEX}`, `0:${HEX.toUpperCase()}`)).toBe(true);
  });

  it('is false for different or invalid addresses', () => {
    expect(sameAddress(`0:${HEX}`, `-1:${HEX}`)).toBe(false);
    expect(sameAddress('nope', 'nope')).toBe(false);
  });
});

describe('zero address', () => {
  it('is 0: followed by 64 zeros', () => {
    expect(ZERO_ADDRESS).toBe('0:0000000000000000000000000000000000000000000000000000000000000000');
    expect(isZeroAddress(ZERO_ADDRESS)).toBe(true);
    expect(isZeroAddress(`0:${HEX}`)).toBe(false);
  });
});

describe('shortenAddress: first 6, "…", last 4', () => {
  it('shortens a raw address', () => {
    expect(shortenAddress(`0:${HEX}`)).toBe('0:1a2b…9f0e');
    expect(shortenAddress(`-1:${HEX}`)).toBe('-1:1a2…9f0e');
  });

  it('uses the single ellipsis character', () => {
    const short = shortenAddress(`0:${HEX}`);
    expect(short).toHaveLength(11);
    expect(short.includes('...')).toBe(false);
  });

  it('leaves short strings unchanged', () => {
    expect(shortenAddress('0:12345678')).toBe('0:12345678');
    expect(shortenAddress('0:123456789')).toBe('0:123456789');
    expect(shortenAddress('0:1234567890')).toBe('0:1234…7890');
    expect(shortenAddress('')).toBe('');
  });
});
