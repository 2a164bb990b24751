import { BigNumber } from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import {
  Decimal,
  InvalidAmountError,
  decimalOrThrow,
  formatAmount,
  formatCoinBalance,
  formatNavbarBalance,
  formatUnits,
  formatUsd,
  fromUnits,
  parseDecimal,
  toUnits,
  toUnitsBigInt,
  unitsToBigInt,
  validDecimals,
} from '@shared/lib/amounts';

describe('parseDecimal', () => {
  it('accepts plain and exponent notation', () => {
    const cases: Array<[string, string]> = [
      ['0', '0'],
      ['12.5', '12.5'],
      [' 7 ', '7'],
      ['.5', '0.5'],
      ['1.', '1'],
      ['3.84E-7', '0.000000384'],
      ['1E+21', '1000000000000000000000'],
      ['1e21', '1000000000000000000000'],
      ['4.2e9', '4200000000'],
    ];
    for (const [input, expected] of cases) {
      const parsed = parseDecimal(input);
      expect(parsed.ok && parsed.value.toFixed(), input).toBe(expected);
    }
  });

  it('accepts bigint and BigNumber instances, including ones from the global constructor', () => {
    const fromBigInt = parseDecimal(123n);
    expect(fromBigInt.ok && fromBigInt.value.toFixed()).toBe('123');
    const fromGlobal = parseDecimal(new BigNumber('2.5'));
    expect(fromGlobal.ok && fromGlobal.value.toFixed()).toBe('2.5');
  });

  it('normalises negative zero to zero', () => {
    const parsed = parseDecimal(new BigNumber('-0'));
    expect(parsed.ok && parsed.value.toFixed()).toBe('0');
    expect(parsed.ok && parsed.value.isNegative()).toBe(false);
  });

  it('names what is wrong with bad input', () => {
    expect(parseDecimal('')).toEqual({ ok: false, error: 'empty' });
    expect(parseDecimal('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseDecimal('-1')).toEqual({ ok: false, error: 'negative' });
    expect(parseDecimal('-0.5e3')).toEqual({ ok: false, error: 'negative' });
    expect(parseDecimal(-5n)).toEqual({ ok: false, error: 'negative' });
    expect(parseDecimal(new BigNumber(-1))).toEqual({ ok: false, error: 'negative' });
    for (const garbage of ['abc', 'NaN', 'Infinity', '0x1f', '1,5', '1.2.3', '1e', '+1', '1 000', 'e5']) {
      expect(parseDecimal(garbage), garbage).toEqual({ ok: false, error: 'not_a_number' });
    }
    expect(parseDecimal(new BigNumber(NaN))).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseDecimal(new BigNumber(Infinity))).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseDecimal(1.5 as unknown as string)).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseDecimal('1e101')).toEqual({ ok: false, error: 'out_of_range' });
    expect(parseDecimal('1e-101')).toEqual({ ok: false, error: 'out_of_range' });
    expect(parseDecimal('1e100').ok).toBe(true);
  });

  it('decimalOrThrow throws a typed error carrying the code and the input', () => {
    expect(() => decimalOrThrow('abc')).toThrow(InvalidAmountError);
    try {
      decimalOrThrow('-3');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidAmountError);
      expect((error as InvalidAmountError).code).toBe('negative');
      expect((error as InvalidAmountError).input).toBe('-3');
      expect((error as InvalidAmountError).message).toBe('Invalid amount (negative): "-3"');
    }
    expect(() => decimalOrThrow('x'.repeat(60))).toThrow(`Invalid amount (not_a_number): "${'x'.repeat(40)}…"`);
    expect(() => decimalOrThrow(new BigNumber(NaN))).toThrow('Invalid amount (not_a_number): NaN');
  });
});

describe('toUnits: shift by decimals, round up', () => {
  it('shifts by the token decimals', () => {
    expect(toUnits('1', 9)).toBe('1000000000');
    expect(toUnits('1.5', 9)).toBe('1500000000');
    expect(toUnits('2.25', 6)).toBe('2250000');
    expect(toUnits('1', 18)).toBe('1000000000000000000');
    expect(toUnits('0', 9)).toBe('0');
    expect(toUnits('7', 0)).toBe('7');
  });

  it('rounds up anything below one unit', () => {
    expect(toUnits('0.0000000001', 9)).toBe('1');
    expect(toUnits('1.0000000001', 9)).toBe('1000000001');
    expect(toUnits('0.1234567', 6)).toBe('123457');
    expect(toUnits('0.9', 0)).toBe('1');
  });

  it('accepts exponent notation', () => {
    expect(toUnits('3.84E-7', 9)).toBe('384');
    expect(toUnits('1E+21', 0)).toBe('1000000000000000000000');
    expect(toUnits('1e-19', 18)).toBe('1');
  });

  it('returns a bigint on request', () => {
    expect(toUnitsBigInt('0.25', 9)).toBe(250_000_000n);
  });

  it('refuses invalid amounts and decimals', () => {
    expect(() => toUnits('-1', 9)).toThrow(InvalidAmountError);
    expect(() => toUnits('abc', 9)).toThrow(InvalidAmountError);
    expect(() => toUnits('1', -1)).toThrow(RangeError);
    expect(() => toUnits('1', 1.5)).toThrow(RangeError);
    expect(() => toUnits('1', 256)).toThrow('Invalid decimals: 256');
    expect(validDecimals(255)).toBe(255);
  });
});

describe('fromUnits: shift by -decimals, exact', () => {
  it('gives a plain decimal string', () => {
    expect(fromUnits('1500000000', 9)).toBe('1.5');
    expect(fromUnits('1', 18)).toBe('0.000000000000000001');
    expect(fromUnits('1000000000000000000', 18)).toBe('1');
    expect(fromUnits('0', 6)).toBe('0');
    expect(fromUnits(123n, 2)).toBe('1.23');
  });

  it('accepts exponent notation from the API', () => {
    expect(fromUnits('1E+21', 18)).toBe('1000');
    expect(fromUnits('4.2E+9', 9)).toBe('4.2');
  });

  it('round-trips with toUnits for representable amounts', () => {
    for (const amount of ['0.000000001', '123.456789', '98765.4321']) {
      expect(fromUnits(toUnits(amount, 9), 9)).toBe(amount);
    }
  });
});

describe('unitsToBigInt', () => {
  it('parses integer units, exponent forms included', () => {
    expect(unitsToBigInt('1000')).toBe(1000n);
    expect(unitsToBigInt('1E+21')).toBe(1_000_000_000_000_000_000_000n);
    expect(unitsToBigInt('4.2E+9')).toBe(4_200_000_000n);
    expect(unitsToBigInt(5n)).toBe(5n);
    expect(unitsToBigInt('0')).toBe(0n);
  });

  it('refuses fractions, negatives and garbage', () => {
    expect(() => unitsToBigInt('1.5')).toThrow('Invalid amount (not_an_integer): "1.5"');
    expect(() => unitsToBigInt('3.84E-7')).toThrow(InvalidAmountError);
    expect(() => unitsToBigInt(-1n)).toThrow('Invalid amount (negative): -1n');
    expect(() => unitsToBigInt('nope')).toThrow(InvalidAmountError);
  });
});

describe('display formatting: round down, groups of 3, dot decimal', () => {
  it('formats the spec example', () => {
    expect(formatAmount('1234567.891', 2)).toBe('1 234 567.89');
  });

  it('rounds down, never up', () => {
    expect(formatAmount('0.999', 2)).toBe('0.99');
    expect(formatAmount('1.019', 2)).toBe('1.01');
    expect(formatAmount('9999.9999', 0)).toBe('9 999');
    expect(formatAmount('0.019', 2)).toBe('0.01');
  });

  it('says "< 0.01" for a non-zero amount below the shown precision, and "0" for zero', () => {
    expect(formatAmount('0.001', 2)).toBe('< 0.01');
    expect(formatAmount('0.0099999', 2)).toBe('< 0.01');
    expect(formatAmount('0.01', 2)).toBe('0.01');
    expect(formatAmount('0.4', 0)).toBe('< 1');
    expect(formatAmount('0.00001', 4)).toBe('< 0.0001');
    expect(formatAmount('0.000', 2)).toBe('0');
    // A sale at 0.002 WVENOM (9 decimals) is not "sold for 0".
    expect(formatUnits('2000000', 9)).toBe('< 0.01');
    expect(formatUnits('1', 9)).toBe('< 0.01');
    expect(formatUnits('0', 9)).toBe('0');
    expect(formatCoinBalance('9999999')).toBe('< 0.01');
    expect(formatUsd('0.004')).toBe('< $0.01');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('0.01')).toBe('$0.01');
  });

  it('groups with a single space and leaves the fraction ungrouped', () => {
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1000')).toBe('1 000');
    expect(formatAmount('1000000')).toBe('1 000 000');
    expect(formatAmount('12345.123456', 6)).toBe('12 345.123456');
  });

  it('drops trailing zeros and defaults to 2 decimals', () => {
    expect(formatAmount('5')).toBe('5');
    expect(formatAmount('5.50')).toBe('5.5');
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('2.345')).toBe('2.34');
  });

  it('formats exponent notation', () => {
    expect(formatAmount('3.84E-7', 9)).toBe('0.000000384');
    expect(formatAmount('3.84E-7')).toBe('< 0.01');
    expect(formatAmount('1E+21')).toBe('1 000 000 000 000 000 000 000');
  });

  it('formats integer units of a token', () => {
    expect(formatUnits('1234567891000000000', 9)).toBe('1 234 567 891');
    expect(formatUnits('1234567891', 6)).toBe('1 234.56');
    expect(formatUnits('1999999999999999999', 18)).toBe('1.99');
    expect(formatUnits('123456', 6, 4)).toBe('0.1234');
  });

  it('shows the navbar balance with 1 decimal and other balances with 2, both rounded down', () => {
    expect(formatNavbarBalance('12345678999')).toBe('12.3');
    expect(formatCoinBalance('12345678999')).toBe('12.34');
    expect(formatNavbarBalance('1999999999')).toBe('1.9');
    expect(formatCoinBalance('1999999999')).toBe('1.99');
    expect(formatCoinBalance('1234567000000000')).toBe('1 234 567');
    expect(formatNavbarBalance('1500000', 6)).toBe('1.5');
    // A whole balance keeps its decimal: the account block always reads "N.N VENOM".
    expect(formatNavbarBalance('1234049999999')).toBe('1 234.0');
    expect(formatNavbarBalance('0')).toBe('0.0');
  });

  it('refuses invalid input', () => {
    expect(() => formatAmount('abc')).toThrow(InvalidAmountError);
    expect(() => formatAmount('-5')).toThrow(InvalidAmountError);
  });
});

describe('Decimal clone', () => {
  it('does not change the global BigNumber configuration', () => {
    expect(new Decimal('1e30').toString()).toBe('1000000000000000000000000000000');
    expect(new BigNumber('1e30').toString()).toBe('1e+30');
    expect(BigNumber.config({}).FORMAT?.groupSeparator).toBe(',');
  });
});
