import { describe, expect, it } from 'vitest';
import { addressOrEmptySchema, addressSchema, decimalStringSchema } from '@shared/contract/schemas';
import { ZERO_ADDRESS } from '../../../src/api/addresses';

describe('decimalStringSchema', () => {
  it.each([
    ['3.84E-7', '0.000000384'],
    ['1E+21', '1000000000000000000000'],
    ['3.84277347387E-7', '0.000000384277347387'],
    ['0E-10', '0'],
    ['1.5e3', '1500'],
    ['-0', '0'],
    ['1.50', '1.5'],
    ['.5', '0.5'],
    ['25000000000', '25000000000'],
    ['123456789012345678901234567890.123', '123456789012345678901234567890.123'],
  ])('normalises the string %s to %s', (input, expected) => {
    expect(decimalStringSchema.parse(input)).toBe(expected);
  });

  it.each([
    [1e21, '1000000000000000000000'],
    [3.84e-7, '0.000000384'],
    [12, '12'],
  ])('accepts the JSON number %s as %s', (input, expected) => {
    expect(decimalStringSchema.parse(input)).toBe(expected);
  });

  it.each(['', 'abc', '0x10', 'NaN', 'Infinity', '1,5', ' 1', '1e', '--1', null, true])('rejects %j', (input) => {
    const result = decimalStringSchema.safeParse(input);
    expect(result.success).toBe(false);
  });

  it('explains a rejection in words', () => {
    const result = decimalStringSchema.safeParse('twelve');
    expect(result.error?.issues[0]?.message).toBe('must be a decimal number (plain or exponent notation)');
  });
});

describe('addressSchema', () => {
  it('accepts raw addresses on workchains 0 and -1', () => {
    expect(addressSchema.parse(ZERO_ADDRESS)).toBe(ZERO_ADDRESS);
    expect(addressSchema.safeParse(`-1:${'ab'.repeat(32)}`).success).toBe(true);
  });

  it.each([
    ['uppercase hex', `0:${'AB'.repeat(32)}`],
    ['another workchain', `1:${'ab'.repeat(32)}`],
    ['63 hex digits', `0:${'a'.repeat(63)}`],
    ['a user-friendly base64 address', 'EQDgGc5xkRbQ1CwnbLd6a6NrwTuOr0lcWfDHl2uHBwAJOi4y'],
  ])('rejects %s', (_, input) => {
    expect(addressSchema.safeParse(input).success).toBe(false);
  });

  it('allows the empty placeholder only where the contract writes one', () => {
    expect(addressOrEmptySchema.parse('')).toBe('');
    expect(addressSchema.safeParse('').success).toBe(false);
  });
});
