import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from '@shared/lib/amounts';

describe('formatUsd: US dollars always with two decimals', () => {
  it.each([
    ['1229.4', '$1 229.40'],
    ['2.1', '$2.10'],
    ['5', '$5.00'],
    ['0', '$0.00'],
    ['1234567.891', '$1 234 567.89'],
    ['0.009', '< $0.01'],
    ['3.84E-7', '< $0.01'],
    ['1E+3', '$1 000.00'],
  ])('%s shows as %s', (value, shown) => {
    expect(formatUsd(value)).toBe(shown);
  });

  it('rounds down like every displayed amount', () => {
    expect(formatUsd('1.999')).toBe('$1.99');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatUsd('abc')).toThrow();
  });
});

describe('formatCount', () => {
  it('groups by three with a space', () => {
    expect(formatCount(12345)).toBe('12 345');
    expect(formatCount(7)).toBe('7');
  });

  it('shows 0 for what is not a count', () => {
    expect(formatCount(-1)).toBe('0');
    expect(formatCount(1.5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
