// The history file's fields: RFC 4180 quoting, no formula a spreadsheet would run, exact amounts.
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, unitsText } from '@functions/db/queries/trade-history';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('escapes text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=HYPERLINK("x"),y')).toBe(`"'=HYPERLINK(""x""),y"`);
    expect(csvField('1.5')).toBe('1.5');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});

describe('unitsText', () => {
  it('shifts integer units by the decimals exactly, without trailing zeros', () => {
    expect(unitsText('1000000000', 9)).toBe('1');
    expect(unitsText('1', 9)).toBe('0.000000001');
    expect(unitsText('0', 9)).toBe('0');
    expect(unitsText('123456789012345678901234567890', 9)).toBe('123456789012345678901.23456789');
    expect(unitsText('1500000', 6)).toBe('1.5');
    expect(unitsText('42', 0)).toBe('42');
  });
});
