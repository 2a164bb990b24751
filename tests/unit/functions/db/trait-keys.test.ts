// The needles /nfts looks for in nfts.trait_keys: a whole `|type=value|` pair, never a part of one.
import { describe, expect, it } from 'vitest';
import { traitKeyNeedle, traitKeysOf } from '@functions/db/trait-keys';

describe('traitKeyNeedle', () => {
  it('wraps the pair in bars', () => {
    expect(traitKeyNeedle('eyes', 'laser')).toBe('|eyes=laser|');
  });

  it('escapes %, | and = inside keys, so a value cannot spell another pair', () => {
    expect(traitKeyNeedle('a|b', 'x=1%')).toBe('|a%7Cb=x%3D1%25|');
    // "eyes=laser|mood" would otherwise match the NFT with eyes=laser and mood=…
    expect('|eyes=laser|mood=calm|'.includes(traitKeyNeedle('eyes', 'laser|mood'))).toBe(false);
  });
});

describe('traitKeysOf', () => {
  const t = (typeKey: string, valueKey: string) => ({ typeKey, valueKey });

  it('lists the pairs sorted by type, then value, each once, between bars', () => {
    expect(traitKeysOf([t('skin', 'olive'), t('eyes', 'plain'), t('eyes', 'laser'), t('skin', 'olive')])).toBe(
      '|eyes=laser|eyes=plain|skin=olive|',
    );
  });

  it('is NULL for an NFT without traits', () => {
    expect(traitKeysOf([])).toBeNull();
  });

  it('escapes the keys as the needles do, so every needle of the NFT is found in it', () => {
    const keys = traitKeysOf([t('a|b', 'x=1%'), t('mood', 'calm')])!;
    expect(keys).toBe('|a%7Cb=x%3D1%25|mood=calm|');
    expect(keys.includes(traitKeyNeedle('a|b', 'x=1%'))).toBe(true);
    expect(keys.includes(traitKeyNeedle('mood', 'calm'))).toBe(true);
  });

  it('orders by code point, as SQLite sorts UTF-8 text, not by UTF-16 units', () => {
    // U+FFFD sorts before U+1F600 by code point; its UTF-16 unit 0xFFFD sorts after the surrogate 0xD83D.
    expect(traitKeysOf([t('k', '\u{1F600}'), t('k', '\uFFFD')])).toBe('|k=\uFFFD|k=\u{1F600}|');
  });
});
