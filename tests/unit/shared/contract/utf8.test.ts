import { describe, expect, it } from 'vitest';
import { utf8Length, utf8Prefix } from '@shared/contract/utf8';

describe('utf8', () => {
  it('counts bytes as TextEncoder does, lone surrogates as U+FFFD', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a😀é', '\uD800', 'x\uDC00y']) {
      expect(utf8Length(text), text).toBe(new TextEncoder().encode(text).byteLength);
    }
  });
  it('cuts at whole code points within the byte budget', () => {
    expect(utf8Prefix('abc', 2)).toBe('ab');
    expect(utf8Prefix('é'.repeat(5), 5)).toBe('éé');
    expect(utf8Prefix('a😀', 4)).toBe('a');
    expect(utf8Prefix('a😀', 5)).toBe('a😀');
    expect(utf8Prefix('', 3)).toBe('');
  });
});
