// The needles /nfts looks for in nfts.trait_keys: a whole `|type=value|` pair, never a part of one.
import { describe, expect, it } from 'vitest';
import { traitKeyNeedle } from '../../../../functions/db/trait-keys';

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
